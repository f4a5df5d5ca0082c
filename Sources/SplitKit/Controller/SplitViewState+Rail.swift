// The primary's rail (issue 39): a narrow column of icons between full width and hidden, reached by one drag of the
// separator, the sidebar button or F9.

/// How the primary column is shown (the state log's `primaryPresentation`).
public enum PrimaryPresentation: String, Hashable, Sendable, CaseIterable {
    /// At its width (SPEC §2), or beside the secondary's toolbar as an overlay or the compact stack's list.
    case full
    /// As a rail: ``SplitConfiguration/railWidth`` wide, the list showing icons only (tiled band).
    case rail
    /// Collapsed off its edge (tiled), out (overlay).
    case hidden
}

extension SplitViewState {
    /// How the primary is shown now, by where it is going: hidden once a collapse (tiled) or the overlay's going out
    /// (overlay band) began, a rail while the tiled primary is one, full otherwise. While a drag holds it below its
    /// minimum, the nearest of the three (where a release without a fling would settle).
    public var primaryPresentation: PrimaryPresentation {
        switch band {
        case .tiled:
            if collapse.target >= 1 { return .hidden }
            if let held = separatorDrag?.heldWidth, held < configuration.minimumPrimaryColumnWidth, let stop = nearestRailStop(to: held) {
                return stop.0
            }
            return isRail ? .rail : .full
        case .overlay: return overlay.target > 0 ? .full : .hidden
        case .compact: return .full
        }
    }

    /// True while the tiled primary is a rail (a split with a ``SplitConfiguration/railWidth``): its width is the
    /// rail's, unless a drag holds it elsewhere.
    var isRail: Bool { band == .tiled && primaryColumn.isRail && configuration.railWidth != nil }

    /// The width the tiled primary is going to: the rail's while it is one, else SPEC §2's.
    var targetPrimaryWidth: PrimaryColumnWidth {
        let resolved = primaryWidth
        guard isRail, let rail = configuration.railWidth else { return resolved }
        return PrimaryColumnWidth(width: min(rail, resolved.width), rule: resolved.rule)
    }

    /// The sidebar button and F9 with a rail, in the tiled band: full → rail → hidden → full, each animated — the
    /// width eases to the rail, the rail slides off its edge, and the list comes back at its width.
    mutating func cyclePrimaryPresentation(at time: Double) {
        let shown = displayedPrimaryWidth.width
        switch primaryPresentation {
        case .full:
            primaryColumn.setRail(true)
            carryOn(from: shown, at: time)
        case .rail:
            slideShut(showing: shown, at: time)
        case .hidden:
            primaryColumn.setRail(false)
            primaryColumn.show(in: .tiled, spring: appearance.motion.overlay, at: time)
        }
    }

    /// A width key on a rail (an arrow on the focused separator, Page Up / Down, Ctrl+Alt+= / -): wider brings the list
    /// back at its width, narrower hides it — a step from 64 points counted from the list's width would jump; nil when
    /// the primary is not a rail.
    mutating func stepRail(growing: Bool, at time: Double) -> SplitViewResult? {
        guard isRail, collapse.target < 1 else { return nil }
        if growing { leaveRail(at: time) } else { slideShut(showing: displayedPrimaryWidth.width, at: time) }
        return .consumed
    }

    /// The rail widens back to the list at its width (SPEC §2's), animated.
    mutating func leaveRail(at time: Double) {
        let shown = displayedPrimaryWidth.width
        primaryColumn.setRail(false)
        carryOn(from: shown, at: time)
    }

    /// Hides the tiled primary showing `shown` points of it (a rail, or a drag let go short of it): it is laid out at its
    /// full width again, slid off its edge so that exactly `shown` points show, and slides shut from there — no width
    /// jumps, and a restore brings it back at its width.
    mutating func slideShut(showing shown: Double, at time: Double) {
        primaryColumn.setRail(false)
        separatorState.stopAnimation()
        let full = primaryWidth.width
        primaryColumn.placeCollapse(at: full > 0 ? max(0, min(1, 1 - shown / full)) : 1)
        primaryColumn.snapShut(spring: appearance.motion.overlay, at: time)
    }

    /// A drag of the separator of a split with a rail, asking for `requested` points below the primary's minimum:
    /// the column is shown at that width (0 at the least), squeezing from full through the rail to nothing, 1:1.
    mutating func holdBelowMinimum(_ requested: Double, drag: inout SeparatorDrag) {
        primaryColumn.open()
        primaryColumn.setRail(false)
        separatorState.stopAnimation()
        drag.heldWidth = max(0, requested)
    }

    /// A drag of a split with a rail let go below the primary's minimum, `shown` points wide and growing at `velocity`
    /// points per second: it settles on the nearest of hidden (0), the rail and full (the width from before the press),
    /// a fling (faster than the fling speed) going on to the next one its way (SPEC §15.3's rule).
    mutating func settleBelowMinimum(_ pressed: SeparatorDrag, shown: Double, velocity: Double, at time: Double) -> SplitViewResult {
        guard let rail = configuration.railWidth else { return .consumed }
        separatorState.choose(pressed.userWidthAtPress)
        let stops = railStops(rail)
        let target: PrimaryPresentation
        if abs(velocity) > appearance.metrics.flingSpeed {
            let ahead = velocity > 0 ? stops.first { $0.1 > shown } : stops.last { $0.1 < shown }
            target = (ahead ?? (velocity > 0 ? stops.last! : stops.first!)).0
        } else {
            target = nearestRailStop(to: shown)?.0 ?? .full
        }
        switch target {
        case .hidden:
            slideShut(showing: shown, at: time)
        case .rail:
            primaryColumn.setRail(true)
            animateWidth(from: shown, at: time)
        case .full:
            primaryColumn.setRail(false)
            animateWidth(from: shown, at: time)
        }
        return .consumed
    }

    /// Where a drag below the minimum may settle, narrowest first: hidden (0), the rail, full (from the minimum).
    private func railStops(_ rail: Double) -> [(PrimaryPresentation, Double)] {
        [(.hidden, 0), (.rail, rail), (.full, configuration.minimumPrimaryColumnWidth)]
    }

    /// The stop nearest to `width` (nil without a rail).
    private func nearestRailStop(to width: Double) -> (PrimaryPresentation, Double)? {
        guard let rail = configuration.railWidth else { return nil }
        return railStops(rail).min { abs($0.1 - width) < abs($1.1 - width) }
    }

    /// Eases the column from `shown` to the width it is going to (the rail's, or SPEC §2's).
    private mutating func animateWidth(from shown: Double, at time: Double) {
        guard shown != targetPrimaryWidth.width else { return }
        separatorState.animate(WidthAnimation(from: shown, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration)),
                               at: time)
    }
}
