// Draws a text field with ordinary commands: its box, placeholder, selection, text scrolled to the caret, a marked
// composition, the caret and its focus ring.

extension TextField {
    /// Draws the field's text in `box` (vertically centred, against the box's right in a right-to-left list when it
    /// fits, scrolled sideways to keep the caret in it, clipped to it), a composition underlined in the accent colour, and with `showsCaret` a 1-point caret in the accent
    /// colour, as tall as the style's line height. Draws nothing of the composition or caret without `showsCaret`.
    /// With the caret shown the field is the one being typed in: the caret (within the box) becomes the list's
    /// ``DisplayList/textInputArea``, where an input method shows its candidates.
    public func draw(in box: Rect, into list: inout DisplayList, appearance: Appearance, showsCaret: Bool = true) {
        let accent = appearance.palette.accent
        let (before, marked, after) = displayParts
        let shown = showsCaret ? before + marked + after : committedDisplayText
        let caretX = caretOffset
        let textBox = self.textBox(for: shown, in: box, direction: list.layoutDirection)
        let lineTop = box.y + ((box.height - style.lineHeight) / 2).rounded()
        list.clipped(to: box) { list in
            // Against the left whatever the list's direction: the scroll and the caret are measured from there.
            list.commands.append(.text(shown, style, in: textBox, alignment: .leading))
            guard showsCaret else { return }
            if !marked.isEmpty {
                let start = measure.width(of: before, style: style)
                let length = measure.width(of: before + marked, style: style) - start
                list.horizontalLine(x: textBox.x + start, y: lineTop + style.lineHeight - 1, width: length, accent)
            }
            list.fill(Rect(x: textBox.x + caretX, y: lineTop, width: 1, height: style.lineHeight), accent)
        }
        if showsCaret {
            let caret = Rect(x: min(max(box.x, textBox.x + caretX), box.maxX - 1), y: lineTop, width: 1, height: style.lineHeight)
            list.textInputArea = caret
        }
    }

    /// Where the text `shown` starts in `box`, and a box wide enough that the renderer never cuts it with "…" (the
    /// clip shows the part in the box): scrolled to the caret, and right to left a text shorter than the box sits
    /// against its right (a longer one scrolls as left to right).
    func textBox(for shown: String, in box: Rect, direction: LayoutDirection) -> Rect {
        let offset = scroll(toShowCaretIn: box.width), textWidth = measure.width(of: shown, style: style)
        let shift = direction == .rightToLeft ? max(0, box.width - textWidth - 1) : 0
        return Rect(x: box.x - offset + shift, y: box.y, width: max(box.width, textWidth) + box.width, height: box.height)
    }

    /// How far the text sits in from the box's sides.
    public static let boxPadding = 8.0

    /// Draws the whole control in `frame`: a rounded box in the column's background with a hairline border; while
    /// empty the ``placeholder`` in the secondary label colour, against the leading side; the text inside
    /// ``boxPadding``, and, while `isFocused` (the split's focus is on the field's node), the selection tinted with the
    /// accent colour, the caret, and the focus ring around the box. Set ``width`` to the frame's width less twice the
    /// padding so the caret is kept in view. With `id` (the field's node id) the box is a ``DisplayList/FieldArea``: a
    /// press on it gives the field the split's keyboard focus.
    public func drawBox(in frame: Rect, into list: inout DisplayList, appearance: Appearance, isFocused: Bool, id: String? = nil) {
        let p = appearance.palette
        if let id { list.addFieldArea(id: id, frame: frame) }
        list.commands.append(.roundedRect(frame, radius: 8, corners: .all, p.background))
        list.commands.append(.border(frame, radius: 8, corners: .all, edges: .all, p.hairline))
        let box = frame.inset(by: .horizontal(Self.boxPadding))
        if text.isEmpty, compositionText == nil, !placeholder.isEmpty {
            var style = self.style
            style.color = p.secondaryLabel
            list.text(placeholder, style, in: box, alignment: .leading)
        }
        if isFocused, hasSelection {
            let shown = displayText, origin = textBox(for: shown, in: box, direction: list.layoutDirection).x
            let ends = [selectedRange.lowerBound, selectedRange.upperBound].map { origin + measure.caretPosition(in: shown, at: $0, style: style) }
            let lineTop = box.y + ((box.height - style.lineHeight) / 2).rounded()
            let tint = Rect(x: ends.min()!, y: lineTop, width: ends.max()! - ends.min()!, height: style.lineHeight)
            list.clipped(to: box) { $0.fill(tint, p.accent.withOpacity(0.3)) }
        }
        draw(in: box, into: &list, appearance: appearance, showsCaret: isFocused)
        if isFocused { list.focusRing(around: frame, appearance: appearance) }
    }

    /// The drawn text without a composition (a field not being typed in shows only what was committed).
    private var committedDisplayText: String {
        isSecure ? String(repeating: "•", count: text.count) : text
    }
}
