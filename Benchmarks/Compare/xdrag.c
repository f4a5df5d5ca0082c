// xdrag: drags with the pointer across a window and reports, for every motion, when the window next painted.
//
//   xdrag WINDOW X Y DX STEPS SPREAD_MS TIMEOUT_MS
//   xdrag --row WINDOW Y
//
// Moves the pointer to (X, Y) in WINDOW, presses button 1, moves it DX pixels to the right in STEPS motions,
// and releases it, all through XTEST. Each motion is timed on CLOCK_MONOTONIC (xwatch's clock) just before it
// is flushed to the server; then xdrag waits for the window's next paint (X DAMAGE), at most TIMEOUT_MS, and
// sends the next motion a random 2 to 2 + SPREAD_MS milliseconds after that paint (or the timeout):
//   - one motion at a time, so the paint after a motion is that motion's, never a frame already under way
//     for an earlier one, and a program that cannot keep up slows the drag down instead of queueing motions;
//   - at a random moment of the program's frame cycle: a program that draws at most once per refresh (on a
//     clock of its own, like splitview's frame scheduler and GTK's frame clock) would otherwise lock onto
//     a fixed pace of the driver, each motion arriving just after a frame and waiting a whole refresh for
//     the next one; a real pointer has no such phase. With SPREAD_MS one refresh (16.7), the motions fall
//     across the whole cycle, as a real pointer's do.
// Paints beyond the first for a motion are counted, not timed (none expected: each paint is one frame).
//
// Lines on standard output (times in seconds):
//   motion I T PAINT EXTRA    motion I was sent at T and the window painted at PAINT (-1: not within the
//                             timeout), then EXTRA more times before the next motion
//   done PRESS_PAINTS RELEASE_PAINTS   paints after pressing the button and after releasing it
// With --row it prints instead the brightness (red + green + blue, 0-765) of each pixel of row Y of the
// window, on one line, for compare.py to find a separator in.
// Used by compare.py for the drag latency of splitview, the bare SDL window and GTK's paned demo.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>

// After a paint, the next motion waits at least this long, so the rest of a paint sent in pieces would count
// for its own motion.
#define GAP 0.002

static Display *display;
static Damage damage;
static int damage_event;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

// Waits until `deadline` (or only for the first paint when `first` is set); returns the time of the first
// paint seen (-1: none) and adds every paint to *count.
static double paints_until(double deadline, int first, int *count) {
    double painted = -1;
    int fd = ConnectionNumber(display);
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == damage_event + XDamageNotify) {
                double t = now();
                XDamageSubtract(display, damage, None, None);
                XFlush(display);
                if (painted < 0) painted = t;
                (*count)++;
                if (first) return painted;
            }
        }
        double left = deadline - now();
        if (left <= 0) return painted;
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        struct timeval timeout = {(time_t)left, (suseconds_t)((left - (time_t)left) * 1e6)};
        if (select(fd + 1, &readable, NULL, NULL, &timeout) < 0 && errno != EINTR) return painted;
    }
}

// Waits until the window has not painted for `quiet` seconds (at most 2 s); returns how many times it painted.
static int settle(double quiet) {
    int count = 0;
    double give_up = now() + 2;
    while (now() < give_up) {
        int before = count;
        paints_until(now() + quiet, 0, &count);
        if (count == before) break;
    }
    return count;
}

static int channel(unsigned long pixel, unsigned long mask) {
    if (!mask) return 0;
    int shift = __builtin_ctzl(mask);
    return (int)((pixel & mask) >> shift) * 255 / (int)(mask >> shift);
}

static int print_row(Window window, int y) {
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes) || y < 0 || y >= attributes.height) return 2;
    XImage *image = XGetImage(display, window, 0, y, attributes.width, 1, AllPlanes, ZPixmap);
    if (!image) return 2;
    printf("row");
    for (int x = 0; x < attributes.width; x++) {
        unsigned long pixel = XGetPixel(image, x, 0);
        printf(" %d", channel(pixel, image->red_mask) + channel(pixel, image->green_mask) +
                          channel(pixel, image->blue_mask));
    }
    printf("\n");
    XDestroyImage(image);
    return 0;
}

int main(int argc, char **argv) {
    int row = argc == 4 && strcmp(argv[1], "--row") == 0;
    if (argc != 8 && !row) {
        fprintf(stderr, "usage: xdrag WINDOW X Y DX STEPS SPREAD_MS TIMEOUT_MS\n       xdrag --row WINDOW Y\n");
        return 2;
    }
    display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "xdrag: cannot open the display (is DISPLAY set?)\n");
        return 2;
    }
    if (row) return print_row(strtoul(argv[2], NULL, 0), atoi(argv[3]));
    Window window = strtoul(argv[1], NULL, 0);
    int x = atoi(argv[2]), y = atoi(argv[3]), dx = atoi(argv[4]), steps = atoi(argv[5]);
    double spread = atof(argv[6]) / 1000, timeout = atof(argv[7]) / 1000;
    int damage_error, xtest_event, xtest_error, major, minor;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error) ||
        !XTestQueryExtension(display, &xtest_event, &xtest_error, &major, &minor)) {
        fprintf(stderr, "xdrag: the X server lacks DAMAGE or XTEST\n");
        return 2;
    }
    int screen = DefaultScreen(display), rx, ry;
    Window child;
    if (!XTranslateCoordinates(display, window, RootWindow(display, screen), x, y, &rx, &ry, &child)) {
        fprintf(stderr, "xdrag: no window %s\n", argv[1]);
        return 2;
    }
    damage = XDamageCreate(display, window, XDamageReportNonEmpty);
    XDamageSubtract(display, damage, None, None);
    XSync(display, False);

    XTestFakeMotionEvent(display, screen, rx, ry, CurrentTime);  // hover first: the cursor and any highlight
    XFlush(display);
    settle(0.15);
    XTestFakeButtonEvent(display, 1, True, CurrentTime);
    XFlush(display);
    int press_paints = settle(0.15);
    srand(1);  // the same moments for every program
    for (int i = 1; i <= steps; i++) {
        XTestFakeMotionEvent(display, screen, rx + dx * i / steps, ry, CurrentTime);
        double sent = now();  // before the flush: writing to the server wakes it, and on a busy machine the
        XFlush(display);      // scheduler often runs it (and the program) before xdrag gets the CPU back
        int count = 0, extra = 0;
        double painted = paints_until(sent + timeout, 1, &count);
        double after = painted >= 0 ? painted : now();
        paints_until(after + GAP + spread * rand() / ((double)RAND_MAX + 1), 0, &extra);
        printf("motion %d %.6f %.6f %d\n", i, sent, painted, extra);
    }
    XTestFakeButtonEvent(display, 1, False, CurrentTime);
    XFlush(display);
    printf("done %d %d\n", press_paints, settle(0.15));
    XCloseDisplay(display);
    return 0;
}
