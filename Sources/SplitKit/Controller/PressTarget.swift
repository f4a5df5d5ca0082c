// What a press landed on, decided once from the state it meets, then handed to the part of the split that owns it.

/// What lies under a press, in the order the split gives it precedence (SPEC §3, §5, §6, §15.2).
enum PressTarget: Hashable {
    /// The inspector's: its separator beside the secondary, its panel or dim over it, or its edge band while hidden.
    case inspector(InspectorHit)
    /// A toolbar button: it acts when the press ends on it.
    case button(ToolbarButton)
    /// The leading edge band of a drilled-down secondary: a back swipe may start (before the overlay's swipe there).
    case backSwipe
    /// The separator's hit area in the tiled band (its frame): a drag starts.
    case separator(Rect)
    /// Elsewhere in the tiled band: nothing starts, but the keyboard focus leaves the separator.
    case tiledContent
    /// Anywhere in the overlay band: the overlay's press, which may become a swipe or a tap on the dim.
    case overlay
    /// Anywhere in the compact band: the stack's press, which may become a back swipe.
    case stack
}

/// The inspector's part of a press.
enum InspectorHit: Hashable {
    /// Its separator beside the secondary (its frame): a drag starts.
    case separator(Rect)
    /// The inspector over the secondary, shown or partly shown: on its panel (`onPanel`) a press may become a swipe, on
    /// the dim beside it a tap hides it.
    case over(onPanel: Bool)
    /// The inspector's edge band while one that goes over the secondary is hidden: a swipe may bring it in.
    case edge
    /// The grab strip of an inspector hidden beside the secondary: a drag brings it out.
    case grabStrip
    /// The bar of the compact inspector's sheet (its handle strip and toolbar, or the peek bar): a drag moves it, a tap
    /// opens it a detent (SPEC §15.5).
    case sheetBar
    /// The sheet below its bar: the content's.
    case sheetBody
    /// The dimmed detail above an open sheet: a tap closes it.
    case sheetDim
}

extension SplitViewState {
    /// What a press at `p` lands on: an inspector over the secondary first (its dim is over the buttons, but not over the
    /// host's buttons on its own toolbar), then the split's toolbar buttons (unless an overlay is out), the host's toolbar
    /// buttons not under a dim, the inspector's separator or edge band, a back swipe's band, and
    /// last what the band offers there.
    func pressTarget(at p: Point) -> PressTarget {
        let inspector = inspectorHit(at: p)
        // The host's toolbar buttons that take a press are on top (not under a dim) and come after the split's own.
        let action = toolbarAction(at: p).map { PressTarget.button(.action($0)) }
        if inspectorIsOver, let inspector { return action ?? .inspector(inspector) }
        if overlay.value == 0, let button = toolbarButton(at: p) { return .button(button) }
        if let action { return action }
        if let inspector { return .inspector(inspector) }
        // A drilled-down secondary's back swipe starts in its leading edge band: beside the separator's hit area, and
        // before the overlay's swipe there (the detail's own back comes first, as a navigation controller's does).
        let layout = self.layout
        let onSeparator = layout.separatorHitArea(metrics: appearance.metrics, touch: pressIsTouch)?.contains(p) == true
        if band != .compact, overlay.value == 0, !onSeparator, startsBackSwipe(at: p) { return .backSwipe }
        switch band {
        case .tiled:
            guard let separator = layout.separator, onSeparator else { return .tiledContent }
            return .separator(separator)
        case .overlay: return .overlay
        case .compact: return .stack
        }
    }

    /// The toolbar button under `p`: the inspector's, the sidebar's, or the back button, in that order.
    private func toolbarButton(at p: Point) -> ToolbarButton? {
        if inspectorButton?.contains(p) == true { return .inspector }
        if primaryButton?.contains(p) == true { return .sidebar }
        if backButton?.contains(p) == true { return .back }
        return nil
    }

    /// The inspector's part of a press at `p`, or nil when the press is not the inspector's (no inspector, collapsed,
    /// an overlay out, or away from its separator and edge band).
    private func inspectorHit(at p: Point) -> InspectorHit? {
        if inspectorIsSheet { return sheetHit(at: p) }
        guard inspectorPage != nil, band != .compact, overlay.value == 0 else { return nil }
        let layout = self.layout
        switch inspectorPlacement {
        case .beside:
            if inspectorGrabStripHitArea(touch: pressIsTouch)?.contains(p) == true { return .grabStrip }
            guard let separator = layout.inspectorSeparator,
                layout.inspectorSeparatorHitArea(metrics: appearance.metrics, touch: pressIsTouch)?.contains(p) == true else { return nil }
            return .separator(separator)
        case .over where inspectorReveal.value > 0:
            return .over(onPanel: layout.inspector?.intersection(bounds).contains(p) == true)
        case .over:
            return inspectorEdgeBand.contains(p) ? .edge : nil
        case .page, .sheet:
            return nil
        }
    }

    /// A press decides what gesture it starts, once, from what it landed on. A gesture whose release never came ends
    /// first, as it stood.
    mutating func press(at p: Point, time t: Double) -> SplitViewResult {
        if swipe.isScrolling, swipe.isClaimed { _ = endScrollSwipe(at: t) }  // a press takes over
        let abandoned = abandonInteraction(at: t)
        var result: SplitViewResult
        switch pressTarget(at: p) {
        case .inspector(let hit): result = inspectorPress(hit, at: p, time: t)
        case .button(let button):
            gestureState.pressButton(button)
            result = .consumed
        case .backSwipe:
            if separatorFocused { setFocus(nil, pane: nil) }
            result = navigationPress(at: p, time: t)
        case .separator(let separator): result = separatorPress(on: separator, at: p, time: t)
        case .tiledContent:
            if separatorFocused { setFocus(nil, pane: nil) }  // a press elsewhere takes the focus off the separator
            result = .ignored
        case .overlay: result = overlayPress(at: p, time: t)
        case .stack: result = navigationPress(at: p, time: t)
        }
        result.effects = abandoned + result.effects
        return result
    }
}
