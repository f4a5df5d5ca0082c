// What the process does with SIGPIPE and the quit signals: a pipe nobody reads is an error to report, and
// SIGTERM, SIGINT or SIGHUP a request to quit that the window's loop carries out like a closed window.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc

/// The signals a program of split views answers.
public enum ProcessSignals {
    /// Makes a write to a pipe or socket nobody reads any more fail with `EPIPE` instead of ending the process
    /// silently with SIGPIPE (a state log into a FIFO whose reader exited, a standard error piped into `head`):
    /// the writer reports it and goes on or stops as it sees fit. Call once, early (SplitKitScripting's
    /// `AppLauncher` does).
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The SDL event type a quit signal pushes (registered once); ``EventTranslator`` makes it a
    /// ``WindowEvent/quit``.
    nonisolated static let quitEventType: UInt32 = SDL_RegisterEvents(1)

    /// Keeps SDL from installing its own handlers when it starts (they know only SIGINT and SIGTERM, and wake the
    /// loop only when the main thread takes the signal), so the signals keep their default action until
    /// ``watchQuitSignals()``, and unblocks them: a parent that blocked them (the mask is inherited) left the
    /// process deaf to them. `AppWindow` calls it before starting SDL's video.
    static func keepSDLFromHandlingSignals() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        csdl_platform_unblock_quit_signals()
    }

    /// Turns SIGTERM, SIGINT and SIGHUP into a ``WindowEvent/quit`` for the window's loop, whichever thread the
    /// signal reaches. A second quit signal ends the process at once; one the process was started ignoring
    /// (`nohup`'s SIGHUP) stays ignored. `AppWindow` calls it once SDL's video has started: before that, a start-up
    /// that hangs still ends at the first signal.
    static func watchQuitSignals() {
        _ = csdl_platform_watch_quit_signals(quitEventType)
    }

    /// The quit signal received (`SIGTERM`, `SIGINT`, `SIGHUP`), or nil.
    public static var quitSignal: String? {
        switch csdl_platform_quit_signal() {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: nil
        }
    }
}
