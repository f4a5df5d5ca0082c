// Paragraph direction without a window: the first strong letter decides, and a wrapped text view keeps each
// paragraph's direction on every one of its lines (aligned to its start, marked where a line would read the other way).
import Testing
import SplitKit

@Suite("Text direction")
struct TextDirectionTests {
    @Test func theFirstStrongLetterDecides() {
        #expect(LayoutDirection(firstStrongIn: "שלום world") == .rightToLeft)
        #expect(LayoutDirection(firstStrongIn: "world שלום") == .leftToRight)
        #expect(LayoutDirection(firstStrongIn: "123, «مرحبا»") == .rightToLeft)  // digits and punctuation are weak
        #expect(LayoutDirection(firstStrongIn: "٣ 東京") == .leftToRight)  // Arabic-Indic digits too; CJK is left to right
        #expect(LayoutDirection(firstStrongIn: "\u{200F}Item 3") == .rightToLeft)  // the marks are strong
        #expect(LayoutDirection(firstStrongIn: "\u{200E}שלום") == .leftToRight)
        #expect(LayoutDirection(firstStrongIn: "42 — 7…") == nil)
        #expect(LayoutDirection(firstStrongIn: "") == nil)
        #expect(LayoutDirection.rightToLeft.mark == "\u{200F}" && LayoutDirection.leftToRight.mark == "\u{200E}")
    }

    /// Every character 10 points wide.
    let tenPoints = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }

    func drawnLines(_ text: String, width: Double = 120, in direction: LayoutDirection = .leftToRight) -> [(String, TextAlignment)] {
        var view = TextView(text: text, style: TextStyle(size: 16, color: Palette.light.label, lineHeight: 20), measure: tenPoints)
        view.place(in: Rect(x: 0, y: 0, width: width, height: 400))
        var list = DisplayList()
        list.layoutDirection = direction
        view.draw(into: &list)
        return list.commands.compactMap {
            if case .text(let string, _, _, let alignment) = $0 { return (string, alignment) } else { return nil }
        }
    }

    @Test func aRightToLeftParagraphKeepsItsDirectionOnEveryWrappedLine() {
        // "שלום עולם" then Latin words: the second and third lines begin with Latin but belong to a Hebrew paragraph.
        let lines = drawnLines("שלום עולם Tel Aviv and Haifa\nplain words text")
        #expect(lines.map(\.0) == ["שלום עולם", "\u{200F}Tel Aviv and", "\u{200F}Haifa", "plain words", "text"])
        // On screen (a left-to-right list): the Hebrew paragraph against the right, the English one against the left.
        #expect(lines.map(\.1) == [.trailing, .trailing, .trailing, .leading, .leading])
    }

    @Test func aLeftToRightParagraphInARightToLeftListKeepsItsDirectionToo() {
        let lines = drawnLines("Seoul to בירות\nבירות, 2 יום\n42", in: .rightToLeft)
        // In a right-to-left list, text reads from the right: the Hebrew lines and the neutral "42" sit against the
        // right; the English paragraph against the left, its Hebrew-first line marked left to right.
        #expect(lines.map(\.0) == ["Seoul to", "\u{200E}בירות", "בירות, 2 יום", "\u{200F}42"])
        #expect(lines.map(\.1) == [.leading, .leading, .trailing, .trailing])
    }
}
