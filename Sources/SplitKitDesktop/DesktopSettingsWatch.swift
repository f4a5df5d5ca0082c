// The desktop's appearance settings, read from the XDG desktop portal on the session bus and followed as they change.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitStorage
import Synchronization

/// Reads the desktop's appearance settings — light or dark, contrast, accent colour, reduced motion, text size — and
/// follows their changes while the program runs, as libadwaita does.
///
/// A thread of its own asks the XDG desktop portal (`org.freedesktop.portal.Settings.ReadAll` on the session bus)
/// and then listens for its `SettingChanged` signals; where no portal answers, GNOME's settings are read with
/// `gsettings` instead and followed with `gsettings monitor`. ``preferences`` gives the latest reading at any time
/// without waiting, and `wake` is called (from that thread) when it changes. See `PortalSettings` for the keys and how
/// each is read.
///
/// With SplitKitApp's `WindowRunner`, pass it as the runner's `desktopSettings`: the scene is told the settings before
/// the first frame and at every change (`LiveScene.adoptDesktopPreferences(_:)`).
/// ```swift
/// import SplitKitDesktop  // the package's SplitKitDesktop product: the portal over libdbus
/// let desktop = DesktopSettingsWatch(wake: SDLHostWindow.wakeUp)
/// desktop.waitForFirstReading(timeout: 0.3)  // the first frame in the desktop's colours
/// WindowRunner(scene: scene, window: window, desktopSettings: desktop).run()
/// ```
///
/// Nothing another process sends can hold the window: the bus and the portal get 2 s each, on the thread; signals
/// are taken from the portal's owner only; values of the wrong type or out of range count as no preference; and a
/// flood of changes wakes the main thread at most once per reading it takes.
@MainActor
public final class DesktopSettingsWatch: DesktopSettingsSource {
    private let mailbox: WatchMailbox

    /// Starts following the settings of the desktop the process runs in. `wake` must be safe from any thread
    /// (SplitKitSDL's `SDLHostWindow.wakeUp` is); it is called only after ``preferences`` was first read, so the watch
    /// may start before the loop it wakes (before `SDL_Init`, say).
    public convenience init(wake: @escaping @Sendable () -> Void) {
        self.init(environment: ProcessInfo.processInfo.environment, wake: wake)
    }

    /// Starts following the settings found through `environment` (`DBUS_SESSION_BUS_ADDRESS`, `XDG_RUNTIME_DIR`,
    /// `PATH` for `gsettings`) instead of the process's.
    public init(environment: [String: String], wake: @escaping @Sendable () -> Void) {
        mailbox = WatchMailbox()
        guard let pipe = mailbox.pipe else {
            mailbox.finishFirstReading(status: "off: no pipe to wake its thread")
            return
        }
        let reader = PortalReader(mailbox: mailbox, pipe: pipe, environment: environment, wake: wake)
        DetachedThread.start("desktop prefs") { reader.run() }
    }

    /// The latest settings read (all unset until the first reading, and where the desktop states no preference).
    public var preferences: DesktopPreferences {
        mailbox.shared.withLock { shared in
            shared.wakePending = false
            return shared.preferences
        }
    }

    /// Where the settings come from: `portal (org.freedesktop.portal.Desktop)`, `gsettings (…why)`, `starting`, or `off: …`.
    public var status: String { mailbox.shared.withLock { $0.status } }

    /// Waits at most `timeout` seconds for the first reading (the portal's answer, or the fallback's), so the first
    /// frame can be drawn in the desktop's colours; true when it came. A portal that does not answer costs at most this.
    @discardableResult
    public func waitForFirstReading(timeout: Double) -> Bool {
        guard mailbox.firstReading.wait(timeout: .now() + max(0, timeout)) == .success else { return false }
        mailbox.firstReading.signal()  // a later wait returns at once too
        return true
    }

    /// Stops listening; the thread leaves the bus. Does not wait.
    public func stop() {
        mailbox.shared.withLock { shared in
            shared.stopping = true
            for pid in shared.monitors { kill(pid, SIGTERM) }  // under the lock: none of them is reaped meanwhile
            shared.monitors = []
        }
        mailbox.pipe?.poke()
    }

    isolated deinit {
        stop()
    }
}
