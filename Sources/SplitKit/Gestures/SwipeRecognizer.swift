// Tells a horizontal swipe from a tap or a vertical drag: 16-point claim, horizontal lock (SPEC §5).

/// What a pointer release amounted to.
public enum SwipeOutcome: Hashable, Sendable {
    /// No press was being followed.
    case none
    /// Pressed and released without moving more than `tapSlop`: a tap at this point.
    case tap(Point)
    /// A claimed horizontal swipe ended: total horizontal travel since the claim, and the release velocity.
    case swipe(translation: Double, velocity: Double)
    /// Moved too far for a tap but never claimed (or went vertical).
    case cancelled
}

/// Follows one press: claims it as a horizontal swipe once it has travelled `claimDistance` points
/// horizontally and more than vertically; a press that goes vertical first is never claimed.
public struct SwipeRecognizer: Hashable, Sendable {
    /// The phase of the press being followed.
    public enum Phase: Hashable, Sendable {
        /// No press.
        case idle
        /// Pressed, not yet claimed.
        case pending
        /// Claimed as a horizontal swipe.
        case claimed
        /// Went vertical (or was cancelled): ignored until release.
        case failed
    }

    /// Horizontal travel that claims the press (SPEC §5: 16 points).
    public var claimDistance: Double
    /// Farthest a press may travel and still be a tap.
    public var tapSlop: Double
    /// Current phase.
    public private(set) var phase: Phase = .idle
    /// Where the press started.
    public private(set) var origin: Point = .zero
    /// Horizontal travel since the claim, in points (the claim distance itself is not counted, so
    /// whatever follows the swipe starts where it was and never jumps).
    public private(set) var translation: Double = 0
    private var claimOffset: Double = 0
    /// False once the press has left the tap slop (the rule of ``TapTracker``).
    private var withinTapSlop = true
    private var tracker = VelocityTracker()

    /// Creates a recogniser.
    public init(claimDistance: Double = 16, tapSlop: Double = 8, velocityWindow: Double = 0.15) {
        self.claimDistance = claimDistance
        self.tapSlop = tapSlop
        tracker = VelocityTracker(window: velocityWindow)
    }

    /// A recogniser with the metrics' claim distance, tap slop and velocity window.
    public init(metrics: Metrics) {
        self.init(claimDistance: metrics.swipeClaimDistance, tapSlop: metrics.tapSlop, velocityWindow: metrics.velocityWindow)
    }

    /// Takes new metrics; a press in progress keeps going.
    public mutating func adopt(_ metrics: Metrics) {
        claimDistance = metrics.swipeClaimDistance
        tapSlop = metrics.tapSlop
        tracker.window = metrics.velocityWindow
    }

    /// True while a press is claimed as a swipe.
    public var isClaimed: Bool { phase == .claimed }

    /// Starts following a press.
    public mutating func press(at point: Point, time: Double) {
        phase = .pending
        origin = point
        translation = 0
        withinTapSlop = true
        tracker.reset()
        tracker.add(point, at: time)
    }

    /// Follows a move; returns true when this move claimed the swipe.
    @discardableResult
    public mutating func move(to point: Point, time: Double) -> Bool {
        guard phase != .idle else { return false }
        tracker.add(point, at: time)
        let dx = point.x - origin.x, dy = point.y - origin.y
        if !TapTracker<Int>.isWithinSlop(point, of: origin, slop: tapSlop) { withinTapSlop = false }
        switch phase {
        case .pending:
            if abs(dx) >= claimDistance && abs(dx) > abs(dy) {
                phase = .claimed
                claimOffset = dx > 0 ? claimDistance : -claimDistance
                translation = dx - claimOffset
                return true
            }
            if abs(dy) >= claimDistance && abs(dy) >= abs(dx) { phase = .failed }
        case .claimed:
            translation = dx - claimOffset
        case .idle, .failed:
            break
        }
        return false
    }

    /// Ends the press and says what it was.
    public mutating func release(at point: Point, time: Double) -> SwipeOutcome {
        guard phase != .idle else { return .none }
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

    /// Abandons the press (the window changed under it).
    public mutating func cancel() {
        phase = .idle
        translation = 0
    }
}
