// Showing and hiding the primary: the overlay's reveal in the overlay band, the collapse in the tiled band.

extension SplitViewState {
    /// Shows the primary if it is hidden (or going), hides it if it is shown (or coming). In the tiled band
    /// this collapses or restores the primary.
    mutating func togglePrimary(at time: Double) {
        switch band {
        case .tiled where configuration.railWidth != nil:
            cyclePrimaryPresentation(at: time)  // full → rail → hidden (issue 39)
        case .tiled:
            primaryColumn.toggleCollapse(spring: appearance.motion.overlay, at: time)
        case .overlay:
            if overlay.target > 0 { hidePrimary(at: time) } else { showPrimary(at: time) }
        case .compact:
            break
        }
    }

    /// Slides the overlay in (overlay band) or restores the tiled primary, keeping any motion under way.
    mutating func showPrimary(at time: Double) {
        if band == .overlay, inspectorIsOver || inspectorPlacement == .over && inspectorReveal.target > 0 {
            inspectorColumn.show(false, spring: appearance.motion.overlay, at: time)  // one panel over the detail at a time
        }
        primaryColumn.show(in: band, spring: appearance.motion.overlay, at: time)
    }

    /// Slides the overlay out (Esc, a tap on the dimmed secondary, choosing a row), or collapses the tiled primary.
    mutating func hidePrimary(at time: Double) {
        primaryColumn.hide(in: band, spring: appearance.motion.overlay, at: time)
    }
}
