// Timing curves and timed animations: exact ends, monotonic in between.
import Testing
import SplitKit

@Suite("Timing curves")
struct TimingCurveTests {
    @Test func easeInOutHasExactEndsAndIsMonotonic() {
        let curve = TimingCurve.easeInOut
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
        #expect(curve.value(at: 0.1) < 0.1 && curve.value(at: 0.9) > 0.9)  // slow at both ends
        var last = 0.0
        for i in 1...100 {
            let v = curve.value(at: Double(i) / 100)
            #expect(v >= last)
            last = v
        }
        let a = TimedAnimation(from: 200, to: 100, startTime: 1, duration: 0.3)
        #expect(a.value(at: 0) == 200 && a.value(at: 1.3) == 100 && a.value(at: 9) == 100)
        #expect(a.isFinished(at: 1.3) && !a.isFinished(at: 1.29))
    }
}
