// xwatch: starts a program and reports, on standard output, when its window appears and every time it paints.
//
//   xwatch PROGRAM [ARGS...]
//
// Lines (times in seconds on CLOCK_MONOTONIC, the clock of Python's time.monotonic()):
//   start T PID        the program was started
//   map T WINDOW       a top-level window wider than 100 pixels was mapped (SDL may replace its first window
//                      by another when it picks a renderer; the last one mapped is the program's window)
//   damage T           it drew into the last mapped window (X DAMAGE extension; one line per paint)
//   exit T STATUS      it ended
// Used by compare.py to measure any X11 program the same way, whatever toolkit it uses.
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int ignore_errors(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: xwatch PROGRAM [ARGS...]\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "xwatch: cannot open the display (is DISPLAY set?)\n");
        return 2;
    }
    int damage_event, damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "xwatch: the X server has no DAMAGE extension\n");
        return 2;
    }
    XSetErrorHandler(ignore_errors);
    Window root = DefaultRootWindow(display);
    XSelectInput(display, root, SubstructureNotifyMask);
    XSync(display, False);
    setvbuf(stdout, NULL, _IOLBF, 0);

    double started = now();
    pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[1], argv + 1);
        fprintf(stderr, "xwatch: cannot run %s\n", argv[1]);
        _exit(127);
    }
    printf("start %.6f %d\n", started, pid);

    Window watched = None;
    Damage damage = None;
    int fd = ConnectionNumber(display);
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            double t = now();
            if (event.type == MapNotify && event.xmap.window != watched) {
                XWindowAttributes attributes;
                if (XGetWindowAttributes(display, event.xmap.window, &attributes) && attributes.width > 100) {
                    if (damage != None) XDamageDestroy(display, damage);
                    watched = event.xmap.window;
                    printf("map %.6f 0x%lx\n", t, watched);
                    damage = XDamageCreate(display, watched, XDamageReportNonEmpty);
                }
            } else if (event.type == damage_event + XDamageNotify && ((XDamageNotifyEvent *)&event)->drawable == watched) {
                XDamageSubtract(display, damage, None, None);
                printf("damage %.6f\n", t);
            }
        }
        int status;
        pid_t ended = waitpid(pid, &status, WNOHANG);
        if (ended == pid) {
            printf("exit %.6f %d\n", now(), WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
            return 0;
        }
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        struct timeval timeout = {0, 20000};
        if (select(fd + 1, &readable, NULL, NULL, &timeout) < 0 && errno != EINTR) return 1;
    }
}
