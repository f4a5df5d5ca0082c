// The split view's state as plain values: configuration, window, user width, drag and focus.

/// Everything the split view controller knows, as a value. Layout is derived from it on demand.
public struct SplitViewState: Hashable, Sendable {
    /// The width settings, separator and breakpoints.
    public var configuration: SplitConfiguration
    /// The window size in points.
    public var window: Size
    /// The width the user chose with the separator; nil until they do.
    public var userPrimaryWidth: Double?
    /// The separator drag under way, if any.
    public var separatorDrag: SeparatorDrag?
    /// True while the separator has keyboard focus (Tab), so Left/Right move it.
    public var separatorFocused: Bool = false
    /// True while the pointer hovers the separator's hit area (the resize cursor shows).
    public var separatorHovered: Bool = false

    /// Creates a state for a window; a saved user width of 0 or less is ignored (SPEC §3).
    public init(configuration: SplitConfiguration, window: Size, userPrimaryWidth: Double? = nil) {
        self.configuration = configuration
        self.window = window
        if let userPrimaryWidth, userPrimaryWidth > 0, userPrimaryWidth.isFinite {
            self.userPrimaryWidth = userPrimaryWidth
        }
    }

    /// The window's size class.
    public var sizeClass: SizeClass { SizeClass.of(width: window.width, configuration: configuration) }

    /// How the columns are shown at this window size.
    public var displayMode: DisplayMode { .oneBesideSecondary }

    /// The frames of this layout pass.
    public var layout: SplitLayout {
        SplitLayout.tiled(window: window, userWidth: userPrimaryWidth, configuration: configuration)
    }
}
