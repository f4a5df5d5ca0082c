// What SDL2 leaves to the platform: UTF-8 window titles on X11, whether the X server renders on a GPU, the X
// resource database (Xft.dpi), the window manager's _NET_WM_SYNC_REQUEST, crashes.
#ifndef CSDL_PLATFORM_H
#define CSDL_PLATFORM_H
#include <SDL2/SDL.h>
#include <stdint.h>

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

/// A window's _NET_WM_SYNC_REQUEST counters (EWMH): let the window manager wait, on each resize, for the frame
/// of the new size instead of showing black or stale strips at the growing edge. SDL 2 does not do it. Two XSync
/// counters: the basic one (answered with a request's value once its frame is shown) and the extended one (odd
/// while a frame is being drawn, even when it is shown), for window managers that send extended requests.
typedef struct csdl_sync_counter csdl_sync_counter;

/// Which of the two counters a value is for.
typedef enum { CSDL_SYNC_BASIC = 0, CSDL_SYNC_EXTENDED = 1 } csdl_sync_which;

/// Creates the window's sync counters (XSync, value 0), sets _NET_WM_SYNC_REQUEST_COUNTER to both (basic first,
/// extended second) and adds _NET_WM_SYNC_REQUEST to WM_PROTOCOLS. Call before the window is first mapped (window
/// managers read the protocols then). NULL when the window is not on X11 or the X server has no XSync extension.
/// Free with csdl_platform_sync_counter_free before the window is destroyed.
csdl_sync_counter *csdl_platform_sync_counter_make(SDL_Window *window);

/// 1 when `event` is an SDL_SYSWMEVENT carrying the window manager's _NET_WM_SYNC_REQUEST for `counter`'s
/// window (SDL_SYSWMEVENT must be enabled), with the value to answer in `*value` and whether the request is for
/// the extended counter (data.l[4] non-zero) in `*extended`; 0 otherwise (NULL counter too).
int csdl_platform_sync_request(const csdl_sync_counter *counter, const SDL_Event *event, uint64_t *value, int *extended);

/// Sets one of the counters to `value` and flushes (one request, no round trip).
void csdl_platform_sync_set(csdl_sync_counter *counter, csdl_sync_which which, uint64_t value);

/// Destroys the X counters and frees `counter` (NULL is allowed).
void csdl_platform_sync_counter_free(csdl_sync_counter *counter);

/// The 64-bit value of a sync request from its ClientMessage longs: `low` holds the low 32 bits (data.l[2]),
/// `high` the high 32 bits (data.l[3]); bits above 32 in either are ignored (longs are 64-bit on LP64).
uint64_t csdl_platform_sync_value(long low, long high);

/// Makes fatal signals end the process at once with a one-line message on standard error, instead of
/// waiting on threads that never answer (the Swift runtime's backtracer waits 15 s for GPU driver threads).
/// The window disappears with the process. Call early; `program` prefixes the message.
void csdl_platform_install_crash_exit(const char *program);
#endif
