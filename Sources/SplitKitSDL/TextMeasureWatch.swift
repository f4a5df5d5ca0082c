// The split's text measure kept to the window's drawing scale: made anew when the scale changes, never each frame.
import SplitKit

/// Gives the split a new text measure whenever the window's drawing scale changes (the window moved to another
/// output, or the output's scale changed), so toolbars and truncation lay out with the widths text really draws
/// at; making one every frame would allocate for nothing.
///
/// ```swift
/// var measures = TextMeasureWatch(fonts: fonts)
/// // each frame, before laying out:
/// if let measure = measures.measure(forScale: host.drawingScale(of: renderer)) { split.appearance.textMeasure = measure }
/// ```
public struct TextMeasureWatch {
    private let fonts: FontSet
    private var measuredScale: Double?

    /// A watch over text drawn with `fonts`, that has measured nothing yet.
    public init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// The measure for `scale` device pixels per point when it differs from the last one given (always the first
    /// time); nil when the scale is the same.
    public mutating func measure(forScale scale: Double) -> TextMeasure? {
        guard scale != measuredScale else { return nil }
        measuredScale = scale
        return fonts.textMeasure(scale: scale)
    }
}
