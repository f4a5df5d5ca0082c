// The display connection's loss (the X server killed, the Wayland compositor gone) seen as a quit, not an exit.
#ifndef CSDL_PLATFORM_CONNECTION_H
#define CSDL_PLATFORM_CONNECTION_H
#include <SDL2/SDL.h>

/// Watches the window's X connection: Xlib ends the process when a connection breaks (printing "X connection to :N
/// broken"), so nothing the window showed could be saved. From now on a broken connection is noted instead: on the
/// main thread the waits below return at once, and Xlib calls elsewhere return without doing anything (the display
/// is marked dead); another thread that finds its connection broken is parked, never reaching Xlib's exit. Call on
/// the main thread once the window exists, and again after SDL re-creates it (the display stays the same). Does
/// nothing when the window is not on X11.
void csdl_platform_watch_connection(SDL_Window *window);

/// SDL_WaitEventTimeout (timeout_ms > 0), SDL_WaitEvent (< 0) or SDL_PollEvent (0), except that a connection found
/// broken during the call ends it at once (a broken X connection leaves SDL's wait spinning): returns 0 with
/// `*connection_lost` set. `*connection_lost` is also set when the connection broke before; then SDL is not called.
int csdl_platform_wait_event(SDL_Event *event, int timeout_ms, int *connection_lost);

/// Why the window's connection is gone, as a sentence ("the X server :5 closed the connection", "the Wayland
/// compositor closed the connection"), to be freed with free(); NULL while it is up.
char *csdl_platform_connection_lost(SDL_Window *window);
#endif
