// Breaking text into lines: at spaces, and a word wider than a line between its characters.
import SplitKit
import Testing

@Suite("Text measure lines")
struct TextMeasureTests {
    /// 10 points per character, whatever the style.
    let measure = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }
    let style = TextStyle(size: 10, color: Color(hex: 0))

    @Test func textBreaksAtSpacesIntoLinesThatFit() {
        #expect(measure.lines(of: "ab cd ef", width: 50, style: style) == ["ab cd", "ef"])
        #expect(measure.lines(of: "", width: 50, style: style).isEmpty)
    }

    @Test func aWordWiderThanALineBreaksBetweenItsCharacters() {
        let lines = measure.lines(of: "go ava.lindqvist@example.com now", width: 60, style: style)
        #expect(lines == ["go", "ava.li", "ndqvis", "t@exam", "ple.co", "m now"])
        #expect(lines.allSatisfy { measure.width(of: $0, style: style) <= 60 })
        #expect(measure.lines(of: "abc", width: 5, style: style) == ["a", "b", "c"])  // one character at least
    }
}
