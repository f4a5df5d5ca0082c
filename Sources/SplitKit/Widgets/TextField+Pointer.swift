// A press in a field puts the caret under the pointer, and a drag from there selects, as in any desktop text field.

extension TextField {
    /// Lays the field out in `frame` (its whole box, as ``drawBox(in:into:appearance:isFocused:id:)`` draws it) in a
    /// list reading `direction`: the caret is kept within the box, and ``send(_:clipboard:)`` takes a press in it.
    public mutating func place(in frame: Rect, direction: LayoutDirection = .leftToRight) {
        self.frame = frame
        layoutDirection = direction
        width = max(0, frame.width - 2 * Self.boxPadding)
    }

    /// The character boundary nearest `x` (window points) in the text as drawn in the placed box: 0 ... text.count.
    public func caretIndex(at x: Double) -> Int {
        let shown = displayText
        let origin = textBox(for: shown, in: frame.inset(by: .horizontal(Self.boxPadding)), direction: layoutDirection).x
        let positions = (0...text.count).map { abs(origin + measure.caretPosition(in: shown, at: $0, style: style) - x) }
        return positions.indices.min { positions[$0] < positions[$1] } ?? text.count
    }

    /// A pointer event for a placed field: a press in its frame puts the caret under it (ending any composition and
    /// selection), a drag from there selects to the pointer, the release ends it. False for any other pointer event.
    mutating func sendPointer(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let p, _) where frame.contains(p) && compositionText == nil:
            moveCaret(to: caretIndex(at: p.x), extending: false)
            isSelectingWithPointer = true
        case .pointerMove(let p, _) where isSelectingWithPointer:
            moveCaret(to: caretIndex(at: p.x), extending: true)
        case .pointerUp(let p, _) where isSelectingWithPointer:
            moveCaret(to: caretIndex(at: p.x), extending: true)
            isSelectingWithPointer = false
        default:
            return false
        }
        return true
    }
}
