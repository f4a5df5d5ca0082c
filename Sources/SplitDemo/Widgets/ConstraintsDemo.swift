// The animated-constraints demo: a switch that slides a blue pane in while the yellow one narrows (1.0 s).
import SplitKit

/// The yellow/blue panes and their switch. On: the blue pane slides in from the trailing edge while the
/// yellow one narrows, until both are equal with an 8-point gap; off reverses it.
struct ConstraintsDemo: Hashable, Sendable {
    /// Where the switch is.
    private(set) var isOn: Bool
    /// 0 (yellow alone) ... 1 (both equal), animating after a toggle.
    private var animation: TimedAnimation?
    private var settled: Double
    /// How long the slide takes.
    static let duration = 1.0
    /// The gap between the panes when both show.
    static let gap = 8.0

    /// A demo with the switch where it was left.
    init(isOn: Bool) {
        self.isOn = isOn
        settled = isOn ? 1 : 0
    }

    /// Progress at `time`: 0 yellow alone ... 1 both panes.
    func progress(at time: Double) -> Double { animation?.value(at: time) ?? settled }

    /// True while the panes move.
    func isAnimating(at time: Double) -> Bool { animation.map { !$0.isFinished(at: time) } ?? false }

    /// Flips the switch at `time`; a flip mid-slide turns back from where the panes are. Slow motion
    /// stretches the slide.
    mutating func toggle(at time: Double, motion: Motion = .standard) {
        let from = progress(at: time)
        isOn.toggle()
        let to = isOn ? 1.0 : 0.0
        animation = TimedAnimation(from: from, to: to, startTime: time, duration: motion.duration(Self.duration * abs(to - from)))
        settled = to
    }

    /// Drops a finished animation.
    mutating func advance(to time: Double) {
        if let animation, animation.isFinished(at: time) { self.animation = nil }
    }

    /// The yellow and blue panes' frames in `area` at `progress`.
    static func panes(in area: Rect, progress p: Double) -> (yellow: Rect, blue: Rect) {
        let half = (area.width - gap) / 2
        let yellow = Rect(x: area.x, y: area.y, width: (area.width - p * (half + gap)).rounded(), height: area.height)
        let blue = Rect(x: (area.maxX - p * half).rounded(), y: area.y, width: half.rounded(), height: area.height)
        return (yellow, blue)
    }
}
