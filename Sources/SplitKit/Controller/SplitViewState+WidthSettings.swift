// Changing the configuration at runtime (the one file that does): width settings, the primary animating to its new width
// (SPEC §2.4, ease-in-out 0.3 s), and the snap anchors (SPEC §15.3).

/// The primary's displayed width moving from where it was towards whatever SPEC §2 resolves now: eased over a fixed
/// time after a settings change, or under a spring when the separator settles on a snap anchor (SPEC §15.3).
///
/// Only the start is stored; the end is re-resolved at every sample, so a window resize during the
/// animation is followed, and a further change starts again from the width on screen (no jump).
struct WidthAnimation: Hashable, Sendable {
    /// How the width gets there: the progress from the start (0) to the target (1) over time.
    enum Curve: Hashable, Sendable {
        /// Ease-in-out over this many seconds (SPEC §2.4: 0.3).
        case easeInOut(duration: Double)
        /// A spring on the progress, started with the release velocity and clamped at the target (SPEC §5's spring).
        case spring(SpringAnimation)
    }

    /// The displayed width when the change was made.
    var from: Double
    /// When the change was made.
    var startTime: Double
    /// How the width gets there.
    var curve: Curve

    /// A width change eased in and out over `duration` seconds.
    init(from: Double, startTime: Double, duration: Double) {
        self.from = from
        self.startTime = startTime
        curve = .easeInOut(duration: duration)
    }

    /// A settle on `target` under `spring` from `from`, the width moving at `velocity` points per second. A velocity
    /// heading away from the target is dropped, so the width never leaves the span between the two (and so never
    /// passes a limit of SPEC §2 on its way).
    init(settlingFrom from: Double, to target: Double, velocity: Double, spring: Spring, at time: Double) {
        self.from = from
        startTime = time
        let distance = target - from
        let progressVelocity = distance != 0 && velocity * distance > 0 ? velocity / distance : 0
        curve = .spring(SpringAnimation(spring: spring, from: 0, to: 1, initialVelocity: progressVelocity, startTime: time, clamp: true))
    }

    /// The displayed width at `time`, heading for `target`.
    func width(at time: Double, target: Double) -> Double {
        from + (target - from) * progress(at: time)
    }

    /// How fast the width moves at `time` heading for `target`, in points per second (0 once eased changes end).
    func velocity(at time: Double, target: Double) -> Double {
        guard case .spring(let spring) = curve else { return 0 }
        return spring.velocity(at: time) * (target - from)
    }

    /// True from the end on.
    func isFinished(at time: Double) -> Bool {
        switch curve {
        case .easeInOut(let duration): return time >= startTime + duration
        case .spring(let spring): return spring.isFinished(at: time)
        }
    }

    /// How far along it is at `time` (0 ... 1: eased, or the spring's progress).
    func progress(at time: Double) -> Double {
        switch curve {
        case .easeInOut(let duration): return TimedAnimation(from: 0, to: 1, startTime: startTime, duration: duration).value(at: time)
        case .spring(let spring): return min(1, max(0, spring.value(at: time)))
        }
    }
}

extension SplitViewState {
    /// Lays the split out in `direction` from now on: the configuration's ``SplitConfiguration/layoutDirection``, and
    /// the appearance's measure, which measures text in the interface's direction that way (what the toolbars' titles
    /// are laid out with).
    mutating func setLayoutDirection(_ direction: LayoutDirection) {
        givenConfiguration.layoutDirection = direction
        measureText(with: appearance.textMeasure)
    }

    /// Applies new width settings (fraction, minimum, maximum, minimum secondary), animating the primary to
    /// its new width; a further change or a separator drag interrupts it from where it is. Values are kept in
    /// range, and the limit being moved pushes the other one along, so the configuration stays valid.
    mutating func setWidthSettings(_ settings: WidthSettings, at time: Double) {
        advance(to: time)
        let shown = displayedPrimaryWidth.width
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
        if let fraction = usable(settings.fraction) { givenConfiguration.preferredPrimaryColumnWidthFraction = min(1, max(0, fraction)) }
        if let minimum = usable(settings.minimum) { givenConfiguration.minimumPrimaryColumnWidth = max(0, minimum) }
        if let maximum = usable(settings.maximum) { givenConfiguration.maximumPrimaryColumnWidth = max(0, maximum) }
        if let minimumSecondary = usable(settings.minimumSecondary) { givenConfiguration.minimumSecondaryColumnWidth = max(0, minimumSecondary) }
        if givenConfiguration.maximumPrimaryColumnWidth < givenConfiguration.minimumPrimaryColumnWidth {
            if usable(settings.minimum) != nil { givenConfiguration.maximumPrimaryColumnWidth = givenConfiguration.minimumPrimaryColumnWidth }
            else { givenConfiguration.minimumPrimaryColumnWidth = givenConfiguration.maximumPrimaryColumnWidth }
        }
        // A rail stays narrower than the list (SplitConfiguration's rule), or goes when the minimum leaves it no room.
        if let rail = givenConfiguration.railWidth {
            let room = givenConfiguration.minimumPrimaryColumnWidth - 1
            givenConfiguration.railWidth = room >= 1 ? min(rail, room) : nil
            if givenConfiguration.railWidth == nil { primaryColumn.setRail(false) }
        }
        animatePrimaryWidth(from: shown, at: time)
    }

    /// The user's widths for the content shown now (nil, 0 or less, or not a number: none, the configuration
    /// decides): a drag of either separator under way ends where it is first (its save is returned, the content's
    /// before), then the primary animates from the width on screen as after ``setWidthSettings(_:at:)``.
    mutating func setUserWidths(primary: Double?, inspector: Double?, at time: Double) -> [SplitViewEffect] {
        advance(to: time)
        let shown = displayedPrimaryWidth.width
        let effects = abandonSeparatorDrag(widthSeen: shown) + abandonInspectorSeparatorDrag()
        func usable(_ width: Double?) -> Double? { width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } }
        separatorState.choose(usable(primary))
        inspectorColumn.choose(usable(inspector))
        animatePrimaryWidth(from: shown, at: time)
        return effects
    }

    /// The primary eases from the width `shown` to the width it resolves to now (SPEC §2.4); a width already there stops
    /// any motion under way.
    mutating func animatePrimaryWidth(from shown: Double, at time: Double) {
        let animation = shown == targetPrimaryWidth.width
            ? nil : WidthAnimation(from: shown, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration))
        separatorState.animate(animation, at: time)
    }

    /// Replaces the snap anchors; a number out of range is brought into it (points below 0 to 0, a fraction into
    /// 0 ... 1) and one that is not a number is dropped, so the configuration stays valid. Nothing moves until the
    /// separator is next let go or stepped.
    mutating func setSeparatorAnchors(_ anchors: [SeparatorAnchor]) {
        givenConfiguration.separatorAnchors = anchors.compactMap { anchor in
            guard anchor.value.isFinite else { return nil }
            switch anchor {
            case .points(let points): return .points(max(0, points))
            case .fraction(let fraction): return .fraction(min(1, max(0, fraction)))
            }
        }
    }

    /// The primary width on screen: the resolved width (the rail's while the primary is one), or on its way there
    /// after a settings change (with reduced motion it is there at once, and the drawing cross-fades from the old width).
    public var displayedPrimaryWidth: PrimaryColumnWidth {
        let resolved = targetPrimaryWidth
        // A width on its way (or held by a drag) still never takes more than the window leaves it.
        let room = max(0, bounds.width - configuration.separatorWidth)
        if let held = separatorDrag?.heldWidth { return PrimaryColumnWidth(width: min(held, room), rule: resolved.rule) }
        guard let widthAnimation, !appearance.motion.reduceMotion else { return resolved }
        let width = widthAnimation.width(at: animationTime, target: resolved.width).rounded()
        return PrimaryColumnWidth(width: min(width, max(room, resolved.width)), rule: resolved.rule)
    }
}
