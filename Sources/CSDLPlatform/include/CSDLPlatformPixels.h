// Pixel work SDL2 does not do for us: resampling by the area average (SDL_BlitScaled takes the nearest pixel).
#ifndef CSDL_PLATFORM_PIXELS_H
#define CSDL_PLATFORM_PIXELS_H
#include <stdint.h>

/// Resamples `src` (ARGB8888, `sw` × `sh` pixels, `src_pitch` bytes a row) into `dst` (ARGB8888, `dw` × `dh`,
/// `dst_pitch`): new column `i` is the sum of old columns `col_from[col_start[i] ..< col_start[i + 1]]` times their
/// shares `col_weight[…]`, and new row `j` likewise of the rows through `row_start`, `row_from`, `row_weight` (the
/// spans of GlyphScaler.spans). With `premultiplied` the colours of `src` are premultiplied by alpha, else straight
/// (weighted by their alpha as they are summed). `dst` gets straight alpha, its alpha times `alpha_scale`, and is clear
/// where the alpha is under half a level. `scratch` holds `sh` × `dw` × 4 floats.
void csdl_platform_area_average(const uint8_t *src, int src_pitch, int sw, int sh, uint8_t *dst, int dst_pitch, int dw,
                                int dh, const int32_t *col_start, const int32_t *col_from, const float *col_weight,
                                const int32_t *row_start, const int32_t *row_from, const float *row_weight,
                                int premultiplied, float alpha_scale, float *scratch);

#endif
