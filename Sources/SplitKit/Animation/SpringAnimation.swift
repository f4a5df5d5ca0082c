// A value animated by a spring from a start time, sampled at any injected time, and retargetable mid-flight.

/// A spring animation of one value, sampled at times the caller supplies (no clock inside).
///
/// Retargeting starts a new animation from the current value *and velocity*, so a change of mind
/// mid-flight never jumps. With `clamp`, the animation ends the moment the value reaches its target,
/// so it never overshoots (SPEC §5: "no overshoot when closing").
public struct SpringAnimation: Hashable, Sendable {
    /// The spring.
    public var spring: Spring
    /// Value at `startTime`.
    public var from: Double
    /// Value at rest.
    public var to: Double
    /// Velocity at `startTime`, in value units per second.
    public var initialVelocity: Double
    /// When the animation started.
    public var startTime: Double
    /// Settling tolerance: done when within `epsilon` of the target and (scaled) nearly still.
    public var epsilon: Double
    /// End on reaching the target instead of overshooting it.
    public var clamp: Bool

    /// Creates an animation.
    public init(
        spring: Spring, from: Double, to: Double, initialVelocity: Double = 0, startTime: Double,
        epsilon: Double = 0.001, clamp: Bool = false
    ) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.startTime = startTime
        self.epsilon = epsilon
        self.clamp = clamp
    }

    /// Value and velocity at `time`; exactly the target once finished.
    public func sample(at time: Double) -> (value: Double, velocity: Double) {
        if isFinished(at: time) { return (to, 0) }
        let t = max(0, time - startTime)
        let m = spring.motion(x0: from - to, v0: initialVelocity, t: t)
        return (to + m.x, m.v)
    }

    /// The value at `time`.
    public func value(at time: Double) -> Double { sample(at: time).value }

    /// The velocity at `time`.
    public func velocity(at time: Double) -> Double { sample(at: time).velocity }

    /// True once the value has settled (or, with `clamp`, reached the target; a clamped animation that starts
    /// at its target is already there, whatever its velocity).
    public func isFinished(at time: Double) -> Bool {
        let t = max(0, time - startTime)
        if from == to && (initialVelocity == 0 || clamp) { return true }
        let m = spring.motion(x0: from - to, v0: initialVelocity, t: t)
        if clamp && t > 0 && (m.x == 0 || (m.x > 0) != (from - to > 0)) && from != to { return true }
        // Velocity is compared in units of the value per 1/ω₀ seconds, so one epsilon fits both.
        return abs(m.x) < epsilon && abs(m.v) < epsilon * spring.naturalFrequency
    }

    /// A new animation towards `target` that starts at `time` from this one's value and velocity there.
    public func retargeted(to target: Double, at time: Double) -> SpringAnimation {
        let now = sample(at: time)
        var next = self
        next.from = now.value
        next.initialVelocity = now.velocity
        next.to = target
        next.startTime = time
        return next
    }
}
