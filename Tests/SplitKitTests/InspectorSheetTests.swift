// The compact inspector's bottom sheet (issue 39, SPEC §15.5): detents, the 1:1 drag with its fling rule, taps on its
// bar and dim, Escape and back, the peek bar, the band carry, keyboard focus and what assistive technologies see.

import Testing

@testable import SplitKit

@Suite("Inspector sheet")
struct InspectorSheetTests {
    typealias ID = AccessibleNode.ID
    let items = NavigationPage(id: "items", title: "Items")
    let thread = NavigationPage(id: "2", title: "Item 3")
    let details = NavigationPage(id: "details", title: "Details")
    let ctrlAltI = KeyModifiers([.control, .alt])

    /// A compact split 500 × 700 with an inspector and Item 3 on top; toolbars are 44 high, so the peek bar is 64, half
    /// height 350 and full height 656.
    func compact(peeks: Bool = false, height: Double = 700, reduceMotion: Bool = false) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.inspectorSheetPeeks = peeks
        var appearance = Appearance.light
        appearance.motion.reduceMotion = reduceMotion
        var s = try! SplitViewState(configuration: c, size: Size(width: 500, height: height), appearance: appearance, primaryPage: items,
                                    inspectorPage: details)
        s.send(.showDetail(thread, time: 0))
        s.advance(to: 1)
        return s
    }

    func opened(peeks: Bool = false) -> SplitViewState {
        var s = compact(peeks: peeks)
        s.send(.showInspector(time: 1))
        s.advance(to: 3)
        return s
    }

    func tap(_ s: inout SplitViewState, _ p: Point, at t: Double) {
        s.send(.pointerDown(p, time: t))
        s.send(.pointerUp(p, time: t + 0.05))
    }

    /// A slow drag (no fling): from `from` to `to` over a second, in ten steps, then held still for 0.2 s before release.
    func slowDrag(_ s: inout SplitViewState, from: Point, to: Point, at t: Double) {
        s.send(.pointerDown(from, time: t))
        for i in 1...10 {
            let f = Double(i) / 10
            s.send(.pointerMove(Point(x: from.x, y: from.y + (to.y - from.y) * f), time: t + f))
        }
        s.send(.pointerMove(to, time: t + 1.2))
        s.send(.pointerUp(to, time: t + 1.25))
    }

    @Test func geometryHasTheDetentsAndMapsHeightsBothWays() {
        let g = InspectorSheetGeometry(splitHeight: 700, toolbarHeight: 44, peeks: true)
        #expect(g.closed == 64 && g.half == 350 && g.full == 656)
        #expect(g.height(at: 0.5) == 207 && g.height(at: 1.5) == 503)
        #expect(g.position(forHeight: 207) == 0.5 && g.position(forHeight: 503) == 1.5)
        #expect(g.position(forHeight: 2000) == 2 && g.position(forHeight: 0) == 0)
        #expect(InspectorSheetGeometry(splitHeight: 700, toolbarHeight: 44, peeks: false).closed == 0)
        // The fling rule: slow, the nearest detent; flung, the next one the way it went (never two at once).
        #expect(g.settle(position: 1.4, velocityUp: 100, flingSpeed: 300) == .half)
        #expect(g.settle(position: 1.6, velocityUp: -100, flingSpeed: 300) == .full)
        #expect(g.settle(position: 1.1, velocityUp: 900, flingSpeed: 300) == .full)
        #expect(g.settle(position: 1.9, velocityUp: -900, flingSpeed: 300) == .half)
        #expect(g.settle(position: 2, velocityUp: -900, flingSpeed: 300) == .half)
        #expect(g.settle(position: 1, velocityUp: -900, flingSpeed: 300) == .closed)
        #expect(g.settle(position: 0.2, velocityUp: 900, flingSpeed: 300) == .half)
    }

    @Test func theButtonOpensItAtHalfOverTheDimmedDetailWhichStaysOnTheStack() {
        var s = compact()
        #expect(s.inspectorPlacement == .sheet && s.inspectorFrame == nil && s.inspectorSheetDetent == .closed)
        let button = s.inspectorButton!
        tap(&s, Point(x: button.midX, y: button.midY), at: 1)
        #expect(s.isInspectorShown && s.isAnimating)
        s.advance(to: 3)
        #expect(s.inspectorFrame == Rect(x: 0, y: 350, width: 500, height: 350))
        #expect(s.stackTitles == ["Items", "Item 3"] && s.detail == thread)
        #expect(s.inspectorDim == s.appearance.palette.fullDim && s.detailContentFrame == nil && s.inspectorButton == nil)
        #expect(s.inspectorProgress == 1 && !s.isAnimating)
    }

    @Test func theHandleFollowsOneToOneAndSettlesOnTheNearestDetent() {
        var s = opened()
        s.send(.pointerDown(Point(x: 250, y: 360), time: 4))
        s.send(.pointerMove(Point(x: 250, y: 300), time: 4.1))
        #expect(s.interaction.name == "sheetDrag" && s.inspectorFrame?.y == 290)  // 60 points up: 60 higher
        s.send(.pointerMove(Point(x: 250, y: -500), time: 4.2))
        #expect(s.inspectorFrame?.y == 44)  // no higher than full
        s.send(.pointerMove(Point(x: 250, y: 310), time: 4.3))
        #expect(s.inspectorFrame?.y == 300)  // back under the pointer: no drift
        s.send(.pointerMove(Point(x: 250, y: 310), time: 4.6))
        s.send(.pointerUp(Point(x: 250, y: 310), time: 4.65))
        #expect(s.inspectorSheetDetent == .half)  // 40 above half: nearer half than full
        s.advance(to: 6)
        #expect(s.inspectorFrame?.y == 350)
        slowDrag(&s, from: Point(x: 250, y: 360), to: Point(x: 250, y: 160), at: 6)
        #expect(s.inspectorSheetDetent == .full)  // 200 above half of 306: nearer full
        s.advance(to: 9)
        #expect(s.inspectorFrame == Rect(x: 0, y: 44, width: 500, height: 656))
        slowDrag(&s, from: Point(x: 250, y: 60), to: Point(x: 250, y: 600), at: 9)
        #expect(s.inspectorSheetDetent == .closed)
        s.advance(to: 12)
        #expect(s.inspectorFrame == nil && !s.isInspectorShown && s.detailContentFrame != nil)
    }

    @Test func aFlingGoesOnToTheNextDetentItsWay() {
        var s = opened()
        // Up 40 points in 0.05 s (800 points a second): past half it goes to full, though nearer half.
        s.send(.pointerDown(Point(x: 250, y: 360), time: 4))
        s.send(.pointerMove(Point(x: 250, y: 340), time: 4.025))
        s.send(.pointerMove(Point(x: 250, y: 320), time: 4.05))
        s.send(.pointerUp(Point(x: 250, y: 320), time: 4.06))
        #expect(s.inspectorSheetDetent == .full)
        s.advance(to: 6)
        // Flung down from full: to half, not closed.
        s.send(.pointerDown(Point(x: 250, y: 60), time: 6))
        s.send(.pointerMove(Point(x: 250, y: 80), time: 6.025))
        s.send(.pointerMove(Point(x: 250, y: 100), time: 6.05))
        s.send(.pointerUp(Point(x: 250, y: 100), time: 6.06))
        #expect(s.inspectorSheetDetent == .half)
    }

    @Test func tapsOnTheBarStepUpAndOnTheDimClose() {
        var s = opened()
        tap(&s, Point(x: 100, y: 380), at: 4)  // the sheet's toolbar is part of its bar
        #expect(s.inspectorSheetDetent == .full)
        s.advance(to: 6)
        tap(&s, Point(x: 100, y: 60), at: 6)
        #expect(s.inspectorSheetDetent == .half)
        s.advance(to: 8)
        // A press on the content below the bar is the content's.
        #expect(!s.send(.pointerDown(Point(x: 100, y: 500), time: 8)).handled)
        s.send(.pointerUp(Point(x: 100, y: 500), time: 8.05))
        #expect(s.inspectorSheetDetent == .half)
        // A drag on the dim moves nothing; a tap there closes.
        s.send(.pointerDown(Point(x: 100, y: 200), time: 9))
        s.send(.pointerMove(Point(x: 100, y: 100), time: 9.1))
        s.send(.pointerUp(Point(x: 100, y: 100), time: 9.2))
        #expect(s.inspectorSheetDetent == .half && s.inspectorFrame?.y == 350)
        tap(&s, Point(x: 100, y: 200), at: 10)
        #expect(s.inspectorSheetDetent == .closed && s.stackTitles == ["Items", "Item 3"])
    }

    @Test func escapeAndBackCloseTheSheetBeforeTheStackGoesBack() {
        var s = opened()
        #expect(s.send(.key(.escape, [], time: 4)).handled)
        s.advance(to: 6)
        #expect(!s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
        s.send(.showInspector(time: 6))
        s.advance(to: 8)
        #expect(s.send(.key(.backspace, [], time: 8)).handled)
        s.advance(to: 10)
        #expect(!s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
        s.send(.key(.backspace, [], time: 10))  // now the stack
        s.advance(to: 12)
        #expect(s.stackTitles == ["Items"])
    }

    @Test func thePeekBarShowsItsTitleOverADetailAndATapOpensIt() {
        var s = compact(peeks: true)
        #expect(s.inspectorFrame == Rect(x: 0, y: 636, width: 500, height: 64) && s.inspectorSheetBar == s.inspectorFrame)
        #expect(!s.isInspectorShown && s.inspectorDim == 0 && s.detailContentFrame != nil)  // the detail above takes its taps
        #expect(!s.send(.pointerDown(Point(x: 100, y: 300), time: 1)).handled)
        s.send(.pointerUp(Point(x: 100, y: 300), time: 1.05))
        tap(&s, Point(x: 250, y: 660), at: 2)
        #expect(s.inspectorSheetDetent == .half && s.isInspectorShown)
        s.advance(to: 4)
        // Escape closes it to its peek bar; over the list (no detail), there is none.
        s.send(.key(.escape, [], time: 4))
        s.advance(to: 6)
        #expect(s.inspectorFrame?.height == 64)
        s.send(.key(.backspace, [], time: 6))
        s.advance(to: 8)
        #expect(s.stackTitles == ["Items"] && s.inspectorFrame == nil)
        // An upward drag from the peek bar follows the pointer too.
        var d = compact(peeks: true)
        d.send(.pointerDown(Point(x: 250, y: 650), time: 2))
        d.send(.pointerMove(Point(x: 250, y: 450), time: 2.5))
        #expect(d.inspectorFrame?.y == 436)
    }

    @Test func theSheetCarriesAcrossBandsAndKeepsItsDetentThroughResizes() {
        var s = opened()
        tap(&s, Point(x: 100, y: 380), at: 4)
        s.advance(to: 6)
        s.send(.input(.resize(Size(width: 500, height: 900), time: 6)))
        #expect(s.inspectorFrame == Rect(x: 0, y: 44, width: 500, height: 856))  // still full
        s.send(.input(.resize(Size(width: 1200, height: 700), time: 7)))
        #expect(s.inspectorPlacement == .beside && s.isInspectorShown && s.inspectorFrame?.x == 840)
        s.send(.input(.resize(Size(width: 500, height: 700), time: 8)))
        #expect(s.inspectorSheetDetent == .half && s.inspectorFrame?.y == 350 && s.stackTitles == ["Items", "Item 3"])
        // A drag cut short by the window widening ends; the inspector is shown beside.
        s.send(.pointerDown(Point(x: 250, y: 360), time: 9))
        s.send(.pointerMove(Point(x: 250, y: 200), time: 9.1))
        s.send(.input(.resize(Size(width: 1200, height: 700), time: 9.2)))
        #expect(s.interaction == .idle && s.isInspectorShown && s.inspectorPlacement == .beside)
    }

    @Test func theOpenSheetHoldsTheFocusAndGivesItBack() {
        var s = compact()
        s.send(.focus(ID.inspectorButton))
        s.send(.key(.character("I"), ctrlAltI, time: 1))
        s.advance(to: 3)
        let tree = s.accessibilityTree { _ in ColumnContent(title: "Details") { _, _ in } }
        s.send(.settleFocus(in: tree))
        #expect(s.focusedNodeID == ID.inspectorSheetHandle)  // the sheet's first control
        // Return on the handle: a detent up.
        s.send(.key(.enter, [], time: 3))
        #expect(s.inspectorSheetDetent == .full)
        s.advance(to: 5)
        s.send(.key(.escape, [], time: 5))
        s.advance(to: 7)
        #expect(s.focusedNodeID == ID.inspectorButton)
    }

    @Test func upAndDownOnTheFocusedHandleMoveItADetent() {
        var s = compact()
        s.send(.focus(ID.inspectorButton))
        s.send(.key(.character("I"), ctrlAltI, time: 1))
        s.advance(to: 3)
        s.send(.settleFocus(in: s.accessibilityTree { _ in ColumnContent(title: "Details") { _, _ in } }))
        #expect(s.focusedNodeID == ID.inspectorSheetHandle)
        #expect(s.send(.key(.up, [], time: 3)).handled && s.inspectorSheetDetent == .full)
        #expect(s.send(.key(.up, [], time: 3.1)).handled && s.inspectorSheetDetent == .full)  // the top: it stays
        #expect(!s.send(.key(.up, [.shift], time: 3.2)).handled)
        s.send(.key(.down, [], time: 3.3))
        #expect(s.inspectorSheetDetent == .half)
        s.send(.key(.down, [], time: 3.4))
        s.advance(to: 6)
        #expect(s.inspectorSheetDetent == .closed && s.focusedNodeID == ID.inspectorButton)
    }

    @Test func assistiveTechnologiesSeeAModalPanelWithItsHandleFirst() throws {
        var s = opened()
        let tree = s.accessibilityTree { _ in ColumnContent(title: "Details") { _, _ in } }
        let panel = try #require(tree.node(withID: ID.inspector))
        #expect(panel.states.contains(.modal) && panel.bounds == Rect(x: 0, y: 350, width: 500, height: 350))
        let handle = try #require(panel.children.first)
        #expect(handle.id == ID.inspectorSheetHandle && handle.name == "Inspector height" && handle.value?.text == "half height")
        #expect(handle.actions == [.expand, .collapse] && handle.states.contains(.focusable))
        // The detail under the dim is there, but not enabled.
        #expect(tree.node(withID: ID.backButton)?.states.contains(.enabled) != true)
        #expect(s.send(.accessibility(.perform(.expand, node: ID.inspectorSheetHandle), time: 4)).handled)
        s.advance(to: 6)
        #expect(s.inspectorSheetDetent == .full)
        s.send(.accessibility(.perform(.collapse, node: ID.inspectorSheetHandle), time: 6))
        s.send(.accessibility(.perform(.collapse, node: ID.inspectorSheetHandle), time: 6.1))
        s.advance(to: 8)
        #expect(s.inspectorSheetDetent == .closed && !s.isInspectorShown)
    }

    @Test func itsBarShowsTheVerticalResizeCursor() {
        var s = opened()
        s.send(.pointerMove(Point(x: 250, y: 380), time: 4))
        #expect(s.separatorCursor == .resizeVertical)
        s.send(.pointerMove(Point(x: 250, y: 500), time: 4.1))  // the content below the bar
        #expect(s.separatorCursor == nil)
        s.send(.pointerDown(Point(x: 250, y: 360), time: 5))
        s.send(.pointerMove(Point(x: 250, y: 600), time: 5.1))  // held, the cursor stays wherever the pointer goes
        #expect(s.separatorCursor == .resizeVertical)
        s.send(.pointerUp(Point(x: 250, y: 600), time: 5.2))
        s.send(.pointerDown(Point(x: 250, y: 100), time: 7))  // the dim: no drag, no resize cursor
        #expect(s.separatorCursor == nil)
    }

    // The review's findings (issue 39): each failed before its mend.

    @Test func closedToItsPeekBarTheSheetsContentIsNeitherReadNorReached() throws {
        var s = compact(peeks: true)
        let content = { (column: SplitColumn) -> ColumnContent in
            var c = ColumnContent(title: "Details") { _, _ in }
            if case .inspector = column {
                c.accessibility = { frame in [AccessibleNode(id: "details.rows", role: .list, name: "Rows", states: [.visible, .showing, .enabled, .focusable], bounds: frame)] }
            }
            return c
        }
        var panel = try #require(s.accessibilityTree(content: content).node(withID: ID.inspector))
        #expect(panel.node(withID: "details.rows") == nil && panel.children.first?.id == ID.inspectorSheetHandle && !panel.states.contains(.modal))
        s.send(.showInspector(time: 1))
        s.advance(to: 3)
        panel = try #require(s.accessibilityTree(content: content).node(withID: ID.inspector))
        #expect(panel.node(withID: "details.rows") != nil && panel.states.contains(.modal))
    }

    @Test func widenedMidDragNearClosedTheInspectorStaysHidden() {
        var s = compact(peeks: true)
        s.send(.pointerDown(Point(x: 250, y: 650), time: 1))
        s.send(.pointerMove(Point(x: 250, y: 620), time: 1.1))  // 30 points up: nearest closed
        s.send(.input(.resize(Size(width: 1200, height: 700), time: 1.2)))
        #expect(s.interaction == .idle && !s.isInspectorShown && s.inspectorFrame == nil)
        var t = compact(peeks: true)
        t.send(.pointerDown(Point(x: 250, y: 650), time: 1))
        t.send(.pointerMove(Point(x: 250, y: 400), time: 1.1))  // nearest half
        t.send(.input(.resize(Size(width: 1200, height: 700), time: 1.2)))
        #expect(t.isInspectorShown)
    }

    @Test func withReducedMotionAPressCatchesTheSheetWhereItIsDrawn() {
        var s = compact(reduceMotion: true)
        s.send(.showInspector(time: 1))
        s.advance(to: 1.1)  // its spring still runs; it is drawn at half
        #expect(s.inspectorFrame?.y == 350)
        s.send(.pointerDown(Point(x: 250, y: 360), time: 1.1))
        #expect(s.inspectorFrame?.y == 350)
        s.send(.pointerUp(Point(x: 250, y: 360), time: 1.15))  // a tap from half: full
        #expect(s.inspectorSheetDetent == .full && s.inspectorFrame?.y == 44)
    }

    @Test func escapeDuringADragTakesItBackAndOtherKeysWait() {
        var s = opened()
        s.send(.pointerDown(Point(x: 250, y: 360), time: 4))
        s.send(.pointerMove(Point(x: 250, y: 150), time: 4.1))
        #expect(!s.send(.key(.backspace, [], time: 4.15)).handled && !s.send(.key(.character("I"), ctrlAltI, time: 4.16)).handled)
        #expect(s.send(.key(.escape, [], time: 4.2)).handled)
        s.send(.pointerMove(Point(x: 250, y: 100), time: 4.3))
        s.send(.pointerUp(Point(x: 250, y: 100), time: 4.4))
        s.advance(to: 6)
        #expect(s.inspectorSheetDetent == .half && s.inspectorFrame?.y == 350 && s.stackTitles == ["Items", "Item 3"])
    }

    @Test func aClosingSheetTappedOpensAgainAtHalf() {
        var s = opened()
        s.send(.key(.escape, [], time: 4))
        s.advance(to: 4.05)
        let y = s.inspectorFrame!.y + 10
        #expect(y > 350)
        tap(&s, Point(x: 250, y: y), at: 4.05)
        #expect(s.inspectorSheetDetent == .half)
    }

    @Test func everyWayBackClosesTheSheetFirst() {
        var s = opened()
        s.send(.back(time: 4))
        s.advance(to: 6)
        #expect(!s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
        s.send(.showInspector(time: 6))
        s.advance(to: 8)
        s.send(.togglePrimary(time: 8))  // back to the list, when compact
        s.advance(to: 10)
        #expect(!s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
        s.send(.showInspector(time: 10))
        s.advance(to: 12)
        #expect(s.send(.accessibility(.perform(.press, node: ID.backButton), time: 12)).handled)
        s.advance(to: 14)
        #expect(!s.isInspectorShown && s.stackTitles == ["Items", "Item 3"])
    }

    @Test func thePeekBarSlidesInAndOutWithItsPage() {
        var s = compact(peeks: true)
        s.send(.key(.backspace, [], time: 1))
        s.advance(to: 1.1)  // the detail sliding out, the list below
        #expect(s.inspectorFrame?.x == s.layout.secondary.x && s.layout.secondary.x > 0 && s.layout.secondary.height == 636)
        s.advance(to: 3)
        #expect(s.inspectorFrame == nil && s.stackTitles == ["Items"])
        s.send(.showDetail(thread, time: 3))
        s.advance(to: 3.1)  // sliding in
        #expect(s.inspectorFrame?.x == s.layout.secondary.x && s.layout.secondary.x > 0)
        s.advance(to: 5)
        #expect(s.inspectorFrame == Rect(x: 0, y: 636, width: 500, height: 64))
    }

    @Test func aTouchpadSwipeDoesNotGoBackUnderTheOpenSheet() {
        var s = opened()
        let results = (0..<6).map { s.send(.scroll(dx: -20, dy: 0, at: Point(x: 250, y: 200), time: 4 + Double($0) / 60)) }
        #expect(results.allSatisfy { !$0.handled } && s.interaction == .idle)
        s.advance(to: 6)
        #expect(s.stackTitles == ["Items", "Item 3"])
    }
}
