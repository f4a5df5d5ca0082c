// The quit signals (SIGTERM, SIGINT, SIGHUP) turned into an SDL event, from any thread they reach, safely.
#ifndef CSDL_PLATFORM_SIGNALS_H
#define CSDL_PLATFORM_SIGNALS_H
#include <SDL2/SDL.h>

/// Makes SIGTERM, SIGINT and SIGHUP ask the program to quit instead of ending it on the spot: the handler only
/// notes the signal and writes a byte to a pipe (both async-signal-safe); a thread of its own reads the pipe and
/// pushes an SDL event of `event_type` (SDL_PushEvent is safe from any thread, and wakes a loop waiting in
/// SDL_WaitEvent), whichever thread the signal reached. SDL's own handlers (SIGINT and SIGTERM only, and a loop
/// woken only when the main thread takes the signal) are not installed once these are: set
/// SDL_HINT_NO_SIGNAL_HANDLERS too. A second quit signal ends the process at once with the signal's default action,
/// for a program that did not manage to end after the first. A signal ignored when this is called (nohup's SIGHUP,
/// a shell's SIGINT for a background job) stays ignored. Installed once per process; later calls do nothing.
/// Returns 1 when installed (now or before), 0 when the pipe or the thread could not be made.
int csdl_platform_watch_quit_signals(Uint32 event_type);

/// Unblocks SIGTERM, SIGINT and SIGHUP in the calling thread (and so in the threads it starts from now on): a
/// signal mask is inherited through fork and exec, and a parent that blocked them (`swift test` does) would leave
/// them pending forever, the process deaf to them. Their actions are not changed.
void csdl_platform_unblock_quit_signals(void);

/// The quit signal received so far (SIGTERM, SIGINT or SIGHUP), or 0.
int csdl_platform_quit_signal(void);
#endif
