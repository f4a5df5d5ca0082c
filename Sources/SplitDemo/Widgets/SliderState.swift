// A horizontal slider: value ↔ position mapping, clamping, pointer drags and keyboard steps.
import SplitKit

/// A slider over `range`, snapping to `step`; positions are points along a track.
struct SliderState: Hashable, Sendable {
    /// The label shown above the track.
    var label: String
    /// The values the slider covers.
    var range: ClosedRange<Double>
    /// Smallest change (arrow keys, and what values snap to).
    var step: Double
    /// The change with Shift held.
    var largeStep: Double
    /// The current value.
    private(set) var value: Double

    init(label: String, range: ClosedRange<Double>, step: Double, largeStep: Double, value: Double) {
        self.label = label
        self.range = range
        self.step = step
        self.largeStep = largeStep
        self.value = Self.snap(value, range: range, step: step)
    }

    /// `value` kept in the range and on a step.
    static func snap(_ value: Double, range: ClosedRange<Double>, step: Double) -> Double {
        let clamped = min(range.upperBound, max(range.lowerBound, value.isFinite ? value : range.lowerBound))
        let snapped = range.lowerBound + ((clamped - range.lowerBound) / step).rounded() * step
        return min(range.upperBound, max(range.lowerBound, (snapped * 1_000_000).rounded() / 1_000_000))
    }

    /// Sets the value (clamped and snapped); returns true when it changed.
    @discardableResult
    mutating func set(_ newValue: Double) -> Bool {
        let snapped = Self.snap(newValue, range: range, step: step)
        defer { value = snapped }
        return snapped != value
    }

    /// Where on a track the value sits.
    func position(on track: Rect) -> Double {
        let span = range.upperBound - range.lowerBound
        return track.x + (span > 0 ? (value - range.lowerBound) / span : 0) * track.width
    }

    /// The value at x on a track (clamped to the ends).
    func value(atX x: Double, on track: Rect) -> Double {
        let fraction = track.width > 0 ? min(1, max(0, (x - track.x) / track.width)) : 0
        return Self.snap(range.lowerBound + fraction * (range.upperBound - range.lowerBound), range: range, step: step)
    }

    /// Moves by one step (or a large step with Shift) for Left/Right, Down/Up; Home/End go to the ends.
    mutating func handleKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let amount = modifiers.contains(.shift) ? largeStep : step
        switch key {
        case .left, .down: return set(value - amount)
        case .right, .up: return set(value + amount)
        case .home: return set(range.lowerBound)
        case .end: return set(range.upperBound)
        default: return false
        }
    }
}
