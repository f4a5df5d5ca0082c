// What SDL2 (2.24 ... 2.30) leaves undone on Wayland: following a change of the scale of the output a window is on.
#ifndef CSDL_PLATFORM_WAYLAND_H
#define CSDL_PLATFORM_WAYLAND_H
#include <SDL2/SDL.h>
#include <stdint.h>

/// SDL 2 reads an output's scale only when its window enters an output, so when the scale of the output a window
/// is on changes while it runs (the user sets 200 % in the desktop's settings, `swaymsg output … scale 2`), it
/// keeps drawing at the old scale and the compositor stretches the picture (blurred text). The watch listens to
/// every output's scale itself and lets the host have SDL look again.
typedef struct csdl_wayland_scale_watch csdl_wayland_scale_watch;

/// 1 for the SDL versions whose Wayland driver the refresh is written for (2.24.0 ... 2.30.x: the desktop display
/// mode's driverdata is SDL's wl_output and the surface's listener is { enter, leave }), 0 for any other.
int csdl_platform_wayland_scale_refresh_supported(int major, int minor, int patch);

/// An output's `done` event after a `scale` of `pending` (or none: `pending` is the scale held): `*scale` takes
/// `pending` and `*known` is set. 1 when that is a change of a scale already completed before, 0 for the output's
/// first report (the window entered it at that scale) and for an unchanged one.
int csdl_platform_output_scale_done(int32_t *scale, int *known, int32_t pending);

/// Starts watching the outputs for `window`: whenever an output's scale changes (not its first report), an SDL
/// event of type `event_type` (from SDL_RegisterEvents) is pushed. The watch's Wayland objects live on SDL's own
/// queue, so SDL's event pump dispatches them and no thread is added. NULL when the window is not on Wayland or
/// the running SDL's version is not supported. Free with csdl_platform_wayland_scale_watch_free before the
/// window is destroyed.
csdl_wayland_scale_watch *csdl_platform_wayland_scale_watch_make(SDL_Window *window, uint32_t event_type);

/// 1 when `event` is the watch's event (an output's scale changed); 0 otherwise (NULL watch too).
int csdl_platform_wayland_scale_changed(const csdl_wayland_scale_watch *watch, const SDL_Event *event);

/// Has SDL read the scale of the output the window is on again, as if the window had just entered it: SDL then
/// sets the surface's buffer scale and sends SDL_WINDOWEVENT_RESIZED with the same size in points when the
/// drawable's size in pixels changed. Call on the thread that handles the window's events.
void csdl_platform_wayland_scale_refresh(csdl_wayland_scale_watch *watch);

/// Destroys the watch's Wayland objects and frees it (NULL is allowed).
void csdl_platform_wayland_scale_watch_free(csdl_wayland_scale_watch *watch);
#endif
