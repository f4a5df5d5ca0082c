// How wide a text is, for layout decisions (which title fits, where it goes); the backend measures with its font.

/// Measures text in points. Toolbars ask it whether a title fits beside its buttons and which back-button
/// title to show; hit testing reads the same answers, so a shortened button is also a narrower target.
///
/// The library's default, ``estimated``, assumes an average glyph width; a backend replaces it with the width
/// its font really draws (SplitKitSDL: `AppWindow.textMeasure`). Renderers still cut any text that does not fit
/// its box with "…", so an estimate can only make a layout choice less tight, never make text overflow.
///
/// Text is measured in its style's ``TextStyle/direction``, as it is drawn: a line's order, and so where a caret goes,
/// depends on it. Text in the interface's direction (``TextDirection/interface``) is measured in
/// ``interfaceDirection``, which a split view keeps at its ``SplitConfiguration/layoutDirection`` in its appearance's
/// measure — so a copy taken from `split.appearance.textMeasure` measures as the split draws.
public struct TextMeasure: Hashable, Sendable {
    /// Names the measurer (font file and scale, say), so two appearances measuring alike compare equal.
    public let id: String
    /// The direction text in the interface's direction is measured in (left to right unless set).
    public var interfaceDirection: LayoutDirection = .leftToRight
    private let measure: @Sendable (String, TextStyle) -> Double
    private let caret: (@Sendable (String, Int, TextStyle) -> Double)?

    /// A measurer named `id` that returns the width in points of a string drawn in a style (its direction never
    /// ``TextDirection/interface``: that is resolved before). Carets sit at the width of the text before them, as in a
    /// left-to-right line.
    public init(id: String, width: @escaping @Sendable (_ text: String, _ style: TextStyle) -> Double) {
        self.id = id
        self.measure = width
        self.caret = nil
    }

    /// A measurer that also knows where a caret goes in text that is not all left to right: `caret` returns the
    /// distance in points from the left of `text` as drawn to the caret before its character at `offset` (counted in
    /// `Character`s, `text.count` for the end) — between the right characters of a right-to-left run.
    public init(id: String, width: @escaping @Sendable (_ text: String, _ style: TextStyle) -> Double,
                caret: @escaping @Sendable (_ text: String, _ offset: Int, _ style: TextStyle) -> Double) {
        self.id = id
        self.measure = width
        self.caret = caret
    }

    /// Where a caret before `text`'s character at `offset` (in `Character`s; `text.count` is the end) is drawn, in
    /// points from the left of the text: the width of what comes before it, unless the measurer knows the line's
    /// visual order (SplitKitSDL's does).
    public func caretPosition(in text: String, at offset: Int, style: TextStyle) -> Double {
        let offset = min(max(0, offset), text.count), style = style.resolved(in: interfaceDirection)
        if let caret { return caret(text, offset, style) }
        return width(of: String(text.prefix(offset)), style: style)
    }

    /// The width in points of `text` drawn in `style` (0 for an empty string).
    public func width(of text: String, style: TextStyle) -> Double {
        text.isEmpty ? 0 : measure(text, style.resolved(in: interfaceDirection))
    }

    /// `text` broken into lines no wider than `width` at spaces; a word wider than a line is broken between its
    /// characters (at least one a line), so no line is cut short with "…". An empty text is no lines.
    public func lines(of text: String, width: Double, style: TextStyle) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ").flatMap({ pieces(of: String($0), width: width, style: style) }) {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || self.width(of: candidate, style: style) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `word` whole when it fits `width`, else in pieces no wider (at least one character each).
    private func pieces(of word: String, width: Double, style: TextStyle) -> [String] {
        guard self.width(of: word, style: style) > width else { return [word] }
        var pieces: [String] = [], piece = ""
        for character in word {
            if !piece.isEmpty, self.width(of: piece + String(character), style: style) > width {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// An estimate without a font: 0.55 em per character, 0.6 em in bold.
    public static let estimated = TextMeasure(id: "estimated") { text, style in
        Double(text.count) * style.size * (style.weight == .bold ? 0.6 : 0.55)
    }

    public static func == (a: TextMeasure, b: TextMeasure) -> Bool { a.id == b.id && a.interfaceDirection == b.interfaceDirection }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(interfaceDirection)
    }
}
