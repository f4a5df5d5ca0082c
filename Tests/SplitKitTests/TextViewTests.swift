// The multi-line text view without a window: wrapping to its width, line height, clamped scrolling, visible lines,
// and a long text wrapped lazily (only what shows, the top kept in place, the real end reached).
import Synchronization
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

    // MARK: A long text, wrapped lazily

    /// A measure of 10 points a character, as `tenPoints`, that counts its calls.
    final class CountingMeasure: Sendable {
        let calls = Mutex(0)
        var count: Int { calls.withLock { $0 } }
        var measure: TextMeasure {
            TextMeasure(id: "ten") { [self] text, _ in
                calls.withLock { $0 += 1 }
                return Double(text.count) * 10
            }
        }
    }

    /// `paragraphs` paragraphs "p0", "p1 lazily", "p2 lazily word", … of 1 to 7 words (up to 7 lines 100 points wide,
    /// often more than their length suggests: the estimates are off), every 13th empty.
    static func longText(paragraphs: Int) -> String {
        (0..<paragraphs).map { index in
            index % 13 == 12 ? "" : "p\(index)" + (0..<index % 7).map { $0 % 2 == 0 ? " lazily" : " word" }.joined()
        }.joined(separator: "\n")
    }

    /// `text`'s lines at `width`, every paragraph wrapped at once with `tenPoints`, as the view did before it wrapped
    /// lazily.
    func eagerLines(_ text: String, width: Double = 100) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            let lines = tenPoints.lines(of: String(paragraph), width: width, style: style)
            return lines.isEmpty ? [""] : lines
        }
    }

    /// The lines `view` draws and where.
    func drawn(_ view: TextView) -> [(text: String, rect: Rect)] {
        var list = DisplayList()
        view.draw(into: &list)
        return list.commands.compactMap { if case .text(let s, _, let r, _) = $0 { (s, r) } else { nil } }
    }

    /// Where `lines` (consecutive) are found in `all`, if they are.
    func offset(of lines: [String], in all: [String]) -> Int? {
        all.indices.first { start in start + lines.count <= all.count && all[start..<start + lines.count].elementsEqual(lines) }
    }

    @Test func aLongTextWrapsOnlyTheParagraphsThatShowAtEachWidth() {
        /// Measure calls to place a text of `paragraphs` paragraphs, to place it again at another width, and to page down.
        func calls(paragraphs: Int) -> [Int] {
            let counter = CountingMeasure(), text = Self.longText(paragraphs: paragraphs)
            var v = TextView(text: text, style: style, measure: counter.measure)
            v.place(in: Rect(x: 10, y: 50, width: 100, height: 60))
            let placed = counter.count
            v.place(in: Rect(x: 10, y: 50, width: 130, height: 60))
            let replaced = counter.count
            v.send(.key(.pageDown, [], time: 0))
            // What shows is what a whole wrap would show there.
            let head = eagerLines(Self.longText(paragraphs: 40), width: 130)
            #expect(drawn(v).map(\.text) == Array(head[v.visibleLines]))
            return [placed, replaced - placed, counter.count - replaced]
        }
        let short = calls(paragraphs: 2_000), long = calls(paragraphs: 200_000)
        #expect(long == short, "measure calls must not grow with the text")
        #expect(long[1] < 100, "\(long)")  // the words of the few paragraphs that show, not of 200,000 paragraphs
    }

    @Test func scrollingLineByLineVisitsEveryLineOnceInOrder() throws {
        let text = Self.longText(paragraphs: 600), expected = eagerLines(text)  // 13 KB: wrapped lazily
        var v = view(text)
        #expect(v.contentHeight != Double(expected.count) * 20)  // an estimate: most paragraphs have not shown
        #expect(v.lines == expected && v.lineDirections.count == expected.count)  // every line on demand, not kept
        #expect(v.contentHeight != Double(expected.count) * 20)
        var seen: [String] = []
        while true {
            let shown = drawn(v)
            try #require(shown.count == 3)
            #expect(shown[0].rect.y == v.frame.y)
            seen.append(shown[0].text)
            let before = v.scroll
            v.send(.key(.down, [], time: 0))
            if v.scroll == before {
                seen += shown.dropFirst().map(\.text)
                break
            }
        }
        #expect(seen == expected)
        #expect(v.contentHeight == Double(expected.count) * 20)  // exact once every paragraph has shown
        var back: [String] = []
        repeat {
            v.send(.key(.up, [], time: 0))
            back.append(try #require(drawn(v).first).text)
        } while v.scroll > 0
        #expect(Array(back.reversed()) == Array(expected.prefix(expected.count - 3)))
    }

    @Test func endShowsTheLastLineAtTheBottom() {
        let text = Self.longText(paragraphs: 20_000)
        let tail = eagerLines(text.split(separator: "\n", omittingEmptySubsequences: false).suffix(5).joined(separator: "\n"))
        var v = view(text)
        let estimated = v.maximumScroll
        v.send(.key(.end, [], time: 0))
        let end = drawn(v)
        #expect(v.scroll == v.maximumScroll && v.scroll != estimated)  // the estimate was replaced near the end
        #expect(end.map(\.text) == Array(tail.suffix(3)))
        #expect(end.last?.rect.maxY == v.frame.maxY)
        let last = v.scroll
        v.send(.key(.down, [], time: 0))
        v.send(.scroll(dx: 0, dy: 500, at: Point(x: 50, y: 80), time: 0))
        #expect(v.scroll == last)
        // Scrolling by the largest offset from the top reaches the same end; Home the start again.
        var jumped = view(text)
        jumped.scroll(by: jumped.maximumScroll)
        #expect(drawn(jumped).map(\.text) == end.map(\.text) && drawn(jumped).last?.rect.maxY == v.frame.maxY)
        v.send(.key(.home, [], time: 0))
        #expect(v.scroll == 0 && drawn(v).map(\.text) == Array(eagerLines(text).prefix(3)))
    }

    @Test func theLineAtTheTopStaysWhenTheEstimatesAboveItAreReplaced() throws {
        let text = Self.longText(paragraphs: 20_000), expected = eagerLines(text)
        var v = view(text)
        v.scroll(by: 100_000)  // a jump: it lands by the estimates, among paragraphs not wrapped yet
        let landed = drawn(v), start = v.scroll
        try #require(landed.count == 3)
        #expect(landed[0].rect.y == v.frame.y)
        // Page Up wraps the paragraphs above, replacing their estimates: the line that was at the top is two lines
        // lower (a page is the frame less a line), not anywhere else.
        v.send(.key(.pageUp, [], time: 0))
        try #require(drawn(v).count == 3)
        #expect(drawn(v)[2].text == landed[0].text && drawn(v)[2].rect.y == v.frame.y + 40)
        v.send(.key(.pageDown, [], time: 0))
        #expect(drawn(v).map(\.text) == landed.map(\.text) && drawn(v)[0].rect.y == v.frame.y)
        // Up, line by line: each time the line above comes in at the top and the others move down one line.
        var shown = landed.map(\.text), tops = Array(shown.reversed())
        for _ in 0..<200 {
            v.send(.key(.up, [], time: 0))
            let now = drawn(v).map(\.text)
            try #require(now.count == 3)
            #expect(Array(now.dropFirst()) == Array(shown.prefix(2)))
            tops.append(now[0])
            shown = now
        }
        #expect(offset(of: tops.reversed(), in: expected) != nil)  // 203 lines in a row of the whole wrap
        #expect(v.scroll != start - 200 * 20)  // the estimates above were replaced, the scroll offset adjusted
    }

    @Test func aNewWidthKeepsTheParagraphAtTheTop() throws {
        var v = view(Self.longText(paragraphs: 20_000))
        v.scroll(by: 100_000)
        while try !#require(drawn(v).first).text.hasPrefix("p") { v.send(.key(.up, [], time: 0)) }  // a paragraph's first line at the top
        let top = drawn(v), name = top[0].text.split(separator: " ")[0]
        v.place(in: Rect(x: 10, y: 50, width: 160, height: 60))
        let wider = try #require(drawn(v).first)
        #expect(wider.text.split(separator: " ")[0] == name && wider.rect.y == v.frame.y)
        v.place(in: Rect(x: 10, y: 50, width: 100, height: 60))
        #expect(drawn(v).map(\.text) == top.map(\.text) && drawn(v)[0].rect == top[0].rect)
    }
}
