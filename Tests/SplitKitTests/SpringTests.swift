// The spring: settles within epsilon, never overshoots when clamped, retargets continuously, exact endpoints.
import Testing
import SplitKit

@Suite("Spring animation")
struct SpringTests {
    let epsilon = 0.001

    func samples(_ a: SpringAnimation, until end: Double, step: Double = 0.001) -> [(t: Double, v: Double)] {
        stride(from: a.startTime, through: end, by: step).map { ($0, a.value(at: $0)) }
    }

    @Test(arguments: [0.0, 1.0, -8.0, 25.0])
    func reachesTheTargetAndStaysWithinEpsilon(initialVelocity: Double) throws {
        let a = SpringAnimation(spring: .overlay, from: 0, to: 1, initialVelocity: initialVelocity, startTime: 2)
        let finish = try #require(samples(a, until: 4).first { a.isFinished(at: $0.t) }?.t)
        #expect(finish < 2.6)  // the overlay settles in well under a second
        for (t, v) in samples(a, until: 5) where t >= finish {
            #expect(abs(v - 1) <= epsilon)
            #expect(a.isFinished(at: t))
        }
    }

    @Test func endpointsAreExact() {
        let a = SpringAnimation(spring: .overlay, from: 0.25, to: 1, initialVelocity: 3, startTime: 1)
        #expect(a.value(at: 1) == 0.25)
        #expect(a.value(at: 0.5) == 0.25)  // before the start it waits at the start
        #expect(a.velocity(at: 1) == 3)
        #expect(a.value(at: 3) == 1)  // finished: exactly the target, not "close"
        #expect(a.velocity(at: 3) == 0)
    }

    @Test(arguments: [0.0, -5.0, -40.0, -200.0])
    func closingNeverOvershoots(velocity: Double) {
        let a = SpringAnimation(spring: .overlay, from: 1, to: 0, initialVelocity: velocity, startTime: 0, clamp: true)
        for (_, v) in samples(a, until: 1.5) { #expect(v >= 0) }
        #expect(a.value(at: 1.5) == 0)
    }

    @Test func anUnclampedFlingPastTheTargetWouldOvershoot() {
        // Why clamping matters: a hard fling through a critically damped spring crosses its target.
        let a = SpringAnimation(spring: .overlay, from: 1, to: 0, initialVelocity: -200, startTime: 0)
        #expect(samples(a, until: 0.5).contains { $0.v < -0.01 })
    }

    @Test func retargetingKeepsPositionAndVelocity() {
        let a = SpringAnimation(spring: .overlay, from: 0, to: 1, initialVelocity: 0, startTime: 0)
        for t in [0.01, 0.05, 0.1, 0.2] {
            let b = a.retargeted(to: 0, at: t)
            #expect(abs(b.value(at: t) - a.value(at: t)) < 1e-12)
            #expect(abs(b.velocity(at: t) - a.velocity(at: t)) < 1e-9)
            // And just after, it changes smoothly rather than jumping.
            #expect(abs(b.value(at: t + 0.001) - a.value(at: t)) < 0.05)
        }
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func closedFormMatchesNumericalIntegration(dampingRatio: Double) {
        let spring = Spring(dampingRatio: dampingRatio, mass: 0.5, stiffness: 500)
        let damping = dampingRatio * 2 * (spring.stiffness * spring.mass).squareRoot()
        var x = 1.0, v = -3.0
        let dt = 1e-5
        var t = 0.0
        for checkpoint in [0.02, 0.05, 0.1, 0.2] {
            while t < checkpoint - dt / 2 {
                let a = (-spring.stiffness * x - damping * v) / spring.mass
                v += a * dt
                x += v * dt
                t += dt
            }
            let exact = spring.motion(x0: 1, v0: -3, t: checkpoint)
            #expect(abs(exact.x - x) < 1e-3, "ζ=\(dampingRatio) at \(checkpoint): \(exact.x) vs \(x)")
            #expect(abs(exact.v - v) < 2e-2 * max(1, abs(v)), "ζ=\(dampingRatio) at \(checkpoint): \(exact.v) vs \(v)")
        }
    }

    @Test func animatedValueRetargetsWithoutAJumpAndStopsWhereItIs() {
        var value = AnimatedValue(0)
        value.animate(to: 1, spring: .overlay, at: 0)
        value.advance(to: 0.05)
        let midway = value.value
        #expect(midway > 0 && midway < 1)
        value.animate(to: 0, spring: .overlay, at: 0.05)
        #expect(value.value == midway)
        #expect(value.target == 0)
        value.advance(to: 0.06)
        #expect(value.value > midway)  // still moving outwards for a moment: it kept its velocity
        value.stop(at: 0.07)
        let caught = value.value
        value.advance(to: 1)
        #expect(value.value == caught)
        #expect(!value.isAnimating)
        value.animate(to: 1, spring: .overlay, at: 1)
        value.advance(to: 3)
        #expect(value.value == 1 && !value.isAnimating)
    }
}
