// What a window hands its accessibility exporter after a frame: the scene's tree and where the window is.

/// The window as assistive technologies see it at one moment: its title, where it is on the screen, whether it
/// has keyboard focus, and the scene's accessibility tree. Made on the main thread after a frame and handed to an
/// ``AccessibilityExporter`` (plain data, cheap to compare: an exporter passes a new one on only when it differs),
/// which may read it on a thread of its own.
public struct AccessibilitySnapshot: Hashable, Sendable {
    /// The window's title: the frame object's name.
    public var title: String
    /// The window's top-left corner on the screen, in the window system's units (X11: pixels; Wayland tells no
    /// position: zero).
    public var origin: Point
    /// The window's size in points.
    public var size: Size
    /// Window-system units per point (SplitKitSDL's `AppWindow.pointScale`: 2 on an X11 desktop at 192 dpi, else 1).
    public var unitsPerPoint: Double
    /// True while the window has keyboard focus (the frame is then `active`).
    public var isActive: Bool
    /// The scene's tree (for example ``SplitViewState/accessibilityTree(content:)``), put inside the window's frame
    /// object; nil: an empty window.
    public var content: AccessibleNode?
    /// The words actions are described in (a screen reader's action list: "Click", "Collapse" …): the split's, in the
    /// user's language (``Appearance/strings``).
    public var words: SplitStrings

    /// Creates a snapshot.
    public init(title: String, origin: Point = .zero, size: Size, unitsPerPoint: Double = 1, isActive: Bool = true, content: AccessibleNode?,
                words: SplitStrings = .english) {
        self.words = words
        self.title = title
        self.origin = origin
        self.size = size
        self.unitsPerPoint = unitsPerPoint
        self.isActive = isActive
        self.content = content
    }
}
