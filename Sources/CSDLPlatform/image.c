// SDL_image opened on first use (CSDLPlatformImage.h).
#include "CSDLPlatformImage.h"
#include <dlfcn.h>
#include <pthread.h>

static int (*save_png)(SDL_Surface *, const char *);
static SDL_Surface *(*load_image)(const char *);
static char load_error[512];
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libSDL2_image-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        SDL_snprintf(load_error, sizeof load_error, "SDL_image could not be opened (%s); install libsdl2-image-2.0-0", dlerror());
        return;
    }
    save_png = (int (*)(SDL_Surface *, const char *))dlsym(library, "IMG_SavePNG");
    load_image = (SDL_Surface * (*)(const char *))dlsym(library, "IMG_Load");
    if (!save_png || !load_image) SDL_snprintf(load_error, sizeof load_error, "SDL_image (libSDL2_image-2.0.so.0) has no IMG_SavePNG or IMG_Load");
}

int csdl_platform_save_png(SDL_Surface *surface, const char *path) {
    pthread_once(&loaded, load);
    if (!save_png) return SDL_SetError("%s", load_error);
    return save_png(surface, path);
}

SDL_Surface *csdl_platform_load_image(const char *path) {
    pthread_once(&loaded, load);
    if (!load_image) {
        SDL_SetError("%s", load_error);
        return NULL;
    }
    return load_image(path);
}
