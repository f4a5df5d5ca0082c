// Draws a text field with ordinary commands: its text scrolled to the caret, a marked composition, the caret.

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
        let offset = scroll(toShowCaretIn: box.width), caretX = caretOffset
        // Wide enough that the renderer never cuts the text with "…": the clip shows the part in the box.
        let textWidth = measure.width(of: shown, style: style)
        // Right to left, text shorter than the box sits against its right (a longer one scrolls as before).
        let shift = list.layoutDirection == .rightToLeft ? max(0, box.width - textWidth - 1) : 0
        let textBox = Rect(x: box.x - offset + shift, y: box.y, width: max(box.width, textWidth) + box.width, height: box.height)
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

    /// The drawn text without a composition (a field not being typed in shows only what was committed).
    private var committedDisplayText: String {
        isSecure ? String(repeating: "•", count: text.count) : text
    }
}
