// Why no window could be opened: there is no display to show it on.
import FoundationEssentials
import Glibc

/// No display to open a window on; an app that can also run without a window says how when it reports this.
public enum DisplayError: Error, CustomStringConvertible, Sendable, Hashable {
    /// Neither DISPLAY nor WAYLAND_DISPLAY (nor SDL_VIDEODRIVER) is set.
    case notSet
    /// The display did not answer and SDL fell back to an invisible driver (`offscreen`, `dummy`).
    case invisibleFallback(driver: String)
    /// SDL could not start its video subsystem; `reason` is SDL's.
    case videoFailed(reason: String)

    /// What to do, for every case: run where there is a display.
    static var remedy: String {
        "Run it in a desktop session (DISPLAY or WAYLAND_DISPLAY set; under Xvfb: Xvfb :99 & DISPLAY=:99 \(ProcessInfo.processInfo.processName))"
    }

    public var description: String {
        switch self {
        case .notSet:
            return "Opening a window failed: no display: neither DISPLAY nor WAYLAND_DISPLAY is set. \(Self.remedy) "
                + "(on a console without X or Wayland, SDL_VIDEODRIVER=KMSDRM)"
        case .invisibleFallback(let driver):
            return "Opening a window failed: SDL found no display and fell back to its invisible '\(driver)' driver. \(Self.remedy)"
        case .videoFailed(let reason):
            return "Starting SDL video failed: \(reason). \(Self.remedy)"
        }
    }
}
