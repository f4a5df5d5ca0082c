// Every device through the one swipe tracker (SPEC §9): touchpad scrolls, tilt wheels, touchscreens, the back button.
import Testing
@testable import SplitKit  // reads the swipe tracker, internal to SplitKit
import SplitKitTestSupport

@Suite("Input devices")
struct InputDevicesTests {
    let items = NavigationPage(id: "items", title: "Items")
    func split(_ width: Double) -> SplitViewState {
        try! SplitViewState(configuration: .specExample, size: Size(width: width, height: 700), primaryPage: items)
    }
    /// A touchpad swipe: `count` scroll events `dx` points each, one per frame from `time`.
    @discardableResult
    func swipe(_ s: inout SplitViewState, dx: Double, dy: Double = 0, count: Int, at time: Double, over p: Point = Point(x: 500, y: 400)) -> [SplitViewResult] {
        (0..<count).map { s.send(.scroll(dx: dx, dy: dy, at: p, time: time + Double($0) / 60)) }
    }

    @Test func aTouchpadSwipeTowardsThePrimaryPullsTheOverlayOutOneToOneAndItSettlesOpen() {
        var s = split(800)  // overlay band, primary 240 wide
        let results = swipe(&s, dx: -24, count: 5, at: 0)
        #expect(results.allSatisfy { $0.handled })
        #expect(abs(s.overlay.value - 0.5) < 1e-9)  // 120 points of 240: under the fingers
        #expect(s.isAnimating)  // waiting for the fingers to lift
        s.advance(to: 4 / 60 + 0.149)
        #expect(abs(s.overlay.value - 0.5) < 1e-9 && !s.overlay.isAnimating)
        s.advance(to: 4 / 60 + 0.15)  // 150 ms without scroll events: the fingers have lifted
        #expect(s.overlay.target == 1 && s.overlay.isAnimating)
        s.advance(to: 2)
        #expect(s.overlay.value == 1 && !s.isAnimating)
        #expect(s.displayMode == .oneOverSecondary)
    }

    @Test func theOppositeSwipeClosesIt() {
        var s = split(800)
        s.send(.showPrimary(time: 0))
        s.advance(to: 1)
        swipe(&s, dx: 24, count: 5, at: 2)
        #expect(abs(s.overlay.value - 0.5) < 1e-9)
        s.advance(to: 3)
        #expect(s.overlay.value == 0)
    }

    @Test func aSlowSwipeGoesToTheNearerEnd() {
        var s = split(800)
        swipe(&s, dx: -2, count: 30, at: 0)  // 60 points at 120 points/s: a quarter out, slowly
        #expect(abs(s.overlay.value - 0.25) < 1e-9)
        s.advance(to: 3)
        #expect(s.overlay.value == 0)
    }

    @Test func mostlyVerticalScrollsStayWithTheList() {
        var s = split(800)
        #expect(!s.send(.scroll(dx: 10, dy: 20, at: Point(x: 500, y: 400), time: 0)).handled)
        // The rest of that scroll is not a swipe either, even when it turns sideways.
        #expect(!s.send(.scroll(dx: -40, dy: 0, at: Point(x: 500, y: 400), time: 0.05)).handled)
        #expect(s.overlay.value == 0)
        // 1.2 times more horizontal than vertical is a swipe (libadwaita's ratio); less is not.
        var t = split(800)
        #expect(!t.send(.scroll(dx: -11, dy: 10, at: Point(x: 500, y: 400), time: 0)).handled)
        var u = split(800)
        #expect(u.send(.scroll(dx: -12, dy: 10, at: Point(x: 500, y: 400), time: 0)).handled)
    }

    @Test func aScrollAwayFromAHiddenPrimaryRevealsNothingAndIsLeftToTheContent() {
        var s = split(800)
        #expect(!s.send(.scroll(dx: 24, dy: 0, at: Point(x: 500, y: 400), time: 0)).handled)
        #expect(s.overlay.value == 0 && s.overlay.target == 0)
        var tiled = split(1200)
        #expect(!tiled.send(.scroll(dx: -24, dy: 0, at: Point(x: 800, y: 400), time: 0)).handled)
    }

    @Test func aTrailingPrimaryOpensTheOtherWay() {
        var c = SplitConfiguration.specExample
        c.primaryEdge = .trailing
        var s = try! SplitViewState(configuration: c, size: Size(width: 800, height: 700))
        swipe(&s, dx: 24, count: 5, at: 0)
        #expect(abs(s.overlay.value - 0.5) < 1e-9)
    }

    @Test func aTouchpadSwipeGoesBackInTheCompactStack() {
        var s = split(500)
        s.send(.showDetail(NavigationPage(id: "2", title: "Item 3"), time: 0))
        s.advance(to: 1)
        swipe(&s, dx: -25, count: 6, at: 2, over: Point(x: 300, y: 400))  // 150 of 500 points, quickly
        #expect(abs(s.navigation.slide.value - 0.7) < 1e-9)
        #expect(s.layout.secondary.x == 150)  // the page follows the fingers
        let ended = s.advance(to: 2 + 5 / 60 + 0.15)
        #expect(ended == [.detailDismissed])
        s.advance(to: 4)
        #expect(s.stackTitles == ["Items"] && !s.isAnimating)
        // With only the list there, a swipe has nothing to pull back.
        #expect(!s.send(.scroll(dx: -24, dy: 0, at: Point(x: 200, y: 300), time: 5)).handled)
    }

    @Test func aTiltWheelsNotchesDoTheSame() {
        var s = split(800)
        swipe(&s, dx: -48, count: 3, at: 0)  // three clicks of the tilt wheel, 48 points each
        #expect(abs(s.overlay.value - 0.6) < 1e-9)
        s.advance(to: 1)
        #expect(s.overlay.value == 1)
    }

    @Test func aPressDuringATouchpadSwipeTakesOver() {
        var s = split(800)
        swipe(&s, dx: -24, count: 5, at: 0)
        s.send(.pointerDown(Point(x: 600, y: 400), time: 0.1))
        #expect(!s.swipe.isScrolling && s.swipe.input == .pointer)
        #expect(s.overlay.value == 0.5 && !s.overlay.isAnimating)  // the swipe ended; the press caught it where it is
    }

    @Test func theFirstFingerIsThePointerAndOthersAreIgnored() {
        var touches = TouchPointer()
        let a = Point(x: 10, y: 300), b = Point(x: 400, y: 300)
        // The touch-down itself goes first: a split takes the press that follows as a finger's.
        #expect(touches.pointerEvents(for: .touch(.down, finger: 1, at: a, time: 0))
            == [.touch(.down, finger: 1, at: a, time: 0), .pointerMove(a, time: 0), .pointerDown(a, time: 0)])
        #expect(touches.pointerEvents(for: .touch(.down, finger: 2, at: b, time: 0.01)).isEmpty)
        #expect(touches.pointerEvents(for: .touch(.move, finger: 2, at: b, time: 0.02)).isEmpty)
        #expect(touches.pointerEvents(for: .touch(.move, finger: 1, at: b, time: 0.03)) == [.pointerMove(b, time: 0.03)])
        #expect(touches.pointerEvents(for: .touch(.up, finger: 2, at: b, time: 0.04)).isEmpty)
        #expect(touches.pointerEvents(for: .touch(.up, finger: 1, at: b, time: 0.05)) == [.pointerUp(b, time: 0.05)])
        #expect(touches.pointerEvents(for: .key(.f9, [], time: 1)) == [.key(.f9, [], time: 1)])
    }

    @Test func aFingerSwipesTheOverlayOutLikeTheMouse() {
        var s = split(800), touches = TouchPointer()
        var events: [InputEvent] = [.touch(.down, finger: 7, at: Point(x: 10, y: 300), time: 0)]
        for i in 1...10 { events.append(.touch(.move, finger: 7, at: Point(x: 10 + Double(i) * 20, y: 300), time: Double(i) / 60)) }
        events.append(.touch(.up, finger: 7, at: Point(x: 210, y: 300), time: 10 / 60))
        for event in events { for pointer in touches.pointerEvents(for: event) { s.send(pointer) } }
        s.advance(to: 2)
        #expect(s.overlay.value == 1)
    }

    @Test func theBackButtonGoesBackOrHidesTheOverlay() {
        var compact = split(500)
        compact.send(.showDetail(NavigationPage(id: "2", title: "Item 3"), time: 0))
        let back = compact.send(.backButton(time: 1))
        #expect(back.handled && back.effects == [.detailDismissed])
        #expect(compact.navigation.pages == [items])
        #expect(!compact.send(.backButton(time: 2)).handled)  // nothing left to go back from
        var overlay = split(800)
        overlay.send(.showPrimary(time: 0))
        #expect(overlay.send(.backButton(time: 0.1)).handled)
        #expect(overlay.overlay.target == 0)
        var tiled = split(1200)
        #expect(!tiled.send(.backButton(time: 0)).handled)
    }

    @Test func keyNamesRoundTrip() {
        let keys: [Key] = [.up, .down, .left, .right, .enter, .escape, .tab, .backspace, .delete, .home, .end,
                           .space, .pageUp, .pageDown, .f1, .f8, .f9, .character("Q"), .character("?"), .other("F5")]
        for key in keys { #expect(Key(name: key.name) == key) }
        #expect(Key(name: "Keypad +") == .other("Keypad +"))
    }
}
