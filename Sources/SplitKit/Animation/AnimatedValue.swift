// A value that is either still, or moving under a spring animation: the overlay and collapse progress.

/// A value in 0...1 that may be animating. Sample it with `advance(to:)`; stop or retarget any time.
///
/// The value never leaves 0 ... 1, whatever the velocity an animation starts with (SPEC §5: a fling across a
/// narrow or zero-width column would otherwise carry a spring far past either end).
public struct AnimatedValue: Hashable, Sendable {
    /// The value at the last `advance(to:)`.
    public private(set) var value: Double
    /// The animation under way, if any.
    public private(set) var animation: SpringAnimation?

    /// A still value (kept within 0 ... 1).
    public init(_ value: Double) {
        self.value = Self.clamped(value)
    }

    private static func clamped(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    /// Where the value is heading: the animation's target, or the value itself when still.
    public var target: Double { animation?.to ?? value }

    /// True while an animation is under way.
    public var isAnimating: Bool { animation != nil }

    /// Moves to the animation's value at `time`, ending the animation once it has settled.
    public mutating func advance(to time: Double) {
        guard let animation else { return }
        if animation.isFinished(at: time) {
            value = animation.to
            self.animation = nil
        } else {
            value = Self.clamped(animation.value(at: time))
        }
    }

    /// Animates towards `target` from where the value is at `time`, keeping the current velocity when
    /// an animation is already under way and adding `velocity` when given (a fling's release velocity).
    public mutating func animate(to requested: Double, velocity: Double? = nil, spring: Spring, at time: Double) {
        let target = Self.clamped(requested)
        advance(to: time)
        if var running = animation, velocity == nil {
            running = running.retargeted(to: target, at: time)
            animation = running
        } else {
            animation = SpringAnimation(
                spring: spring, from: value, to: target, initialVelocity: velocity ?? 0, startTime: time, clamp: true)
        }
        if animation!.isFinished(at: time) {
            value = target
            animation = nil
        }
    }

    /// Stops where the value is at `time` (a press catches a moving overlay).
    public mutating func stop(at time: Double) {
        advance(to: time)
        animation = nil
    }

    /// Jumps to `newValue` (kept within 0 ... 1) with no animation (a gesture drives it, or a breakpoint was crossed).
    public mutating func set(_ newValue: Double) {
        value = Self.clamped(newValue)
        animation = nil
    }
}
