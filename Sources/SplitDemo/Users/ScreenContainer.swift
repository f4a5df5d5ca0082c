// The users scene's container that swaps heterogeneous screens with a transition, on SplitKit's animation core.
import SplitKit

/// How a container brings in its next screen.
enum ScreenTransitionKind: String, Hashable, Sendable, Codable {
    /// The old screen fades out as the new one fades in.
    case crossFade
    /// The new screen slides in from the trailing edge; the old one moves a little the other way.
    case slideFromTrailing
    /// The new screen slides in from the leading edge (going back up a list).
    case slideFromLeading
    /// The new screen rises from the bottom over the old one, which dims (a modal).
    case slideUp
    /// The top screen drops back down, uncovering the one below (dismissing a modal).
    case slideDown

    /// How long the transition takes, in seconds.
    var duration: Double {
        switch self {
        case .crossFade: return 0.25
        case .slideFromTrailing, .slideFromLeading: return 0.35
        case .slideUp, .slideDown: return 0.4
        }
    }
}

/// Where and how to draw one screen during a transition.
struct ScreenPlacement: Hashable, Sendable {
    /// The screen's frame (the container's frame, moved).
    var frame: Rect
    /// Opacity of the whole screen (0 ... 1).
    var opacity: Double
    /// Black dim over the screen (0 ... 1).
    var dim: Double

    /// Creates a placement.
    init(frame: Rect, opacity: Double, dim: Double) {
        self.frame = frame
        self.opacity = opacity
        self.dim = dim
    }
}

/// The screen a container shows, and the transition from the previous one while it runs.
///
/// Switching again mid-transition starts a new transition from the screen that was arriving, so the
/// container always ends on the last choice.
struct ScreenContainer<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The screen shown (or arriving).
    private(set) var current: Screen
    /// The screen leaving, while a transition runs.
    private(set) var previous: Screen?
    /// The running transition's kind.
    private(set) var kind: ScreenTransitionKind?
    /// The running transition's progress animation (0 → 1).
    private(set) var animation: TimedAnimation?
    /// Progress of the running transition at the last `advance(to:)` (1 when none runs).
    private(set) var progress: Double = 1

    /// A container showing `screen`.
    init(showing screen: Screen) {
        current = screen
    }

    /// True while a transition runs.
    var isAnimating: Bool { animation != nil }

    /// Shows `screen` with `kind` from `time`, timed by `motion` (slow motion stretches it; reduced motion makes
    /// a slide a cross-fade in place); no transition when `animated` is false or it is already shown.
    mutating func show(
        _ screen: Screen, transition requested: ScreenTransitionKind, animated: Bool = true, motion: Motion = .standard, at time: Double
    ) {
        let kind = motion.reduceMotion ? .crossFade : requested
        if screen == current { return }  // already shown, or already arriving
        guard animated else {
            current = screen
            previous = nil
            self.kind = nil
            animation = nil
            progress = 1
            return
        }
        previous = current
        current = screen
        self.kind = kind
        animation = TimedAnimation(from: 0, to: 1, startTime: time, duration: motion.duration(kind.duration))
        progress = 0
    }

    /// Moves the transition to `time`, ending it when done.
    mutating func advance(to time: Double) {
        guard let animation else { return }
        if animation.isFinished(at: time) {
            progress = 1
            self.animation = nil
            previous = nil
            kind = nil
        } else {
            progress = animation.value(at: time)
        }
    }

    /// Where the leaving and arriving screens go in `frame` now, in drawing order (bottom first).
    func placements(in frame: Rect) -> [(screen: Screen, placement: ScreenPlacement)] {
        let still = ScreenPlacement(frame: frame, opacity: 1, dim: 0)
        guard let previous, let kind else { return [(current, still)] }
        let p = progress, w = frame.width, h = frame.height
        func moved(_ dx: Double, _ dy: Double) -> Rect { frame.offsetBy(dx: dx.rounded(), dy: dy.rounded()) }
        switch kind {
        case .crossFade:
            return [(previous, still), (current, ScreenPlacement(frame: frame, opacity: p, dim: 0))]
        case .slideFromTrailing:
            return [(previous, ScreenPlacement(frame: moved(-0.3 * w * p, 0), opacity: 1, dim: 0.1 * p)),
                    (current, ScreenPlacement(frame: moved((1 - p) * w, 0), opacity: 1, dim: 0))]
        case .slideFromLeading:
            return [(previous, ScreenPlacement(frame: moved(0.3 * w * p, 0), opacity: 1, dim: 0.1 * p)),
                    (current, ScreenPlacement(frame: moved(-(1 - p) * w, 0), opacity: 1, dim: 0))]
        case .slideUp:
            return [(previous, ScreenPlacement(frame: frame, opacity: 1, dim: 0.2 * p)),
                    (current, ScreenPlacement(frame: moved(0, (1 - p) * h), opacity: 1, dim: 0))]
        case .slideDown:
            return [(current, ScreenPlacement(frame: frame, opacity: 1, dim: 0.2 * (1 - p))),
                    (previous, ScreenPlacement(frame: moved(0, p * h), opacity: 1, dim: 0))]
        }
    }
}
