// Over a separator at a limit the cursor shows only the way it can still move (iPadOS 26; issue 38).
import SplitKit
import Testing

@Suite("Separator cursor at its limits")
struct SeparatorCursorTests {
    private func cursor(_ s: SplitViewState) -> Cursor {
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: nil) { _, _ in } }
        return list.cursor
    }

    private func hovering(_ s: inout SplitViewState) {
        let handle = s.layout.separator!
        s.send(.pointerMove(Point(x: handle.midX, y: 300), time: 1))
    }

    @Test func bothWaysInBetweenOneWayAtTheMaximumAndBothAtASnappingMinimum() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 400)
        #expect(cursor(s) == .arrow)
        hovering(&s)
        #expect(cursor(s) == .resizeHorizontal)
        var widest = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 640)
        hovering(&widest)
        #expect(cursor(widest) == .resizeLeft)  // the list on the left can only get narrower: leftwards
        // At its minimum it can still snap shut (a minimum of 200): both ways.
        var narrowest = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 200)
        hovering(&narrowest)
        #expect(cursor(narrowest) == .resizeHorizontal)
        // With a minimum of 0 there is nothing to snap: only wider.
        var c = SplitConfiguration.specExample
        c.minimumPrimaryColumnWidth = 0
        var bare = try SplitViewState(configuration: c, size: Size(width: 1200, height: 800), userPrimaryWidth: 300)
        let x = bare.layout.separator!.midX
        bare.send(.pointerDown(Point(x: x, y: 300), time: 0))
        bare.send(.pointerMove(Point(x: x - 400, y: 300), time: 0.1))  // held at 0
        #expect(bare.layout.primaryWidth.width == 0 && cursor(bare) == .resizeRight)
    }

    @Test func aTrailingPrimaryMirrorsAndACollapsedHandleOnlyDragsOut() throws {
        var c = SplitConfiguration.specExample
        c.primaryEdge = .trailing
        var s = try SplitViewState(configuration: c, size: Size(width: 1200, height: 800), userPrimaryWidth: 640)
        hovering(&s)
        #expect(cursor(s) == .resizeRight)  // the list on the right gets narrower rightwards
        var collapsed = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        collapsed.send(.togglePrimary(time: 0))
        collapsed.advance(to: 1)
        hovering(&collapsed)
        #expect(cursor(collapsed) == .resizeRight)
        // Held in a drag to the maximum, the cursor says so too.
        var dragged = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 400)
        let x = dragged.layout.separator!.midX
        dragged.send(.pointerDown(Point(x: x, y: 300), time: 0))
        dragged.send(.pointerMove(Point(x: x + 500, y: 300), time: 0.1))
        #expect(cursor(dragged) == .resizeLeft)
    }

    /// A finger grabs a separator over 44 points around it (issue 38); the mouse over the 8 it always did.
    @Test func aFingerGrabsTheSeparatorOver44PointsTheMouseOver8() throws {
        func pressed(at dx: Double, touch: Bool) throws -> Bool {
            var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
            var touches = TouchPointer()
            let p = Point(x: s.layout.separator!.midX + dx, y: 300)
            let events: [InputEvent] = touch ? touches.pointerEvents(for: .touch(.down, finger: 1, at: p, time: 0)) : [.pointerDown(p, time: 0)]
            for event in events { s.send(event) }
            return s.separatorDrag != nil
        }
        #expect(try pressed(at: 21, touch: true) && pressed(at: -21, touch: true))
        #expect(try !pressed(at: 23, touch: true))
        #expect(try pressed(at: 3.5, touch: false) && !pressed(at: 5, touch: false) && !pressed(at: 21, touch: false))
        // The finger's width is for its own press only: a mouse press after it is the mouse's again.
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        var touches = TouchPointer()
        let x = s.layout.separator!.midX
        for event in touches.pointerEvents(for: .touch(.down, finger: 1, at: Point(x: x + 20, y: 300), time: 0)) { s.send(event) }
        for event in touches.pointerEvents(for: .touch(.up, finger: 1, at: Point(x: x + 20, y: 300), time: 0.1)) { s.send(event) }
        s.send(.pointerDown(Point(x: x + 20, y: 300), time: 1))
        #expect(s.separatorDrag == nil)
    }
}
