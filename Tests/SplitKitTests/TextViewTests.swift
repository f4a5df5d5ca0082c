// The multi-line text view without a window: wrapping to its width, line height, clamped scrolling, visible lines.
import Testing
import SplitKit

@Suite("Text view")
struct TextViewTests {
    /// Every character 10 points wide.
    let tenPoints = TextMeasure(id: "ten") { text, _ in Double(text.count) * 10 }
    var style: TextStyle { TextStyle(size: 16, color: Palette.light.label, lineHeight: 20) }

    func view(_ text: String, width: Double = 100, height: Double = 60) -> TextView {
        var v = TextView(text: text, style: style, measure: tenPoints)
        v.place(in: Rect(x: 10, y: 50, width: width, height: height))
        return v
    }

    /// `TextView.keys` names what the view scrolls with: each is used, and other keys are left alone.
    @Test func theViewTakesExactlyItsKeys() {
        let text = (1...10).map { "line\($0)" }.joined(separator: "\n")
        for k in TextView.keys {
            var v = view(text)
            let used = v.send(.key(k, [], time: 0))
            #expect(used, "\(k.name)")
        }
        for k in [Key.left, .right, .tab, .enter, .space, .escape] {
            var v = view(text)
            let used = v.send(.key(k, [], time: 0))
            #expect(!used, "\(k.name)")
        }
    }

    @Test func textWrapsAtSpacesToTheWidthAndNewlinesStartLines() {
        let v = view("one two three four\n\nfive")
        #expect(v.lines == ["one two", "three four", "", "five"])
        #expect(v.contentHeight == 80)
        var wider = v
        wider.place(in: Rect(x: 10, y: 50, width: 200, height: 60))
        #expect(wider.lines == ["one two three four", "", "five"])
        #expect(view("").lines.isEmpty)
    }

    @Test func scrollingByWheelAndKeysStaysWithinTheContent() {
        var v = view((1...10).map { "line\($0)" }.joined(separator: "\n"))  // 10 lines, 200 points, 60 show
        #expect(v.maximumScroll == 140)
        let over = v.send(.scroll(dx: 0, dy: 30, at: Point(x: 50, y: 80), time: 0))
        #expect(over)
        #expect(v.scroll == 30)
        let beside = v.send(.scroll(dx: 0, dy: 30, at: Point(x: 500, y: 80), time: 0))
        #expect(!beside)  // not over the view
        v.send(.key(.down, [], time: 0))
        #expect(v.scroll == 50)
        v.send(.key(.pageDown, [], time: 0))  // a screenful less a line: 40
        #expect(v.scroll == 90)
        v.send(.key(.end, [], time: 0))
        #expect(v.scroll == 140)
        v.send(.scroll(dx: 0, dy: 500, at: Point(x: 50, y: 80), time: 0))
        #expect(v.scroll == 140)
        v.send(.key(.home, [], time: 0))
        #expect(v.scroll == 0)
        v.send(.key(.up, [], time: 0))
        #expect(v.scroll == 0)
        let left = v.send(.key(.left, [], time: 0))
        #expect(!left)
        v.send(.key(.end, [], time: 0))
        v.place(in: Rect(x: 10, y: 50, width: 100, height: 150))  // taller: less to scroll
        #expect(v.scroll == 50)
    }

    @Test func onlyTheVisibleLinesAreDrawnClippedToTheFrame() {
        var v = view((1...10).map { "line\($0)" }.joined(separator: "\n"))
        v.send(.scroll(dx: 0, dy: 30, at: Point(x: 50, y: 80), time: 0))
        #expect(v.visibleLines == 1..<5)  // 30 ... 90: half of line 2 to half of line 5
        var list = DisplayList()
        v.draw(into: &list)
        #expect(list.commands.first == .pushClip(v.frame) && list.commands.last == .popClip)
        let texts = list.commands.compactMap { if case .text(let s, _, let r, _) = $0 { (s, r) } else { nil } }
        #expect(texts.map(\.0) == ["line2", "line3", "line4", "line5"])
        #expect(texts[0].1 == Rect(x: 10, y: 50 + 20 - 30, width: 100, height: 20))
    }
}
