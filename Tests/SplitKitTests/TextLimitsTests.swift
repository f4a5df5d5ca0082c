// Text limits: a field keeps characters, scalars, UTF-8 bytes and the scalars of one character within bounds, whatever
// is typed, pasted, composed or set — a ZWJ chain of 5,000 emoji or a megabyte of combining marks is one "character".
import Testing
import SplitKit

@Suite("Text limits")
struct TextLimitsTests {
    let acute = "\u{301}"
    let woman = "\u{1F469}", zwj = "\u{200D}"

    /// Within every limit of `limits`, each checked on its own.
    func isWithin(_ text: String, _ limits: TextLimits = .standard) -> Bool {
        text.count <= limits.characters && text.unicodeScalars.count <= limits.scalars && text.utf8.count <= limits.utf8Bytes
            && text.allSatisfy { $0.unicodeScalars.count <= limits.scalarsPerCharacter }
    }

    @Test func theStandardLimitsAreWhatTheDocumentationSays() {
        let limits = TextLimits.standard
        #expect(limits.characters == 200 && limits.scalars == 1_000 && limits.utf8Bytes == 2_000 && limits.scalarsPerCharacter == 31)
        #expect(TextField().limits == .standard && TextField().maximumLength == 200)
    }

    @Test func aChainOfFiveThousandJoinedEmojiIsCutToOneCharacterOfThirtyOneScalars() {
        // One grapheme cluster of 9,999 scalars, 34,997 bytes: 200 "characters" used to let through any number of them.
        let chain = Array(repeating: woman, count: 5_000).joined(separator: zwj)
        #expect(chain.count == 1)
        var field = TextField("")
        field.send(.text(chain, time: 0))
        #expect(field.text.count == 1 && field.caret == 1)
        #expect(field.text.unicodeScalars.count == 31)  // 16 women and the 15 joiners between them
        #expect(field.text == Array(repeating: woman, count: 16).joined(separator: zwj))
        #expect(isWithin(field.text))
    }

    @Test func aMegabyteOfCombiningMarksOnOneLetterKeepsThirtyOfThem() {
        let marks = "a" + String(repeating: acute, count: 500_000)  // 1,000,001 bytes, one character
        #expect(marks.count == 1 && marks.utf8.count == 1_000_001)
        var field = TextField("Ava ")
        field.send(.text(marks, time: 0))
        #expect(field.text == "Ava a" + String(repeating: acute, count: 30))
        #expect(field.caret == 5 && isWithin(field.text))
        // Another mark typed after it joins it, and is dropped: the character already has its 31 scalars.
        field.send(.text(acute, time: 0))
        #expect(field.text == "Ava a" + String(repeating: acute, count: 30) && field.caret == 5)
        // A letter after it is a character of its own, and goes in.
        field.send(.text("b", time: 0))
        #expect(field.text.hasSuffix("b") && field.caret == 6)
    }

    @Test func eachLimitStopsTypingAtTheCharacterThatWouldPassIt() {
        let limits = TextLimits(characters: 10, scalars: 12, utf8Bytes: 20, scalarsPerCharacter: 3)
        var scalars = TextField(limits: limits)
        scalars.send(.text(String(repeating: "e" + acute, count: 10), time: 0))  // 2 scalars, 3 bytes each
        #expect(scalars.text == String(repeating: "e" + acute, count: 6))  // 12 scalars, before the 10 characters
        var bytes = TextField(limits: limits)
        bytes.send(.text("日本語のかな", time: 0))  // 3 bytes each
        #expect(bytes.text == "日本語のかな".prefix(6).description && bytes.text.utf8.count == 18)
        bytes.send(.text("語", time: 0))
        #expect(bytes.text.utf8.count == 18)  // 21 bytes would pass the 20
        var characters = TextField(limits: limits)
        characters.send(.text("abcdefghijklmnop", time: 0))
        #expect(characters.text == "abcdefghij" && characters.caret == 10)
    }

    @Test func whatIsTypedGoesInAtTheCaretAndTheTextAfterItStays() {
        var field = TextField("Ava Lindqvist", limits: TextLimits(characters: 16))
        for _ in 0..<9 { field.send(.key(.left, [], time: 0)) }  // after "Ava "
        field.send(.text("Maria Sofia ", time: 0))
        #expect(field.text == "Ava MarLindqvist" && field.caret == 7)
    }

    @Test func setTextAndAnInitialTextAreLimitedAlike() {
        let huge = "Z" + String(repeating: "\u{308}", count: 100_000)
        let field = TextField(huge)
        #expect(field.text == "Z" + String(repeating: "\u{308}", count: 30) && field.caret == 1)
        var set = TextField("")
        set.setText(String(repeating: "x", count: 5_000))
        #expect(set.text.count == 200 && set.caret == 200)
    }

    @Test func aCompositionIsLimitedToo() {
        var field = TextField("")
        field.send(.composition("a" + String(repeating: acute, count: 10_000), cursor: 1, time: 0))
        #expect(field.composition?.text.unicodeScalars.count == 31)
    }

    @Test func aJoinerLeftAtTheEndOfACutIsDroppedSoTheCharacterDoesNotJoinTheNext() {
        let limits = TextLimits(scalarsPerCharacter: 4)
        let three = [woman, woman, woman].joined(separator: zwj)  // 5 scalars: the first 4 end with a joiner
        #expect(limits.capped(three) == woman + zwj + woman)
        #expect(limits.capped(three + "a") == woman + zwj + woman + "a")
        #expect(limits.limited(three + three) == woman + zwj + woman + woman + zwj + woman)  // two characters, each cut
    }

    @Test func onlyTheBeginningOfAHugeTextIsLookedAtAndCutBetweenScalars() {
        let limits = TextLimits(characters: 200, scalars: 1_000, utf8Bytes: 7)
        #expect(limits.limited("日本語") == "日本")  // 9 bytes: the third character would end at 9
        #expect(limits.limited("ab日本") == "ab日")  // byte 7 falls inside 本: cut before it
        let limited = TextLimits.standard.limited(String(repeating: "é", count: 1_000_000))
        #expect(limited.count == 200 && isWithin(limited))
    }

    @Test func aCharacterCutByWhatIsLookedAtIsNotTakenInPart() {
        // Only the first 20 bytes are looked at: they end with 👩, the start of the second 👩🏽‍💻 — another character.
        let technologist = "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"  // 15 bytes
        var field = TextField(limits: TextLimits(utf8Bytes: 20))
        field.send(.text(technologist + technologist, time: 0))
        #expect(field.text == technologist)
        #expect(TextLimits(utf8Bytes: 20).limited(technologist + technologist) == technologist)
        // A character that already has its 31 scalars when the look stops is kept, cut as it would be anyway; one that
        // has fewer is not (its 31 scalars would not fit: 61 bytes).
        #expect(TextLimits(utf8Bytes: 100).limited("a" + String(repeating: acute, count: 100)).unicodeScalars.count == 31)
        #expect(TextLimits(utf8Bytes: 20).limited("a" + String(repeating: acute, count: 100)).isEmpty)
        #expect(TextLimits(utf8Bytes: 6).limited("日本語") == "日本")  // cut between characters: both kept
    }

    @Test func limitingTwiceChangesNothing() {
        for text in ["Ava", String(repeating: "👩‍💻", count: 300), "a" + String(repeating: acute, count: 50) + "b",
                     Array(repeating: woman, count: 100).joined(separator: zwj), String(repeating: "\u{1100}", count: 80)] {
            let once = TextLimits.standard.limited(text)
            #expect(TextLimits.standard.limited(once) == once)
            #expect(TextLimits.standard.allows(once) && isWithin(once))
        }
    }
}
