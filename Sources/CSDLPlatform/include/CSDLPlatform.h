// What SDL2 leaves to the platform: UTF-8 window titles on X11, whether the X server renders on a GPU, the X
// resource database (Xft.dpi), crashes.
#ifndef CSDL_PLATFORM_H
#define CSDL_PLATFORM_H
#include <SDL2/SDL.h>

/// Sets the window's title as UTF-8 in both _NET_WM_NAME and WM_NAME on X11 (SDL 2 converts it through the
/// C locale and leaves _NET_WM_NAME stale for any non-ASCII title). Returns 1 when set, 0 when not on X11.
int csdl_platform_set_utf8_title(SDL_Window *window, const char *title);

/// 1 when the window's X server offers direct GPU rendering (DRI3, DRI2 or NVIDIA's GLX), 0 when it does
/// not (Xvfb, VNC, remote X: OpenGL there is a CPU rasteriser), -1 when the window is not on X11.
int csdl_platform_x11_has_gpu(SDL_Window *window);

/// The X resource database of DISPLAY's screen (the root window's RESOURCE_MANAGER property: lines such as
/// `Xft.dpi:\t192`), as a string the caller frees with free(); NULL when DISPLAY cannot be opened, the property
/// is not set, or SDL was built without X11.
char *csdl_platform_x11_resources(void);

/// Makes fatal signals end the process at once with a one-line message on standard error, instead of
/// waiting on threads that never answer (the Swift runtime's backtracer waits 15 s for GPU driver threads).
/// The window disappears with the process. Call early; `program` prefixes the message.
void csdl_platform_install_crash_exit(const char *program);
#endif
