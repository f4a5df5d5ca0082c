// X11's names and hardware keycodes for keysyms, for the key events a screen reader's keystroke listeners are offered.
#include "CSDLPlatform.h"
#include <SDL2/SDL_syswm.h>

uint32_t csdl_platform_x11_keycode(SDL_Window *window, uint32_t keysym) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (uint32_t)XKeysymToKeycode(info.info.x11.display, (KeySym)keysym);
#else
    (void)window; (void)keysym;
    return 0;
#endif
}

const char *csdl_platform_keysym_name(uint32_t keysym) {
#if defined(SDL_VIDEO_DRIVER_X11)
    return XKeysymToString((KeySym)keysym);
#else
    (void)keysym;
    return NULL;
#endif
}
