// The way back for an inspector hidden beside the secondary (issue 38): a grab strip at the split's edge, shown on
// hover, dragged out 1:1, settling in past half its width, reachable by the keyboard and assistive technologies.
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Inspector grab strip")
struct InspectorGrabStripTests {
    let items = NavigationPage(id: "items", title: "Items")
    let details = NavigationPage(id: "details", title: "Details")

    /// The mail scene's inspector (280 ... 360, 0.3 of the width: 360 at 1200) on SPEC §2's worked example, hidden.
    func split(direction: LayoutDirection = .leftToRight) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.layoutDirection = direction
        c.minimumInspectorColumnWidth = 280
        c.maximumInspectorColumnWidth = 360
        return try! SplitViewState(configuration: c, size: Size(width: 1200, height: 700), primaryPage: items, inspectorPage: details)
    }

    func drag(_ s: inout SplitViewState, from x: Double, to end: Double, seconds: Double = 0.5) {
        s.send(.pointerDown(Point(x: x, y: 400), time: 1))
        for step in 1...10 {
            s.send(.pointerMove(Point(x: x + (end - x) * Double(step) / 10, y: 400), time: 1 + seconds * Double(step) / 10))
        }
        s.send(.pointerUp(Point(x: end, y: 400), time: 1 + seconds + 0.2))  // held still before the release: no fling
    }

    @Test func hiddenBesideTheSecondaryItLeavesAGrabStripAtTheEdgeDrawnOnHover() {
        var s = split()
        #expect(s.inspectorGrabStrip == Rect(x: 1192, y: 0, width: 8, height: 700))
        var list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "", draw: { _, _ in }) }
        let nothingDrawn = list
        s.send(.pointerMove(Point(x: 1196, y: 300), time: 0.5))
        list = DisplayList()
        s.draw(into: &list) { _ in ColumnContent(title: "", draw: { _, _ in }) }
        #expect(list != nothingDrawn && list.cursor == .resizeLeft)  // only towards the inside: it can only come out
        s.send(.key(.character("I"), KeyModifiers([.control, .alt]), time: 1))
        s.advance(to: 3)
        #expect(s.inspectorGrabStrip == nil)
    }

    @Test(arguments: [(900.0, 1.0), (1060, 0)])
    func draggedOut1to1ItComesInPastHalfItsWidthAndGoesBackShortOfIt(releasedAt x: Double, shown: Double) {
        var s = split()
        s.send(.pointerDown(Point(x: 1196, y: 400), time: 1))
        s.send(.pointerMove(Point(x: 1170, y: 400), time: 1.05))
        s.send(.pointerMove(Point(x: 1012, y: 400), time: 1.1))  // 184 points out: half its 360 and its separator's 8
        #expect(s.inspectorProgress == 0.5 && s.layout.inspectorSeparator?.x == 1200 - 184)
        s.send(.pointerMove(Point(x: x, y: 400), time: 1.3))
        s.send(.pointerUp(Point(x: x, y: 400), time: 1.6))
        s.advance(to: 3)
        #expect(s.inspectorProgress == shown && s.isInspectorShown == (shown == 1))
        if shown == 1 { #expect(s.inspectorFrame?.width == 360) }
    }

    @Test func aFlingOutBringsItInFromLessThanHalf() {
        var s = split()
        s.send(.pointerDown(Point(x: 1196, y: 400), time: 1))
        s.send(.pointerMove(Point(x: 1170, y: 400), time: 1.02))
        s.send(.pointerMove(Point(x: 1110, y: 400), time: 1.06))
        s.send(.pointerUp(Point(x: 1100, y: 400), time: 1.07))
        s.advance(to: 3)
        #expect(s.isInspectorShown)
    }

    @Test func aFingerGetsA44PointTargetAndTheContentNeverGetsThePress() {
        var s = split()
        s.send(.touch(.down, finger: 1, at: Point(x: 1160, y: 400), time: 1))
        let press = s.send(.pointerDown(Point(x: 1160, y: 400), time: 1))
        #expect(press.handled && s.interaction.name == "swipe")
        var mouse = split()
        #expect(!mouse.send(.pointerDown(Point(x: 1160, y: 400), time: 1)).handled)
    }

    @Test func rightToLeftItIsOnTheLeftEdge() {
        var s = split(direction: .rightToLeft)
        #expect(s.inspectorGrabStrip == Rect(x: 0, y: 0, width: 8, height: 700))
        s.send(.pointerDown(Point(x: 4, y: 400), time: 1))
        s.send(.pointerMove(Point(x: 30, y: 400), time: 1.05))
        s.send(.pointerMove(Point(x: 300, y: 400), time: 1.2))
        s.send(.pointerUp(Point(x: 300, y: 400), time: 1.5))
        s.advance(to: 3)
        #expect(s.isInspectorShown && s.inspectorFrame?.x == 0)
    }

    @Test func theKeyboardAndAssistiveTechnologiesReachIt() {
        var s = split()
        let node = s.accessibilityTree { _ in ColumnContent(title: "", draw: { _, _ in }) }.node(withID: AccessibleNode.ID.inspectorSeparator)
        #expect(node?.role == .separator && node?.actions == [.expand] && node?.value?.text == "inspector hidden")
        #expect(node?.states.contains(.focusable) == true && node?.states.contains(.expanded) == false)
        // Focused (Tab reaches it last), Return brings the inspector back and the focus stays on its separator.
        s.send(.focus(AccessibleNode.ID.inspectorSeparator))
        s.send(.key(.enter, [], time: 1))
        s.advance(to: 3)
        #expect(s.isInspectorShown && s.inspectorSeparatorFocused)
        s.send(.key(.enter, [], time: 3))  // and hides it again
        s.advance(to: 5)
        #expect(!s.isInspectorShown)
        let result = s.send(.accessibility(.perform(.expand, node: AccessibleNode.ID.inspectorSeparator), time: 5))
        s.advance(to: 7)
        #expect(result.handled && s.isInspectorShown)
    }
}
