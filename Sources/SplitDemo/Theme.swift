// The demo's look: the split view's appearance, plus the few colours and type styles only the demo's content uses.
import SplitKit

/// Colours, type styles and metrics the scenes draw their content with, from the split's appearance, so
/// content and chrome always share one palette (light or dark).
struct Theme {
    /// The split view's appearance this theme follows.
    let appearance: Appearance

    init(_ appearance: Appearance) {
        self.appearance = appearance
    }

    /// A list row's height at the standard text size; rows grow with the text (``rowHeight``).
    static let standardRowHeight = 44.0
    /// A list row's height at the appearance's text size: 44 text points, never less than 44 points.
    var rowHeight: Double { Self.rowHeight(appearance) }
    static func rowHeight(_ appearance: Appearance) -> Double { max(standardRowHeight, appearance.textPoints(standardRowHeight).rounded()) }
    /// A size in text points (``Appearance/textPoints(_:)``): the demo's text grows with the desktop's text size.
    func sp(_ size: Double) -> Double { appearance.textPoints(size) }
    static let rowInset = 16.0

    private var palette: Palette { appearance.palette }
    /// True for a dark palette.
    var isDark: Bool { palette.background.luminance < 0.5 }

    var toolbarHeight: Double { appearance.toolbarHeight }
    var background: Color { palette.background }
    var hairline: Color { palette.hairline }
    var accent: Color { palette.accent }
    var selectedText: Color { palette.labelOnAccent }
    var label: Color { palette.label }
    var secondaryLabel: Color { palette.secondaryLabel }
    var rowSeparator: Color { palette.rowSeparator }
    var highlight: Color { palette.highlight }
    /// Behind grouped boxes (settings-style screens, the lab): iOS's grouped grey in light, black in dark.
    var groupedBackground: Color { isDark ? Color(hex: 0x000000) : Color(hex: 0xF2F2F7) }
    /// Grouped boxes on the grouped background (white in light, raised grey in dark).
    var groupedCell: Color { isDark ? Color(hex: 0x1C1C1E) : Color(hex: 0xFFFFFF) }
    var dim: Color { palette.dim }
    /// Laid over the section menu while the edit screen is up.
    var disabledVeil: Color { palette.background.withOpacity(0.6) }
    var error: Color { isDark ? Color(hex: 0xFF6961) : Color(hex: 0xD70015) }
    var success: Color { isDark ? Color(hex: 0x30D158) : Color(hex: 0x248A3D) }

    var title: TextStyle { TextStyle(size: sp(17), weight: .bold, color: label) }
    var body: TextStyle { TextStyle(size: sp(17), color: label) }
    var rowText: TextStyle { TextStyle(size: sp(17), color: label) }
    var selectedRowText: TextStyle { TextStyle(size: sp(17), color: selectedText) }
    var caption: TextStyle { TextStyle(size: sp(13), color: secondaryLabel) }
}

extension TextStyle {
    /// This style read in `direction`: `.content` for what people wrote (a subject, a name, a message), which reads by
    /// its own first letter whatever the interface's direction.
    func reading(_ direction: TextDirection) -> TextStyle {
        var style = self
        style.direction = direction
        return style
    }
}
