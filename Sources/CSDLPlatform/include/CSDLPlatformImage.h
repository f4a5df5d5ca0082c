// SDL_image opened on first use rather than linked: only saving a PNG and an app's picture icons need it.
#ifndef CSDL_PLATFORM_IMAGE_H
#define CSDL_PLATFORM_IMAGE_H
#include <SDL2/SDL.h>

/// Writes `surface` as a PNG file at `path` with SDL_image's IMG_SavePNG: 0 on success, else -1 with SDL's error set
/// (SDL_GetError). SDL_image (libSDL2_image-2.0.so.0) is opened on the first call, from any thread: linked, it would
/// bring its image libraries (JPEG, TIFF, WebP, LERC, JBIG …) into every start of a window, though only saving a PNG
/// needs them. When it cannot be opened, the error says so and why.
int csdl_platform_save_png(SDL_Surface *surface, const char *path);

/// Reads the picture file at `path` (PNG, or any format SDL_image reads) with IMG_Load: a new surface the caller frees,
/// or NULL with SDL's error set. Opens SDL_image on the first call, as csdl_platform_save_png does.
SDL_Surface *csdl_platform_load_image(const char *path);

#endif
