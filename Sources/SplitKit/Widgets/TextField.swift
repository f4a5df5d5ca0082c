// A single-line editable text with a caret, input-method composition and horizontal scrolling, as a value.

/// The contents of a one-line text field, its caret, selection and any input-method composition, edited by
/// ``send(_:clipboard:)``, and drawn with its box, placeholder and focus ring by ``drawBox(in:into:appearance:isFocused:id:)``
/// (or its text alone by ``draw(in:into:appearance:showsCaret:)``).
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
/// The field scrolls sideways to keep its caret in view, and a press in it puts the caret under the pointer; it needs
/// where it is shown (``place(in:direction:)``, which sets its ``width``) and the measure text is drawn with
/// (``measure``) for that:
/// ```swift
/// var name = TextField("Ava", style: TextStyle(size: 17, color: appearance.palette.label))
/// name.measure = appearance.textMeasure
/// name.place(in: box, direction: list.layoutDirection)
/// if name.send(event, clipboard: clipboard) { redraw() }
/// ```
///
/// Focus is the split's (``SplitView``): a press on the field's node focuses it and Escape leaves it there, so the
/// field reads whether it is focused from the split (`split.focusedNodeID == id`) when it is drawn. Send the press that
/// focused it to the field as well, and the caret goes where it landed.
public struct TextField: Hashable, Sendable {
    /// The text (committed: a composition in progress is not part of it).
    public internal(set) var text: String
    /// Caret position in characters from the start (0 ... text.count).
    public internal(set) var caret: Int
    /// Where a selection began (Shift with the moving keys, Ctrl+A): the selection runs from here to the ``caret``.
    /// Nil with nothing selected.
    public internal(set) var selectionAnchor: Int?
    /// The selected characters, from the start: between ``selectionAnchor`` and ``caret``, empty (at the caret) when
    /// nothing is selected. Typing, pasting and the deleting keys replace it.
    public var selectedRange: Range<Int> {
        guard let selectionAnchor else { return caret..<caret }
        return min(selectionAnchor, caret)..<max(selectionAnchor, caret)
    }
    /// True when some text is selected.
    public var hasSelection: Bool { !selectedRange.isEmpty }
    /// The text shown, in the secondary label colour, while the field is empty (``TextField/drawBox(in:into:appearance:isFocused:id:)``),
    /// and its accessible description: what to type ("Required", "name@example.com").
    public var placeholder: String = ""
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
    var compositionText: String?
    var compositionCursor = 0
    /// Where the field's box is in the window (``place(in:direction:)``); a press is the field's only inside it.
    public internal(set) var frame: Rect = .zero
    /// Which way the list the field is drawn in reads (``place(in:direction:)``): a short right-to-left text sits at the
    /// box's right.
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight
    /// True from a press in the field until its release: a drag selects.
    var isSelectingWithPointer = false

    /// A field holding `text` (as much of it as `limits` allow) with the caret at its end, showing `placeholder` while
    /// empty.
    public init(_ text: String = "", style: TextStyle = TextStyle(size: 17, color: Palette.light.label), isSecure: Bool = false,
                limits: TextLimits = .standard, placeholder: String = "") {
        self.limits = limits
        self.placeholder = placeholder
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

    /// Replaces the text with as much of `newText` as the ``limits`` allow, the caret at its end and no composition.
    public mutating func setText(_ newText: String) {
        text = limits.limited(newText)
        caret = text.count
        selectionAnchor = nil
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
        deleteSelection()
        (text, caret) = limits.inserting(clean, into: text, at: caret)
        revealCaret()
    }

    /// Removes the characters in `range` (clamped to the text), leaving the caret at its start and nothing selected.
    mutating func remove(_ range: Range<Int>) {
        let lower = min(max(0, range.lowerBound), text.count), upper = min(max(lower, range.upperBound), text.count)
        let start = text.index(text.startIndex, offsetBy: lower)
        text.removeSubrange(start..<text.index(start, offsetBy: upper - lower))
        caret = lower
        selectionAnchor = nil
    }

    /// Removes the selected text, if any; true when there was some.
    @discardableResult
    mutating func deleteSelection() -> Bool {
        guard hasSelection else { return false }
        remove(selectedRange)
        return true
    }

    /// Puts the caret at `position` (clamped to the text); `extending` keeps the other end of the selection where it
    /// was (Shift held), else the selection goes.
    mutating func moveCaret(to position: Int, extending: Bool) {
        if extending {
            if selectionAnchor == nil { selectionAnchor = caret }
        } else {
            selectionAnchor = nil
        }
        caret = min(max(0, position), text.count)
        if selectionAnchor == caret { selectionAnchor = nil }
    }

    /// The scroll that shows the caret in a box `width` wide: the current one moved the least that puts the caret
    /// (1 point wide) inside, never past the end of the text nor before its start.
    public func scroll(toShowCaretIn width: Double) -> Double {
        guard width.isFinite, width > 0 else { return 0 }
        let x = caretOffset, end = measure.width(of: displayText, style: style) + 1
        let kept = min(max(scroll, x + 1 - width), x)
        return max(0, min(kept, end - width))
    }

    mutating func revealCaret() {
        scroll = scroll(toShowCaretIn: width)
    }
}
