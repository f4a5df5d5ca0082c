// SIGTERM, SIGINT and SIGHUP as an SDL event: a handler that only notes the signal and writes to a pipe, and a
// thread that turns the pipe's byte into SDL_PushEvent, which a signal handler must not call (it takes locks).
#include "CSDLPlatformSignals.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t received = 0;
static int wake_pipe[2] = {-1, -1};
static Uint32 quit_event_type = 0;

static void on_quit_signal(int sig) {
    int saved = errno;
    if (received != 0) {
        // A second one: the program did not end after the first, so this one ends it (the signal is blocked while
        // its handler runs, and delivered with the default action once the handler returns).
        signal(sig, SIG_DFL);
        raise(sig);
    } else {
        received = sig;
        char byte = (char)sig;
        if (write(wake_pipe[1], &byte, 1) < 0) { /* the pipe is non-blocking and holds one byte: nothing lost */ }
    }
    errno = saved;
}

static void *relay_quit_signal(void *unused) {
    (void)unused;
    char byte;
    for (;;) {
        ssize_t n = read(wake_pipe[0], &byte, 1);
        if (n == 1) break;
        if (n < 0 && errno == EINTR) continue;
        return NULL;
    }
    SDL_Event event;
    SDL_zero(event);
    event.type = quit_event_type;
    SDL_PushEvent(&event);
    return NULL;
}

int csdl_platform_watch_quit_signals(Uint32 event_type) {
    static int installed = 0;
    if (installed) return 1;
    if (pipe(wake_pipe) != 0) return 0;
    for (int i = 0; i < 2; i++) fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
    fcntl(wake_pipe[1], F_SETFL, fcntl(wake_pipe[1], F_GETFL) | O_NONBLOCK);
    quit_event_type = event_type;
    // The relay thread takes no signals itself: they go to threads that can be interrupted without harm.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int made = pthread_create(&thread, &attributes, relay_quit_signal, NULL) == 0;
    pthread_attr_destroy(&attributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (!made) {
        close(wake_pipe[0]);
        close(wake_pipe[1]);
        return 0;
    }
    struct sigaction action;
    SDL_zero(action);
    action.sa_handler = on_quit_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    int signals[] = {SIGTERM, SIGINT, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        // One ignored by whoever started us stays ignored: nohup's SIGHUP, a shell's SIGINT for background jobs.
        struct sigaction current;
        if (sigaction(signals[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
        sigaction(signals[i], &action, NULL);
    }
    csdl_platform_unblock_quit_signals();
    installed = 1;
    return 1;
}

void csdl_platform_unblock_quit_signals(void) {
    sigset_t quit_signals;
    sigemptyset(&quit_signals);
    sigaddset(&quit_signals, SIGTERM);
    sigaddset(&quit_signals, SIGINT);
    sigaddset(&quit_signals, SIGHUP);
    pthread_sigmask(SIG_UNBLOCK, &quit_signals, NULL);
}

int csdl_platform_quit_signal(void) {
    return received;
}
