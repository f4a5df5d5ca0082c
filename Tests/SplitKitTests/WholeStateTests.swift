// Whole-state tests, as TCA's TestStore has them: send the events of a flow, then compare the entire new state with one
// built by hand from the old state, so a field changed anywhere that the flow should not change fails the test.
@testable import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Whole state")
struct WholeStateTests {
    /// Time passing to `time` with nothing moving: only the width animation's clock moves.
    private func idle(_ state: inout SplitViewState, to time: Double) { state.separatorState.advance(to: time) }

    @Test func aSeparatorDragFollowsThePointerAndSavesTheWidthOnRelease() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        let separator = try #require(s.layout.separator)
        let m = s.appearance.metrics
        var expected = s

        #expect(s.send(.pointerDown(Point(x: separator.x, y: 300), time: 1)).handled)
        var drag = SeparatorDrag(pressX: separator.x, separator: separator, userWidthAtPress: nil, velocityWindow: m.velocityWindow)
        drag.track(pointerX: separator.x, at: 1)
        idle(&expected, to: 1)
        expected.gestureState.dragSeparator(drag)
        #expect(s == expected)

        s.send(.pointerMove(Point(x: separator.x + 40, y: 300), time: 1.1))
        drag.hasMoved = true
        drag.track(pointerX: separator.x + 40, at: 1.1)
        idle(&expected, to: 1.1)
        expected.separatorState.hover(.primary)
        expected.separatorState.choose(400)
        expected.gestureState.dragSeparator(drag)
        #expect(s == expected)

        s.send(.pointerMove(Point(x: separator.x + 100, y: 300), time: 1.2))
        drag.track(pointerX: separator.x + 100, at: 1.2)
        idle(&expected, to: 1.2)
        expected.separatorState.choose(460)
        expected.gestureState.dragSeparator(drag)
        #expect(s == expected)

        let released = s.send(.pointerUp(Point(x: separator.x + 100, y: 300), time: 1.3))
        #expect(released.effects == [.saveUserPrimaryWidth(460)])
        idle(&expected, to: 1.3)
        expected.separatorState.forgetClicks()
        expected.gestureState.end()
        #expect(s == expected)

        // The comparison sees every field: the hover left on is a difference.
        var wrong = expected
        wrong.separatorState.hover(nil)
        #expect(s != wrong)
    }

    @Test func theOverlayOpensByItsButtonAndClosesByATapOnTheDim() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 800, height: 600))
        let button = try #require(s.primaryButton)
        let spring = s.appearance.motion.overlay
        var expected = s

        s.send(.pointerDown(Point(x: button.midX, y: button.midY), time: 1))
        idle(&expected, to: 1)
        expected.gestureState.pressButton(.sidebar)
        #expect(s == expected)

        s.send(.pointerUp(Point(x: button.midX, y: button.midY), time: 1.05))
        idle(&expected, to: 1.05)
        expected.gestureState.end()
        expected.primaryColumn.show(in: .overlay, spring: spring, at: 1.05)
        #expect(s == expected)

        s.advance(to: 3)
        idle(&expected, to: 3)
        expected.primaryColumn.advance(to: 3)
        #expect(s == expected)

        let dim = Point(x: 700, y: 300)
        #expect(s.send(.pointerDown(dim, time: 4)).handled)
        idle(&expected, to: 4)
        expected.gestureState.pressSwipe(SwipeGesture(target: .overlay, startProgress: 1, pressedDim: true), at: dim, time: 4)
        #expect(s == expected)

        #expect(s.send(.pointerUp(dim, time: 4.05)).handled)
        idle(&expected, to: 4.05)
        let outcome = expected.gestureState.releaseSwipe(at: dim, time: 4.05)
        #expect(outcome == .tap(dim))
        expected.gestureState.end()
        expected.primaryColumn.hide(in: .overlay, spring: spring, at: 4.05)
        #expect(s == expected)

        s.advance(to: 6)
        idle(&expected, to: 6)
        expected.primaryColumn.advance(to: 6)
        #expect(s == expected)
        #expect(s.displayMode == .secondaryOnly)
    }

    @Test func aCompactPushAndBackMoveOnlyTheStack() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 480, height: 700))
        let page = NavigationPage(id: "note", title: "Note")
        let spring = s.appearance.motion.navigation
        var expected = s

        s.send(.pushDetail(page, time: 1))
        idle(&expected, to: 1)
        expected.pages.push(page, spring: spring, at: 1)
        #expect(s == expected)
        #expect(s.stackTitles == ["Primary", "Note"] && s.detail == page)

        s.advance(to: 3)
        idle(&expected, to: 3)
        expected.pages.advance(to: 3)
        #expect(s == expected)

        let back = try #require(s.backButton)
        s.send(.pointerDown(Point(x: back.midX, y: back.midY), time: 4))
        idle(&expected, to: 4)
        expected.gestureState.pressButton(.back)
        #expect(s == expected)

        #expect(s.send(.pointerUp(Point(x: back.midX, y: back.midY), time: 4.05)).effects == [.detailDismissed])
        idle(&expected, to: 4.05)
        expected.gestureState.end()
        expected.pages.updateBackStack { _ = $0.pop(spring: spring, at: 4.05) }
        #expect(s == expected)

        s.advance(to: 6)
        idle(&expected, to: 6)
        expected.pages.advance(to: 6)
        #expect(s == expected)
        #expect(s.stackTitles == ["Primary"] && s.detail == nil)
    }

    @Test func theInspectorTogglesInAndOutAndThePrimaryMakesRoom() throws {
        let inspector = NavigationPage(id: "info", title: "Info")
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 600,
                                   inspectorPage: inspector)
        let motion = s.appearance.motion
        let widthBefore = s.displayedPrimaryWidth.width
        var expected = s

        #expect(s.send(.toggleInspector(time: 1)).handled)
        idle(&expected, to: 1)
        expected.inspectorColumn.show(true, spring: motion.overlay, at: 1)
        #expect(expected.primaryWidth.width != widthBefore)  // the inspector beside the secondary takes room from the primary
        expected.separatorState.animate(WidthAnimation(from: widthBefore, startTime: 1, duration: motion.duration(motion.widthChangeDuration)),
                                        at: 1)
        #expect(s == expected)
        #expect(s.isInspectorShown)

        s.advance(to: 3)
        idle(&expected, to: 3)
        expected.inspectorColumn.advance(to: 3)
        #expect(s == expected)
        #expect(!s.isWidthAnimating)

        let widthShown = s.displayedPrimaryWidth.width
        #expect(s.send(.toggleInspector(time: 4)).handled)
        idle(&expected, to: 4)
        expected.inspectorColumn.show(false, spring: motion.overlay, at: 4)
        expected.separatorState.animate(WidthAnimation(from: widthShown, startTime: 4, duration: motion.duration(motion.widthChangeDuration)),
                                        at: 4)
        #expect(s == expected)

        s.advance(to: 6)
        idle(&expected, to: 6)
        expected.inspectorColumn.advance(to: 6)
        #expect(s == expected)
        #expect(!s.isInspectorShown && s.displayedPrimaryWidth.width == widthBefore)
    }

    @Test func aDoubleClickOnTheSeparatorCollapsesThePrimaryWhichStaysCollapsedThroughTheOverlayBand() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        let separator = try #require(s.layout.separator)
        let spring = s.appearance.motion.overlay
        let p = Point(x: separator.x, y: 300)
        var expected = s

        s.send(.pointerDown(p, time: 1))
        s.send(.pointerUp(p, time: 1.05))
        idle(&expected, to: 1.05)
        let first = expected.separatorState.click(at: p, time: 1.05)
        #expect(!first)  // one click: the width stays, nothing moves
        #expect(s == expected)

        s.send(.pointerDown(p, time: 1.2))
        s.send(.pointerUp(p, time: 1.25))
        idle(&expected, to: 1.25)
        let second = expected.separatorState.click(at: p, time: 1.25)
        #expect(second)
        expected.primaryColumn.toggleCollapse(spring: spring, at: 1.25)
        #expect(s == expected)
        #expect(s.collapse.target == 1)

        s.advance(to: 3)
        idle(&expected, to: 3)
        expected.primaryColumn.advance(to: 3)
        #expect(s == expected)
        #expect(s.displayMode == .secondaryOnly)

        // Through the overlay band and back: only the band changed, the collapse is kept.
        s.send(.resize(Size(width: 800, height: 800), time: 4))
        #expect(s.band == .overlay && s.overlay.value == 0)
        s.send(.resize(Size(width: 1200, height: 800), time: 5))
        idle(&expected, to: 5)
        #expect(s == expected)
        #expect(s.collapse.value == 1 && s.displayMode == .secondaryOnly)
    }

    @Test func aPrimaryTheUserBroughtInOverTheSecondaryStaysInWhenTheWindowWidensAndOneTheyHidStaysHidden() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800))
        #expect(s.send(.togglePrimary(time: 1)).handled)
        s.advance(to: 3)
        #expect(s.displayMode == .secondaryOnly)

        // Hidden by the user: narrower (the band hides it anyway) and wide again, it stays hidden.
        s.send(.resize(Size(width: 800, height: 800), time: 4))
        s.send(.resize(Size(width: 1200, height: 800), time: 5))
        s.advance(to: 6)
        #expect(s.displayMode == .secondaryOnly)

        // Brought in over the secondary by the user, then the window widens: the latest choice was to see it.
        s.send(.resize(Size(width: 800, height: 800), time: 7))
        #expect(s.send(.togglePrimary(time: 7)).handled)
        s.advance(to: 9)
        #expect(s.overlay.value == 1)
        s.send(.resize(Size(width: 1200, height: 800), time: 10))
        #expect(s.displayMode == .oneBesideSecondary && s.collapse.value == 0)

        // Shown in the tiled band, hidden only by the overlay band: it comes back.
        s.send(.resize(Size(width: 800, height: 800), time: 11))
        #expect(s.overlay.value == 0)
        s.send(.resize(Size(width: 1200, height: 800), time: 12))
        #expect(s.displayMode == .oneBesideSecondary)
    }

    @Test func aPointerSwipeFromTheEdgeOpensTheOverlayAndItSettlesOpen() throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 800, height: 600))
        let motion = s.appearance.motion, m = s.appearance.metrics
        let distance = s.primaryWidth.width, way = s.openDirection
        let start = Point(x: s.edgeBand.midX, y: 300)
        let mid = Point(x: start.x + way * 100, y: 300), end = Point(x: start.x + way * 250, y: 300)
        var expected = s

        s.send(.pointerDown(start, time: 1))
        idle(&expected, to: 1)
        expected.gestureState.pressSwipe(SwipeGesture(target: .overlay, startProgress: 0), at: start, time: 1)
        #expect(s == expected)

        #expect(s.send(.pointerMove(mid, time: 1.1)).handled)
        idle(&expected, to: 1.1)
        let claimed = expected.gestureState.moveSwipe(to: mid, time: 1.1)
        #expect(claimed)  // claimed: the overlay follows 1:1
        expected.primaryColumn.trackOverlay(to: 100 / distance)
        #expect(s == expected)
        #expect(s.interaction.swipeGesture?.target == .overlay)

        #expect(s.send(.pointerUp(end, time: 1.15)).handled)
        idle(&expected, to: 1.15)
        guard case .swipe(_, let velocity) = expected.gestureState.releaseSwipe(at: end, time: 1.15) else {
            Issue.record("the release is not a swipe")
            return
        }
        expected.gestureState.end()
        // The overlay springs on from where the last move left it, at the swipe's speed.
        let settle = SwipeSettle(progress: 100 / distance, velocityTowardsOne: way * velocity, distance: distance,
                                 flingSpeed: m.flingSpeed)
        #expect(settle.target == 1)
        expected.primaryColumn.settleOverlay(to: 1, velocity: motion.velocity(settle.velocity), spring: motion.overlay, at: 1.15)
        #expect(s == expected)
        #expect(s.interaction == .idle)

        s.advance(to: 3)
        idle(&expected, to: 3)
        expected.primaryColumn.advance(to: 3)
        #expect(s == expected)
        #expect(s.overlay.value == 1 && s.displayMode == .oneOverSecondary)
    }
}
