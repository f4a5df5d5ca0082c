// X11 calls SDL2 does not make for us (titles, GPU, resources, _NET_WM_SYNC_REQUEST, XInput 2 scroll valuators), and a
// crash handler that never waits.
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

uint64_t csdl_platform_native_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window || !SDL_GetWindowWMInfo(window, &info)) return 0;
    switch (info.subsystem) {
#if defined(SDL_VIDEO_DRIVER_X11)
    case SDL_SYSWM_X11: return (uint64_t)info.info.x11.window;
#endif
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    case SDL_SYSWM_WAYLAND: return (uint64_t)(uintptr_t)info.info.wl.surface;
#endif
    default: return 0;
    }
}

char *csdl_platform_gl_renderer(void) {
    if (!SDL_GL_GetCurrentContext()) return NULL;
    // GL_RENDERER is 0x1F01 in every OpenGL and OpenGL ES; glGetString through SDL, which loaded the library.
    typedef const unsigned char *(*get_string)(unsigned int);
    get_string glGetString = (get_string)SDL_GL_GetProcAddress("glGetString");
    const unsigned char *name = glGetString ? glGetString(0x1F01) : NULL;
    return name ? strdup((const char *)name) : NULL;
}

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

// Smooth scrolling through XInput 2.1 scroll valuators.
//
// How the events reach us: SDL 2.26 selects XI_Motion (with XI_Touch*) on its window for XIAllMasterDevices when
// the server has XInput 2.2 (X11_Xinput2SelectTouch), and X11_HandleGenericEvent fetches each GenericEvent's cookie
// data, handles it, passes it to SDL_SYSWMEVENT and frees the data when SDL_PushEvent returns: so the data can be
// read in an event watch (which SDL_PushEvent calls) and nowhere later. We add no XI_Motion selection of our own:
// one for XIAllMasterDevices would replace SDL's (the mask is per client, window and device), and any XI_Motion
// selection on the window stops the core MotionNotify events SDL reads when it has none. The scroll classes of a
// device come from XIQueryDevice on SDL's connection, which announced XInput 2.2 (a server tells scroll classes
// only to clients of 2.1 or later).
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/extensions/XInput2.h>

#define XI2_MAX_DEVICES 32

typedef struct {
    int id;            // 0: unused slot
    int count;         // scroll classes kept (the rest ignored)
    csdl_xi2_scroll classes[CSDL_XI2_MAX_SCROLL];  // value unused
} xi2_device;

struct csdl_xi2 {
    Display *display;
    Window window;
    int opcode;
    xi2_device devices[XI2_MAX_DEVICES];
    int next_slot;
};

static const xi2_device *xi2_device_classes(csdl_xi2 *xi2, int id) {
    for (int i = 0; i < XI2_MAX_DEVICES; i++) {
        if (xi2->devices[i].id == id) return &xi2->devices[i];
    }
    xi2_device *device = &xi2->devices[xi2->next_slot];
    xi2->next_slot = (xi2->next_slot + 1) % XI2_MAX_DEVICES;
    memset(device, 0, sizeof *device);
    device->id = id;
    int found = 0;
    XIDeviceInfo *info = XIQueryDevice(xi2->display, id, &found);
    for (int d = 0; info && d < found; d++) {
        for (int c = 0; c < info[d].num_classes && device->count < CSDL_XI2_MAX_SCROLL; c++) {
            const XIScrollClassInfo *scroll = (const XIScrollClassInfo *)info[d].classes[c];
            if (scroll->type != XIScrollClass || scroll->increment == 0) continue;
            csdl_xi2_scroll *kept = &device->classes[device->count++];
            kept->number = scroll->number;
            kept->horizontal = scroll->scroll_type == XIScrollTypeHorizontal;
            kept->increment = scroll->increment;
        }
    }
    if (info) XIFreeDeviceInfo(info);
    return device;
}

static void xi2_forget(csdl_xi2 *xi2, int id) {
    for (int i = 0; i < XI2_MAX_DEVICES; i++) {
        if (id == XIAllDevices || xi2->devices[i].id == id) xi2->devices[i].id = 0;
    }
}

static int xi2_cookie(const csdl_xi2 *xi2, const SDL_Event *event, const XGenericEventCookie **cookie) {
    if (!xi2 || !event || event->type != SDL_SYSWMEVENT || !event->syswm.msg) return 0;
    const SDL_SysWMmsg *msg = event->syswm.msg;
    if (msg->subsystem != SDL_SYSWM_X11) return 0;
    *cookie = &msg->msg.x11.event.xcookie;
    return 1;
}
#endif

csdl_xi2 *csdl_platform_xi2_make(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!x11_window(window, &display, &xwindow)) return NULL;
    int opcode, event, error;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error)) return NULL;
    int count = 0, motion = 0;
    XIEventMask *masks = XIGetSelectedEvents(display, xwindow, &count);
    for (int i = 0; masks && i < count; i++) {
        if (masks[i].deviceid == XIAllMasterDevices && masks[i].mask_len > XI_Motion / 8
            && XIMaskIsSet(masks[i].mask, XI_Motion)) motion = 1;
    }
    if (masks) XFree(masks);
    if (!motion) return NULL;
    csdl_xi2 *xi2 = calloc(1, sizeof *xi2);
    if (!xi2) return NULL;
    xi2->display = display;
    xi2->window = xwindow;
    xi2->opcode = opcode;
    // XIAllDevices: its own entry, so SDL's XIAllMasterDevices selection stays as it is. A slave's XI_DeviceChanged says
    // its classes changed (a master's, which slave it now follows, changes nothing: readings are per slave).
    unsigned char bits[XIMaskLen(XI_LASTEVENT)] = {0};
    XISetMask(bits, XI_DeviceChanged);
    XIEventMask mask = {.deviceid = XIAllDevices, .mask_len = sizeof bits, .mask = bits};
    XISelectEvents(display, xwindow, &mask, 1);
    XFlush(display);
    return xi2;
#else
    (void)window;
    return NULL;
#endif
}

csdl_xi2_kind csdl_platform_xi2_read(csdl_xi2 *xi2, const SDL_Event *event, csdl_xi2_event *out) {
    memset(out, 0, sizeof *out);
#if defined(SDL_VIDEO_DRIVER_X11)
    const XGenericEventCookie *cookie;
    if (!xi2_cookie(xi2, event, &cookie)) return CSDL_XI2_OTHER;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    if (x->type == ButtonPress && x->xbutton.window == xi2->window && x->xbutton.button >= 4 && x->xbutton.button <= 7) {
        out->kind = CSDL_XI2_WHEEL_BUTTON;
        out->button = (int)x->xbutton.button;
        out->time = (uint32_t)x->xbutton.time;
        out->x = x->xbutton.x;
        out->y = x->xbutton.y;
        return out->kind;
    }
    if (cookie->type != GenericEvent || cookie->extension != xi2->opcode) return CSDL_XI2_OTHER;
    if (cookie->evtype == XI_HierarchyChanged) {
        xi2_forget(xi2, XIAllDevices);
        return out->kind = CSDL_XI2_DEVICES_CHANGED;
    }
    if (!cookie->data) return cookie->evtype == XI_Motion ? (out->kind = CSDL_XI2_MOTION) : CSDL_XI2_OTHER;
    if (cookie->evtype == XI_DeviceChanged) {
        // A master switching to another slave (XISlaveSwitch) changes nothing here: readings are the slaves'.
        const XIDeviceChangedEvent *changed = cookie->data;
        if (changed->reason != XIDeviceChange) return CSDL_XI2_OTHER;
        xi2_forget(xi2, changed->sourceid);
        out->device = changed->sourceid;
        out->time = (uint32_t)changed->time;
        return out->kind = CSDL_XI2_DEVICE_CHANGED;
    }
    if (cookie->evtype != XI_Motion) return CSDL_XI2_OTHER;
    out->kind = CSDL_XI2_MOTION;
    const XIDeviceEvent *motion = cookie->data;
    if (motion->event != xi2->window) return out->kind;
    out->device = motion->sourceid;
    out->time = (uint32_t)motion->time;
    out->emulated = (motion->flags & XIPointerEmulated) != 0;
    out->x = motion->event_x;
    out->y = motion->event_y;
    const xi2_device *device = NULL;
    // The values come packed, one for each bit set in the mask, in the order of the bits.
    for (int bit = 0, index = 0; bit < motion->valuators.mask_len * 8; bit++) {
        if (!XIMaskIsSet(motion->valuators.mask, bit)) continue;
        double value = motion->valuators.values[index++];
        if (!device) device = xi2_device_classes(xi2, motion->sourceid);  // asked once a device, then remembered
        for (int c = 0; c < device->count && out->scroll_count < CSDL_XI2_MAX_SCROLL; c++) {
            if (device->classes[c].number != bit) continue;
            out->scroll[out->scroll_count] = device->classes[c];
            out->scroll[out->scroll_count++].value = value;
        }
    }
    return out->kind;
#else
    (void)xi2; (void)event;
    return CSDL_XI2_OTHER;
#endif
}

int csdl_platform_xi2_is_motion(const csdl_xi2 *xi2, const SDL_Event *event) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const XGenericEventCookie *cookie;
    if (!xi2_cookie(xi2, event, &cookie)) return 0;
    return cookie->type == GenericEvent && cookie->extension == xi2->opcode && cookie->evtype == XI_Motion;
#else
    (void)xi2; (void)event;
    return 0;
#endif
}

int csdl_platform_xi2_scroll_values(csdl_xi2 *xi2, csdl_xi2_device_scroll *out, int capacity) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (!xi2 || !out || capacity <= 0) return 0;
    int found = 0, written = 0;
    XIDeviceInfo *info = XIQueryDevice(xi2->display, XIAllDevices, &found);
    for (int d = 0; info && d < found; d++) {
        if (info[d].use != XISlavePointer && info[d].use != XIFloatingSlave) continue;
        for (int c = 0; c < info[d].num_classes; c++) {
            const XIScrollClassInfo *scroll = (const XIScrollClassInfo *)info[d].classes[c];
            if (scroll->type != XIScrollClass || scroll->increment == 0) continue;
            // The value is the valuator class's of the same number.
            for (int v = 0; v < info[d].num_classes; v++) {
                const XIValuatorClassInfo *valuator = (const XIValuatorClassInfo *)info[d].classes[v];
                if (valuator->type != XIValuatorClass || valuator->number != scroll->number || written >= capacity) continue;
                out[written].device = info[d].deviceid;
                out[written].scroll.number = scroll->number;
                out[written].scroll.horizontal = scroll->scroll_type == XIScrollTypeHorizontal;
                out[written].scroll.increment = scroll->increment;
                out[written].scroll.value = valuator->value;
                written++;
            }
        }
    }
    if (info) XIFreeDeviceInfo(info);
    return written;
#else
    (void)xi2; (void)out; (void)capacity;
    return 0;
#endif
}

void csdl_platform_xi2_free(csdl_xi2 *xi2) {
    free(xi2);
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
