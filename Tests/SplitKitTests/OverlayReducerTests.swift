// Every way into and out of the overlay (SPEC §5), interruption, band changes, and tiled collapse (SPEC §3).
import Testing
@testable import SplitKit  // reads the swipe tracker, internal to SplitKit
import SplitKitTestSupport

@Suite("Overlay and collapse")
struct OverlayReducerTests {
    func overlayBand(_ edge: PrimaryEdge = .leading) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.primaryEdge = edge
        return try! SplitViewState(configuration: c, size: Size(width: 800, height: 700))
    }

    func p(_ x: Double, _ y: Double = 300) -> Point { Point(x: x, y: y) }

    /// Sends a press, moves one per frame from `from` to `to`, and a release, starting at `time`.
    @discardableResult
    func drag(_ s: inout SplitViewState, from: Double, to: Double, frames: Int, at time: Double) -> [SplitViewResult] {
        var results = [s.send(.pointerDown(p(from), time: time))]
        for i in 1...frames {
            results.append(s.send(.pointerMove(p(from + (to - from) * Double(i) / Double(frames)), time: time + Double(i) / 60)))
        }
        results.append(s.send(.pointerUp(p(to), time: time + Double(frames) / 60)))
        return results
    }

    func settle(_ s: inout SplitViewState, from time: Double) {
        s.advance(to: time + 2)
        #expect(!s.isAnimating)
    }

    @Test func theOverlayBandHidesThePrimaryAndOffersAButton() {
        let s = overlayBand()
        #expect(s.band == .overlay && s.sizeClass == .regular)
        #expect(s.displayMode == .secondaryOnly)
        #expect(s.layout.separator == nil)
        #expect(s.layout.primary == Rect(x: -240, y: 0, width: 240, height: 700))
        #expect(s.layout.secondary == Rect(x: 0, y: 0, width: 800, height: 700))
        #expect(s.primaryButton == Rect(x: 4, y: 0, width: 44, height: 44))
    }

    @Test func theButtonShowsTheOverlay() {
        var s = overlayBand()
        #expect(s.send(.pointerDown(p(26, 22), time: 0)).handled)
        #expect(s.pressedButton == .sidebar)
        #expect(s.send(.pointerUp(p(26, 22), time: 0.01)).handled)
        #expect(s.overlay.target == 1 && s.isAnimating)
        s.advance(to: 0.1)
        #expect(s.displayMode == .oneOverSecondary)
        #expect(s.overlay.value > 0 && s.overlay.value < 1)
        settle(&s, from: 0.1)
        #expect(s.overlay.value == 1)
        #expect(s.layout.primary.x == 0)
        #expect(s.secondaryDim == Palette.light.fullDim)
    }

    @Test func releasingOffTheButtonDoesNothing() {
        var s = overlayBand()
        _ = s.send(.pointerDown(p(26, 22), time: 0))
        _ = s.send(.pointerUp(p(300, 300), time: 0.1))
        #expect(s.overlay.target == 0 && !s.isAnimating)
    }

    @Test func f9TogglesAndEscapeHides() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        #expect(s.overlay.value == 1)
        _ = s.send(.key(.f9, [], time: 3))
        settle(&s, from: 3)
        #expect(s.overlay.value == 0)
        _ = s.send(.key(.f9, [], time: 6))
        settle(&s, from: 6)
        #expect(s.send(.key(.escape, [], time: 9)).handled)
        settle(&s, from: 9)
        #expect(s.overlay.value == 0)
        #expect(!s.send(.key(.escape, [], time: 12)).handled)  // nothing to hide: Esc is left for others
    }

    @Test func aTapOnTheDimmedSecondaryHidesButATapOnTheOverlayIsLeftForItsContent() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        #expect(!s.send(.pointerDown(p(100), time: 3)).handled)
        #expect(!s.send(.pointerUp(p(100), time: 3.01)).handled)
        #expect(s.overlay.target == 1)
        #expect(s.send(.pointerDown(p(500), time: 4)).handled)
        #expect(s.send(.pointerUp(p(500), time: 4.01)).handled)
        #expect(s.overlay.target == 0)
        settle(&s, from: 4)
        #expect(s.overlay.value == 0)
    }

    @Test func aSwipeFromTheEdgeTracksThePointerOneToOne() {
        var s = overlayBand()
        _ = s.send(.pointerDown(p(5), time: 0))
        _ = s.send(.pointerMove(p(20), time: 0.05))
        #expect(s.overlay.value == 0)  // 15 points: not claimed yet
        _ = s.send(.pointerMove(p(21), time: 0.1))  // claims: 16 points, and the panel is out by all of them
        #expect(abs(s.layout.primary.maxX - 16) < 1e-9)
        for x in stride(from: 21.0, through: 245, by: 24) {
            let r = s.send(.pointerMove(p(x), time: 0.2))
            #expect(r.handled)
            #expect(abs(s.overlay.value - (x - 5) / 240) < 1e-9)
            #expect(abs(s.layout.primary.maxX - (x - 5)) < 1e-9)  // the edge is as far out as the pointer travelled
        }
        _ = s.send(.pointerMove(p(600), time: 0.3))
        #expect(s.overlay.value == 1)  // never past fully shown
    }

    @Test func aFastShortFlingOpens() {
        var s = overlayBand()
        drag(&s, from: 300, to: 360, frames: 3, at: 0)  // 60 points in 50 ms: 1200 points/s
        #expect(s.overlay.value < 0.5)
        #expect(s.overlay.target == 1)
        settle(&s, from: 0.05)
        #expect(s.overlay.value == 1)
    }

    @Test func aSlowDragReleasedBeforeHalfCloses() {
        var s = overlayBand()
        _ = s.send(.pointerDown(p(10), time: 0))
        for i in 1...55 { _ = s.send(.pointerMove(p(10 + Double(i) * 2), time: Double(i) / 60)) }  // 120 points/s
        _ = s.send(.pointerUp(p(120), time: 55.0 / 60))
        #expect(abs(s.overlay.value - 110.0 / 240) < 1e-9)
        #expect(s.overlay.target == 0)
        settle(&s, from: 1)
        #expect(s.overlay.value == 0)
    }

    @Test func aSlowDragReleasedPastHalfOpens() {
        var s = overlayBand()
        _ = s.send(.pointerDown(p(10), time: 0))
        for i in 1...75 { _ = s.send(.pointerMove(p(10 + Double(i) * 2), time: Double(i) / 60)) }
        _ = s.send(.pointerUp(p(160), time: 1.25))
        #expect(s.overlay.target == 1)
    }

    @Test func aSwipeLeftHidesTheOverlay() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        let results = drag(&s, from: 200, to: 120, frames: 4, at: 3)
        #expect(results.last?.handled == true)
        #expect(s.overlay.target == 0)
    }

    @Test func aVerticalDragDoesNotOpen() {
        var s = overlayBand()
        _ = s.send(.pointerDown(p(300, 100), time: 0))
        _ = s.send(.pointerMove(p(310, 200), time: 0.05))
        _ = s.send(.pointerMove(p(400, 260), time: 0.1))
        _ = s.send(.pointerUp(p(400, 260), time: 0.1))
        #expect(s.overlay.value == 0 && s.overlay.target == 0)
    }

    @Test func aPressCatchesTheMovingOverlayWhereItIs() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        s.advance(to: 0.04)
        let before = s.overlay.value
        #expect(before > 0 && before < 1)
        #expect(s.send(.pointerDown(p(500), time: 0.04)).handled)
        #expect(s.overlay.value == before)  // taken over from where it is: no jump
        #expect(!s.isAnimating)
        _ = s.send(.pointerMove(p(460), time: 0.06))  // claims leftwards
        _ = s.send(.pointerMove(p(436), time: 0.07))
        #expect(abs(s.overlay.value - (before - 64.0 / 240)) < 1e-9)  // claimed at -40, then 24 more
        _ = s.send(.pointerUp(p(436), time: 0.08))
        #expect(s.overlay.target == 0)
    }

    @Test func aButtonPressMidFlightRetargetsWithoutAJump() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        s.advance(to: 0.05)
        let before = s.overlay.value
        _ = s.send(.key(.f9, [], time: 0.05))
        #expect(s.overlay.value == before)
        #expect(s.overlay.target == 0)
        s.advance(to: 0.051)
        #expect(abs(s.overlay.value - before) < 0.02)
        settle(&s, from: 0.05)
        #expect(s.overlay.value == 0)
    }

    @Test func leavingTheBandHidesTheOverlayAtOnce() {
        var s = overlayBand()
        _ = s.send(.key(.f9, [], time: 0))
        s.advance(to: 0.05)
        _ = s.send(.resize(Size(width: 1000, height: 700), time: 0.05))
        #expect(s.band == .tiled)
        #expect(s.overlay.value == 0 && !s.isAnimating)
        #expect(s.displayMode == .oneBesideSecondary)
        #expect(s.primaryButton == nil)
        _ = s.send(.resize(Size(width: 800, height: 700), time: 0.1))
        #expect(s.displayMode == .secondaryOnly)  // not re-shown on coming back
        _ = s.send(.pointerDown(p(5), time: 0.2))
        _ = s.send(.pointerMove(p(100), time: 0.25))
        _ = s.send(.resize(Size(width: 500, height: 700), time: 0.3))  // mid-swipe into compact
        #expect(s.band == .compact && s.overlay.value == 0 && s.swipe.phase == .idle)
    }

    @Test func aTrailingPrimaryMirrorsEverything() {
        var s = overlayBand(.trailing)
        #expect(s.layout.primary.x == 800)
        #expect(s.primaryButton == Rect(x: 752, y: 0, width: 44, height: 44))
        _ = s.send(.pointerDown(p(795), time: 0))
        _ = s.send(.pointerMove(p(779), time: 0.05))
        _ = s.send(.pointerMove(p(675), time: 0.1))
        #expect(abs(s.overlay.value - 0.5) < 1e-9)
        #expect(s.layout.primary.x == 680)
        _ = s.send(.pointerMove(p(600), time: 0.15))
        _ = s.send(.pointerUp(p(600), time: 0.15))
        #expect(s.overlay.target == 1)
        settle(&s, from: 0.15)
        #expect(s.layout.primary.x == 560)
        drag(&s, from: 600, to: 700, frames: 4, at: 3)  // swipe right hides a trailing overlay
        #expect(s.overlay.target == 0)
    }

    // MARK: Tiled collapse

    func tiled() -> SplitViewState { try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800)) }

    func doubleClick(_ s: inout SplitViewState, at x: Double, time: Double) {
        for t in [time, time + 1.0 / 60] {
            _ = s.send(.pointerDown(p(x), time: t))
            _ = s.send(.pointerUp(p(x), time: t))
        }
    }

    @Test func doubleClickOnTheSeparatorCollapsesAndOnTheHandleRestores() {
        var s = tiled()
        _ = s.send(.pointerDown(p(364), time: 0))
        _ = s.send(.pointerUp(p(364), time: 0))
        #expect(s.collapse.target == 0)  // one click does nothing
        doubleClick(&s, at: 364, time: 1)
        #expect(s.collapse.target == 1)
        s.advance(to: 1.05)
        #expect(s.layout.primary.x < 0 && s.layout.primary.x > -360)
        settle(&s, from: 1)
        #expect(s.displayMode == .secondaryOnly)
        #expect(s.layout.separator?.x == 0)
        #expect(s.layout.secondary == Rect(x: 8, y: 0, width: 1192, height: 800))
        #expect(s.primaryButton != nil)
        doubleClick(&s, at: 4, time: 4)
        settle(&s, from: 4)
        #expect(s.displayMode == .oneBesideSecondary)
        #expect(s.layout.primary == Rect(x: 0, y: 0, width: 360, height: 800))
    }

    @Test func theButtonAndF9RestoreTheWidthItHadBefore() {
        var s = try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 500)
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        #expect(s.displayMode == .secondaryOnly)
        let button = try! #require(s.primaryButton)
        _ = s.send(.pointerDown(Point(x: button.midX, y: button.midY), time: 3))
        _ = s.send(.pointerUp(Point(x: button.midX, y: button.midY), time: 3))
        settle(&s, from: 3)
        #expect(s.layout.primary.width == 500 && s.layout.primary.x == 0)
        _ = s.send(.key(.f9, [], time: 6))
        _ = s.send(.key(.f9, [], time: 6.05))  // changed its mind mid-way
        settle(&s, from: 6.05)
        #expect(s.layout.primary == Rect(x: 0, y: 0, width: 500, height: 800))
    }

    @Test func draggingTheCollapsedHandlePullsThePrimaryOut() {
        var s = tiled()
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        _ = s.send(.pointerDown(p(4), time: 3))
        _ = s.send(.pointerMove(p(40), time: 3.05))  // less than half the 200-point minimum out: still shut
        #expect(s.collapse.target == 1)
        _ = s.send(.pointerMove(p(304), time: 3.1))  // past it: opens, at the width under the pointer
        #expect(s.collapse.target == 0)
        s.advance(to: 3.1)
        #expect(s.layout.primary == Rect(x: 0, y: 0, width: 300, height: 800))
        // Let go past half the 360 points it had (issue 38): it comes out to them, and nothing new is saved.
        let release = s.send(.pointerUp(p(304), time: 3.2))
        #expect(release.effects == [])
        settle(&s, from: 3.2)
        #expect(s.layout.primary == Rect(x: 0, y: 0, width: 360, height: 800) && s.collapse.target == 0)
    }

    /// Out of the collapsed handle, a release short of half the width the primary had slides it back shut; past half
    /// it comes out to that width; wider than it, the width on screen is kept and saved.
    @Test(arguments: [(250.0, 1.0, 600.0, false), (500, 0, 600, false), (640, 0, 640, true)])
    func aDragOutOfTheHandleSettlesOnHalfItsWidth(releasedAt x: Double, collapsed: Double, width: Double, saves: Bool) throws {
        var s = try SplitViewState(configuration: .specExample, size: Size(width: 1400, height: 800), userPrimaryWidth: 600)
        _ = s.send(.key(.f9, [], time: 0))
        settle(&s, from: 0)
        _ = s.send(.pointerDown(p(4), time: 3))
        _ = s.send(.pointerMove(p(x / 2), time: 3.05))
        _ = s.send(.pointerMove(p(x + 4), time: 3.1))
        let release = s.send(.pointerUp(p(x + 4), time: 3.2))
        #expect(release.effects == (saves ? [.saveUserPrimaryWidth(width)] : []))
        settle(&s, from: 3.2)
        #expect(s.collapse.value == collapsed && s.userPrimaryWidth == width)
        if collapsed == 0 { #expect(s.layout.primary.width == width) }
    }
}
