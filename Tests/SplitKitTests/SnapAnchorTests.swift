// Snap anchors (SPEC §15.3): where a released separator settles, the spring it settles with, keys, accessibility, RTL.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Snap anchors (SPEC §15)")
struct SnapAnchorTests {
    /// SPEC §2's worked example (200 ... 640, detail ≥ 360) with anchors 250, 0.35 (420 at 1200) and 600.
    static let anchors: [SeparatorAnchor] = [.points(250), .fraction(0.35), .points(600)]

    func state(_ width: Double = 1200, anchors: [SeparatorAnchor] = Self.anchors, edge: PrimaryEdge = .leading,
               direction: LayoutDirection = .leftToRight, user: Double? = nil) -> SplitViewState {
        var c = SplitConfiguration.specExample
        c.separatorAnchors = anchors
        c.primaryEdge = edge
        c.layoutDirection = direction
        return try! SplitViewState(configuration: c, size: Size(width: width, height: 800), userPrimaryWidth: user)
    }

    func p(_ x: Double) -> Point { Point(x: x, y: 300) }

    /// Drags the separator from `from` to `to` in `frames` moves one frame apart, as a hand (or a script's `drag`
    /// step) does, and lets go there; returns the release's result and when it happened.
    @discardableResult
    func drag(_ s: inout SplitViewState, from: Double, to: Double, frames: Int, at start: Double = 0) -> (SplitViewResult, Double) {
        _ = s.send(.pointerDown(p(from), time: start))
        var t = start
        for i in 1...frames {
            t = start + Double(i) / 60
            _ = s.send(.pointerMove(p(from + (to - from) * Double(i) / Double(frames)), time: t))
        }
        return (s.send(.pointerUp(p(to), time: t)), t)
    }

    /// The primary's width on screen in each frame from `start` for `seconds`.
    func frames(_ s: inout SplitViewState, from start: Double, seconds: Double = 1) -> [Double] {
        (1...Int(seconds * 60)).map { i in
            s.advance(to: start + Double(i) / 60)
            return s.layout.primaryWidth.width
        }
    }

    @Test func anchorsAreClampedByTheWidthRulesAndCountOnce() {
        let all: [SeparatorAnchor] = [.points(100), .fraction(0.2), .points(250), .fraction(0.5), .points(600), .points(900), .fraction(1)]
        // 100 → the minimum 200; 0.2 × 1200 = 240; 0.5 × 1200 = 600 twice; 900 and the whole width → the maximum 640.
        #expect(state(anchors: all).separatorSnap.widths == [200, 240, 250, 600, 640])
        // At 920 the detail keeps 360, so the widest is 552: 600, 640, 900 and 1 all land there; 0.5 × 920 = 460.
        #expect(state(920, anchors: all).separatorSnap.widths == [200, 250, 460, 552])
        #expect(state(anchors: []).separatorSnap.isEmpty)
    }

    @Test func theRuleNearestWhenSlowNextThatWayWhenFlung() {
        let snap = state().separatorSnap
        #expect(snap.widths == [250, 420, 600])
        #expect(snap.target(releasedAt: 476, velocity: 290, flingSpeed: 300) == 420)  // slow: nearest, though moving wider
        #expect(snap.target(releasedAt: 476, velocity: 310, flingSpeed: 300) == 600)  // fast: the next one wider
        #expect(snap.target(releasedAt: 560, velocity: -400, flingSpeed: 300) == 420)  // fast: the next narrower, not 600
        #expect(snap.target(releasedAt: 420, velocity: 400, flingSpeed: 300) == 600)  // on an anchor: the one after it
        #expect(snap.target(releasedAt: 630, velocity: 900, flingSpeed: 300) == 600)  // none beyond: the last one
        #expect(snap.target(releasedAt: 230, velocity: -900, flingSpeed: 300) == 250)
        #expect(snap.nearest(to: 335) == 250)  // as near to both: the narrower
        #expect(snap.cycled(from: 600, growing: true) == 250 && snap.cycled(from: 250, growing: false) == 600)
    }

    @Test func aSlowReleaseSettlesOnTheNearestAnchorUnderTheSpring() {
        var s = state()
        // 116 points over 1.5 s (77 points/s): let go at 476, between 420 and 600, moving wider.
        let (release, t) = drag(&s, from: 364, to: 480, frames: 90)
        #expect(release.effects == [.saveUserPrimaryWidth(420)])
        #expect(s.userPrimaryWidth == 420 && s.layout.primaryWidth.width == 476)  // it springs from where it was let go
        let shown = frames(&s, from: t)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 >= $1 } && shown.allSatisfy { (420...476).contains($0) })
        #expect(shown.last == 420 && !s.isAnimating && s.layout.separator?.x == 420)
        #expect(shown[2] < 476 && shown[2] > 420)  // moving, not jumping
    }

    @Test func aFastReleaseGoesToTheNextAnchorTheWayItWasFlung() {
        var s = state(user: 420)
        // 40 points in 0.1 s (400 points/s, faster than the 300 of the fling): let go at 460, nearer 420 than 600.
        let (wider, t) = drag(&s, from: 424, to: 464, frames: 6)
        #expect(wider.effects == [.saveUserPrimaryWidth(600)])
        let out = frames(&s, from: t)
        #expect(zip(out, out.dropFirst()).allSatisfy { $0 <= $1 } && out.last == 600)
        // Back the other way: let go at 566, nearer 600, flung narrower.
        let (narrower, t2) = drag(&s, from: 604, to: 570, frames: 4, at: t + 1)
        #expect(narrower.effects == [.saveUserPrimaryWidth(420)])
        #expect(frames(&s, from: t2).last == 420)
    }

    @Test func theSettleKeepsTheFlingsSpeedAndNeverPassesTheAnchor() {
        var flung = state(user: 420)
        let (_, t) = drag(&flung, from: 424, to: 484, frames: 6)  // let go at 480 at 600 points/s: on to 600
        flung.advance(to: t + 1.0 / 60)
        var keyed = state(user: 480)  // the same 120 points to 600, from rest
        _ = keyed.send(.key(.f8, [], time: 0))
        _ = keyed.send(.key(.right, .control, time: 0))
        keyed.advance(to: 1.0 / 60)
        #expect(flung.userPrimaryWidth == 600 && keyed.userPrimaryWidth == 600)
        #expect(flung.layout.primaryWidth.width - 480 > keyed.layout.primaryWidth.width - 480 + 3)  // the fling carries on
        #expect(frames(&flung, from: t, seconds: 2).allSatisfy { $0 <= 600 })  // clamped at the anchor: no overshoot
    }

    @Test(arguments: [(PrimaryEdge.leading, LayoutDirection.rightToLeft), (.trailing, .leftToRight)])
    func aPrimaryOnTheRightGrowsWhenFlungLeft(edge: PrimaryEdge, direction: LayoutDirection) {
        var s = state(edge: edge, direction: direction, user: 420)
        #expect(s.configuration.primarySide == .right && s.layout.separator?.x == 772)  // 1200 − 420 − 8
        // Pointer 400 points/s to the left: the primary grows, so it goes on to the next wider anchor.
        let (left, t) = drag(&s, from: 776, to: 736, frames: 6)
        #expect(left.effects == [.saveUserPrimaryWidth(600)])
        #expect(frames(&s, from: t).last == 600 && s.layout.separator?.x == 592)
        // Slowly right: narrower, let go at 560, nearest 600.
        let (slow, t2) = drag(&s, from: 596, to: 636, frames: 60, at: t + 1)
        #expect(slow.effects == [.saveUserPrimaryWidth(600)])
        // Fast right: the next narrower, 420.
        let (right, t3) = drag(&s, from: 596, to: 636, frames: 6, at: t2 + 1)
        #expect(right.effects == [.saveUserPrimaryWidth(420)])
        #expect(frames(&s, from: t3).last == 420)
    }

    @Test func snapCollapseBelowTheMinimumStillWorks() {
        var s = state(user: 420)
        _ = s.send(.pointerDown(p(424), time: 0))
        _ = s.send(.pointerMove(p(200), time: 0.05))
        _ = s.send(.pointerMove(p(40), time: 0.1))  // asks for 36, under half the minimum: shuts
        #expect(s.collapse.target == 1)
        let release = s.send(.pointerUp(p(40), time: 0.1))  // flung hard, but shut: no anchor
        #expect(release.handled && release.effects.isEmpty && s.userPrimaryWidth == 420)
        s.advance(to: 1)
        #expect(s.displayMode == .secondaryOnly && !s.isAnimating)
    }

    @Test func withoutAnchorsTheSeparatorStaysWhereItIsLetGo() {
        var s = state(anchors: [])
        let (release, _) = drag(&s, from: 364, to: 480, frames: 6)
        #expect(release.effects == [.saveUserPrimaryWidth(476)] && !s.isAnimating)
        s.send(.setSeparatorAnchors([.points(-5), .fraction(1.5), .points(.nan), .points(300)]))
        #expect(s.configuration.separatorAnchors == [.points(0), .fraction(1), .points(300)] && s.configuration.errors.isEmpty)
        #expect(s.layout.primaryWidth.width == 476)  // new anchors move nothing by themselves
    }

    @Test func aPressCatchesASettleWhereItIs() {
        var s = state(user: 420)
        let (_, t) = drag(&s, from: 424, to: 464, frames: 6)
        s.advance(to: t + 3.0 / 60)
        let caught = s.layout.primaryWidth.width
        #expect(caught > 460 && caught < 600)
        _ = s.send(.pointerDown(p(caught + 2), time: t + 3.0 / 60))
        s.advance(to: t + 1)
        #expect(s.layout.primaryWidth.width == caught && s.separatorDrag != nil)
    }

    @Test func theKeysStepThroughTheAnchorsTheWayTheArrowPointsAndRoundAgain() {
        var s = state()
        #expect(!s.send(.key(.right, .control, time: 0)).handled)  // not focused
        _ = s.send(.key(.f8, [], time: 0))
        var seen: [Double] = []
        for i in 0..<4 {
            let result = s.send(.key(.right, .control, time: Double(i)))
            #expect(result.handled && result.effects.isEmpty)  // saved when Return or the focus leaving accepts
            seen.append(s.userPrimaryWidth ?? 0)
        }
        #expect(seen == [420, 600, 250, 420])  // from 360: wider anchor by anchor, then round to the narrowest
        s.advance(to: 3.0 + 1.0 / 60)
        #expect(s.layout.primaryWidth.width < 420 && s.isWidthAnimating)  // under the spring, not a jump
        _ = s.send(.key(.left, .control, time: 5))
        #expect(s.userPrimaryWidth == 250)
        // Quick presses count from where the settle is heading: two presses, two anchors.
        _ = s.send(.key(.right, .control, time: 6))
        _ = s.send(.key(.right, .control, time: 6.02))
        #expect(s.userPrimaryWidth == 600)
        var rtl = state(direction: .rightToLeft)
        _ = rtl.send(.key(.f8, [], time: 0))
        _ = rtl.send(.key(.left, .control, time: 0))  // the primary is on the right: left widens it
        #expect(rtl.userPrimaryWidth == 420)
        var none = state(anchors: [])
        _ = none.send(.key(.f8, [], time: 0))
        #expect(!none.send(.key(.right, .control, time: 0)).handled)
    }

    @Test func assistiveTechnologiesStepToTheNextAnchor() {
        typealias ID = AccessibleNode.ID
        var s = state()
        func separator(_ s: SplitViewState) -> AccessibleNode? {
            s.accessibilityTree { _ in ColumnContent(title: nil) { _, _ in } }.node(withID: ID.separator)
        }
        #expect(separator(s)?.actions == [.collapse, .nextAnchor])
        #expect(separator(state(anchors: []))?.actions == [.collapse])
        var widths: [Double?] = [], values: [Double?] = []
        for i in 0..<4 {
            _ = s.send(.accessibility(.perform(.nextAnchor, node: ID.separator), time: Double(i)))
            s.advance(to: Double(i) + 1.0 / 60)
            widths.append(s.userPrimaryWidth)
            values.append(separator(s)?.value?.current)  // mid-settle: where it is heading, one number for a screen reader
        }
        #expect(widths == [420, 600, 250, 420] && values == widths && s.isWidthAnimating)
        s.advance(to: 10)
        #expect(separator(s)?.value?.current == 420 && separator(s)?.bounds.x == 420)
        var none = state(anchors: [])
        #expect(!none.send(.accessibility(.perform(.nextAnchor, node: ID.separator), time: 0)).handled)
    }

    @Test func anAnchorOutOfRangeIsAConfigurationError() {
        var c = SplitConfiguration.specExample
        c.separatorAnchors = [.points(250), .fraction(1.5)]
        #expect(c.errors == [ConfigurationError(setting: .separatorAnchors, value: 1.5, requirement: .range(0, 1))])
        c.separatorAnchors = [.points(-1)]
        #expect(c.errors.first?.description == "separatorAnchors -1 is out of range: it must be 0 or more")
        #expect(throws: ConfigurationError.self) { try SplitViewState(configuration: c, size: Size(width: 1200, height: 800)) }
    }
}
