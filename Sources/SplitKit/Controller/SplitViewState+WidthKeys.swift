// Resizing the columns from the keyboard wherever the focus is (Zed's, issue 38): wider, narrower, back to the preferred width.

extension SplitViewState {
    /// Ctrl+Alt+= / Ctrl+Alt+-: the primary `points` wider (negative: narrower), clamped by SPEC §2 and saved, the
    /// focus staying where it is. A collapsed primary opens at its width when widened and stays shut when narrowed.
    mutating func resizeSidebar(by points: Double, at time: Double) -> SplitViewResult {
        guard band == .tiled, points.isFinite else { return .ignored }
        if collapse.target >= 1 {
            guard points > 0 else { return .ignored }
            showPrimary(at: time)
            return .consumed
        }
        if let step = stepRail(growing: points > 0, at: time) { return step }
        return setPrimaryWidth(primaryWidth.width + points)
    }

    /// Ctrl+Alt+0: the primary goes back to its preferred width (the configuration's fraction, clamped), animated from
    /// the width on screen; the host forgets the saved width.
    mutating func resetSidebarWidth(at time: Double) -> SplitViewResult {
        guard band != .compact else { return .ignored }
        guard userPrimaryWidth != nil else { return .consumed }  // already the preferred width
        let shown = displayedPrimaryWidth.width
        separatorState.choose(nil)
        primaryColumn.setRail(false)  // the preferred width is the list's, not the rail's
        carryOn(from: shown, at: time)
        return SplitViewResult(handled: true, effects: [.forgetUserPrimaryWidth])
    }

    /// Ctrl+Alt+Shift+= / -: the shown inspector `points` wider (negative: narrower), clamped and saved.
    mutating func resizeInspector(by points: Double) -> SplitViewResult {
        guard band != .compact, inspectorReveal.target > 0, points.isFinite else { return .ignored }
        return setInspectorWidth(inspectorWidth.width + points)
    }

    /// Ctrl+Alt+Shift+0: the inspector goes back to its preferred width; the host forgets the saved one.
    mutating func resetInspectorWidth() -> SplitViewResult {
        guard band != .compact, inspectorPage != nil else { return .ignored }
        guard userInspectorWidth != nil else { return .consumed }
        inspectorColumn.choose(nil)
        return SplitViewResult(handled: true, effects: [.forgetUserInspectorWidth])
    }
}
