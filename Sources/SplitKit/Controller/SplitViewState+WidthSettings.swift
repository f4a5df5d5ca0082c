// Changing the width settings at runtime: the primary animates to its new width (SPEC §2, ease-in-out 0.3 s).

/// The primary's displayed width moving from where it was towards whatever SPEC §2 resolves now.
///
/// Only the start is stored; the end is re-resolved at every sample, so a window resize during the
/// animation is followed, and a further change starts again from the width on screen (no jump).
struct WidthAnimation: Hashable, Sendable {
    /// The displayed width when the change was made.
    var from: Double
    /// When the change was made.
    var startTime: Double
    /// Seconds to the new width.
    var duration: Double

    /// Creates a width animation.
    init(from: Double, startTime: Double, duration: Double) {
        self.from = from
        self.startTime = startTime
        self.duration = duration
    }

    /// The displayed width at `time`, heading for `target`.
    func width(at time: Double, target: Double) -> Double {
        TimedAnimation(from: from, to: target, startTime: startTime, duration: duration).value(at: time)
    }

    /// True from the end on.
    func isFinished(at time: Double) -> Bool { time >= startTime + duration }

    /// How far along it is at `time` (0 ... 1, eased).
    func progress(at time: Double) -> Double {
        TimedAnimation(from: 0, to: 1, startTime: startTime, duration: duration).value(at: time)
    }
}

extension SplitViewState {
    /// Applies new width settings (fraction, minimum, maximum, minimum secondary), animating the primary to
    /// its new width; a further change or a separator drag interrupts it from where it is. Values are kept in
    /// range, and the limit being moved pushes the other one along, so the configuration stays valid.
    mutating func setWidthSettings(_ settings: WidthSettings, at time: Double) {
        advance(to: time)
        let shown = displayedPrimaryWidth.width
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
        if let fraction = usable(settings.fraction) { configuration.preferredPrimaryColumnWidthFraction = min(1, max(0, fraction)) }
        if let minimum = usable(settings.minimum) { configuration.minimumPrimaryColumnWidth = max(0, minimum) }
        if let maximum = usable(settings.maximum) { configuration.maximumPrimaryColumnWidth = max(0, maximum) }
        if let minimumSecondary = usable(settings.minimumSecondary) { configuration.minimumSecondaryColumnWidth = max(0, minimumSecondary) }
        if configuration.maximumPrimaryColumnWidth < configuration.minimumPrimaryColumnWidth {
            if usable(settings.minimum) != nil { configuration.maximumPrimaryColumnWidth = configuration.minimumPrimaryColumnWidth }
            else { configuration.minimumPrimaryColumnWidth = configuration.maximumPrimaryColumnWidth }
        }
        widthAnimation = shown == primaryWidth.width
            ? nil : WidthAnimation(from: shown, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration))
        animationTime = time
    }

    /// The primary width on screen: the resolved width, or on its way there after a settings change (with
    /// reduced motion it is there at once, and the drawing cross-fades from the old width).
    public var displayedPrimaryWidth: PrimaryColumnWidth {
        let resolved = primaryWidth
        // A width on its way (or held by a drag) still never takes more than the window leaves it.
        let room = max(0, bounds.width - configuration.separatorWidth)
        if let held = separatorDrag?.heldWidth { return PrimaryColumnWidth(width: min(held, room), rule: resolved.rule) }
        guard let widthAnimation, !appearance.motion.reduceMotion else { return resolved }
        let width = widthAnimation.width(at: animationTime, target: resolved.width).rounded()
        return PrimaryColumnWidth(width: min(width, max(room, resolved.width)), rule: resolved.rule)
    }
}
