// The two _NET_WM_SYNC_REQUEST counters frame by frame: nothing written unasked, basic requests answered after
// their frame, the extended counter odd while a frame is drawn and even, past the request, once it is shown.
import Testing
@testable import SplitKitSDL

@Suite("Sync counter sequence")
struct SyncCounterSequenceTests {
    typealias Write = SyncCounterSequence.Write

    @Test func withoutRequestsFramesWriteNothing() {
        var sequence = SyncCounterSequence()
        for _ in 0..<3 {
            #expect(sequence.frameStarted() == nil)
            #expect(sequence.framePresented() == [])
            #expect(sequence.answerWithoutFrame() == [])
        }
        #expect(sequence == SyncCounterSequence())
    }

    @Test func aBasicRequestIsAnsweredWithItsValueAfterTheFrame() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 137, extended: false)
        #expect(sequence.isPending)
        #expect(sequence.frameStarted() == nil)  // basic only: no frame marks
        #expect(sequence.framePresented() == [Write(.basic, 137)])
        #expect(!sequence.isPending)
        #expect(sequence.framePresented() == [])  // answered once
    }

    @Test func aBasicRequestWithNoFrameComingIsAnsweredAtOnce() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 4, extended: false)
        sequence.request(value: 5, extended: false)  // the newer request is the one waited for
        #expect(sequence.answerWithoutFrame() == [Write(.basic, 5)])
        #expect(sequence.answerWithoutFrame() == [])
    }

    @Test func anExtendedRequestsFrameGoesOddThenEvenPastTheRequest() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 240, extended: true)  // mutter: the last value it saw + 240
        #expect(sequence.frameStarted() == Write(.extended, 241))
        #expect(sequence.isDrawing)
        #expect(sequence.frameStarted() == nil)  // drawn again before it is shown: still the same frame
        #expect(sequence.framePresented() == [Write(.extended, 242)])
        #expect(!sequence.isDrawing && !sequence.isPending)
        // From then on every frame is marked, odd then even, whether or not a request came.
        #expect(sequence.frameStarted() == Write(.extended, 243))
        #expect(sequence.framePresented() == [Write(.extended, 244)])
    }

    @Test func anOddRequestIsMadeEvenBeforeTheFrameStarts() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 7, extended: true)
        #expect(sequence.frameStarted() == Write(.extended, 9))
        #expect(sequence.framePresented() == [Write(.extended, 10)])
    }

    @Test func aRequestBehindTheCounterNeverMovesItBack() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 100, extended: true)
        _ = sequence.frameStarted()
        _ = sequence.framePresented()  // 102
        sequence.request(value: 50, extended: true)
        #expect(sequence.frameStarted() == Write(.extended, 103))
        #expect(sequence.framePresented() == [Write(.extended, 104)])
    }

    @Test func anExtendedRequestWithNoFrameComingSetsTheRequestedEvenValue() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 240, extended: true)
        #expect(sequence.answerWithoutFrame() == [Write(.extended, 240)])
        #expect(!sequence.isPending && !sequence.isDrawing)
        sequence.request(value: 481, extended: true)
        #expect(sequence.answerWithoutFrame() == [Write(.extended, 482)])
        #expect(sequence.frameStarted() == Write(.extended, 483))
    }

    @Test func aRequestArrivingWhileAFrameIsDrawnWaitsForTheNextFrame() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 240, extended: true)
        _ = sequence.frameStarted()  // 241
        sequence.request(value: 480, extended: true)
        #expect(sequence.answerWithoutFrame() == [])  // not while odd: the frame under way ends first
        #expect(sequence.framePresented() == [Write(.extended, 242)])
        #expect(sequence.isPending)
        #expect(sequence.frameStarted() == Write(.extended, 481))
        #expect(sequence.framePresented() == [Write(.extended, 482)])
    }

    @Test func bothKindsPendingAreBothAnswered() {
        var sequence = SyncCounterSequence()
        sequence.request(value: 3, extended: false)
        sequence.request(value: 240, extended: true)
        #expect(sequence.frameStarted() == Write(.extended, 241))
        #expect(sequence.framePresented() == [Write(.extended, 242), Write(.basic, 3)])
    }
}
