// The gesture under way and the swipe tracker that follows a swipe's motion, as one value changed only here.

/// What the split keeps about the press (or touchpad scroll) under way: the ``Interaction`` it started, and the
/// ``SwipeTracker`` that follows a swipe's motion (claim, translation, velocity).
///
/// A swipe's state is here alone: what it drives and where from (the interaction's ``SwipeGesture``) beside the
/// tracker's motion. The tracker is not inside the `.swipe` case because it outlives it: a touchpad scroll that was
/// refused as a swipe (mostly vertical, or nothing to move that way) is still followed, with no gesture under way, until
/// it goes quiet, so its later events are not taken for a new swipe; and ``Interaction`` is public, plain data.
struct GestureState: Hashable, Sendable {
    /// The gesture under way: a separator drag, a swipe, a button press, or none.
    private(set) var interaction: Interaction = .idle
    /// Follows the pointer or touchpad motion of a swipe.
    private(set) var tracker: SwipeTracker

    /// No gesture, a tracker with the metrics' claim distance, tap slop and velocity window.
    init(metrics: Metrics) {
        tracker = SwipeTracker(metrics: metrics)
    }

    /// New metrics (a new appearance); a swipe under way goes on.
    mutating func adopt(_ metrics: Metrics) { tracker.adopt(metrics) }

    // MARK: Starting and ending

    /// A toolbar button is held down until release.
    mutating func pressButton(_ button: ToolbarButton) { interaction = .buttonPress(button) }

    /// The primary's separator is held (a press), or followed on (a move): `drag` as it stands now.
    mutating func dragSeparator(_ drag: SeparatorDrag) { interaction = .separatorDrag(drag) }

    /// The inspector's separator is held, or followed on: `drag` as it stands now.
    mutating func dragInspectorSeparator(_ drag: SeparatorDrag) { interaction = .inspectorSeparatorDrag(drag) }

    /// The inspector's sheet is held (a press on its handle or dim), or followed on: `drag` as it stands now.
    mutating func dragSheet(_ drag: SheetDrag) { interaction = .sheetDrag(drag) }

    /// A press at `p` that may become `gesture`: the tracker starts following it.
    mutating func pressSwipe(_ gesture: SwipeGesture, at p: Point, time: Double) {
        tracker.press(at: p, time: time)
        interaction = .swipe(gesture)
    }

    /// The swipe the tracker follows drives `gesture` from now on (a touchpad swipe that began, or a back swipe
    /// claimed, starting where the page is).
    mutating func follow(_ gesture: SwipeGesture) { interaction = .swipe(gesture) }

    /// The gesture is over (released, or taken over): nothing is pressed.
    mutating func end() { interaction = .idle }

    /// A swipe dropped without acting on it: a pointer's press is forgotten (a touchpad scroll is followed until it
    /// goes quiet), and nothing is under way.
    mutating func abandonSwipe() {
        if tracker.input == .pointer { tracker.cancel() }
        interaction = .idle
    }

    /// The window changed under the swipe: the tracker forgets it, and nothing is under way.
    mutating func cancelSwipe() {
        tracker.cancel()
        interaction = .idle
    }

    // MARK: The tracker's motion

    /// Follows a pointer move; true when this move claimed the swipe.
    @discardableResult
    mutating func moveSwipe(to p: Point, time: Double) -> Bool { tracker.move(to: p, time: time) }

    /// Ends the pointer's press and says what it was.
    mutating func releaseSwipe(at p: Point, time: Double) -> SwipeOutcome { tracker.release(at: p, time: time) }

    /// Follows one scroll event.
    mutating func scroll(dx: Double, dy: Double, at p: Point, time: Double) -> SwipeTracker.ScrollDisposition {
        tracker.scroll(dx: dx, dy: dy, at: p, time: time)
    }

    /// The scroll that just began is not a swipe here: the rest of it is not either.
    mutating func refuseScroll() { tracker.refuseScroll() }

    /// Ends a touchpad scroll: a claimed swipe ends with the velocity of its last events.
    mutating func endScroll() -> SwipeOutcome { tracker.endScroll() }
}
