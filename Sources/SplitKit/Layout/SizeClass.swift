// Size classes and display modes from the window width (SPEC §4).

/// The horizontal size class of a window (SPEC §4).
public enum SizeClass: String, Sendable, Codable {
    /// Too narrow for two columns: one navigation stack.
    case compact
    /// Wide enough for a split.
    case regular

    /// The size class of a window `width` points wide.
    public static func of(width: Double, configuration: SplitConfiguration) -> SizeClass {
        width < configuration.compactBreakpoint ? .compact : .regular
    }
}

/// How the split shows its columns (UIKit's display modes).
public enum DisplayMode: String, Sendable, Codable {
    /// Only the secondary is visible.
    case secondaryOnly
    /// Primary beside secondary, with a separator (tiled).
    case oneBesideSecondary
    /// The primary is drawn over the secondary (Mail's overlay).
    case oneOverSecondary
}
