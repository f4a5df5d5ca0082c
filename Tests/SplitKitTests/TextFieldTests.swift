// The text field on synthetic key, text and composition events: editing, multibyte text, scrolling, drawing.
import Testing
import SplitKit

@Suite("Text field")
struct TextFieldTests {
    func send(_ field: inout TextField, _ events: [InputEvent]) {
        for event in events { field.send(event) }
    }
    func key(_ k: Key) -> InputEvent { .key(k, [], time: 0) }
    func text(_ s: String) -> InputEvent { .text(s, time: 0) }
    /// Every character 10 points wide, so positions are easy to read.
    let tenPoints = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }

    /// `TextField.editingKeys` names what a field edits with: each is used, and other keys are left alone.
    @Test func theFieldTakesExactlyItsEditingKeys() {
        for k in TextField.editingKeys {
            var field = TextField("Ava")
            let used = field.send(key(k))
            #expect(used, "\(k.name)")
        }
        for k in [Key.up, .down, .tab, .enter, .escape, .pageUp] {
            var field = TextField("Ava")
            let used = field.send(key(k))
            #expect(!used, "\(k.name)")
        }
    }

    @Test func typingMovingAndDeleting() {
        var field = TextField("Ava")
        #expect(field.caret == 3)
        send(&field, [text(" L"), key(.left), key(.left), key(.backspace), text("-"), key(.home), key(.delete), text("E")])
        #expect(field.text == "Ev- L")  // Backspace took the "a" before the caret
        #expect(field.caret == 1)
        send(&field, [key(.end), key(.right), key(.backspace), key(.backspace)])
        #expect(field.text == "Ev-")
        send(&field, [key(.home), key(.left), key(.backspace)])  // nothing to the left: nothing happens
        #expect(field.text == "Ev-" && field.caret == 0)
    }

    @Test func multibyteCharactersAreEditedWhole() {
        var field = TextField("")
        send(&field, [text("Åsa "), text("日本"), text("🙂")])
        #expect(field.text == "Åsa 日本🙂")
        #expect(field.caret == 7)
        send(&field, [key(.backspace), key(.left), key(.backspace)])
        #expect(field.text == "Åsa 本")
        #expect(field.caret == 4)
        send(&field, [key(.home), key(.right), text("é")])
        #expect(field.text == "Åésa 本")
        #expect(field.text.utf8.count == "Åésa 本".utf8.count)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var field = TextField("Jose")
        send(&field, [text("\u{301}")])  // combining acute accent
        #expect(field.text == "José" && field.text.count == 4 && field.caret == 4)
        send(&field, [key(.backspace)])
        #expect(field.text == "Jos")  // the accented letter goes as one
    }

    @Test func controlCharactersAndOverlongTextAreKeptOut() {
        var field = TextField("a")
        field.maximumLength = 5
        send(&field, [text("b\nc\u{7}"), text("defgh")])
        #expect(field.text == "abcde")
        let used = field.send(key(.up))
        #expect(!used)  // not a text field key
    }

    @Test func secureFieldsShowBullets() {
        var field = TextField("", isSecure: true)
        send(&field, [text("pässwörd")])
        #expect(field.displayText == "••••••••")
        #expect(field.text == "pässwörd")
    }

    @Test func aCompositionShowsAtTheCaretUntilItsTextIsCommitted() {
        var field = TextField("ab")
        send(&field, [key(.left), .composition("にほ", cursor: 1, time: 0)])
        #expect(field.text == "ab" && field.displayText == "aにほb")
        #expect(field.composition?.text == "にほ" && field.composition?.cursor == 1)
        // While composing, the input method owns the editing keys: the committed text is untouched.
        let used = field.send(key(.backspace))
        #expect(used)
        #expect(field.text == "ab")
        send(&field, [text("日本")])
        #expect(field.composition == nil)
        #expect(field.text == "a日本b" && field.caret == 3)
        // An empty composition ends one without committing.
        send(&field, [.composition("x", cursor: 1, time: 0), .composition("", cursor: 0, time: 0)])
        #expect(field.composition == nil && field.displayText == "a日本b")
    }

    @Test func theFieldScrollsTheLeastThatKeepsItsCaretInView() {
        var field = TextField("0123456789")  // 100 points of text, the caret at its end
        field.measure = tenPoints
        field.width = 50
        #expect(field.scroll == 51)  // the 1-point caret at the box's last point
        send(&field, [key(.left), key(.left)])
        #expect(field.scroll == 51)  // still in view: no jump
        send(&field, [key(.home)])
        #expect(field.scroll == 0)
        send(&field, [key(.right), key(.right), key(.right), key(.right), key(.right)])  // caret at 50
        #expect(field.scroll == 1)
        field.width = 200  // room for everything: back to the start
        #expect(field.scroll == 0)
    }

    @Test func itDrawsItsTextTheCompositionMarkAndACaretWithOrdinaryCommands() {
        var appearance = Appearance.light
        appearance.textMeasure = tenPoints
        var field = TextField("abc", style: TextStyle(size: 16, color: appearance.palette.label))
        field.measure = tenPoints
        send(&field, [.composition("de", cursor: 2, time: 0)])
        let box = Rect(x: 100, y: 10, width: 200, height: 40)
        var list = DisplayList()
        field.draw(in: box, into: &list, appearance: appearance)
        #expect(list.commands.first == .pushClip(box) && list.commands.last == .popClip)
        let texts = list.commands.compactMap { if case .text(let s, _, let r, _) = $0 { (s, r) } else { nil } }
        #expect(texts.count == 1 && texts[0].0 == "abcde" && texts[0].1.x == 100 && texts[0].1.width >= 200)
        let fills = list.commands.compactMap { if case .fill(let r, let c) = $0 { (r, c) } else { nil } }
        let lineHeight = 20.0  // 1.25 × 16
        // The mark under "de" and the caret after it, both in the accent colour.
        #expect(fills.contains { $0.0 == Rect(x: 130, y: 19 + lineHeight, width: 20, height: 1) && $0.1 == appearance.palette.accent })
        #expect(fills.contains { $0.0 == Rect(x: 150, y: 20, width: 1, height: lineHeight) && $0.1 == appearance.palette.accent })
        // Without the caret (a field not being typed in): only the committed text.
        var plain = DisplayList()
        field.draw(in: box, into: &plain, appearance: appearance, showsCaret: false)
        #expect(plain.commands.count == 3)
        #expect(plain.commands.contains { if case .text("abc", _, _, _) = $0 { true } else { false } })
    }

    @Test func textStylesHaveALineHeightInPoints() {
        var style = TextStyle(size: 17, color: Palette.light.label)
        #expect(style.lineHeight == 21)
        style.size = 20
        #expect(style.lineHeight == 25)  // follows the size until set
        style.lineHeight = 30
        style.size = 10
        #expect(style.lineHeight == 30)
        #expect(TextStyle(size: 13, color: Palette.light.label, lineHeight: 18).lineHeight == 18)
    }

    @Test func theFieldBeingTypedInNamesItsCaretAsTheTextInputArea() {
        var field = TextField("Ava")
        field.measure = tenPoints
        field.style = TextStyle(size: 16, color: Color(hex: 0x000000))  // a 20-point line
        let box = Rect(x: 100, y: 10, width: 200, height: 40)
        var typing = DisplayList()
        field.draw(in: box, into: &typing, appearance: .light)
        #expect(typing.textInputArea == Rect(x: 130, y: 20, width: 1, height: 20))  // after "Ava", centred in the box
        var shown = DisplayList()
        field.draw(in: box, into: &shown, appearance: .light, showsCaret: false)
        #expect(shown.textInputArea == nil)  // a field only shown takes no text
    }

    @Test func rightToLeftAShortTextSitsAgainstTheFieldsRightWithItsCaret() {
        var field = TextField("abc", style: TextStyle(size: 17, color: Palette.light.label))
        let box = Rect(x: 10, y: 0, width: 200, height: 30)
        field.width = box.width
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        field.draw(in: box, into: &list, appearance: .light)
        let width = field.measure.width(of: "abc", style: field.style)
        let texts = list.commands.compactMap { command -> Rect? in if case .text(_, _, let frame, _) = command { return frame } else { return nil } }
        #expect(texts.first?.x == box.maxX - width - 1)  // against the right, one point in for the caret
        #expect(list.textInputArea?.x == box.maxX - 1)  // the caret after the last character, at the right end
        var ltr = DisplayList()
        field.draw(in: box, into: &ltr, appearance: .light)
        #expect(ltr.commands.compactMap { command -> Rect? in if case .text(_, _, let frame, _) = command { return frame } else { return nil } }.first?.x == box.x)
    }
}
