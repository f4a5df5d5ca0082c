// A helper program that ends with the thread that started it: a vfork-style clone, the parent-death signal, exec; and
// a helper thread's name.
#define _GNU_SOURCE
#include "CChildProcess.h"
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// What the child needs, on the parent's stack: the parent waits (CLONE_VFORK) until the child has exec'd or ended.
struct child_start {
    const char *path;
    char *const *argv;
    int output;  // the pipe's write end
    int null;    // /dev/null
    pid_t parent;
};

/// The child, sharing the parent's memory until exec (as posix_spawn's child does): system calls only, no allocation,
/// no lock. Every signal is blocked on entry (the parent blocked them before the clone), so none of the program's
/// handlers can run on the shared memory; their dispositions, a copy of the parent's, go back to the default first.
static int child_main(void *argument) {
    const struct child_start *start = argument;
    for (int number = 1; number < _NSIG; number++) {
        struct sigaction action;
        if (sigaction(number, NULL, &action) != 0 || action.sa_handler == SIG_DFL) continue;
        // An ignored signal stays ignored, as across exec; but not SIGTERM, the parent-death signal.
        if (action.sa_handler == SIG_IGN && number != SIGTERM) continue;
        action.sa_handler = SIG_DFL;
        action.sa_flags = 0;
        sigemptyset(&action.sa_mask);
        sigaction(number, &action, NULL);
    }
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != start->parent) _exit(127);
    if (dup2(start->null, 0) < 0 || dup2(start->output, 1) < 0 || dup2(start->null, 2) < 0) _exit(127);
#ifdef SYS_close_range
    if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0)
#endif
    {
        for (int fd = 3; fd < 4096; fd++) close(fd);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);  // a mask inherited from the program's threads would block SIGTERM
    execv(start->path, start->argv);
    _exit(127);
}

pid_t child_process_spawn(const char *path, char *const argv[], int *output) {
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) return -1;
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    // The child's stack. fork() would copy the page tables of the whole program and make each of its pages
    // copy-on-write until the exec; a clone that shares the memory and waits for the exec costs neither.
    const size_t stack_size = 64 * 1024;
    void *stack = null < 0 ? MAP_FAILED
        : mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) {
        int saved = errno;
        if (null >= 0) close(null);
        close(out[0]);
        close(out[1]);
        errno = saved;
        return -1;
    }
    struct child_start start = { path, argv, out[1], null, getpid() };
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = clone(child_main, (char *)stack + stack_size, CLONE_VM | CLONE_VFORK | SIGCHLD, &start);
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, stack_size);
    close(out[1]);
    close(null);
    if (pid < 0) {
        close(out[0]);
        errno = saved;
        return -1;
    }
    fcntl(out[0], F_SETFL, fcntl(out[0], F_GETFL) | O_NONBLOCK);
    *output = out[0];
    return pid;
}

void child_process_name_thread(const char *name) {
    char shortened[16];
    snprintf(shortened, sizeof shortened, "%s", name);
    pthread_setname_np(pthread_self(), shortened);
}
