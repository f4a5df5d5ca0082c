// Issue 36: a line reads in the base direction its style asks for — the interface's, its own first strong letter's, or
// one given — in FriBidi's order, in what is measured and in the pixels drawn.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@MainActor
@Suite("Text base direction", .serialized)
struct TextBaseDirectionSDLTests {
    /// A Hebrew sentence that starts with a Latin word and a number.
    static let title = "Swift 6.3 שוחררה עם שיפורים ב-Linux"
    let black = TextStyle(size: 17, color: Color(hex: 0x000000))

    func runs(_ text: String, _ base: TextRuns.Base) -> [String] {
        TextRuns.runs(of: text, base: base) { _, _ in 0 }.runs.map { "\($0.isRightToLeft ? "R" : "L") \($0.text)" }
    }

    @Test func aRightToLeftParagraphPutsTheLatinWordFirstAtTheRight() {
        // Visual order, left to right on screen. Right to left: "Linux" leftmost, then the Hebrew words, "Swift 6.3" at
        // the right, where the sentence starts.
        // (The space after "6.3" is a run of its own: it takes the script before it, Latin, and the paragraph's level.)
        #expect(runs(Self.title, .rightToLeft) == ["L Linux", "R שוחררה עם שיפורים ב-", "R  ", "L Swift 6.3"])
        // By its first strong letter it is a left-to-right line, "Swift" at the left: what every title was before.
        #expect(runs(Self.title, .firstStrong) == ["L Swift 6.3 ", "R שוחררה עם שיפורים ב", "L -", "L Linux"])
        #expect(runs(Self.title, .leftToRight) == runs(Self.title, .firstStrong))
        #expect(TextRuns.Base(.content) == .firstStrong && TextRuns.Base(.rightToLeft) == .rightToLeft)
        #expect(TextRuns.Base(.leftToRight) == .leftToRight && TextRuns.Base(.interface) == .leftToRight)
        // A line of Latin alone is no simple line right to left: its full stop goes to the left.
        #expect(runs("Items.", .rightToLeft) == ["R .", "L Items"])
        #expect(TextRuns.isSimple("Items.", base: .leftToRight) && !TextRuns.isSimple("Items.", base: .rightToLeft))
    }

    func canvas(_ w: Double = 600, _ h: Double = 40) throws -> OffscreenCanvas {
        try OffscreenCanvas(size: Size(width: w, height: h), fontPath: FontLocator.fontPath(explicitPath: nil))
    }

    /// The ink of each pixel column of `text` drawn by `list`'s way in a 600 × 40 canvas, against its left edge.
    func columns(_ text: String, _ style: TextStyle, in direction: LayoutDirection) throws -> [Int] {
        let c = try canvas()
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 600, height: 40), Color(hex: 0xFFFFFF))
        list.layoutDirection = direction
        // Against the left edge on screen whatever the direction: a command, not DisplayList.text's leading.
        list.commands.append(.text(text, style, in: Rect(x: 0, y: 0, width: 600, height: 40), alignment: .leading))
        c.draw(list)
        return (0..<600).map { x in (0..<40).reduce(0) { $0 + 255 - Int(c.pixel(x: x, y: $1).red) } }
    }

    /// Where `part`, drawn alone, is found in `line`'s columns (the best match of its ink), in pixels from the left.
    func offset(of part: [Int], in line: [Int]) -> Int {
        let width = (part.lastIndex { $0 > 0 } ?? 0) + 1
        func difference(at x: Int) -> Int {
            var sum = 0
            for i in 0..<width { sum += abs(line[x + i] - part[i]) }
            return sum
        }
        var best = 0
        for x in 0...(line.count - width) where difference(at: x) < difference(at: best) { best = x }
        return best
    }

    @Test func theMixedTitleDrawsSwiftAtTheRightInARightToLeftInterfaceAndAtTheLeftAsContent() throws {
        let swift = try columns("Swift 6.3", black, in: .leftToRight)
        let lineWidth = try Int(canvas().displayListRenderer.textCache.width(of: Self.title, style: black, scale: 1))
        // Interface text in a right-to-left list: the command still says "the interface's", the renderer reads the list's.
        let interface = try columns(Self.title, black, in: .rightToLeft)
        let atRight = offset(of: swift, in: interface)
        #expect(atRight > lineWidth / 2, "Swift drawn at \(atRight) of \(lineWidth)")
        // Its own direction: left to right by "Swift", so Swift at the left.
        var content = black
        content.direction = .content
        let own = try columns(Self.title, content, in: .rightToLeft)
        #expect(offset(of: swift, in: own) <= 1)
        // Explicitly right to left draws as the interface's right to left; left to right as content here.
        var rtl = black
        rtl.direction = .rightToLeft
        #expect(try columns(Self.title, rtl, in: .leftToRight) == interface)
        #expect(try columns(Self.title, black, in: .leftToRight) == own)
    }

    @Test func theWidthMeasuredInADirectionIsTheWidthDrawnInIt() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for direction in [TextDirection.content, .leftToRight, .rightToLeft] {
            var style = black
            style.direction = direction
            for text in [Self.title, "Items.", "Ava שלום 123 مرحبا 日本 🙂"] {
                let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: 2))
                defer { SDL_FreeSurface(surface) }
                #expect(try fonts.pixelWidth(of: text, style: style, scale: 2) == surface.pointee.w, "\(direction) \(text)")
            }
        }
        // A measure told the interface reads right to left measures interface text so, caret included: the caret
        // before "Swift" (the line's start) is at the right end.
        var measure = fonts.textMeasure(scale: 1)
        measure.interfaceDirection = .rightToLeft
        let width = measure.width(of: Self.title, style: black)
        #expect(measure.caretPosition(in: Self.title, at: 0, style: black) > width / 2)
        measure.interfaceDirection = .leftToRight
        #expect(measure.caretPosition(in: Self.title, at: 0, style: black) == 0)
    }

    @Test func aRightToLeftLineCutShortEndsWithItsEllipsisAtTheLeft() throws {
        let c = try canvas()
        let cache = c.displayListRenderer.textCache
        var rtl = black
        rtl.direction = .rightToLeft
        let shown = try cache.fitted(Self.title, style: rtl, scale: 1, maxWidth: 150)
        #expect(shown.hasSuffix("…") && shown.hasPrefix("Swift"), "\(shown)")  // the logical end is cut
        // Drawn right to left, the ellipsis (the logical end) is at the left: its three dots sit in the first columns.
        let line = try columns(shown, rtl, in: .rightToLeft)
        let ellipsis = try columns("…", black, in: .leftToRight)
        #expect(offset(of: ellipsis, in: line) <= 1)
    }
}
