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

/// Which of SPEC §4's three width bands a window is in.
public enum SplitBand: String, Sendable, Codable {
    /// Below the compact breakpoint: one navigation stack.
    case compact
    /// Regular but below the overlay breakpoint: the primary is hidden and slides in over the secondary.
    case overlay
    /// At or above the overlay breakpoint: primary | separator | secondary.
    case tiled

    /// The band of a window `width` points wide.
    public static func of(width: Double, configuration c: SplitConfiguration) -> SplitBand {
        if width < c.compactBreakpoint { return .compact }
        return width < c.overlayBreakpoint ? .overlay : .tiled
    }
}
