// What the desktop asks of every app's look: light or dark, contrast, accent colour, reduced motion, text size.

/// The desktop's appearance settings, as the XDG desktop portal's `org.freedesktop.appearance` namespace and GNOME's
/// settings give them (SplitKitDesktop's `DesktopSettingsWatch` reads them and follows their changes). Each is nil
/// where the desktop states no preference: ``Appearance/following(_:)`` then keeps the appearance's own.
///
/// A program's own choices (command-line flags, its settings) win over the desktop's: lay them over it with
/// ``overridden(by:)``.
/// ```swift
/// var flags = DesktopPreferences()
/// flags.reducedMotion = true                     // --reduce-motion
/// let look = Appearance.light.following(desktop.overridden(by: flags))
/// ```
public struct DesktopPreferences: Hashable, Sendable {
    /// Light or dark (portal `color-scheme`: 1 prefer dark, 2 prefer light; 0 is nil).
    public var colorScheme: ColorScheme?
    /// Slides become cross-fades (portal `reduced-motion` 1; GNOME's `enable-animations` false).
    public var reducedMotion: Bool?
    /// The high-contrast palette (portal `contrast` 1; GNOME's `a11y.interface high-contrast`).
    public var highContrast: Bool?
    /// The accent colour, opaque (portal `accent-color`, an sRGB triple in 0 … 1).
    public var accent: Color?
    /// How much larger text is drawn, and widths given in text points (GNOME's `text-scaling-factor`), kept within
    /// ``Appearance/textScaleRange``.
    public var textScale: Double?

    /// Creates preferences; every one unset by default.
    public init(colorScheme: ColorScheme? = nil, reducedMotion: Bool? = nil, highContrast: Bool? = nil, accent: Color? = nil,
                textScale: Double? = nil) {
        self.colorScheme = colorScheme
        self.reducedMotion = reducedMotion
        self.highContrast = highContrast
        self.accent = accent
        self.textScale = textScale
    }

    /// What a program shows where neither the desktop nor the program says otherwise: light, normal contrast, the
    /// palette's own accent, motion, the standard text size.
    public static let standard = DesktopPreferences(colorScheme: .light, reducedMotion: false, highContrast: false, textScale: 1)

    /// These preferences with each one `other` sets put in its place: a program's own choices over the desktop's.
    public func overridden(by other: DesktopPreferences) -> DesktopPreferences {
        DesktopPreferences(colorScheme: other.colorScheme ?? colorScheme, reducedMotion: other.reducedMotion ?? reducedMotion,
                           highContrast: other.highContrast ?? highContrast, accent: other.accent ?? accent,
                           textScale: other.textScale ?? textScale)
    }
}

extension Appearance {
    /// This appearance following `preferences`: the light or dark palette (high contrast when asked), in the accent
    /// colour when one is given (made readable: ``Palette/withAccent(_:)``), reduced motion, and the text scale. What
    /// `preferences` leaves unset keeps this appearance's value; the palette is replaced whole when any of its three
    /// settings is given, so a palette an app customised is restyled from the standard ones.
    public func following(_ preferences: DesktopPreferences) -> Appearance {
        var look = self
        if preferences.colorScheme != nil || preferences.highContrast != nil || preferences.accent != nil {
            let scheme = preferences.colorScheme ?? (palette.background.luminance < 0.5 ? .dark : .light)
            var palette = Palette.standard(scheme, highContrast: preferences.highContrast ?? palette.isHighContrast)
            if let accent = preferences.accent { palette = palette.withAccent(accent) }
            look.palette = palette
        }
        if let reduced = preferences.reducedMotion { look.motion.reduceMotion = reduced }
        if let scale = preferences.textScale { look.textScale = scale }
        return look
    }
}
