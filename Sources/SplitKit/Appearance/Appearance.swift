// The split view's whole look and feel as one value: metrics, colours, motion, key bindings (SPEC §11) and words.

/// Everything that decides how a split view looks and responds: the same value is read by hit testing
/// and by drawing, so restyling can never make taps miss what is drawn.
///
/// Start from ``light`` or ``dark`` and change what you need:
/// ```swift
/// var look = Appearance.dark
/// look.metrics.toolbarHeight = 52
/// look.keys.bindings[KeyChord(.f9)] = nil   // the host keeps F9 for itself
/// ```
public struct Appearance: Hashable, Sendable {
    /// Sizes and distances, in points.
    public var metrics: Metrics
    /// Colours, dim and shadows.
    public var palette: Palette
    /// Springs and durations.
    public var motion: Motion
    /// Which keys the split view reacts to.
    public var keys: KeyBindings
    /// How wide text is drawn, for toolbar layout (set it to the backend's font: `AppWindow.textMeasure`).
    public var textMeasure: TextMeasure
    /// The words the split draws and speaks ("Back", "Sidebar width", "320 points"): English unless set to the user's
    /// language (SplitKitStorage loads the shipped translations for the desktop's).
    public var strings: SplitStrings

    /// Creates an appearance from its parts.
    public init(metrics: Metrics = .standard, palette: Palette = .light, motion: Motion = .standard, keys: KeyBindings = .standard,
                textMeasure: TextMeasure = .estimated, strings: SplitStrings = .english) {
        self.metrics = metrics
        self.palette = palette
        self.motion = motion
        self.keys = keys
        self.textMeasure = textMeasure
        self.strings = strings
    }

    /// The light look (iOS-like colours, libadwaita's 7 % dim).
    public static let light = Appearance()
    /// The dark look (libadwaita's dark shade colour, black at 36 %, for the dim and the shadow).
    public static let dark = Appearance(palette: .dark)
}

/// Which palette a program starts with.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light backgrounds, dark text.
    case light
    /// Dark backgrounds, light text.
    case dark

    /// The matching appearance.
    public var appearance: Appearance { self == .dark ? .dark : .light }
}
