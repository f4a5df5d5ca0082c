// X11 calls SDL2 does not make for us (titles, GPU, resources, _NET_WM_SYNC_REQUEST), and a crash handler that never waits.
#include "CSDLPlatform.h"
#include <SDL2/SDL_syswm.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xatom.h>
#include <X11/extensions/sync.h>

static int x11_window(SDL_Window *window, Display **display, Window *xwindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *xwindow = info.info.x11.window;
    return 1;
}
#endif

int csdl_platform_set_utf8_title(SDL_Window *window, const char *title) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!x11_window(window, &display, &xwindow)) return 0;
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom netName = XInternAtom(display, "_NET_WM_NAME", False);
    int length = (int)strlen(title);
    XChangeProperty(display, xwindow, netName, utf8, 8, PropModeReplace, (const unsigned char *)title, length);
    XChangeProperty(display, xwindow, XA_WM_NAME, utf8, 8, PropModeReplace, (const unsigned char *)title, length);
    XFlush(display);
    return 1;
#else
    (void)window; (void)title;
    return 0;
#endif
}

int csdl_platform_x11_has_gpu(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!x11_window(window, &display, &xwindow)) return -1;
    int opcode, event, error;
    const char *extensions[] = {"DRI3", "DRI2", "NV-GLX"};
    for (unsigned i = 0; i < sizeof extensions / sizeof extensions[0]; i++) {
        if (XQueryExtension(display, extensions[i], &opcode, &event, &error)) return 1;
    }
    return 0;
#else
    (void)window;
    return -1;
#endif
}

char *csdl_platform_x11_resources(void) {
#if defined(SDL_VIDEO_DRIVER_X11)
    // A connection of its own: there is no window yet (its size depends on the answer), so no SDL display.
    Display *display = XOpenDisplay(NULL);
    if (!display) return NULL;
    // Xlib reads the root window's RESOURCE_MANAGER property when it connects.
    const char *resources = XResourceManagerString(display);
    char *copy = resources ? strdup(resources) : NULL;
    XCloseDisplay(display);
    return copy;
#else
    return NULL;
#endif
}

uint64_t csdl_platform_sync_value(long low, long high) {
    return ((uint64_t)(uint32_t)high << 32) | (uint32_t)low;
}

struct csdl_sync_counter {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;  // SDL's connection: valid until the window is destroyed
    Window window;
    XSyncCounter counters[2];  // basic, extended
    Atom wm_protocols, sync_request;
#else
    int unused;
#endif
};

csdl_sync_counter *csdl_platform_sync_counter_make(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!x11_window(window, &display, &xwindow)) return NULL;
    int event_base, error_base, major, minor;
    if (!XSyncQueryExtension(display, &event_base, &error_base) || !XSyncInitialize(display, &major, &minor)) return NULL;
    csdl_sync_counter *sync = calloc(1, sizeof *sync);
    if (!sync) return NULL;
    XSyncValue zero;
    XSyncIntToValue(&zero, 0);
    sync->display = display;
    sync->window = xwindow;
    sync->counters[CSDL_SYNC_BASIC] = XSyncCreateCounter(display, zero);
    // Even (0): no frame is being drawn. A window manager of the extended protocol reads it when it manages the window.
    sync->counters[CSDL_SYNC_EXTENDED] = XSyncCreateCounter(display, zero);
    sync->wm_protocols = XInternAtom(display, "WM_PROTOCOLS", False);
    sync->sync_request = XInternAtom(display, "_NET_WM_SYNC_REQUEST", False);
    // Basic first: a window manager of the basic protocol only (openbox) reads the first and ignores the second.
    long counters[2] = {(long)sync->counters[0], (long)sync->counters[1]};  // format 32 properties are passed as longs
    XChangeProperty(display, xwindow, XInternAtom(display, "_NET_WM_SYNC_REQUEST_COUNTER", False), XA_CARDINAL, 32,
                    PropModeReplace, (const unsigned char *)counters, 2);
    // Keep what SDL set (WM_DELETE_WINDOW, _NET_WM_PING, WM_TAKE_FOCUS) and add ours.
    Atom *old = NULL;
    int count = 0;
    if (!XGetWMProtocols(display, xwindow, &old, &count)) count = 0;
    Atom *protocols = malloc(sizeof(Atom) * (size_t)(count + 1));
    if (protocols) {
        for (int i = 0; i < count; i++) protocols[i] = old[i];
        protocols[count] = sync->sync_request;
        XSetWMProtocols(display, xwindow, protocols, count + 1);
        free(protocols);
    }
    if (old) XFree(old);
    XFlush(display);
    return sync;
#else
    (void)window;
    return NULL;
#endif
}

int csdl_platform_sync_request(const csdl_sync_counter *sync, const SDL_Event *event, uint64_t *value, int *extended) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (!sync || !event || event->type != SDL_SYSWMEVENT || !event->syswm.msg) return 0;
    const SDL_SysWMmsg *msg = event->syswm.msg;
    if (msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &msg->msg.x11.event;
    if (x->type != ClientMessage || x->xclient.window != sync->window || x->xclient.message_type != sync->wm_protocols
        || x->xclient.format != 32 || (Atom)x->xclient.data.l[0] != sync->sync_request) return 0;
    *value = csdl_platform_sync_value(x->xclient.data.l[2], x->xclient.data.l[3]);
    *extended = x->xclient.data.l[4] != 0;
    return 1;
#else
    (void)sync; (void)event; (void)value; (void)extended;
    return 0;
#endif
}

void csdl_platform_sync_set(csdl_sync_counter *sync, csdl_sync_which which, uint64_t value) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (!sync || (which != CSDL_SYNC_BASIC && which != CSDL_SYNC_EXTENDED)) return;
    XSyncValue v;
    XSyncIntsToValue(&v, (unsigned int)(value & 0xffffffffu), (int)(uint32_t)(value >> 32));
    XSyncSetCounter(sync->display, sync->counters[which], v);
    XFlush(sync->display);
#else
    (void)sync; (void)which; (void)value;
#endif
}

void csdl_platform_sync_counter_free(csdl_sync_counter *sync) {
    if (!sync) return;
#if defined(SDL_VIDEO_DRIVER_X11)
    XSyncDestroyCounter(sync->display, sync->counters[0]);
    XSyncDestroyCounter(sync->display, sync->counters[1]);
    XFlush(sync->display);
#endif
    free(sync);
}

static char crash_prefix[96];
static const char crash_suffix[] = "). For a backtrace, run it again with SWIFT_BACKTRACE=enable=yes.\n";

static void say(const char *text) {
    if (write(STDERR_FILENO, text, strlen(text)) < 0) { /* nothing more can be done */ }
}

static void crash_exit(int signal_number) {
    // Only async-signal-safe calls: write the message, then die of the same signal with its default action.
    say(crash_prefix);
    say(signal_number == SIGSEGV ? "SIGSEGV" : signal_number == SIGBUS ? "SIGBUS"
        : signal_number == SIGILL ? "SIGILL, a Swift runtime trap" : signal_number == SIGFPE ? "SIGFPE"
        : signal_number == SIGTRAP ? "SIGTRAP, a Swift runtime trap" : "SIGABRT");
    say(crash_suffix);
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void csdl_platform_install_crash_exit(const char *program) {
    snprintf(crash_prefix, sizeof crash_prefix, "%s: crashed (", program);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_exit;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &action, NULL);
}
