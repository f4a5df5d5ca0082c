// The detail filling the window (VS Code's maximised editor, JetBrains' Ctrl+Shift+F12): the sidebar and the inspector
// out of the way, animated, and the same again bringing back exactly what was there.

/// What the window showed when the detail took it over, for the way back.
struct FillWindowMemory: Hashable, Sendable {
    /// The band it happened in: the way back restores the primary only in the same band.
    let band: SplitBand
    /// The primary was shown then (tiled: open; overlay: in over the secondary).
    let primaryShown: Bool
    /// The inspector was shown then.
    let inspectorShown: Bool
}

extension SplitViewState {
    /// True while the detail fills the window: the split took the sidebar and the inspector away for it
    /// (``SplitViewAction/toggleFillWindow(time:)``) and neither has come back since. A host labels its button by it.
    public var isFillingWindow: Bool {
        guard fillWindow != nil, band != .compact else { return false }
        let primaryHidden = band == .tiled ? collapse.target >= 1 : overlay.target <= 0
        return primaryHidden && inspectorReveal.target <= 0
    }

    /// Ctrl+Shift+F12 or a host's button: the detail takes the whole window, the sidebar and the inspector sliding
    /// out; while it does, the same brings back what was shown before (the widths never changed). Not in the compact
    /// band, which shows one page anyway.
    mutating func toggleFillWindow(at time: Double) -> SplitViewResult {
        guard band != .compact else { return .ignored }
        if isFillingWindow, let memory = fillWindow {
            fillWindow = nil
            if memory.band == band, memory.primaryShown { showPrimary(at: time) }
            if memory.inspectorShown, inspectorPage != nil { showInspector(at: time) }
            return .consumed
        }
        let primaryShown = band == .tiled ? collapse.target < 1 : overlay.target > 0
        fillWindow = FillWindowMemory(band: band, primaryShown: primaryShown, inspectorShown: inspectorReveal.target > 0)
        if primaryShown { hidePrimary(at: time) }
        let effects = inspectorReveal.target > 0 ? hideInspector(at: time) : []
        return SplitViewResult(handled: true, effects: effects)
    }
}
