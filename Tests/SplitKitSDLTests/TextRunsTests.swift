// Lines cut into runs: FriBidi's levels and visual order, scripts for HarfBuzz, and a face per character.
import Testing
@testable import SplitKitSDL

@Suite("Text runs")
struct TextRunsTests {
    func runs(_ text: String, _ base: TextRuns.Base = .firstStrong) -> [String] {
        TextRuns.runs(of: text, base: base) { _, _ in 0 }.runs.map { "\($0.isRightToLeft ? "R" : "L") \($0.script) \($0.text)" }
    }

    @Test func aHebrewLineIsOneRightToLeftRunInTheOrderTyped() {
        #expect(runs("שלום עולם") == ["R Hebr שלום עולם"])
        #expect(TextRuns.runs(of: "שלום עולם") { _, _ in 0 }.rightToLeft)
    }

    @Test func mixedTextRunsInVisualOrderWithNumbersLeftToRightInside() {
        // UAX #9: "שלום 123" is one right-to-left stretch, so 123 shows left of the Hebrew word; the space before
        // "world" sits between a number and Latin in a left-to-right paragraph, so it stays left to right.
        #expect(runs("Hello שלום 123 world") == ["L Latn Hello ", "L Hebr 123", "R Hebr שלום ", "L Hebr  ", "L Latn world"])
    }

    @Test func aRightToLeftParagraphPutsLatinOnTheLeftOfWhatCameBefore() {
        #expect(runs("שלום hello") == ["L Latn hello", "R Hebr שלום "])
        #expect(runs("hello", .rightToLeft) == ["L Latn hello"])
    }

    @Test func theEllipsisOfACutRightToLeftLineIsAtItsVisualEnd() {
        // Cut in typing order with "…" added: the ellipsis joins the right-to-left run, drawn at its left end.
        #expect(runs("שלום עול…") == ["R Hebr שלום עול…"])
        // In a left-to-right line the visual end is the right: the ellipsis after a Hebrew word goes there.
        #expect(runs("Hello שלום…") == ["L Latn Hello ", "R Hebr שלום", "L Hebr …"])
    }

    @Test func aBackButtonsMarksPutItsChevronAtTheOuterEnd() {
        // Right to left: one right-to-left run, "‹" first, so drawn rightmost (and mirrored to "›" by HarfBuzz).
        #expect(runs("\u{200F}‹ פריטים") == ["R Hebr \u{200F}‹ פריטים"])
        // Left to right: the chevron stays in a left-to-right run at the left.
        #expect(runs("\u{200E}‹ פריטים").first?.hasPrefix("L ") == true)
        #expect(runs("\u{200E}‹ פריטים").last == "R Hebr פריטים")
    }

    @Test func aWrappedLineOfAHebrewParagraphReadsRightToLeftByItsMark() {
        // TextView marks a line of a Hebrew paragraph that starts with Latin: the full stop at its logical end then
        // sits at the paragraph's visual end, the left, as in the lines before it — without the mark, at the right.
        #expect(runs("Haifa.") == ["L Latn Haifa."])
        let marked = runs("\u{200F}Haifa.")
        #expect(marked.first?.hasSuffix(".") == true && marked.first?.hasPrefix("R ") == true)
        #expect(marked.contains("L Latn Haifa"))
    }

    @Test func arabicAndJapaneseKeepTheirScripts() {
        #expect(runs("مرحبا بالعالم") == ["R Arab مرحبا بالعالم"])
        #expect(runs("漢字とかな") == ["L Hani 漢字", "L Hira とかな"])
    }

    @Test func aCombiningMarkStaysWithItsBaseAndFacesSplitRuns() {
        let cut = TextRuns.runs(of: "ae\u{301}漢") { scalar, _ in scalar.value >= 0x3000 ? 1 : 0 }.runs
        #expect(cut.map(\.text) == ["ae\u{301}", "漢"])
        #expect(cut.map(\.face) == [0, 1])
    }

    @Test func emojiPresentationFollowsUnicodeAndASequenceStaysInOneRun() {
        func shown(_ text: String) -> [Bool] {
            let scalars = Array(text.unicodeScalars)
            return scalars.indices.map { TextRuns.isShownAsEmoji(scalars, at: $0) }
        }
        #expect(shown("a🙂✅") == [false, true, true])  // emoji presentation by default
        #expect(shown("☺\u{FE0F}☺") == [true, false, false])  // ☺ is text unless U+FE0F asks for an emoji
        #expect(shown("🙂\u{FE0E}1\u{FE0F}") == [false, false, true, false])  // U+FE0E asks for text; a keycap's digit
        // 👩‍💻 (woman, zero-width joiner, laptop) and a skin tone stay in the emoji face's run, to be shaped together.
        let cut = TextRuns.runs(of: "ok 👩\u{200D}💻👍🏽") { scalar, emoji in emoji ? 1 : 0 }.runs
        #expect(cut.map(\.text) == ["ok ", "👩\u{200D}💻👍🏽"])
        #expect(cut.map(\.face) == [0, 1])
    }

    @Test func latinIsSimple() {
        #expect(TextRuns.isSimple("Chloé Martin — ünïcode"))
        #expect(!TextRuns.isSimple("Chloé שלום"))
    }
}
