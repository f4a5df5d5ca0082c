// Text a program did not write, among its own: isolated, quoted by an excerpt, and told apart when it draws nothing.
import Testing
import SplitKit

@Suite("User text")
struct UserTextIsolationTests {
    @Test func isolatedTextIsBetweenFirstStrongIsolateAndPopDirectionalIsolate() {
        #expect(UserText.isolated("Ava \u{202E}gnp.exe") == "\u{2068}Ava \u{202E}gnp.exe\u{2069}")
        #expect(UserText.isolated("") == "\u{2068}\u{2069}")
    }

    @Test func anExcerptIsTheTextWhenShortAndItsBeginningWithAnEllipsisWhenNot() {
        #expect(UserText.excerpt("ben.example.com") == "ben.example.com")
        #expect(UserText.excerpt(String(repeating: "y", count: 32)) == String(repeating: "y", count: 32))
        #expect(UserText.excerpt(String(repeating: "y", count: 33)) == String(repeating: "y", count: 31) + "…")
        #expect(UserText.excerpt("Ava Lindqvist is here", characters: 5) == "Ava…")  // no space before the "…"
        // One character of a megabyte: its first 31 scalars, and the "…" says something was left out.
        let marks = "a" + String(repeating: "\u{301}", count: 500_000)
        #expect(UserText.excerpt(marks) == "a" + String(repeating: "\u{301}", count: 30) + "…")
    }

    @Test(arguments: ["\u{202E}", "\u{3164}", "\u{2800}", "\u{00AD}", "\u{034F}", "\u{2066}\u{2069}", "\u{115F}\u{1160}",
                      "\u{FFA0}", " \u{3000}\u{00A0}", "\u{200B}\u{200D}\u{FEFF}", "\u{FE0F}", "\u{301}", "\u{E0041}", "\u{061C}",
                      "\u{180E}", "\u{2028}", ""])
    func textOfCharactersThatDrawNothingHasNoVisibleCharacter(text: String) {
        #expect(!UserText.hasVisibleCharacter(text))
        #expect(UserText.invisibleScalars(in: text) == Array(text.unicodeScalars).reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    @Test(arguments: ["Ava", "שלום", "مرحبا", "日本語", "🙂", "e\u{301}", "\u{202E}Ava", "\u{3164}x", "\u{20DD}", "ก", "\u{0903}"])
    func textWithALetterSymbolOrSpacingMarkHasAVisibleCharacter(text: String) {
        #expect(UserText.hasVisibleCharacter(text))
    }

    @Test func scalarsAreNamedAsUnicodeNamesThem() {
        #expect(UserText.name(of: "\u{202E}") == "U+202E RIGHT-TO-LEFT OVERRIDE")
        #expect(UserText.name(of: "\u{AD}") == "U+00AD SOFT HYPHEN")
        #expect(UserText.name(of: "\u{E0041}") == "U+E0041 TAG LATIN CAPITAL LETTER A")
    }
}
