// The text field as a control: selection with Shift, words with Ctrl, the clipboard's keys on a fake clipboard, Alt
// chords and Escape refused, its box, placeholder, selection and focus ring drawn in both directions and themes.
import Testing
import SplitKit

@Suite("Text field as a control")
struct TextFieldControlTests {
    func key(_ k: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(k, modifiers, time: 0) }
    func send(_ field: inout TextField, _ events: [InputEvent], clipboard: (any Clipboard)? = nil) {
        for event in events { field.send(event, clipboard: clipboard) }
    }
    let tenPoints = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }

    @Test func shiftWithTheMovingKeysSelectsAndTypingReplacesTheSelection() {
        var field = TextField("Hello world")
        send(&field, [key(.left, .shift), key(.left, .shift), key(.left, .shift)])
        #expect(field.selectedRange == 8..<11 && field.caret == 8)
        send(&field, [.text("k", time: 0)])
        #expect(field.text == "Hello wok" && !field.hasSelection && field.caret == 9)
        send(&field, [key(.home, .shift)])
        #expect(field.selectedRange == 0..<9)
        send(&field, [key(.right)])  // without Shift, Right goes to the selection's end and drops it
        #expect(field.caret == 9 && !field.hasSelection)
        send(&field, [key(.home), key(.end, .shift), key(.backspace)])
        #expect(field.text.isEmpty)
    }

    @Test func controlMovesAndDeletesByWords() {
        var field = TextField("one two  three")
        send(&field, [key(.left, .control)])
        #expect(field.caret == 9)
        send(&field, [key(.left, .control), key(.left, .control)])
        #expect(field.caret == 0)
        send(&field, [key(.right, .control)])
        #expect(field.caret == 3)
        send(&field, [key(.end), key(.backspace, .control)])
        #expect(field.text == "one two  ")
        send(&field, [key(.home), key(.delete, .control)])
        #expect(field.text == " two  ")
        send(&field, [key(.right, [.control, .shift])])
        #expect(field.selectedRange == 0..<4)
    }

    @Test func theClipboardKeysCopyCutPasteAndSelectAll() {
        let clipboard = MemoryClipboard()
        var field = TextField("Ava Lind")
        send(&field, [key(.character("A"), .control)], clipboard: clipboard)  // SDL names letters in capitals
        #expect(field.selectedRange == 0..<8)
        send(&field, [key(.home), key(.right, [.shift]), key(.right, [.shift]), key(.right, [.shift]), key(.character("c"), .control)],
             clipboard: clipboard)
        #expect(clipboard.text == "Ava" && field.text == "Ava Lind")
        send(&field, [key(.end), key(.left, [.control, .shift]), key(.character("x"), .control)], clipboard: clipboard)
        #expect(clipboard.text == "Lind" && field.text == "Ava ")
        send(&field, [key(.home), key(.character("v"), .control), key(.character("v"), .control)], clipboard: clipboard)
        #expect(field.text == "LindLindAva ")
        clipboard.text = "x\ny"  // pasted text is held to one line, like typed text
        send(&field, [key(.character("a"), .control), key(.character("v"), .control)], clipboard: clipboard)
        #expect(field.text == "xy")
        let shortcut = field.send(key(.character("q"), .control), clipboard: clipboard)
        #expect(!shortcut)  // a host's shortcut
    }

    @Test func aSecureFieldNeverPutsItsTextOnTheClipboard() {
        let clipboard = MemoryClipboard("kept")
        var field = TextField("s3cret", isSecure: true)
        send(&field, [key(.character("a"), .control), key(.character("c"), .control), key(.character("x"), .control)], clipboard: clipboard)
        #expect(clipboard.text == "kept" && field.text == "s3cret")
        send(&field, [key(.character("v"), .control)], clipboard: clipboard)
        #expect(field.text == "kept")  // pasting in is fine
    }

    @Test func altChordsAndEscapeAreNotTheFields() {
        var field = TextField("Ava")
        for event in [key(.left, .alt), key(.right, .alt), key(.home, .alt), key(.backspace, .alt), key(.character("f"), .alt),
                      key(.left, [.alt, .shift]), key(.escape), key(.tab), key(.enter)] {
            let used = field.send(event, clipboard: MemoryClipboard())
            #expect(!used, "\(event)")
        }
        #expect(field.caret == 3 && field.text == "Ava" && !field.hasSelection)
        // What the field takes and what Key.isTextEditing keeps away from the split's bindings agree on Alt.
        for k in TextField.editingKeys { #expect(!k.isTextEditing(with: .alt)) }
    }

    @Test func itsNodeIsAnEntryDescribedByItsPlaceholder() {
        let field = TextField("", placeholder: "name@example.com")
        let node = field.accessibilityNode(id: "f", name: "Email", bounds: Rect(x: 0, y: 0, width: 200, height: 36))
        #expect(node.role == .entry && node.name == "Email" && node.description == "name@example.com")
        #expect(node.states.isSuperset(of: [.focusable, .editable, .singleLine, .enabled, .showing]))
        #expect(TextField("x", isSecure: true).accessibilityNode(id: "p", name: "Password", bounds: .zero).role == .passwordText)
    }

    func drawn(_ field: TextField, focused: Bool, appearance: Appearance = .light, direction: LayoutDirection = .leftToRight) -> [DrawCommand] {
        var list = DisplayList()
        list.layoutDirection = direction
        field.drawBox(in: Rect(x: 100, y: 50, width: 216, height: 36), into: &list, appearance: appearance, isFocused: focused)
        return list.commands
    }

    @Test(arguments: [Appearance.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
    func itDrawsItsBoxPlaceholderSelectionAndFocusRing(appearance: Appearance, direction: LayoutDirection) {
        let p = appearance.palette, frame = Rect(x: 100, y: 50, width: 216, height: 36)
        var field = TextField("", placeholder: "Required")
        field.measure = tenPoints
        let empty = drawn(field, focused: false, appearance: appearance, direction: direction)
        #expect(empty.contains(.roundedRect(frame, radius: 8, corners: .all, p.background)))
        #expect(empty.contains(.border(frame, radius: 8, corners: .all, edges: .all, p.hairline)))
        let placeholder = empty.compactMap { if case .text(let s, let style, let box, let alignment) = $0 { return (s, style, box, alignment) } else { return nil } }
        #expect(placeholder.count == 2 && placeholder[0].0 == "Required" && placeholder[0].1.color == p.secondaryLabel)
        #expect(placeholder[0].2 == Rect(x: 108, y: 50, width: 200, height: 36) && placeholder[0].3 == direction.screenAlignment(.leading))
        // No ring and no caret without the focus; both with it.
        #expect(!empty.contains(.border(frame.inset(by: .all(-2)), radius: 6, corners: .all, edges: .all, p.accent)))
        let focused = drawn(field, focused: true, appearance: appearance, direction: direction)
        #expect(focused.contains(.border(frame.inset(by: .all(-2)), radius: 6, corners: .all, edges: .all, p.accent)))
        // Typed text hides the placeholder; a selection is tinted with the accent under the text.
        field.send(.text("abcd", time: 0))
        field.send(key(.left, .shift))
        field.send(key(.left, .shift))
        let selected = drawn(field, focused: true, appearance: appearance, direction: direction)
        #expect(!selected.contains { if case .text("Required", _, _, _) = $0 { true } else { false } })
        let tints = selected.compactMap { if case .fill(let r, let c) = $0, c == p.accent.withOpacity(0.3) { return r } else { return nil } }
        let start = direction == .leftToRight ? 108.0 : 108 + (200 - 40 - 1)  // right to left the short text sits at the right
        #expect(tints.map(\.x) == [start + 20] && tints.map(\.width) == [20])
        #expect(drawn(field, focused: false).allSatisfy { if case .fill(_, let c) = $0 { c != p.accent.withOpacity(0.3) } else { true } })
    }

    /// A press in a placed field puts the caret at the nearest character boundary under the pointer; a drag from there
    /// selects; right to left a short text sits at the box's right, and the press finds it there.
    @Test func aPressPutsTheCaretUnderThePointerAndADragSelects() {
        var field = TextField("Hello world")
        field.measure = tenPoints
        field.place(in: Rect(x: 100, y: 0, width: 300, height: 36))  // the text starts at 108 (the box's padding)
        #expect(field.width == 284)
        let pressed = field.send(.pointerDown(Point(x: 161, y: 18), time: 0))  // between "Hello" and " " (158), nearest 5
        #expect(pressed)
        #expect(field.caret == 5 && !field.hasSelection)
        field.send(.pointerMove(Point(x: 215, y: 18), time: 0.1))
        field.send(.pointerUp(Point(x: 219, y: 18), time: 0.2))
        #expect(field.selectedRange == 5..<11 && field.caret == 11)
        let moved = field.send(.pointerMove(Point(x: 120, y: 18), time: 0.3))
        #expect(!moved)  // released: a move is not the field's
        let outside = field.send(.pointerDown(Point(x: 50, y: 18), time: 0.4))
        #expect(!outside && field.selectedRange == 5..<11)
        field.send(.pointerDown(Point(x: 90 + 100, y: 18), time: 1))
        field.send(.pointerUp(Point(x: 90 + 100, y: 18), time: 1.1))
        #expect(field.caret == 8 && !field.hasSelection)  // a click without a drag selects nothing

        var hebrew = TextField("שלום")
        hebrew.measure = tenPoints
        hebrew.place(in: Rect(x: 0, y: 0, width: 200, height: 36), direction: .rightToLeft)
        // 40 points of text against the box's right (192 - 1): boundaries at 151, 161 … 191 (this measure has no
        // bidi: it counts from the left); at the box's left they would be 8 … 48, and 185 would be the end (4).
        hebrew.send(.pointerDown(Point(x: 185, y: 18), time: 0))
        hebrew.send(.pointerUp(Point(x: 185, y: 18), time: 0))
        #expect(hebrew.caret == 3 && hebrew.caretIndex(at: 20) == 0)
    }
}
