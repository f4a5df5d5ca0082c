// The memory of SDL's software window image, asked of the kernel in one call instead of a page fault per page.
#ifndef CSDL_PLATFORM_WINDOW_IMAGE_H
#define CSDL_PLATFORM_WINDOW_IMAGE_H
#include <SDL2/SDL.h>

/// When `renderer` is SDL's software renderer drawing into its window (no texture target), has the kernel give the
/// window's image (X's shared memory, or SDL's own) all its pages now, with madvise(MADV_POPULATE_WRITE), rather than
/// one page fault per 4 KB page as the first frame at a new size writes it: 3–4 ms rather than 4–6 for a 1200 × 800
/// image. The pixels are not changed. Returns 1 when it did, -1 when the kernel could not (before Linux 5.14: the
/// pages then come as the frame writes them, as before), 0 when there was nothing to do (another renderer, a texture
/// target, no window image) or it could not be sure the image is the renderer's (an event filter is set, or window
/// events are off: the renderer may not have heard of a resize).
int csdl_platform_populate_window_image(SDL_Renderer *renderer);

#endif
