// Interface text reads in the interface's direction, user content by its first strong letter (issue 36, item 3).
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Text base direction")
struct TextBaseDirectionTests {
    /// The title: a Hebrew sentence that starts with a Latin word and a number.
    static let title = "Swift 6.3 שוחררה עם שיפורים ב-Linux"

    func split(_ direction: LayoutDirection, width: Double = 1200) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.layoutDirection = direction
        return try! SplitViewState(configuration: c, size: Size(width: width, height: 700), primaryPage: NavigationPage(id: "feeds", title: "Feeds"))
    }

    /// Each text command's string and the direction it reads in.
    func directions(_ list: DisplayList) -> [String: TextDirection] {
        var found: [String: TextDirection] = [:]
        for case .text(let string, let style, _, _) in list.commands { found[string] = style.direction }
        return found
    }

    @Test func styleReadsInTheInterfacesDirectionUnlessSet() {
        #expect(TextStyle(size: 17, color: Palette.light.label).direction == .interface)
        #expect(TextStyle(size: 17, color: Palette.light.label, direction: .content).direction == .content)
        #expect(TextDirection.interface.resolved(in: .rightToLeft) == .rightToLeft)
        #expect(TextDirection.interface.resolved(in: .leftToRight) == .leftToRight)
        for explicit in [TextDirection.content, .leftToRight, .rightToLeft] {
            #expect(explicit.resolved(in: .rightToLeft) == explicit && explicit.resolved(in: .leftToRight) == explicit)
        }
        #expect(TextDirection.interface.paragraphDirection(of: Self.title, in: .rightToLeft) == .rightToLeft)
        #expect(TextDirection.content.paragraphDirection(of: Self.title, in: .rightToLeft) == .leftToRight)  // "Swift" first
        #expect(TextDirection.content.paragraphDirection(of: "שלום Ava", in: .leftToRight) == .rightToLeft)
        #expect(TextDirection.content.paragraphDirection(of: "123", in: .rightToLeft) == .leftToRight)  // no strong letter
    }

    @Test func theDisplayListCarriesTheInterfacesDirectionOnEachText() {
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        list.text("interface", TextStyle(size: 17, color: Palette.light.label), in: Rect(x: 0, y: 0, width: 100, height: 20))
        list.text("content", TextStyle(size: 17, color: Palette.light.label, direction: .content), in: Rect(x: 0, y: 0, width: 100, height: 20))
        list.text("ltr", TextStyle(size: 17, color: Palette.light.label, direction: .leftToRight), in: Rect(x: 0, y: 0, width: 100, height: 20))
        list.layoutDirection = .leftToRight
        list.text("interface, ltr", TextStyle(size: 17, color: Palette.light.label), in: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(directions(list) == ["interface": .rightToLeft, "content": .content, "ltr": .leftToRight, "interface, ltr": .leftToRight])
    }

    @Test func theSplitsTitlesAndTheHostsRowsReadInTheSplitsDirection() {
        for direction in LayoutDirection.allCases {
            var s = split(direction)
            s.send(.showDetail(NavigationPage(id: "1", title: Self.title), time: 0))
            s.advance(to: 2)
            var list = DisplayList()
            s.draw(into: &list) { column in
                ColumnContent(title: column == .primary ? "Feeds" : Self.title) { frame, list in
                    list.text("row " + Self.title, TextStyle(size: 17, color: Palette.light.label), in: frame)
                }
            }
            let read = directions(list), expected: TextDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            #expect(read[Self.title] == expected, "the detail's title, \(direction)")
            #expect(read["Feeds"] == expected, "the primary's title, \(direction)")
            #expect(read["row " + Self.title] == expected, "the host's text, \(direction)")
        }
    }

    @Test func aBackButtonReadsByItsOwnTextWhichIsMadeForTheDirection() {
        let frame = Rect(x: 0, y: 0, width: 1000, height: 700)
        let rtl = ToolbarLayout(title: Self.title, in: frame, leading: .back("Feeds"), trailing: .text("Save"), appearance: .light,
                                direction: .rightToLeft)
        #expect(rtl.title.direction == .interface && rtl.trailing?.direction == .interface)
        #expect(rtl.leading?.direction == .content && rtl.leading?.text == "Feeds ›")
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        list.toolbar(Self.title, in: frame, appearance: .light, leading: .back("Feeds"), trailing: .text("Save"))
        #expect(directions(list) == [Self.title: .rightToLeft, "Feeds ›": .content, "Save": .rightToLeft])
    }

    @Test func listRowsReadInTheInterfacesDirection() {
        var rows = ListView(count: 2, rowHeight: 44)
        rows.place(in: Rect(x: 0, y: 0, width: 300, height: 200))
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        rows.draw(into: &list, appearance: .light) { $0 == 0 ? Self.title : "Linux" }
        #expect(directions(list) == [Self.title: .rightToLeft, "Linux": .rightToLeft])
    }

    @Test func aTextViewReadsEachParagraphItsOwnWayUnlessToldOtherwise() {
        let body = "Hello, world!\nשלום, עולם!"
        var view = TextView(text: body, style: TextStyle(size: 16, color: Palette.light.label))
        #expect(view.direction == .content)
        view.place(in: Rect(x: 0, y: 0, width: 600, height: 200))
        var list = DisplayList()
        list.layoutDirection = .rightToLeft
        view.draw(into: &list)
        #expect(directions(list) == ["Hello, world!": .leftToRight, "שלום, עולם!": .rightToLeft])
        view.direction = .interface
        var interface = DisplayList()
        interface.layoutDirection = .rightToLeft
        view.draw(into: &interface)
        let read = directions(interface)
        #expect(read.values.allSatisfy { $0 == .rightToLeft }, "\(read)")
        #expect(read.count == 2)
    }

    /// A measurer that writes down the direction each text is measured in.
    final class Recorder: @unchecked Sendable {
        var seen: [TextDirection] = []
        lazy var measure = TextMeasure(id: "recorder") { [self] text, style in
            seen.append(style.direction)
            return Double(text.count) * 10
        }
    }

    @Test func interfaceTextIsMeasuredInTheSplitsDirection() {
        let recorder = Recorder()
        var s = split(.rightToLeft)
        s.send(.setTextMeasure(recorder.measure))
        #expect(s.appearance.textMeasure.interfaceDirection == .rightToLeft)
        recorder.seen = []
        _ = s.appearance.textMeasure.width(of: Self.title, style: TextStyle(size: 17, color: Palette.light.label))
        _ = s.appearance.textMeasure.width(of: Self.title, style: TextStyle(size: 17, color: Palette.light.label, direction: .content))
        #expect(recorder.seen == [.rightToLeft, .content])
        s.send(.setLayoutDirection(.leftToRight))
        recorder.seen = []
        _ = s.appearance.textMeasure.caretPosition(in: Self.title, at: 3, style: TextStyle(size: 17, color: Palette.light.label))
        #expect(recorder.seen == [.leftToRight])
        // A new look keeps measuring the split's way.
        s.send(.setLayoutDirection(.rightToLeft))
        s.send(.setAppearance(.dark))
        #expect(s.appearance.textMeasure.interfaceDirection == .rightToLeft)
        // Toolbars measure their titles as they are drawn, whatever measure they are handed.
        recorder.seen = []
        _ = ToolbarLayout(title: Self.title, in: Rect(x: 0, y: 0, width: 500, height: 700), appearance: Appearance(textMeasure: recorder.measure),
                          direction: .rightToLeft)
        #expect(recorder.seen == [.rightToLeft])
    }

    @Test func aRunningSplitTakesANewDirection() {
        var s = split(.leftToRight)
        let primaryLeft = s.layout.primary.x
        s.send(.setLayoutDirection(.rightToLeft))
        #expect(s.configuration.layoutDirection == .rightToLeft)
        #expect(s.layout.primary.maxX == 1200 && primaryLeft == 0)
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "Feeds") { _, _ in } }
        #expect(directions(list)["Feeds"] == .rightToLeft)
    }
}
