// What SDL2 leaves to the platform: UTF-8 window titles on X11, whether the X server renders on a GPU, the X
// resource database (Xft.dpi), the window manager's _NET_WM_SYNC_REQUEST, XInput 2 smooth scrolling, crashes, quit
// signals, the display connection's loss; and the area-average resampling SDL's scaled blits lack.
#ifndef CSDL_PLATFORM_H
#define CSDL_PLATFORM_H
#include <SDL2/SDL.h>
#include <stdint.h>
#include "CSDLPlatformWayland.h"
#include "CSDLPlatformSignals.h"
#include "CSDLPlatformConnection.h"
#include "CSDLPlatformPixels.h"
#include "CSDLPlatformImage.h"
#include "CSDLPlatformFontFile.h"
#include "CSDLPlatformWindowImage.h"
#include "CSDLPlatformMemory.h"

/// What the window is to the window system now: its X window id on X11, its wl_surface's address on Wayland, 0
/// elsewhere. SDL replaces that window behind the same SDL_Window when it makes an OpenGL renderer for a window made
/// without SDL_WINDOW_OPENGL (SDL_RecreateWindow): whatever was set on the old one (properties, event selections,
/// listeners) is gone, and a change of this value says so.
uint64_t csdl_platform_native_window(SDL_Window *window);

/// GL_RENDERER of the OpenGL context current on this thread ("llvmpipe (LLVM 15.0.6, 256 bits)", "Mesa Intel(R) UHD
/// Graphics 620"), as a string the caller frees with free(); NULL when no context is current. Call right after
/// creating an SDL OpenGL renderer, which leaves its context current.
char *csdl_platform_gl_renderer(void);

/// Sets the window's title as UTF-8 in both _NET_WM_NAME and WM_NAME on X11 (SDL 2 converts it through the
/// C locale and leaves _NET_WM_NAME stale for any non-ASCII title). Returns 1 when set, 0 when not on X11.
int csdl_platform_set_utf8_title(SDL_Window *window, const char *title);

/// The hardware keycode the window's X server gives `keysym` (XKeysymToKeycode), 0 when there is none or the window
/// is not on X11.
uint32_t csdl_platform_x11_keycode(SDL_Window *window, uint32_t keysym);

/// X11's name of `keysym` ("Tab", "F9", "KP_Enter"), a static string; NULL when it has none or SDL was built without X11.
const char *csdl_platform_keysym_name(uint32_t keysym);

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

/// Smooth scrolling on X11 through XInput 2.1 scroll valuators, which SDL 2 does not read (it turns only the
/// core buttons 4–7 into wheel notches). SDL 2.26 already selects XI_Motion on its window (with XInput 2.2, for
/// touches) and hands every XInput event to SDL_SYSWMEVENT, whose cookie data is valid only while an event
/// watch runs: csdl_platform_xi2_read is for such a watch.
typedef struct csdl_xi2 csdl_xi2;

/// What csdl_platform_xi2_read found in an event.
typedef enum {
    CSDL_XI2_OTHER = 0,            ///< nothing of ours
    CSDL_XI2_MOTION = 1,           ///< an XI_Motion event (scroll readings filled in when on our window)
    CSDL_XI2_DEVICE_CHANGED = 2,   ///< a device's classes changed: `device` (a master switching slaves is OTHER)
    CSDL_XI2_DEVICES_CHANGED = 3,  ///< devices were added or removed (XI_HierarchyChanged)
    CSDL_XI2_WHEEL_BUTTON = 4,     ///< a core ButtonPress 4–7 on our window (SDL makes SDL_MOUSEWHEEL of it next)
} csdl_xi2_kind;

/// One scroll valuator's absolute value in an XI_Motion event, with its scroll class.
typedef struct {
    int number;        ///< the valuator's number
    int horizontal;    ///< 1: XIScrollTypeHorizontal, 0: vertical
    double increment;  ///< the valuator change worth one wheel notch (negative: the other way)
    double value;      ///< the valuator's absolute value after this event
} csdl_xi2_scroll;

#define CSDL_XI2_MAX_SCROLL 4

/// An XInput event as read by csdl_platform_xi2_read.
typedef struct {
    csdl_xi2_kind kind;
    int device;           ///< the slave device that caused it (sourceid)
    uint32_t time;        ///< X server time, in milliseconds
    int emulated;         ///< XIPointerEmulated: made up by the server (from a core wheel button or a touch)
    double x, y;          ///< the pointer in the window, in window pixels
    int button;           ///< CSDL_XI2_WHEEL_BUTTON: 4 up, 5 down, 6 left, 7 right
    int scroll_count;     ///< how many of `scroll` are filled: the scroll valuators this motion carries
    csdl_xi2_scroll scroll[CSDL_XI2_MAX_SCROLL];
} csdl_xi2_event;

/// Starts reading scroll valuators for `window`: selects XI_DeviceChanged on it (XI_Motion is SDL's). NULL when
/// the window is not on X11, the server has no XInput 2, or SDL has not selected XI_Motion on the window (then
/// selecting it here would take core motion events away from SDL). Free with csdl_platform_xi2_free.
csdl_xi2 *csdl_platform_xi2_make(SDL_Window *window);

/// Reads an event as an SDL event watch sees it (SDL_SYSWMEVENT enabled). Asks the X server for a device's
/// scroll classes the first time the device scrolls (one round trip; remembered until it changes).
csdl_xi2_kind csdl_platform_xi2_read(csdl_xi2 *xi2, const SDL_Event *event, csdl_xi2_event *out);

/// 1 when `event` (as dequeued later: its cookie data is gone by then) is one csdl_platform_xi2_read reported as
/// CSDL_XI2_MOTION; 0 otherwise (NULL xi2 too).
int csdl_platform_xi2_is_motion(const csdl_xi2 *xi2, const SDL_Event *event);

/// One scroll valuator's current value on one device, as the X server holds it now.
typedef struct {
    int device;               ///< the slave device's id
    csdl_xi2_scroll scroll;   ///< the valuator's scroll class and its current value
} csdl_xi2_device_scroll;

/// The current values of every scroll valuator of every pointer device (one XIQueryDevice round trip), up to
/// `capacity` of them into `out`; returns how many were written. What the valuators count while the pointer is in
/// other windows is in these values, so they are the baselines for the next motion on this window: read when the
/// pointer enters, the first scroll in the window moves as far as the fingers did. 0 for a NULL xi2.
int csdl_platform_xi2_scroll_values(csdl_xi2 *xi2, csdl_xi2_device_scroll *out, int capacity);

/// Frees what csdl_platform_xi2_make made (NULL is allowed).
void csdl_platform_xi2_free(csdl_xi2 *xi2);

/// Makes fatal signals end the process at once with a one-line message on standard error, instead of
/// waiting on threads that never answer (the Swift runtime's backtracer waits 15 s for GPU driver threads).
/// The window disappears with the process. Call early; `program` prefixes the message.
void csdl_platform_install_crash_exit(const char *program);
#endif
