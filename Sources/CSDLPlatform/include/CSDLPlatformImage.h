// SDL_image opened on first use rather than linked: only saving a PNG needs it.
#ifndef CSDL_PLATFORM_IMAGE_H
#define CSDL_PLATFORM_IMAGE_H
#include <SDL2/SDL.h>

/// Writes `surface` as a PNG file at `path` with SDL_image's IMG_SavePNG: 0 on success, else -1 with SDL's error set
/// (SDL_GetError). SDL_image (libSDL2_image-2.0.so.0) is opened on the first call, from any thread: linked, it would
/// bring its image libraries (JPEG, TIFF, WebP, LERC, JBIG …) into every start of a window, though only saving a PNG
/// needs them. When it cannot be opened, the error says so and why.
int csdl_platform_save_png(SDL_Surface *surface, const char *path);

#endif
