// The way back for an inspector hidden beside the secondary (issue 38): a grab strip at its edge that drags it out.

extension SplitViewState {
    /// The grab strip of an inspector hidden beside the secondary (tiled band, SPEC §15.2): at the split's edge on the
    /// inspector's side, as wide as a separator (at least its 8-point hit width). Drawn while hovered, focused or
    /// dragged; a press there drags the inspector out 1:1, and on release it comes in past half its width (or flung)
    /// and goes back otherwise. Nil when there is no inspector, it is shown or on its way, or it would go over the
    /// secondary or be a page (its edge band and button bring it then).
    public var inspectorGrabStrip: Rect? {
        // As the layout shows it: with reduced motion the inspector is already where it is going.
        let shown = appearance.motion.reduceMotion ? inspectorReveal.target : inspectorReveal.value
        guard inspectorPage != nil, band == .tiled, overlay.value == 0, shown == 0, inspectorPlacement == .beside else { return nil }
        let width = min(bounds.width, max(configuration.separatorWidth, appearance.metrics.minimumSeparatorHitWidth))
        let x = configuration.inspectorSide == .left ? bounds.x : bounds.maxX - width
        return Rect(x: x, y: bounds.y, width: width, height: bounds.height)
    }

    /// Where a press takes the grab strip: the strip, or for a finger the touch target's width (44 points), inside the
    /// split from its edge.
    func inspectorGrabStripHitArea(touch: Bool) -> Rect? {
        guard let strip = inspectorGrabStrip else { return nil }
        // Where a drilled-down secondary's back swipe starts on the same edge (a primary at the trailing edge), a finger
        // gets the strip as drawn, and the back swipe the rest of its band.
        let sharesBackEdge = canGoBack && configuration.inspectorSide != configuration.primarySide
            && (configuration.layoutDirection == .leftToRight) == (configuration.inspectorSide == .left)
        let wide = touch && !sharesBackEdge
        let width = min(bounds.width, max(strip.width, wide ? appearance.metrics.touchSeparatorHitWidth : strip.width))
        let x = configuration.inspectorSide == .left ? bounds.x : bounds.maxX - width
        return Rect(x: x, y: strip.y, width: width, height: strip.height)
    }

    /// True while the keyboard focus is on the grab strip (the inspector separator's node while the inspector is hidden).
    var inspectorGrabStripFocused: Bool {
        focusedNodeID == AccessibleNode.ID.inspectorSeparator && inspectorGrabStrip != nil
    }

    /// True while a press on the grab strip is under way (a drag of the inspector out, before or after it is claimed).
    var isDraggingInspectorOut: Bool {
        guard case .swipe(let gesture) = interaction else { return false }
        return gesture.target == .inspector && gesture.fromGrabStrip
    }
}
