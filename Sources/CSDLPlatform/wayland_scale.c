// Wayland: following a change of the scale of the output the window is on, which SDL 2 does not notice.
#include "CSDLPlatformWayland.h"
#include <SDL2/SDL_syswm.h>
#include <stdlib.h>
#include <string.h>

int csdl_platform_wayland_scale_refresh_supported(int major, int minor, int patch) {
    (void)patch;
    return major == 2 && minor >= 24 && minor <= 30;
}

int csdl_platform_output_scale_done(int32_t *scale, int *known, int32_t pending) {
    int changed = *known && pending != *scale;
    *scale = pending;
    *known = 1;
    return changed;
}

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
#include <wayland-client.h>

struct watched_output {
    struct wl_output *output;
    uint32_t name;       // the registry's name of the global
    int32_t scale;       // the scale last completed by a done event
    int32_t pending;     // the scale received since
    int known;           // a done event came: later changes are changes
    struct csdl_wayland_scale_watch *watch;
    struct watched_output *next;
};

struct csdl_wayland_scale_watch {
    SDL_Window *window;
    struct wl_surface *surface;  // SDL's: valid until the window is destroyed
    struct wl_registry *registry;
    uint32_t event_type;
    struct watched_output *outputs;
};

static void output_geometry(void *data, struct wl_output *output, int32_t x, int32_t y, int32_t width, int32_t height,
                            int32_t subpixel, const char *make, const char *model, int32_t transform) {
    (void)data; (void)output; (void)x; (void)y; (void)width; (void)height; (void)subpixel; (void)make; (void)model;
    (void)transform;
}

static void output_mode(void *data, struct wl_output *output, uint32_t flags, int32_t width, int32_t height,
                        int32_t refresh) {
    (void)data; (void)output; (void)flags; (void)width; (void)height; (void)refresh;
}

static void output_scale(void *data, struct wl_output *output, int32_t factor) {
    (void)output;
    ((struct watched_output *)data)->pending = factor;
}

static void output_done(void *data, struct wl_output *output) {
    (void)output;
    struct watched_output *watched = data;
    if (!csdl_platform_output_scale_done(&watched->scale, &watched->known, watched->pending)) return;
    // Pushed, not acted on here: SDL's own wl_output may get its scale event after ours in this same dispatch.
    SDL_Event event;
    SDL_zero(event);
    event.type = watched->watch->event_type;
    SDL_PushEvent(&event);
}

// Version 2 of wl_output: geometry, mode, done, scale (version 4's name and description are not asked for).
static const struct wl_output_listener output_listener = { output_geometry, output_mode, output_done, output_scale };

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct csdl_wayland_scale_watch *watch = data;
    if (strcmp(interface, wl_output_interface.name) != 0 || version < 2) return;
    struct watched_output *watched = calloc(1, sizeof *watched);
    if (!watched) return;
    watched->output = wl_registry_bind(registry, name, &wl_output_interface, 2);
    if (!watched->output) {
        free(watched);
        return;
    }
    watched->name = name;
    watched->scale = watched->pending = 1;
    watched->watch = watch;
    watched->next = watch->outputs;
    watch->outputs = watched;
    wl_output_add_listener(watched->output, &output_listener, watched);
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)registry;
    struct csdl_wayland_scale_watch *watch = data;
    for (struct watched_output **link = &watch->outputs; *link; link = &(*link)->next) {
        if ((*link)->name != name) continue;
        struct watched_output *gone = *link;
        *link = gone->next;
        wl_output_destroy(gone->output);
        free(gone);
        return;
    }
}

static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };
#endif

struct csdl_wayland_scale_watch *csdl_platform_wayland_scale_watch_make(SDL_Window *window, uint32_t event_type) {
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    SDL_version running;
    SDL_GetVersion(&running);
    if (!csdl_platform_wayland_scale_refresh_supported(running.major, running.minor, running.patch)) return NULL;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return NULL;
    if (!info.info.wl.display || !info.info.wl.surface) return NULL;
    struct csdl_wayland_scale_watch *watch = calloc(1, sizeof *watch);
    if (!watch) return NULL;
    watch->window = window;
    watch->surface = info.info.wl.surface;
    watch->event_type = event_type;
    // On the display's default queue, which SDL's event pump dispatches: the outputs are announced and their
    // scales reported during SDL's next pumps, and the listeners above run inside them on SDL's thread.
    watch->registry = wl_display_get_registry(info.info.wl.display);
    if (!watch->registry) {
        free(watch);
        return NULL;
    }
    wl_registry_add_listener(watch->registry, &registry_listener, watch);
    wl_display_flush(info.info.wl.display);
    return watch;
#else
    (void)window; (void)event_type;
    return NULL;
#endif
}

int csdl_platform_wayland_scale_changed(const struct csdl_wayland_scale_watch *watch, const SDL_Event *event) {
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    return watch && event && event->type == watch->event_type;
#else
    (void)watch; (void)event;
    return 0;
#endif
}

void csdl_platform_wayland_scale_refresh(struct csdl_wayland_scale_watch *watch) {
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    if (!watch) return;
    // SDL's wl_output for the display it has the window on: in SDL 2.24 ... 2.30 the desktop display mode's
    // driverdata (SDL_waylandvideo.c, display_handle_done).
    int index = SDL_GetWindowDisplayIndex(watch->window);
    SDL_DisplayMode mode;
    if (index < 0 || SDL_GetDesktopDisplayMode(index, &mode) != 0 || !mode.driverdata) return;
    struct wl_output *output = mode.driverdata;
    const char *class = wl_proxy_get_class((struct wl_proxy *)output);
    if (!class || strcmp(class, wl_output_interface.name) != 0) return;
    // SDL's handlers of the surface's enter and leave events: leaving and entering the same output again makes SDL
    // recompute the window's scale from its outputs' current scales (which its own wl_output listener keeps up to
    // date) and, when the drawable's size changes, resize the buffer and send SDL_WINDOWEVENT_RESIZED.
    const struct wl_surface_listener *listener = wl_proxy_get_listener((struct wl_proxy *)watch->surface);
    void *data = wl_proxy_get_user_data((struct wl_proxy *)watch->surface);
    if (!listener || !listener->enter || !listener->leave || !data) return;
    listener->leave(data, watch->surface, output);
    listener->enter(data, watch->surface, output);
#else
    (void)watch;
#endif
}

void csdl_platform_wayland_scale_watch_free(struct csdl_wayland_scale_watch *watch) {
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    if (!watch) return;
    while (watch->outputs) {
        struct watched_output *next = watch->outputs->next;
        wl_output_destroy(watch->outputs->output);
        free(watch->outputs);
        watch->outputs = next;
    }
    wl_registry_destroy(watch->registry);
    free(watch);
#else
    (void)watch;
#endif
}
