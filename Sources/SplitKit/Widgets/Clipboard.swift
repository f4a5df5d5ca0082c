// Where copied text goes: the desktop's clipboard in a window (SplitKitSDL's), a plain value in tests and headless runs.

/// A clipboard a ``TextField`` copies to and pastes from (Ctrl+C, Ctrl+X, Ctrl+V).
///
/// The core calls no platform: SplitKitSDL's `SDLClipboard` is the desktop's clipboard, and ``MemoryClipboard`` keeps
/// the text in memory, for tests and headless runs, where nothing may reach the desktop.
public protocol Clipboard: AnyObject {
    /// The text on the clipboard, or nil when it holds none.
    func readText() -> String?
    /// Puts `text` on the clipboard, in place of what it held.
    func writeText(_ text: String)
}

/// A clipboard that keeps its text in memory: for tests, headless runs, and a host with no desktop clipboard.
public final class MemoryClipboard: Clipboard {
    /// The text it holds, nil when empty.
    public var text: String?

    /// A clipboard holding `text`.
    public init(_ text: String? = nil) {
        self.text = text
    }

    /// The text it holds.
    public func readText() -> String? { text }

    /// Keeps `text`.
    public func writeText(_ text: String) { self.text = text }
}
