// first-frame: watches an X server's screen with the DAMAGE extension (as a VNC server does) to
// time what a GTK window puts on it. Xvfb has no compositor, so a window's pixels reach the
// screen when the toolkit draws them, and the first damage is its first frame.
//   first-frame launch COMMAND...     exec COMMAND; print the milliseconds from the exec to the
//                                     first drawing on the screen, then stop COMMAND (SIGTERM) and wait for it
//   first-frame repaint X Y COMMAND...  run COMMAND (a change made elsewhere) while a window is
//                                     shown; print the milliseconds from COMMAND's exit until the
//                                     screen's pixel at X,Y differs from what it was before
//                                     (negative: it changed before COMMAND had ended)
// Exit status 1 with a message when nothing is drawn within 20 s, or COMMAND fails.
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static unsigned long pixel_at(Display *display, Window root, int x, int y) {
    XImage *image = XGetImage(display, root, x, y, 1, 1, AllPlanes, ZPixmap);
    if (!image) return ~0UL;
    unsigned long pixel = XGetPixel(image, 0, 0);
    XDestroyImage(image);
    return pixel;
}

// Waits up to `limit_ms` for a damage event; true when one came. Damage is reported once per
// object until subtracted: subtracting re-arms it for the next drawing.
static int wait_damage(Display *display, int damage_event, Damage damage, double limit_ms) {
    double deadline = now_ms() + limit_ms;
    for (;;) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == damage_event + XDamageNotify) {
                XDamageSubtract(display, damage, None, None);
                return 1;
            }
        }
        double left = deadline - now_ms();
        if (left <= 0) return 0;
        struct pollfd fd = {ConnectionNumber(display), POLLIN, 0};
        poll(&fd, 1, left < 1 ? 1 : (int)left);
    }
}

int main(int argc, char **argv) {
    int repaint = argc >= 5 && strcmp(argv[1], "repaint") == 0;
    if (!(argc >= 3 && strcmp(argv[1], "launch") == 0) && !repaint) {
        fprintf(stderr, "usage: first-frame launch COMMAND... | first-frame repaint X Y COMMAND...\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "first-frame: cannot open the display\n"); return 1; }
    int damage_event, damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "first-frame: the X server has no DAMAGE extension\n");
        return 1;
    }
    Window root = DefaultRootWindow(display);
    Damage damage = XDamageCreate(display, root, XDamageReportNonEmpty);
    XSync(display, False);
    char **command = argv + (repaint ? 4 : 2);
    int x = repaint ? atoi(argv[2]) : 0, y = repaint ? atoi(argv[3]) : 0;
    unsigned long before = repaint ? pixel_at(display, root, x, y) : 0;
    // Drawing that was under way before COMMAND is not its doing.
    while (wait_damage(display, damage_event, damage, 50)) {}
    if (repaint) before = pixel_at(display, root, x, y);

    pid_t child;
    double started = now_ms();
    if (posix_spawnp(&child, command[0], NULL, NULL, command, environ) != 0) {
        fprintf(stderr, "first-frame: cannot run %s: %s\n", command[0], strerror(errno));
        return 1;
    }
    if (!repaint) {
        int drawn = wait_damage(display, damage_event, damage, 20000);
        double elapsed = now_ms() - started;
        kill(child, SIGTERM);
        waitpid(child, NULL, 0);
        if (!drawn) { fprintf(stderr, "first-frame: %s drew nothing within 20 s\n", command[0]); return 1; }
        printf("%.1f\n", elapsed);
        return 0;
    }
    // repaint: the pixel is checked after each drawing, and while COMMAND runs.
    double ended = -1, changed = -1, deadline = started + 20000;
    int status = 0;
    while (now_ms() < deadline && (ended < 0 || changed < 0)) {
        if (ended < 0 && waitpid(child, &status, WNOHANG) == child) ended = now_ms();
        if (changed < 0 && wait_damage(display, damage_event, damage, ended < 0 ? 1 : 100)) {
            if (pixel_at(display, root, x, y) != before) changed = now_ms();
        }
    }
    if (ended < 0) { kill(child, SIGKILL); waitpid(child, NULL, 0); fprintf(stderr, "first-frame: %s ran over 20 s\n", command[0]); return 1; }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) { fprintf(stderr, "first-frame: %s failed\n", command[0]); return 1; }
    if (changed < 0) { fprintf(stderr, "first-frame: the pixel at %d,%d did not change within 20 s\n", x, y); return 1; }
    printf("%.1f\n", changed - ended);
    return 0;
}
