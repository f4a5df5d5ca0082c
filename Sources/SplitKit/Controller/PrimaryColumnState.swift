// The primary column's own motion: the overlay's reveal and the tiled collapse, changed only through the methods here.

/// How far the primary is in over the secondary (overlay band) and how far it is collapsed (tiled band).
///
/// One value with both rather than one case per band: the collapse outlives a trip through another band (a primary
/// collapsed in the tiled band is still collapsed when the window is wide again, as before this value existed), while
/// the overlay's reveal is dropped at every band change (``leaveBand(from:to:)``). Each band reads only its own field.
struct PrimaryColumnState: Hashable, Sendable {
    /// How far the overlay is in: 0 hidden ... 1 shown (overlay band).
    private(set) var overlay = AnimatedValue(0)
    /// How far the tiled primary is collapsed: 0 open ... 1 gone (tiled band).
    private(set) var collapse = AnimatedValue(0)
    /// True while the tiled primary is a rail (issue 39; a split with a rail width): kept through other bands, as the
    /// collapse is.
    private(set) var isRail = false

    // MARK: Both bands

    /// Shows the primary in `band`: the overlay slides in, or a collapsed tiled primary comes back; motion under way
    /// is kept.
    mutating func show(in band: SplitBand, spring: Spring, at time: Double) {
        switch band {
        case .overlay: overlay.animate(to: 1, spring: spring, at: time)
        case .tiled: collapse.animate(to: 0, spring: spring, at: time)
        case .compact: break
        }
    }

    /// Hides the primary in `band`: the overlay slides out, or the tiled primary collapses.
    mutating func hide(in band: SplitBand, spring: Spring, at time: Double) {
        switch band {
        case .overlay: overlay.animate(to: 0, spring: spring, at: time)
        case .tiled: collapse.animate(to: 1, spring: spring, at: time)
        case .compact: break
        }
    }

    /// The split moved from `old` to `new`: an overlay is gone at once (no frame shows it laid out for a band the
    /// split has left); the collapse is kept for when the tiled band comes back, so a primary the user hid stays hidden
    /// and one the overlay band hid comes back. An overlay the user had in (or coming in) as the window widened into
    /// the tiled band is their latest choice: the primary stays in, open beside the secondary.
    mutating func leaveBand(from old: SplitBand, to new: SplitBand) {
        if old == .overlay, new == .tiled, overlay.target > 0 { collapse.set(0) }
        overlay.set(0)
    }

    /// Time passes to `time` for both.
    mutating func advance(to time: Double) {
        overlay.advance(to: time)
        collapse.advance(to: time)
    }

    // MARK: Overlay band

    /// A press or a touchpad swipe catches a moving overlay where it is.
    mutating func catchOverlay(at time: Double) { overlay.stop(at: time) }

    /// A swipe holds the overlay at `progress` (kept within 0 ... 1).
    mutating func trackOverlay(to progress: Double) { overlay.set(progress) }

    /// A swipe let go: the overlay springs to the settle's end, starting at `velocity` (progress per second).
    mutating func settleOverlay(to target: Double, velocity: Double, spring: Spring, at time: Double) {
        overlay.animate(to: target, velocity: velocity, spring: spring, at: time)
    }

    /// An overlay caught mid-way and let go without a swipe goes to the nearer end.
    mutating func settleOverlayIfStranded(flingSpeed: Double, spring: Spring, at time: Double) {
        overlay.settleIfStranded(flingSpeed: flingSpeed, spring: spring, at: time)
    }

    /// The overlay alone moves to `time`: a touchpad swipe that went quiet settles from where it was then.
    mutating func advanceOverlay(to time: Double) { overlay.advance(to: time) }

    // MARK: Tiled band

    /// A double-click on the separator (or the edge handle): collapses an open primary, restores a collapsed one.
    mutating func toggleCollapse(spring: Spring, at time: Double) {
        collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: spring, at: time)
    }

    /// A separator press catches a collapse under way where it is.
    mutating func holdCollapse(at time: Double) { collapse.stop(at: time) }

    /// A drag past the snap point shuts the primary, unless it is already going.
    mutating func snapShut(spring: Spring, at time: Double) {
        if collapse.target < 1 { collapse.animate(to: 1, spring: spring, at: time) }
    }

    /// The primary is open at once: a drag back inside the snap point, or a width set by the keys.
    mutating func open() { collapse.set(0) }

    /// The tiled primary becomes a rail, or stops being one.
    mutating func setRail(_ rail: Bool) { isRail = rail }

    /// The collapse is at `value` at once (0 open ... 1 gone): a column about to slide shut from where it shows.
    mutating func placeCollapse(at value: Double) { collapse.set(value) }

    /// The primary goes back to being collapsed or open, as it was before a drag that Escape took back.
    mutating func returnCollapse(to collapsed: Bool, spring: Spring, at time: Double) {
        let target: Double = collapsed ? 1 : 0
        if collapse.target != target { collapse.animate(to: target, spring: spring, at: time) }
    }
}

extension AnimatedValue {
    /// A panel caught mid-way (0 < value < 1, still) and let go without a swipe goes to the nearer end; the overlay
    /// and an inspector over the secondary share this rule.
    mutating func settleIfStranded(flingSpeed: Double, spring: Spring, at time: Double) {
        guard value > 0, value < 1, !isAnimating else { return }
        let settle = SwipeSettle(progress: value, velocityTowardsOne: 0, distance: 1, flingSpeed: flingSpeed)
        animate(to: settle.target, velocity: 0, spring: spring, at: time)
    }
}
