// The text field on synthetic key and text events, including multibyte UTF-8 and combining marks.
import Testing
import SplitKit
import SplitKitScripting
@testable import SplitDemo

@Suite("Text field")
struct TextFieldStateTests {
    func send(_ field: inout TextFieldState, _ events: [InputEvent]) {
        for event in events { _ = field.handle(event) }
    }
    func key(_ k: Key) -> InputEvent { .key(k, [], time: 0) }
    func text(_ s: String) -> InputEvent { .text(s, time: 0) }

    @Test func typingMovingAndDeleting() {
        var field = TextFieldState("Ava")
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
        var field = TextFieldState("")
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
        var field = TextFieldState("Jose")
        send(&field, [text("\u{301}")])  // combining acute accent
        #expect(field.text == "José" && field.text.count == 4 && field.caret == 4)
        send(&field, [key(.backspace)])
        #expect(field.text == "Jos")  // the accented letter goes as one
    }

    @Test func controlCharactersAndOverlongTextAreKeptOut() {
        var field = TextFieldState("a")
        field.maximumLength = 5
        send(&field, [text("b\nc\u{7}"), text("defgh")])
        #expect(field.text == "abcde")
        let used = field.handle(key(.up))
        #expect(!used)  // not a text field key
    }

    @Test func secureFieldsShowBullets() {
        var field = TextFieldState("", isSecure: true)
        send(&field, [text("pässwörd")])
        #expect(field.displayText == "••••••••")
        #expect(field.text == "pässwörd")
    }
}
