// The one swipe tracker mouse, touchscreen and touchpad all feed: claim, 1:1 translation, velocity, settle.

/// What a pointer release amounted to, or how a touchpad swipe ended.
public enum SwipeOutcome: Hashable, Sendable {
    /// No press was being followed.
    case none
    /// Pressed and released within the tap slop: a tap at this point.
    case tap(Point)
    /// A claimed horizontal swipe ended: horizontal travel since the press, and the velocity of its last
    /// 150 ms (points per second, positive to the right).
    case swipe(translation: Double, velocity: Double)
    /// Moved too far for a tap but never claimed (or went vertical).
    case cancelled
}

/// Where a swipe that let go goes, and how fast (SPEC §5): the same for the overlay and the compact back swipe.
public struct SwipeSettle: Hashable, Sendable {
    /// The end the driven value springs to: 0 or 1.
    public var target: Double
    /// The release velocity in the driven value's units (progress per second).
    public var velocity: Double

    /// The settle of a value at `progress` (0 ... 1) that a swipe let go of while moving `velocityTowardsOne`
    /// points per second towards 1, where 1 is `distance` points away from 0: flung faster than `flingSpeed`
    /// it goes the way it was flung, otherwise to the nearer end.
    public init(progress: Double, velocityTowardsOne: Double, distance: Double, flingSpeed: Double) {
        if abs(velocityTowardsOne) > flingSpeed { target = velocityTowardsOne > 0 ? 1 : 0 } else { target = progress >= 0.5 ? 1 : 0 }
        velocity = velocityTowardsOne / max(1, distance)
    }
}

/// Follows one swipe from any device.
///
/// - A **pointer** (mouse or the first finger on a touchscreen) is claimed once it has travelled
///   `claimDistance` points horizontally and more than vertically; a press that goes vertical first is
///   never claimed, and one that stays within `tapSlop` is a tap.
/// - A **touchpad** (two-finger scroll, or a tilt wheel) has no press: its first scroll event claims the
///   swipe when it is mostly horizontal (`axisRatio` times more than vertical, as libadwaita asks), or
///   rejects the whole scroll so a list can take it. Its content motion is the negative scroll (scrolling
///   left moves content right, like dragging it right). SDL 2 sends no "fingers lifted", so the swipe ends
///   after `scrollQuiet` seconds without scroll events.
///
/// Either way the translation is counted from where the swipe started, as libadwaita counts it: once claimed,
/// what follows the swipe is where it would be had it followed from the press (the claim distance is not
/// swallowed), and the velocity is measured over the last `velocityWindow` seconds.
public struct SwipeTracker: Hashable, Sendable {
    /// The phase of the swipe being followed.
    public enum Phase: Hashable, Sendable {
        /// Nothing followed.
        case idle
        /// Pressed, not yet claimed.
        case pending
        /// Claimed as a horizontal swipe.
        case claimed
        /// Went vertical, or was refused: ignored until it ends.
        case failed
    }

    /// What feeds the swipe.
    public enum Input: Hashable, Sendable {
        /// A mouse or a touchscreen finger.
        case pointer
        /// A touchpad or tilt wheel, as scroll events.
        case scroll
    }

    /// Horizontal travel that claims a pointer (SPEC §5: 16 points).
    public var claimDistance: Double
    /// Farthest a press may travel and still be a tap (the rule of ``TapTracker``).
    public var tapSlop: Double
    /// How much more horizontal than vertical a scroll must be to become a swipe (libadwaita: 1.2).
    public var axisRatio = 1.2
    /// Seconds without scroll events after which a touchpad swipe has ended (SPEC §9: 0.15).
    public var scrollQuiet = 0.15
    /// Current phase.
    public private(set) var phase: Phase = .idle
    /// What feeds the current swipe.
    public private(set) var input: Input = .pointer
    /// Where the swipe started.
    public private(set) var origin: Point = .zero
    /// Horizontal travel since the press (or the first scroll event) while claimed, in points, positive to the
    /// right; 0 before the claim. The claim distance counts, so what follows the swipe stays under the pointer.
    public private(set) var translation: Double = 0
    /// When the last scroll event of a touchpad swipe came.
    public private(set) var lastScrollTime: Double?
    /// The virtual pointer of a touchpad swipe: the origin moved by the content motion so far.
    private var position: Point = .zero
    /// False once the press has left the tap slop.
    private var withinTapSlop = true
    private var tracker = VelocityTracker()

    /// Creates a tracker.
    public init(claimDistance: Double = 16, tapSlop: Double = 8, velocityWindow: Double = 0.15) {
        self.claimDistance = claimDistance
        self.tapSlop = tapSlop
        tracker = VelocityTracker(window: velocityWindow)
    }

    /// A tracker with the metrics' claim distance, tap slop and velocity window.
    public init(metrics: Metrics) {
        self.init(claimDistance: metrics.swipeClaimDistance, tapSlop: metrics.tapSlop, velocityWindow: metrics.velocityWindow)
    }

    /// Takes new metrics; a swipe in progress keeps going.
    public mutating func adopt(_ metrics: Metrics) {
        claimDistance = metrics.swipeClaimDistance
        tapSlop = metrics.tapSlop
        tracker.window = metrics.velocityWindow
    }

    /// True while a swipe is claimed.
    public var isClaimed: Bool { phase == .claimed }

    /// True while a touchpad scroll is being followed (claimed or refused), until it goes quiet.
    public var isScrolling: Bool { input == .scroll && phase != .idle }

    // MARK: Pointer

    /// Starts following a press.
    public mutating func press(at point: Point, time: Double) {
        start(.pointer, at: point, time: time)
        phase = .pending
    }

    /// Follows a move; returns true when this move claimed the swipe.
    @discardableResult
    public mutating func move(to point: Point, time: Double) -> Bool {
        guard input == .pointer, phase != .idle else { return false }
        tracker.add(point, at: time)
        let dx = point.x - origin.x, dy = point.y - origin.y
        if !TapTracker<Int>.isWithinSlop(point, of: origin, slop: tapSlop) { withinTapSlop = false }
        switch phase {
        case .pending:
            if abs(dx) >= claimDistance && abs(dx) > abs(dy) {
                phase = .claimed
                translation = dx
                return true
            }
            if abs(dy) >= claimDistance && abs(dy) >= abs(dx) { phase = .failed }
        case .claimed:
            translation = dx
        case .idle, .failed:
            break
        }
        return false
    }

    /// Ends the press and says what it was.
    public mutating func release(at point: Point, time: Double) -> SwipeOutcome {
        guard input == .pointer, phase != .idle else { return .none }
        move(to: point, time: time)
        defer { phase = .idle }
        switch phase {
        case .claimed:
            return .swipe(translation: translation, velocity: tracker.velocity(at: time).x)
        case .pending where withinTapSlop:
            return .tap(point)
        default:
            return .cancelled
        }
    }

    // MARK: Touchpad

    /// What a scroll event meant to the tracker.
    public enum ScrollDisposition: Hashable, Sendable {
        /// The first event of a mostly horizontal scroll: a swipe may start (call ``refuseScroll()`` if not).
        case began
        /// The swipe goes on; ``translation`` moved.
        case continued
        /// Not a swipe (mostly vertical, or refused): the content underneath may scroll.
        case notASwipe
    }

    /// Follows one scroll event (`dx` positive scrolls right, moving content left).
    public mutating func scroll(dx: Double, dy: Double, at point: Point, time: Double) -> ScrollDisposition {
        if input == .pointer && phase != .idle { return .notASwipe }  // a press is being followed
        if isScrolling, let last = lastScrollTime, time - last > scrollQuiet { phase = .idle }  // a new scroll
        if phase == .idle {
            start(.scroll, at: point, time: time)
            lastScrollTime = time
            guard dx != 0, abs(dx) >= abs(dy) * axisRatio else {
                phase = .failed
                return .notASwipe
            }
            phase = .claimed
            advanceScroll(dx: dx, time: time)
            return .began
        }
        lastScrollTime = time
        guard phase == .claimed else { return .notASwipe }
        advanceScroll(dx: dx, time: time)
        return .continued
    }

    /// The swipe that just began is not wanted (wrong direction, or nothing to reveal): the rest of this scroll
    /// is not a swipe either.
    public mutating func refuseScroll() {
        guard input == .scroll else { return }
        phase = .failed
        translation = 0
    }

    /// When the current touchpad swipe ends if no scroll event comes: `scrollQuiet` after the last one.
    public var scrollEndTime: Double? {
        guard isScrolling, let lastScrollTime else { return nil }
        return lastScrollTime + scrollQuiet
    }

    /// Ends a quiet touchpad scroll: a claimed swipe ends with the velocity of its last events.
    public mutating func endScroll() -> SwipeOutcome {
        guard isScrolling else { return .none }
        defer { phase = .idle }
        guard phase == .claimed, let lastScrollTime else { return .cancelled }
        return .swipe(translation: translation, velocity: tracker.velocity(at: lastScrollTime).x)
    }

    // MARK: Both

    /// Abandons the swipe (the window changed under it).
    public mutating func cancel() {
        phase = .idle
        translation = 0
    }

    private mutating func start(_ source: Input, at point: Point, time: Double) {
        input = source
        origin = point
        position = point
        translation = 0
        withinTapSlop = true
        tracker.reset()
        if source == .pointer { tracker.add(point, at: time) }  // a scroll's first sample is its first motion
    }

    private mutating func advanceScroll(dx: Double, time: Double) {
        position.x -= dx  // content follows the scroll: scrolling right moves it left
        tracker.add(position, at: time)
        translation = position.x - origin.x
    }
}
