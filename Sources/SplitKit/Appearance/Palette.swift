// The split view's colours, dim and shadows, light and dark.

/// Colours the chrome draws with, and the content colours SplitKit's own content (its lists and text) draws
/// with, which hosts share so their columns match. Colours only an app's content uses belong to the app (the
/// demo's `Theme`).
public struct Palette: Hashable, Sendable {
    /// Column background.
    public var background: Color
    /// Toolbar background.
    public var toolbarBackground: Color
    /// 1-point lines: toolbar bottoms, the separator's edges.
    public var hairline: Color
    /// The separator band between the lines.
    public var separatorBand: Color
    /// The separator's grip at rest.
    public var separatorGrip: Color
    /// Buttons, focus, selection.
    public var accent: Color
    /// Primary text.
    public var label: Color
    /// Secondary text (placeholders, captions).
    public var secondaryLabel: Color
    /// Text on the accent colour.
    public var labelOnAccent: Color
    /// Lines between list rows.
    public var rowSeparator: Color
    /// A row highlighted by the keyboard.
    public var highlight: Color
    /// The hue of libadwaita's shade colour (black), laid over the secondary while the overlay is in, at
    /// `fullDim` opacity when fully in.
    public var dim: Color
    /// The shade colour's opacity (libadwaita: 7 % light, 36 % dark): the dim of the secondary with the overlay
    /// fully in; the shadows are fractions of it.
    public var fullDim: Double
    /// Dim of a page while another slides over it in the compact stack (at full cover): the shade, as
    /// libadwaita's navigation view dims it.
    public var coveredDim: Double
    /// The overlay panel's 1-point border.
    public var overlayBorder: Color
    /// The overlay panel's shadow on the side facing the secondary (libadwaita's two gradients).
    public var overlayShadow: [ShadowGradient]
    /// The shadow on the leading edge of a page sliding in over another (libadwaita's transition shadow, as on
    /// the overlay).
    public var pushShadow: [ShadowGradient]
    /// Width of the focus ring's outline (2; 3 in the high-contrast palettes).
    public var focusRingWidth: Double = 2
    /// True for the high-contrast palettes (``highContrastLight``, ``highContrastDark``): what
    /// ``Appearance/following(_:)`` keeps when the desktop changes only the colour scheme or the accent.
    public var isHighContrast = false

    /// Creates a palette.
    public init(
        background: Color, toolbarBackground: Color, hairline: Color, separatorBand: Color, separatorGrip: Color,
        accent: Color, label: Color, secondaryLabel: Color, labelOnAccent: Color, rowSeparator: Color, highlight: Color,
        dim: Color, fullDim: Double, coveredDim: Double, overlayBorder: Color,
        overlayShadow: [ShadowGradient], pushShadow: [ShadowGradient]
    ) {
        self.background = background
        self.toolbarBackground = toolbarBackground
        self.hairline = hairline
        self.separatorBand = separatorBand
        self.separatorGrip = separatorGrip
        self.accent = accent
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.labelOnAccent = labelOnAccent
        self.rowSeparator = rowSeparator
        self.highlight = highlight
        self.dim = dim
        self.fullDim = fullDim
        self.coveredDim = coveredDim
        self.overlayBorder = overlayBorder
        self.overlayShadow = overlayShadow
        self.pushShadow = pushShadow
    }

    /// libadwaita's transition shadow (`_transition-shadow.scss`, SPEC §5) for a shade colour of opacity `shade`:
    /// two gradients of that colour, 70 % of its alpha at the edge → 14 % at 40 points → 0 at 56, and 40 % → 14 %
    /// at 7 points → 0 at 24. In the light theme (shade 7 %) the edge is darkened by about 7.6 %.
    public static func libadwaitaShadow(shade: Double) -> [ShadowGradient] {
        [
            ShadowGradient(stops: [GradientStop(offset: 0, opacity: 0.7 * shade), GradientStop(offset: 40, opacity: 0.14 * shade),
                                   GradientStop(offset: 56, opacity: 0)]),
            ShadowGradient(stops: [GradientStop(offset: 0, opacity: 0.4 * shade), GradientStop(offset: 7, opacity: 0.14 * shade),
                                   GradientStop(offset: 24, opacity: 0)]),
        ]
    }

    /// libadwaita's shade colour's opacity in the light theme: `rgba(0, 0, 0, 0.07)`.
    public static let lightShade = 0.07
    /// libadwaita's shade colour's opacity in the dark theme: `rgba(0, 0, 0, 0.36)`.
    public static let darkShade = 0.36

    /// Light: white columns, iOS greys, blue accent.
    public static let light = Palette(
        background: Color(hex: 0xFFFFFF), toolbarBackground: Color(hex: 0xF7F7F8), hairline: Color(hex: 0xC6C6C8),
        separatorBand: Color(hex: 0xF2F2F7), separatorGrip: Color(hex: 0xAEAEB2), accent: Color(hex: 0x007AFF),
        label: Color(hex: 0x000000), secondaryLabel: Color(hex: 0x8E8E93), labelOnAccent: Color(hex: 0xFFFFFF),
        rowSeparator: Color(hex: 0xE5E5EA), highlight: Color(hex: 0xE5E5EA),
        dim: Color(hex: 0x000000), fullDim: lightShade, coveredDim: lightShade, overlayBorder: Color(hex: 0x000000, alpha: 46),
        overlayShadow: libadwaitaShadow(shade: lightShade), pushShadow: libadwaitaShadow(shade: lightShade))

    /// Dark: near-black columns, lighter lines, a brighter blue, a stronger shade (36 %).
    public static let dark = Palette(
        background: Color(hex: 0x1C1C1E), toolbarBackground: Color(hex: 0x2C2C2E), hairline: Color(hex: 0x48484A),
        separatorBand: Color(hex: 0x242426), separatorGrip: Color(hex: 0x636366), accent: Color(hex: 0x0A84FF),
        label: Color(hex: 0xFFFFFF), secondaryLabel: Color(hex: 0x98989F), labelOnAccent: Color(hex: 0xFFFFFF),
        rowSeparator: Color(hex: 0x38383A), highlight: Color(hex: 0x3A3A3C),
        dim: Color(hex: 0x000000), fullDim: darkShade, coveredDim: darkShade, overlayBorder: Color(hex: 0xFFFFFF, alpha: 38),
        overlayShadow: libadwaitaShadow(shade: darkShade), pushShadow: libadwaitaShadow(shade: darkShade))
}

extension Palette {
    /// The standard palette for `scheme`, in high contrast when asked.
    public static func standard(_ scheme: ColorScheme, highContrast: Bool = false) -> Palette {
        switch (scheme, highContrast) {
        case (.light, false): return .light
        case (.dark, false): return .dark
        case (.light, true): return .highContrastLight
        case (.dark, true): return .highContrastDark
        }
    }

    /// High contrast, light (the desktop's `contrast` setting, GNOME's high-contrast theme): black text and lines on
    /// white, secondary text at 9:1, a darker accent, borders and the separator's grip in near-black, a 3-point focus
    /// ring. Every text colour meets WCAG AAA (7:1) on the column and toolbar backgrounds.
    public static let highContrastLight: Palette = {
        var p = Palette(
            background: Color(hex: 0xFFFFFF), toolbarBackground: Color(hex: 0xF2F2F2), hairline: Color(hex: 0x3A3A3C),
            separatorBand: Color(hex: 0xE5E5EA), separatorGrip: Color(hex: 0x1C1C1E), accent: Color(hex: 0x0039C6),
            label: Color(hex: 0x000000), secondaryLabel: Color(hex: 0x3A3A3C), labelOnAccent: Color(hex: 0xFFFFFF),
            rowSeparator: Color(hex: 0x636366), highlight: Color(hex: 0xD1D1D6),
            dim: Color(hex: 0x000000), fullDim: 0.2, coveredDim: 0.2, overlayBorder: Color(hex: 0x000000, alpha: 200),
            overlayShadow: libadwaitaShadow(shade: 0.2), pushShadow: libadwaitaShadow(shade: 0.2))
        p.focusRingWidth = 3
        p.isHighContrast = true
        return p
    }()

    /// High contrast, dark: white text and light lines on black, secondary text at 12:1, a lighter accent, a 3-point
    /// focus ring.
    public static let highContrastDark: Palette = {
        var p = Palette(
            background: Color(hex: 0x000000), toolbarBackground: Color(hex: 0x1C1C1E), hairline: Color(hex: 0xC7C7CC),
            separatorBand: Color(hex: 0x2C2C2E), separatorGrip: Color(hex: 0xE5E5EA), accent: Color(hex: 0x5CB0FF),
            label: Color(hex: 0xFFFFFF), secondaryLabel: Color(hex: 0xD1D1D6), labelOnAccent: Color(hex: 0x000000),
            rowSeparator: Color(hex: 0x8E8E93), highlight: Color(hex: 0x48484A),
            dim: Color(hex: 0x000000), fullDim: 0.5, coveredDim: 0.5, overlayBorder: Color(hex: 0xFFFFFF, alpha: 200),
            overlayShadow: libadwaitaShadow(shade: 0.5), pushShadow: libadwaitaShadow(shade: 0.5))
        p.focusRingWidth = 3
        p.isHighContrast = true
        return p
    }()

    /// This palette in `accent` (the desktop's accent colour, made opaque): darkened or lightened by the least that
    /// makes it readable as text on both the column and the toolbar backgrounds (4.5:1, WCAG AA; 7:1 in high
    /// contrast), with white or black on it, whichever reads better (at least 4.5:1 for any accent).
    public func withAccent(_ accent: Color) -> Palette {
        var p = self
        let ratio = isHighContrast ? 7.0 : 4.5
        var color = accent
        color.alpha = 255
        color = color.readable(on: background, ratio: ratio).readable(on: toolbarBackground, ratio: ratio)
        p.accent = color
        let white = Color(hex: 0xFFFFFF), black = Color(hex: 0x000000)
        p.labelOnAccent = color.contrast(with: white) >= color.contrast(with: black) ? white : black
        return p
    }
}

