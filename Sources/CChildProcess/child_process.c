// A helper program that ends with the thread that started it: fork, the parent-death signal, exec.
#define _GNU_SOURCE
#include "CChildProcess.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

pid_t child_process_spawn(const char *path, char *const argv[], int *output) {
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) return -1;
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null < 0) {
        int saved = errno;
        close(out[0]);
        close(out[1]);
        errno = saved;
        return -1;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        // In the child of a threaded program: only async-signal-safe calls until exec.
        if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent) _exit(127);
        if (dup2(null, 0) < 0 || dup2(out[1], 1) < 0 || dup2(null, 2) < 0) _exit(127);
#ifdef SYS_close_range
        if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0)
#endif
        {
            for (int fd = 3; fd < 4096; fd++) close(fd);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);  // a mask inherited from the program's threads would block SIGTERM
        signal(SIGTERM, SIG_DFL);               // and an ignored one would stay ignored across exec
        execv(path, argv);
        _exit(127);
    }
    int saved = errno;
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
