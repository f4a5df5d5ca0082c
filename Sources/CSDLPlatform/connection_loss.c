// The display connection's loss as a quit: Xlib's I/O error handlers told to note a broken X connection instead of
// ending the process, waits that return as soon as it is noted, and the reason in words (X11 and Wayland).
#include "CSDLPlatformConnection.h"
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wayland-client.h>

// The rule that makes leaving SDL's wait by longjmp safe: once `lost` is set the main thread never waits in SDL again
// (csdl_platform_wait_event returns at once) and nothing is taken down through the dead connection (AppWindow skips
// SDL's teardown), so what the jump skipped in SDL — its wake-up window left set, the display's lock this thread holds
// — is never met. A thread parked in on_io_error may hold SDL's wake-up state too; only the process's exit follows.
static atomic_int lost = 0;
static char lost_display[128];  // written once, before `lost` is set
static pthread_t main_thread;
static jmp_buf *guard = NULL;  // the main thread's wait under way, to leave when its connection breaks

static void note_lost(Display *display) {
    static atomic_flag named = ATOMIC_FLAG_INIT;
    if (!atomic_flag_test_and_set(&named)) {
        const char *name = display ? DisplayString(display) : NULL;
        snprintf(lost_display, sizeof lost_display, "%s", name ? name : "");
        atomic_store(&lost, 1);
    }
}

// Any display's I/O error, before its exit handler. The main thread inside a wait leaves SDL there (its wait would
// spin on the dead socket); elsewhere on the main thread the watched display's exit handler returns and Xlib carries
// on with the display marked dead. Another thread (SDL's wake-ups go through a second connection) is parked: were it
// to return, that connection's exit handler, Xlib's default, would end the process before anything was saved.
static int on_io_error(Display *display) {
    note_lost(display);
    if (pthread_equal(pthread_self(), main_thread)) {
        if (guard) longjmp(*guard, 1);
        return 0;
    }
    for (;;) sleep(3600);
}

// The watched display's exit handler: returning keeps the process alive.
static void on_io_exit(Display *display, void *unused) {
    (void)unused;
    note_lost(display);
}

void csdl_platform_watch_connection(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return;
    main_thread = pthread_self();
    XSetIOErrorHandler(on_io_error);
    XSetIOErrorExitHandler(info.info.x11.display, on_io_exit, NULL);
}

int csdl_platform_wait_event(SDL_Event *event, int timeout_ms, int *connection_lost) {
    *connection_lost = atomic_load(&lost);
    if (*connection_lost) return 0;
    jmp_buf here;
    if (setjmp(here) != 0) {
        guard = NULL;
        *connection_lost = 1;
        return 0;
    }
    guard = &here;
    int got = timeout_ms < 0 ? SDL_WaitEvent(event) : timeout_ms == 0 ? SDL_PollEvent(event) : SDL_WaitEventTimeout(event, timeout_ms);
    guard = NULL;
    *connection_lost = atomic_load(&lost);
    return *connection_lost ? 0 : got;
}

char *csdl_platform_connection_lost(SDL_Window *window) {
    char text[256];
    if (atomic_load(&lost)) {
        snprintf(text, sizeof text, "the X server %s closed the connection", lost_display[0] ? lost_display : "");
        return strdup(text);
    }
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (window && SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_WAYLAND && info.info.wl.display
        && wl_display_get_error(info.info.wl.display) != 0) {
        snprintf(text, sizeof text, "the Wayland compositor closed the connection (%s)", strerror(wl_display_get_error(info.info.wl.display)));
        return strdup(text);
    }
    return NULL;
}
