// Gesture pieces on synthetic event streams: velocity, swipe claim and lock, tap vs drag, double-click, settle rule.
import Testing
import SplitKit

@Suite("Gestures")
struct GestureTests {
    func p(_ x: Double, _ y: Double = 100) -> Point { Point(x: x, y: y) }

    @Test func velocityFromSteadyMotion() {
        var tracker = VelocityTracker()
        for i in 0...30 { tracker.add(p(Double(i) * 500 / 60, 100 + Double(i) * 2), at: Double(i) / 60) }
        let v = tracker.velocity(at: 0.5)
        #expect(abs(v.x - 500) < 0.001)
        #expect(abs(v.y - 120) < 0.001)
    }

    @Test func velocityCountsOnlyTheLast150Milliseconds() {
        var tracker = VelocityTracker()
        for i in 0..<30 { tracker.add(p(Double(i) * 2000 / 60), at: Double(i) / 60) }  // fast, then...
        let x = Double(29) * 2000 / 60
        for i in 30...60 { tracker.add(p(x + Double(i - 29) * 100 / 60), at: Double(i) / 60) }  // slow
        #expect(abs(tracker.velocity(at: 1).x - 100) < 0.001)
    }

    @Test func velocityNeedsTwoSamplesInTheWindow() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.add(p(0), at: 0)
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.add(p(100), at: 0.1)
        #expect(tracker.velocity(at: 0.5) == .zero)  // both samples are too old by now
    }

    @Test func aSwipeIsClaimedAfterSixteenHorizontalPoints() {
        var swipe = SwipeTracker()
        swipe.press(at: p(10), time: 0)
        let claimedEarly = swipe.move(to: p(25), time: 0.01)
        #expect(!claimedEarly)
        #expect(swipe.phase == .pending)
        let claimed = swipe.move(to: p(26), time: 0.02)
        #expect(claimed)
        #expect(swipe.isClaimed)
        #expect(swipe.translation == 16)  // counted from the press: what follows is under the pointer (libadwaita)
        swipe.move(to: p(76), time: 0.03)
        #expect(swipe.translation == 66)
        swipe.move(to: p(-24), time: 0.04)
        #expect(swipe.translation == -34)  // 1:1 both ways, from the press
    }

    @Test func aMostlyVerticalDragIsNeverClaimed() {
        var swipe = SwipeTracker()
        swipe.press(at: p(10, 100), time: 0)
        swipe.move(to: p(22, 120), time: 0.01)  // more vertical than horizontal
        #expect(swipe.phase == .failed)
        swipe.move(to: p(300, 130), time: 0.02)
        #expect(!swipe.isClaimed)
        let outcome = swipe.release(at: p(300, 130), time: 0.03)
        #expect(outcome == .cancelled)
    }

    @Test func tapVersusDrag() {
        var swipe = SwipeTracker()
        swipe.press(at: p(10), time: 0)
        swipe.move(to: p(15, 103), time: 0.01)
        let tap = swipe.release(at: p(15, 103), time: 0.02)
        #expect(tap == .tap(p(15, 103)))
        swipe.press(at: p(10), time: 1)
        swipe.move(to: p(22), time: 1.01)  // too far for a tap, too short for a swipe
        let drag = swipe.release(at: p(10), time: 1.02)
        #expect(drag == .cancelled)
        let nothing = swipe.release(at: p(10), time: 1.03)
        #expect(nothing == SwipeOutcome.none)
    }

    @Test func aReleasedSwipeReportsTranslationAndVelocity() {
        var swipe = SwipeTracker()
        swipe.press(at: p(0), time: 0)
        for i in 1...6 { swipe.move(to: p(Double(i) * 20), time: Double(i) / 60) }
        guard case .swipe(let translation, let velocity) = swipe.release(at: p(120), time: 6.0 / 60) else {
            Issue.record("not a swipe")
            return
        }
        #expect(translation == 120)
        #expect(abs(velocity - 1200) < 0.001)
    }

    @Test func doubleClickTiming() {
        var clicks = DoubleClickDetector()
        let results = [(5.0, 0.0), (6, 0.3), (6, 0.35), (6, 0.9), (30, 1.0), (30, 1.4)].map {
            clicks.click(at: p($0.0), time: $0.1)
        }
        // second within 0.3 s: double; third starts afresh; 0.55 s later: too slow; 24 points away: too far;
        // exactly the 0.4 s interval still counts.
        #expect(results == [false, true, false, false, false, true])
    }

    @Test(arguments: [
        (0.1, 301.0, 1.0), (0.9, -301.0, 0.0), (0.9, 299.0, 1.0), (0.45, 299.0, 0.0), (0.5, 0.0, 1.0),
        (0.49, -0.0, 0.0), (0.2, 1000.0, 1.0), (0.95, -1000.0, 0.0),
    ])
    func settleRule(progress: Double, velocity: Double, target: Double) {
        let settle = SwipeSettle(progress: progress, velocityTowardsOne: velocity, distance: 240, flingSpeed: 300)
        #expect(settle.target == target)
        #expect(settle.velocity == velocity / 240)
    }
}
