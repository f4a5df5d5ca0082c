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
    /// Where the compact inspector's sheet is (SPEC §15.5), as half its position (an animated value lies in 0 ... 1):
    /// 0 closed ... 0.5 half ... 1 full height, following a drag or its spring. Read ``sheetPosition``.
    private(set) var sheet = AnimatedValue(0)
    /// Where the sheet is: 0 closed ... 1 half ... 2 full (``InspectorSheetGeometry`` turns it into a height).
    var sheetPosition: Double { sheet.value * 2 }
    /// Where the sheet is going: the detent's position, or where it is when still.
    var sheetTarget: Double { sheet.target * 2 }

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
    mutating func advance(to time: Double) {
        reveal.advance(to: time)
        sheet.advance(to: time)
    }

    // MARK: Sheet

    /// The sheet springs to `detent` (from a button, a key, a tap or an assistive technology), keeping its motion;
    /// `velocity` in positions per second.
    mutating func moveSheet(to detent: InspectorSheetDetent, velocity: Double? = nil, spring: Spring, at time: Double) {
        sheet.animate(to: detent.position / 2, velocity: velocity.map { $0 / 2 }, spring: spring, at: time)
    }

    /// A press catches a moving sheet where it is.
    mutating func catchSheet(at time: Double) { sheet.stop(at: time) }

    /// A drag holds the sheet at `position` (0 ... 2).
    mutating func trackSheet(to position: Double) { sheet.set(min(2, max(0, position)) / 2) }

    /// The split changed bands: the sheet is at `detent` at once (the inspector carried in or out of it).
    mutating func placeSheet(at detent: InspectorSheetDetent) { sheet.set(detent.position / 2) }

    // MARK: Separator

    /// The user width is now `width` (nil: none chosen, the configuration decides).
    mutating func choose(_ width: Double?) { userWidth = width }
}
