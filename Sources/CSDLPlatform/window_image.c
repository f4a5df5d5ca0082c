// The software window image's memory populated in one call (CSDLPlatformWindowImage.h).
#include "CSDLPlatformWindowImage.h"
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; older kernels answer EINVAL */
#endif

int csdl_platform_populate_window_image(SDL_Renderer *renderer) {
    SDL_RendererInfo info;
    if (!renderer || SDL_GetRendererInfo(renderer, &info) != 0 || strcmp(info.name, "software") != 0) return 0;
    if (SDL_GetRenderTarget(renderer) != NULL) return 0;
    SDL_Window *window = SDL_RenderGetWindow(renderer);
    if (!window) return 0;  /* a renderer made for a surface (SDL_CreateSoftwareRenderer): not a window image */
    /* SDL_GetWindowSurface below re-makes an out-of-date image and frees the old one. That is the renderer's own image
       only if the renderer heard of the resize, through the window event SDL posts; a host that filters events or
       turns window events off may have kept that from it, and it would go on drawing into freed memory. */
    SDL_EventFilter filter;
    void *filter_data;
    if (SDL_GetEventState(SDL_WINDOWEVENT) != SDL_ENABLE || SDL_GetEventFilter(&filter, &filter_data)) return 0;
    /* The image the software renderer draws into: re-made after a resize by the renderer or by this call, the same
       one either way (SDL marks both out of date together). */
    SDL_Surface *image = SDL_GetWindowSurface(window);
    if (!image || !image->pixels || image->pitch <= 0 || image->h <= 0) return 0;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)image->pixels & ~(page - 1);
    uintptr_t end = (uintptr_t)image->pixels + (uintptr_t)image->pitch * (uintptr_t)image->h;
    return madvise((void *)start, end - start, MADV_POPULATE_WRITE) == 0 ? 1 : -1;
}
