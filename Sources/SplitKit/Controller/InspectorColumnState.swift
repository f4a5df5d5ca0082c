// The inspector column's own state: its reveal and the width the user chose with its separator, changed only here.

/// What the split keeps about the inspector column between events: how far it is in, and its separator's user width.
///
/// The separator's drag is the ``Interaction`` under way (as every gesture is), and its hover is the primary
/// separator's (``SeparatorState``): one resize cursor for both.
struct InspectorColumnState: Hashable, Sendable {
    /// How far the inspector is in: 0 hidden ... 1 shown, beside or over the secondary (0 when collapsed: it is then a
    /// page of the stack).
    private(set) var reveal = AnimatedValue(0)
    /// The inspector width the user chose with its separator (or the keys, or an assistive technology); nil until they do.
    private(set) var userWidth: Double?

    /// An inspector with a saved user width (0 or less, or not a number, is ignored).
    init(userWidth: Double?) {
        if let userWidth, userWidth > 0, userWidth.isFinite { self.userWidth = userWidth }
    }

    // MARK: Reveal

    /// The inspector slides in (`shown`) or out, keeping any motion under way.
    mutating func show(_ shown: Bool, spring: Spring, at time: Double) {
        reveal.animate(to: shown ? 1 : 0, spring: spring, at: time)
    }

    /// A press or a touchpad swipe catches a moving inspector where it is.
    mutating func catchReveal(at time: Double) { reveal.stop(at: time) }

    /// A swipe holds the inspector at `progress` (kept within 0 ... 1).
    mutating func trackReveal(to progress: Double) { reveal.set(progress) }

    /// A swipe let go: the inspector springs to the settle's end, starting at `velocity` (progress per second).
    mutating func settle(to target: Double, velocity: Double, spring: Spring, at time: Double) {
        reveal.animate(to: target, velocity: velocity, spring: spring, at: time)
    }

    /// An inspector over the secondary caught mid-way and let go without a swipe goes to the nearer end.
    mutating func settleIfStranded(flingSpeed: Double, spring: Spring, at time: Double) {
        reveal.settleIfStranded(flingSpeed: flingSpeed, spring: spring, at: time)
    }

    /// The split changed bands: the inspector is shown or not at once, as the pages carried it over.
    mutating func place(shown: Bool) { reveal.set(shown ? 1 : 0) }

    /// Time passes to `time`.
    mutating func advance(to time: Double) { reveal.advance(to: time) }

    // MARK: Separator

    /// The user width is now `width` (nil: none chosen, the configuration decides).
    mutating func choose(_ width: Double?) { userWidth = width }
}
