// A helper program started so that it can never outlive the thread that started it (Linux's parent-death signal), and
// the name of a helper thread.
#pragma once
#include <sys/types.h>

/// Starts `path` with `argv` (NULL-terminated, argv[0] the program's name), its standard output a pipe whose
/// non-blocking, close-on-exec read end is stored in `*output`, its standard input and error /dev/null, and no other
/// descriptor of ours open. The child gets SIGTERM when the calling thread ends — however the program ends, even
/// killed — and never starts if that already happened. Returns its process id, or -1 with errno set.
pid_t child_process_spawn(const char *path, char *const argv[], int *output);

/// Names the calling thread `name` (its first 15 bytes), as `top -H`, gdb and /proc show it: pthread_setname_np, which
/// Swift's Glibc module does not import (it needs _GNU_SOURCE). For DetachedThread, which starts helper threads.
void child_process_name_thread(const char *name);
