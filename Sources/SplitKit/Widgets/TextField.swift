// A single-line editable text with a caret, input-method composition and horizontal scrolling, as a value.

/// The contents of a one-line text field, its caret and any input-method composition, edited by ``send(_:)``
/// and drawn with ``draw(in:into:appearance:showsCaret:)``.
///
/// Positions count `Character`s (grapheme clusters), so multibyte UTF-8 such as "é" or "日本" and combining
/// sequences are moved over and deleted whole.
///
/// A character can be any size — one letter with a megabyte of combining marks, a chain of 5,000 emoji joined by
/// zero-width joiners — so the field keeps what it holds within its ``limits``, whether typed, pasted, composed or set:
/// 200 characters, 1,000 Unicode scalars, 2,000 UTF-8 bytes, and 31 scalars in one character
/// (``TextLimits/standard``). A character's scalars past 31 (combining marks, joiners and what they join) are dropped,
/// and what does not fit is left out, so nothing given to a field makes its frames slow to lay out, shape or draw.
///
/// The field scrolls sideways to keep its caret in view; it needs the width it is shown in (``width``) and the
/// measure text is drawn with (``measure``) for that:
/// ```swift
/// var name = TextField("Ava", style: TextStyle(size: 17, color: appearance.palette.label))
/// name.measure = appearance.textMeasure
/// name.width = box.width
/// if name.send(event) { redraw() }
/// ```
public struct TextField: Hashable, Sendable {
    /// The text (committed: a composition in progress is not part of it).
    public private(set) var text: String
    /// Caret position in characters from the start (0 ... text.count).
    public private(set) var caret: Int
    /// Shows a bullet per character instead of the text (passwords).
    public var isSecure: Bool
    /// How much text the field holds (``TextLimits/standard`` unless set); text set or typed later is kept within them.
    public var limits: TextLimits
    /// Longest text accepted, in characters: the ``limits``' ``TextLimits/characters``.
    public var maximumLength: Int {
        get { limits.characters }
        set { limits.characters = max(1, newValue) }
    }
    /// How the text is drawn; its line height is the caret's height.
    public var style: TextStyle
    /// How wide text is drawn (the appearance's `textMeasure`): the caret's place and the scrolling follow it.
    public var measure: TextMeasure = .estimated
    /// How wide the text's box is, in points: the caret is kept within it.
    public var width: Double = .infinity {
        didSet { revealCaret() }
    }
    /// An input method's text not yet committed, shown at the caret, and its cursor in characters.
    public var composition: (text: String, cursor: Int)? { compositionText.map { ($0, compositionCursor) } }
    /// How far the text is scrolled left, in points, to keep the caret in view.
    public private(set) var scroll: Double = 0
    private var compositionText: String?
    private var compositionCursor = 0

    /// A field holding `text` (as much of it as `limits` allow) with the caret at its end.
    public init(_ text: String = "", style: TextStyle = TextStyle(size: 17, color: Palette.light.label), isSecure: Bool = false,
                limits: TextLimits = .standard) {
        self.limits = limits
        self.text = limits.limited(text)
        self.caret = self.text.count
        self.style = style
        self.isSecure = isSecure
    }

    /// What is drawn: the text with any composition at the caret, or one bullet per character when secure.
    public var displayText: String {
        let (before, marked, after) = displayParts
        return before + marked + after
    }

    /// The drawn text in three parts: before the caret, the composition, after the caret.
    var displayParts: (String, String, String) {
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        let split = shown.index(shown.startIndex, offsetBy: caret)
        let marked = compositionText.map { isSecure ? String(repeating: "•", count: $0.count) : $0 } ?? ""
        return (String(shown[..<split]), marked, String(shown[split...]))
    }

    /// The caret's distance from the left of the text as drawn, in points (inside a composition: at its cursor): in
    /// a right-to-left line, the caret after the last character typed is at the line's left.
    public var caretOffset: Double {
        let (before, marked, after) = displayParts
        return measure.caretPosition(in: before + marked + after, at: before.count + min(compositionCursor, marked.count), style: style)
    }

    /// Applies a key, typed text or a composition; returns false when the field does not use the event.
    /// Typing replaces a composition; while one is in progress the input method owns the editing keys.
    @discardableResult
    public mutating func send(_ event: InputEvent) -> Bool {
        switch event {
        case .text(let typed, _):
            compositionText = nil
            insert(typed)
        case .composition(let marked, let cursor, _):
            let marked = limits.limited(marked)
            compositionText = marked.isEmpty ? nil : marked
            compositionCursor = min(max(0, cursor), marked.count)
        case .key(let key, _, _) where compositionText != nil && Self.editingKeys.contains(key):
            return true  // the input method edits its composition itself
        case .key(.backspace, _, _):
            guard caret > 0 else { return true }
            remove(at: caret - 1)
            caret -= 1
        case .key(.delete, _, _):
            guard caret < text.count else { return true }
            remove(at: caret)
        case .key(.left, _, _):
            caret = max(0, caret - 1)
        case .key(.right, _, _):
            caret = min(text.count, caret + 1)
        case .key(.home, _, _):
            caret = 0
        case .key(.end, _, _):
            caret = text.count
        default:
            return false
        }
        revealCaret()
        return true
    }

    /// The keys a field edits with while it has the keyboard (typed text arrives as ``InputEvent/text(_:time:)``):
    /// Backspace and Delete remove a character, Left/Right and Home/End move the caret.
    public static let editingKeys: Set<Key> = [.backspace, .delete, .left, .right, .home, .end]

    /// Replaces the text with as much of `newText` as the ``limits`` allow, the caret at its end and no composition.
    public mutating func setText(_ newText: String) {
        text = limits.limited(newText)
        caret = text.count
        compositionText = nil
        scroll = 0
        revealCaret()
    }

    /// Inserts typed text at the caret (control characters are dropped), as much of it as the ``limits`` allow.
    public mutating func insert(_ typed: String) {
        // Only as much as the field could ever hold is looked at: a pasted megabyte costs no more than a full field.
        let looked = limits.lookedAt(typed)
        let clean = String(looked.filter { !($0.isNewline || $0.asciiValue.map { $0 < 0x20 } ?? false) })
        guard !clean.isEmpty else { return }
        (text, caret) = limits.inserting(clean, into: text, at: caret)
        revealCaret()
    }

    private mutating func remove(at position: Int) {
        text.remove(at: text.index(text.startIndex, offsetBy: position))
    }

    /// The scroll that shows the caret in a box `width` wide: the current one moved the least that puts the caret
    /// (1 point wide) inside, never past the end of the text nor before its start.
    public func scroll(toShowCaretIn width: Double) -> Double {
        guard width.isFinite, width > 0 else { return 0 }
        let x = caretOffset, end = measure.width(of: displayText, style: style) + 1
        let kept = min(max(scroll, x + 1 - width), x)
        return max(0, min(kept, end - width))
    }

    private mutating func revealCaret() {
        scroll = scroll(toShowCaretIn: width)
    }
}
