// What the process does with the quit signals: SIGTERM, SIGINT or SIGHUP is a request to quit that the window's
// loop carries out like a closed window.
import CSDL2
import CSDLPlatform
import Foundation

/// The signals a program of split views answers.
public enum ProcessSignals {
    /// The SDL event type a quit signal pushes (registered once); ``EventTranslator`` makes it a
    /// ``WindowEvent/quit``.
    nonisolated static let quitEventType: UInt32 = SDL_RegisterEvents(1)

    /// Turns SIGTERM, SIGINT and SIGHUP into a ``WindowEvent/quit`` for the window's loop, whichever thread the
    /// signal reaches, and keeps SDL from installing its own handlers (which know only SIGINT and SIGTERM, and
    /// wake the loop only when the main thread takes the signal). A second quit signal ends the process at once;
    /// one the process was started ignoring (`nohup`'s SIGHUP) stays ignored.
    /// `AppWindow` calls it before starting SDL's video.
    static func watchQuitSignals() {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
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
