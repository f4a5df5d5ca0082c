// The area-average resampling of drawn glyphs (GlyphScaler in SplitKitSDL): the per-pixel loop, in C because it runs
// for every pixel of every emoji drawn and a debug build of Swift takes about ten times as long over it.
#include "CSDLPlatformPixels.h"
#include <math.h>
#include <stddef.h>

static inline uint32_t straight_pixel(float a, float r, float g, float b, float alpha_scale) {
    if (!(a > 0.5f)) return 0;  // under half a level: clear
    float unpremultiply = 255.0f / a;
    float channels[3] = {r, g, b};
    uint32_t out[3];
    for (int i = 0; i < 3; i++) {
        float c = roundf(channels[i] * unpremultiply);
        out[i] = (uint32_t)(c < 0.0f ? 0.0f : c > 255.0f ? 255.0f : c);
    }
    float alpha = roundf(a * alpha_scale);
    return (uint32_t)(alpha > 255.0f ? 255.0f : alpha) << 24 | out[0] << 16 | out[1] << 8 | out[2];
}

void csdl_platform_area_average(const uint8_t *src, int src_pitch, int sw, int sh, uint8_t *dst, int dst_pitch, int dw,
                                int dh, const int32_t *col_start, const int32_t *col_from, const float *col_weight,
                                const int32_t *row_start, const int32_t *row_from, const float *row_weight,
                                int premultiplied, float alpha_scale, float *scratch) {
    (void)sw;
    for (int y = 0; y < sh; y++) {
        const uint32_t *row = (const uint32_t *)(src + (size_t)y * (size_t)src_pitch);
        float *out = scratch + (size_t)y * (size_t)dw * 4;
        for (int x = 0; x < dw; x++) {
            float a = 0, r = 0, g = 0, b = 0;
            for (int32_t k = col_start[x]; k < col_start[x + 1]; k++) {
                uint32_t p = row[col_from[k]];
                float w = col_weight[k], pa = (float)(p >> 24);
                // Straight colours are weighted by their alpha: premultiplied on the way in.
                float cw = premultiplied ? w : w * pa / 255.0f;
                a += pa * w;
                r += (float)((p >> 16) & 0xFF) * cw;
                g += (float)((p >> 8) & 0xFF) * cw;
                b += (float)(p & 0xFF) * cw;
            }
            out[0] = a; out[1] = r; out[2] = g; out[3] = b;
            out += 4;
        }
    }
    for (int y = 0; y < dh; y++) {
        uint32_t *row = (uint32_t *)(dst + (size_t)y * (size_t)dst_pitch);
        for (int x = 0; x < dw; x++) {
            float a = 0, r = 0, g = 0, b = 0;
            for (int32_t k = row_start[y]; k < row_start[y + 1]; k++) {
                const float *in = scratch + ((size_t)row_from[k] * (size_t)dw + (size_t)x) * 4;
                float w = row_weight[k];
                a += in[0] * w;
                r += in[1] * w;
                g += in[2] * w;
                b += in[3] * w;
            }
            row[x] = straight_pixel(a, r, g, b, alpha_scale);
        }
    }
}
