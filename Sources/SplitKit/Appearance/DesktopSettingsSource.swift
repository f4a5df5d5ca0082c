// Where a window loop gets the desktop's appearance settings from while it runs (SplitKitDesktop's watch, say).

/// Something that knows the desktop's appearance settings and follows their changes, read from the main thread:
/// SplitKitDesktop's `DesktopSettingsWatch` (the XDG desktop portal over D-Bus), or a host's own. SplitKitApp's
/// `WindowRunner` reads ``preferences`` before the first frame and after every wake, and tells the scene when they
/// changed; it never waits for the source.
@MainActor
public protocol DesktopSettingsSource: AnyObject {
    /// The desktop's settings as last read; unset fields are no preference (or not known yet). Never waits.
    var preferences: DesktopPreferences { get }
    /// One line on where the settings come from: `portal (…)`, `gsettings`, or `off: …` with the reason.
    var status: String { get }
    /// Stops following the desktop. Does not wait.
    func stop()
}
