// The touchpad's scroll times: the X server's intervals between events, not when a busy loop read them.
import Testing
import SplitKit
@testable import SplitKitSDL

@Suite("Server event clock")
struct ServerEventClockTests {
    @Test func eventsReadPromptlyKeepTheirReadingTimes() {
        var clock = ServerEventClock()
        let times = [(10_000, 5.000), (10_060, 5.061), (10_120, 5.120)].map {
            (clock.hostTime(ofServerTime: UInt32($0.0), readAt: $0.1) * 1000).rounded()
        }
        #expect(times == [5000, 5060, 5120])
    }

    @Test func eventsQueuedWhileTheLoopWasBusyKeepTheirIntervals() {
        var clock = ServerEventClock()
        _ = clock.hostTime(ofServerTime: 10_000, readAt: 5.0)
        // Three events 60 ms apart, all read 0.3 s later: not a silence and then a burst.
        let times = [10_060, 10_120, 10_180].map { clock.hostTime(ofServerTime: UInt32($0), readAt: 5.3) }
        #expect(times.map { ($0 * 1000).rounded() } == [5060, 5120, 5180])
    }

    @Test func anEventIsNeverPlacedAfterItWasRead() {
        var clock = ServerEventClock()
        _ = clock.hostTime(ofServerTime: 10_000, readAt: 5.0)
        // The server's clock ran faster than the host's, or the first event was read late: capped at the reading.
        #expect(clock.hostTime(ofServerTime: 10_500, readAt: 5.2) == 5.2)
        #expect(clock.hostTime(ofServerTime: 10_550, readAt: 5.21) == 5.21)
    }

    @Test func timesNeverGoBackwards() {
        var clock = ServerEventClock()
        _ = clock.hostTime(ofServerTime: 10_000, readAt: 5.0)
        // A server time before the last (another server after a reconnection): placed at its reading.
        #expect(clock.hostTime(ofServerTime: 400, readAt: 5.1) == 5.1)
        #expect(clock.hostTime(ofServerTime: 400, readAt: 5.2) == 5.1)  // the same server time: the same moment
    }

    @Test func aRunEndsAfterASecondOfSilenceSoTheClocksRatesCannotDriftApart() {
        // The server's clock runs 1% slow: within a run its intervals are trusted, and the times fall behind...
        var clock = ServerEventClock()
        var server: UInt32 = 10_000, host = 5.0, lag = 0.0
        for _ in 0..<20 {
            lag = host - clock.hostTime(ofServerTime: server, readAt: host)
            server += 99
            host += 0.1
        }
        #expect(lag > 0.015 && lag < 0.025)
        // ... but a second of silence starts a new run at the time of reading: no lag carried on.
        server += 1_500
        host += 1.515
        #expect(clock.hostTime(ofServerTime: server, readAt: host) == host)
    }

    @Test func theServersClockWrappingRoundIsAnIntervalLikeAnother() {
        var clock = ServerEventClock()
        _ = clock.hostTime(ofServerTime: UInt32.max - 20, readAt: 7.0)
        #expect((clock.hostTime(ofServerTime: 40, readAt: 7.5) * 1000).rounded() == 7061)
    }

    @Test func aSwipeReadLateDoesNotEndOrFlick() {
        // The tracker's view of a swipe whose events waited 0.24 s in the queue: one swipe, at the fingers' speed.
        var clock = ServerEventClock()
        var tracker = SwipeTracker()
        var dispositions: [SwipeTracker.ScrollDisposition] = []
        for (server, read) in [(10_000, 5.0), (10_060, 5.06), (10_120, 5.36), (10_180, 5.36), (10_240, 5.36), (10_300, 5.361)] {
            let time = clock.hostTime(ofServerTime: UInt32(server), readAt: read)
            dispositions.append(tracker.scroll(dx: -12, dy: 0, at: Point(x: 600, y: 350), time: time))
        }
        #expect(dispositions == [.began] + Array(repeating: .continued, count: 5))
        guard case .swipe(let translation, let velocity) = tracker.endScroll() else {
            Issue.record("the swipe did not end as a swipe")
            return
        }
        #expect(translation == 72)
        #expect(abs(velocity) < 300)  // 12 points per 60 ms: 200 points a second, not a flick
    }
}
