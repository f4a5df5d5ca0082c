// Frame scheduling (SPEC §12): one frame per refresh, none when nothing changed, a burst becomes one frame.
import Testing
import SplitKit

@Suite("Frame scheduling")
struct FrameSchedulerTests {
    let refresh = 1.0 / 60
    let size = Size(width: 800, height: 600)

    @Test func aFrameIsDueOnlyWhenSomethingChangedOrMoves() {
        var s = FrameScheduler(refreshInterval: refresh)
        #expect(s.isFrameDue(at: 0, animating: false))  // the first frame
        s.didPresent(at: 0, size: size)
        #expect(!s.isFrameDue(at: 5, animating: false))
        #expect(s.waitTimeout(at: 5, animating: false) == nil)  // idle: wait for input, no timer
        #expect(s.isFrameDue(at: 5, animating: true))
        s.invalidate()
        #expect(s.isFrameDue(at: 5, animating: false))
    }

    @Test func atMostOneFramePerRefresh() {
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 1, size: size)
        s.invalidate()
        #expect(!s.isFrameDue(at: 1.005, animating: false))
        let wait = try! #require(s.waitTimeout(at: 1.005, animating: false))
        #expect(abs(wait - (refresh - 0.005 - FrameScheduler.slack)) < 1e-9)  // wait until due, collecting events
        #expect(s.isFrameDue(at: 1.005 + wait, animating: false))
        #expect(s.isFrameDue(at: 1 + refresh - 0.001, animating: false))  // timers wake in whole ms
        #expect(s.waitTimeout(at: 1.5, animating: false) == 0)
    }

    @Test func aBurstOfEventsBecomesOneFrame() {
        // Events every 2 ms for 100 ms: the scheduler lets a frame out once per refresh, not once per event.
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 0, size: size)
        var frames = 0
        for i in 1...50 {
            let t = Double(i) * 0.002
            s.invalidate()
            if s.isFrameDue(at: t, animating: false) {
                s.didPresent(at: t, size: Size(width: 800 + Double(i), height: 600))
                frames += 1
            }
        }
        #expect(frames == 6)  // 100 ms at 60 Hz
    }

    @Test func anAnimationKeepsTheDisplaysPaceThoughTimersWakeLate() {
        // Each wait ends up to a millisecond late; the frames still come at 60 per second, never closer
        // together than a refresh less the slack.
        var s = FrameScheduler(refreshInterval: refresh)
        var t = 0.0, times: [Double] = []
        while t < 1 {
            if s.isFrameDue(at: t, animating: true) {
                s.didPresent(at: t, size: size)
                times.append(t)
            }
            t += (s.waitTimeout(at: t, animating: true)! * 1000).rounded(.up) / 1000 + 0.0007
        }
        #expect((59...61).contains(times.count))
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= refresh - 2 * FrameScheduler.slack })
    }

    @Test func anIdenticalFrameIsNotPresentedAndLeavesTheSlot() {
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 0, size: size)
        s.invalidate()
        s.nothingChanged()
        #expect(!s.isFrameDue(at: 1, animating: false))
        #expect(s.lastPresentTime == 0)
    }

    @Test func theSameSizeAtANewScaleIsNotTheFrameOnScreen() {
        // The output's scale changed (or the window moved to another output): same layout in points, so the same
        // display list, but every pixel must be drawn again at the new scale.
        var s = FrameScheduler(refreshInterval: refresh)
        #expect(!s.isOnScreen(size: size, scale: 1))  // nothing presented yet
        s.didPresent(at: 0, size: size, scale: 1)
        #expect(s.isOnScreen(size: size, scale: 1))
        #expect(!s.isOnScreen(size: size, scale: 2))
        #expect(!s.isOnScreen(size: Size(width: 801, height: 600), scale: 1))
        s.didPresent(at: 1, size: size, scale: 2)
        #expect(s.isOnScreen(size: size, scale: 2))
        #expect(s.presentedScale == 2)
    }

    @Test func aLoneEventIsDrawnAtOnceAndPresentedAtItsSlot() {
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 1, size: size)
        s.invalidate()  // one pointer motion 5 ms after the last frame
        #expect(!s.isFrameDue(at: 1.005, animating: false))
        #expect(s.shouldDrawAhead(at: 1.005, animating: false))
        s.didDrawAhead()
        #expect(!s.shouldDrawAhead(at: 1.006, animating: false))  // one frame ahead at a time
        #expect(!s.isFrameDue(at: 1.006, animating: false))  // still never two presents within a refresh
        #expect(s.waitTimeout(at: 1.006, animating: false) != nil)  // the loop wakes for the slot
        #expect(s.isFrameDue(at: 1 + refresh, animating: false) && !s.isDirty)  // present it as it is
        s.didPresent(at: 1 + refresh, size: size)
        #expect(!s.hasFrameAhead && s.waitTimeout(at: 1.02, animating: false) == nil)
        // Not while animating (each frame samples the animation at its slot), nor with nothing changed.
        s.invalidate()
        #expect(!s.shouldDrawAhead(at: 1.02, animating: true))
        s.nothingChanged()
        #expect(!s.shouldDrawAhead(at: 1.02, animating: false))
    }

    @Test func continuousInputStopsDrawingAheadUntilItIsSparseAgain() {
        // A 1 kHz mouse: the second motion overtakes the frame drawn for the first, so it is drawn again at the slot,
        // and the rest of the drag draws each frame once, at its slot.
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 0, size: size)
        var drawn = 0, presented = 0
        for i in 1...100 {
            let t = Double(i) * 0.001
            s.invalidate()
            if s.isFrameDue(at: t, animating: false) {
                if s.isDirty { drawn += 1 }
                s.didPresent(at: t, size: size)
                presented += 1
            } else if s.shouldDrawAhead(at: t, animating: false) {
                s.didDrawAhead()
                drawn += 1
            }
        }
        #expect(!s.drawsAhead)
        #expect(presented == 6 && drawn == 7)  // one frame drawn ahead, then overtaken
        // Input stops; a motion comes after a quiet spell: drawn at once again (a whole refresh after its slot).
        s.invalidate()
        #expect(s.isFrameDue(at: 1, animating: false))
        s.didPresent(at: 1, size: size)
        #expect(s.drawsAhead)
        s.invalidate()
        #expect(s.shouldDrawAhead(at: 1.003, animating: false))
    }

    func draws(_ s: inout FrameScheduler, size: Size, at time: Double) -> Bool {
        s.liveResizeShouldDraw(size: size, at: time)
    }

    @Test func theLiveResizeWatchDrawsOnlyWhenTheMainLoopCannot() {
        var s = FrameScheduler(refreshInterval: refresh)
        s.didPresent(at: 0, size: size)
        // X11: the pump returns at once and the main loop draws; the watch never does.
        #expect(draws(&s, size: Size(width: 700, height: 600), at: 1) == false)
        #expect(draws(&s, size: Size(width: 690, height: 600), at: 1.001) == false)
        s.mainLoopResumed()
        // A modal resize loop: the pump keeps the main loop away; after a refresh the watch draws, once per
        // refresh, and never a size that is already on screen.
        #expect(draws(&s, size: Size(width: 680, height: 600), at: 2) == false)
        #expect(draws(&s, size: Size(width: 670, height: 600), at: 2 + refresh) == true)
        s.didPresent(at: 2 + refresh, size: Size(width: 670, height: 600))
        #expect(draws(&s, size: Size(width: 660, height: 600), at: 2 + refresh + 0.005) == false)
        #expect(draws(&s, size: Size(width: 670, height: 600), at: 3) == false)
        #expect(draws(&s, size: Size(width: 650, height: 600), at: 3) == true)
    }
}

@Suite("Input coalescing")
struct InputCoalescingTests {
    func move(_ x: Double, _ t: Double) -> InputEvent { .pointerMove(Point(x: x, y: 10), time: t) }

    @Test func runsOfMovesAndResizesKeepTheirLastEvent() {
        let events: [InputEvent] = [
            .resize(Size(width: 700, height: 500), time: 0), .resize(Size(width: 710, height: 500), time: 0.001),
            move(1, 0.002), move(2, 0.003), move(3, 0.004),
            .pointerDown(Point(x: 3, y: 10), time: 0.005),
            move(4, 0.006), move(5, 0.007),
            .pointerUp(Point(x: 5, y: 10), time: 0.008),
            .resize(Size(width: 720, height: 500), time: 0.009),
        ]
        #expect(InputEvent.coalesced(events) == [
            .resize(Size(width: 710, height: 500), time: 0.001), move(3, 0.004),
            .pointerDown(Point(x: 3, y: 10), time: 0.005), move(5, 0.007),
            .pointerUp(Point(x: 5, y: 10), time: 0.008), .resize(Size(width: 720, height: 500), time: 0.009),
        ])
    }

    @Test func keysTextAndWheelStepsAreNeverDropped() {
        let events: [InputEvent] = [
            .key(.down, [], time: 0), .key(.down, [], time: 0.001), .text("a", time: 0.002), .text("b", time: 0.003),
            .scroll(dx: 0, dy: 10, at: .zero, time: 0.004), .scroll(dx: 0, dy: 10, at: .zero, time: 0.005),
        ]
        #expect(InputEvent.coalesced(events) == events)
    }
}

@Suite("Frame statistics")
struct FrameStatsTests {
    @Test func percentilesAreWithinTwoPercentAndTheMaximumIsExact() throws {
        var h = DurationHistogram()
        #expect(h.percentile(50) == nil)
        for i in 1...1000 { h.record(Double(i) / 1_000_000 * 10) }  // 10 µs ... 10 ms
        let p50 = try #require(h.percentile(50)), p99 = try #require(h.percentile(99))
        #expect(abs(p50 - 0.005) / 0.005 < 0.02)
        #expect(abs(p99 - 0.0099) / 0.0099 < 0.02)
        #expect(h.maximum == 0.01 && h.percentile(100) == 0.01)
        #expect(h.count == 1000)
        h.record(-1)
        h.record(.nan)
        #expect(h.count == 1002 && h.percentile(0) == 1e-6)
    }

    @Test func theLongestGapCountsOnlyWhileAnimating() {
        var stats = FrameStats()
        let t = FrameTiming(build: 0.001, render: 0.002, present: 0.003)
        stats.record(t, at: 0, animating: false)
        stats.record(t, at: 10, animating: true)  // idle before: waiting for input is not a stall
        stats.record(t, at: 10.0167, animating: true)
        stats.record(t, at: 10.1, animating: false)  // a 83 ms stall mid-animation
        stats.record(t, at: 20, animating: false)
        #expect(stats.frames == 5)
        #expect(abs(stats.longestAnimatingGap - 0.0833) < 1e-9)
        #expect(stats.summary.first == "frames presented  5")
        #expect(stats.summary.contains("build    p50 1.00  p99 1.00  max 1.00 ms"))
        #expect(stats.summary.last == "longest gap while animating  83.30 ms")
    }

    @Test func aTimedUpdateAndTheWholeFrameGetLinesOfTheirOwn() {
        // A headless run times each frame's input and animations (typing a line measures it): the slowest frame is then
        // the slowest sum of the phases, not the sum of the slowest of each.
        var stats = FrameStats()
        stats.record(FrameTiming(update: 0.040, build: 0.001, render: 0.002, present: 0), at: 0, animating: false)
        stats.record(FrameTiming(update: 0.001, build: 0.001, render: 0.030, present: 0), at: 1, animating: false)
        #expect(stats.summary.contains("update   p50 1.00  p99 40.00  max 40.00 ms"))
        #expect(stats.summary.contains { $0.hasPrefix("frame    p50 ") && $0.hasSuffix("max 43.00 ms") })
        #expect(abs(stats.total.maximum - 0.043) < 1e-9)
        var untimed = FrameStats()  // a window's: input is handled between frames, and not timed
        untimed.record(FrameTiming(build: 0.001, render: 0.002, present: 0.003), at: 0, animating: false)
        #expect(untimed.summary.count == 5 && !untimed.summary.contains { $0.hasPrefix("update") || $0.hasPrefix("frame ") })
    }

    @Test func aSkippedIdenticalFrameIsNoStall() {
        var stats = FrameStats()
        let t = FrameTiming(build: 0.001, render: 0.002, present: 0.003)
        stats.record(t, at: 0, animating: true)
        for slot in 1...20 { stats.recordUnchanged(at: Double(slot) / 60, animating: true) }  // sub-pixel motion
        stats.record(t, at: 21.0 / 60, animating: false)
        #expect(abs(stats.longestAnimatingGap - 1.0 / 60) < 1e-9)
        #expect(stats.frames == 2)
    }
}
