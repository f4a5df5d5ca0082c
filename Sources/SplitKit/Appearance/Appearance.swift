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
    /// How much larger than standard text is drawn (the desktop's text size: GNOME's `text-scaling-factor`), kept
    /// within ``textScaleRange``. Text sizes and the widths a split's configuration gives in text points
    /// (``SplitConfiguration/widthUnit``) grow with it: see ``textPoints(_:)``.
    public var textScale: Double {
        get { _textScale }
        set { _textScale = newValue.isFinite ? min(Self.textScaleRange.upperBound, max(Self.textScaleRange.lowerBound, newValue)) : 1 }
    }
    private var _textScale = 1.0

    /// The text scales a desktop may ask for (GNOME's `text-scaling-factor` allows 0.5 … 3).
    public static let textScaleRange = 0.5...3.0

    /// A length in text points — the unit of text sizes, and of widths that should grow with the text, like
    /// libadwaita's `sp` — in points: `sp × textScale`. At the standard text size one text point is one point.
    public func textPoints(_ sp: Double) -> Double { sp * textScale }

    /// Height of each column's toolbar: the metrics' height, taller when the toolbar's text is scaled up so its
    /// title keeps the standard margins (the standard 44 at the standard text size, 66 at 1.5).
    public var toolbarHeight: Double {
        max(metrics.toolbarHeight, (metrics.toolbarHeight / Self.standardToolbarFontSize * textPoints(metrics.toolbarFontSize)).rounded())
    }

    private static let standardToolbarFontSize = 17.0

    /// Creates an appearance from its parts.
    public init(metrics: Metrics = .standard, palette: Palette = .light, motion: Motion = .standard, keys: KeyBindings = .standard,
                textMeasure: TextMeasure = .estimated, strings: SplitStrings = .english, textScale: Double = 1) {
        self.metrics = metrics
        self.palette = palette
        self.motion = motion
        self.keys = keys
        self.textMeasure = textMeasure
        self.strings = strings
        self.textScale = textScale
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
