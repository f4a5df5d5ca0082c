// The split view's own drawing: columns where the band puts them, separators, overlay panels, dim, toolbars,
// buttons, the inspector column and the compact stack's slide; the host only fills each column.

extension SplitViewState {
    /// Draws the whole split into `list` within its bounds: for each column or page on screen it asks
    /// `content` what goes there, draws that column's toolbar and its content, and draws the chrome around
    /// them (SPEC §3–§6) from the appearance, then, while ``focusVisible``, the focus ring around the focused node of
    /// ``accessibilityTree(content:)`` (the separator shows its focus by its tint instead). Sets the resize cursor
    /// while the separator is hovered or dragged.
    ///
    /// The list reads alignments in the configuration's ``SplitConfiguration/layoutDirection`` while the split draws
    /// (``DisplayList/layoutDirection``, so the host's text aligned ``TextAlignment/leading`` sits against the right
    /// right to left), and in its own direction again after.
    public func draw(into list: inout DisplayList, content: (SplitColumn) -> ColumnContent) {
        let layout = self.layout, palette = appearance.palette
        let outerDirection = list.layoutDirection
        list.layoutDirection = configuration.layoutDirection
        defer { list.layoutDirection = outerDirection }
        list.clipped(to: bounds) { list in
            list.fill(bounds, palette.background)
            switch band {
            case .tiled:
                drawTiled(layout, content: content, background: false, into: &list)  // on the split's background
                if let (before, opacity) = reducedMotionFade, opacity > 0 {
                    list.faded(opacity) { drawTiled(before, content: content, background: true, into: &$0) }  // cross-fading in place
                }
            case .overlay:
                drawSecondary(in: layout.secondary, content: content, background: false, into: &list)
                drawSidebarButton(into: &list)  // under the overlay
                drawInspectorBeside(layout, content: content, into: &list)
                if overlay.value > 0 {
                    list.faded(appearance.motion.reduceMotion ? overlay.value : 1) {
                        drawOverlay(content(.primary), frame: layout.primary, atLeftEdge: configuration.primarySide == .left,
                                    reveal: overlay.value, dim: secondaryDim, into: &$0)
                    }
                }
            case .compact:
                drawStack(layout, content: content, into: &list)
            }
            if inspectorIsSheet, let page = inspectorPage, let frame = layout.inspector {
                drawInspectorSheet(content(.inspector(page)), frame: frame, into: &list)
            } else if inspectorIsOver, let page = inspectorPage, let frame = layout.inspector {
                list.faded(appearance.motion.reduceMotion ? inspectorReveal.value : 1) {
                    drawOverlay(content(.inspector(page)), frame: frame, atLeftEdge: configuration.inspectorSide == .left,
                                reveal: inspectorReveal.value, dim: inspectorDim, into: &$0)
                }
            }
            drawFocusRing(content: content, into: &list)
        }
        if let cursor = separatorCursor { list.cursor = cursor }
    }

    /// The ring around the focused node, when it is one of the split's tree, on screen, and the focus is visible; not
    /// around an editable field, which draws its own ring whenever it has the focus (``TextField/drawBox(in:into:appearance:isFocused:id:)``).
    private func drawFocusRing(content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        guard focusVisible, let id = focusedNodeID, id != AccessibleNode.ID.separator, id != AccessibleNode.ID.inspectorSeparator,
            let node = accessibilityTree(content: content).node(withID: id), node.states.contains(.showing),
            !node.states.contains(.editable) else { return }
        let fillsItsColumn: Set<AccessibleRole> = [.list, .text, .panel, .group]
        list.focusRing(around: node.bounds, appearance: appearance, inside: fillsItsColumn.contains(node.role), within: bounds)
    }

    /// The tiled columns side by side. `background: false` where they are drawn straight onto the split's background:
    /// the columns (which do not overlap) need not fill theirs again — half the pixels a frame fills, which a GPU rasteriser in
    /// software (llvmpipe) spends most of a drag's CPU on.
    private func drawTiled(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent, background: Bool, into list: inout DisplayList) {
        drawSecondary(in: layout.secondary, content: content, background: background, into: &list)
        drawSidebarButton(into: &list)
        var primary = content(.primary)
        // A rail (or a list squeezed through one) has no room for a title: its toolbar stays, empty, as the rail's top.
        if configuration.railWidth != nil, layout.primary.width < configuration.minimumPrimaryColumnWidth, primary.title != nil { primary.title = "" }
        drawColumn(primary, in: layout.primary, background: background, into: &list)
        if let separator = layout.separator { drawSeparator(separator, focused: separatorFocused, dragged: separatorDrag != nil, into: &list) }
        drawInspectorBeside(layout, content: content, into: &list)
        drawInspectorGrabStrip(into: &list)
    }

    /// The grab strip of an inspector hidden beside the secondary, while the pointer is over it, a press on it waits to
    /// drag, or it has the keyboard focus: a separator at the split's edge (nothing is drawn otherwise, the content
    /// keeps its edge).
    private func drawInspectorGrabStrip(into list: inout DisplayList) {
        guard let strip = inspectorGrabStrip,
            separatorState.hovered == .inspector || isDraggingInspectorOut || inspectorGrabStripFocused else { return }
        drawSeparator(strip, focused: inspectorGrabStripFocused, dragged: isDraggingInspectorOut, into: &list)
    }

    /// The inspector column beside the secondary, behind its own separator, and the inspector's toolbar button (which
    /// an inspector over the secondary covers).
    private func drawInspectorBeside(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        guard let page = inspectorPage else { return }
        if !isCollapsed {
            list.sidebarButton(in: inspectorButtonFrame(in: layout.secondary), appearance: appearance, paneSide: configuration.inspectorSide,
                               pressed: pressedButton == .inspector)
        }
        guard inspectorPlacement == .beside, let frame = layout.inspector, let separator = layout.inspectorSeparator else { return }
        list.clipped(to: bounds) { list in
            drawColumn(content(.inspector(page)), in: frame, into: &list)
            drawSeparator(separator, focused: inspectorSeparatorFocused, dragged: inspectorSeparatorDrag != nil, into: &list)
        }
    }

    /// With reduced motion, the tiled look a change is fading out of, and how opaque it still is: the other
    /// end of a collapse, or the width before a settings change.
    private var reducedMotionFade: (SplitLayout, Double)? {
        guard appearance.motion.reduceMotion else { return nil }
        if collapse.isAnimating {
            return (tiledLayout(collapse: 1 - collapse.target), abs(collapse.target - collapse.value))
        }
        if let widthAnimation {
            let before = PrimaryColumnWidth(width: widthAnimation.from, rule: primaryWidth.rule)
            return (tiledLayout(collapse: collapse.value, width: before), 1 - widthAnimation.progress(at: animationTime))
        }
        return nil
    }

    /// The room the sidebar button takes in the secondary's toolbar while it is there (nil otherwise), for a host that
    /// draws that toolbar itself (a secondary whose ``ColumnContent`` has no title): put it at the primary's end of
    /// that toolbar — leading for a leading primary, in the configuration's direction — and the title yields to the
    /// button as in the split's own toolbar.
    public var sidebarButtonSpace: ToolbarItem? {
        primaryButton.map { .space($0.width + appearance.metrics.sidebarButtonInset) }
    }

    /// A column: background (unless it is drawn where the split's background is all there is yet), the content, then
    /// its toolbar on top (or the content alone without a title).
    func drawColumn(
        _ column: ColumnContent, in frame: Rect, toolbarCorners: Corners = [],
        items: (leading: ToolbarItem?, trailing: ToolbarItem?) = (nil, nil), leadingInset: Double = 0, pressed: ToolbarEnd? = nil,
        background: Bool = true, into list: inout DisplayList
    ) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            if background { list.fill(frame, appearance.palette.background) }
            drawContent(column, in: frame, toolbarCorners: toolbarCorners, items: items, leadingInset: leadingInset, pressed: pressed, into: &list)
        }
    }

    func drawContent(
        _ column: ColumnContent, in frame: Rect, toolbarCorners: Corners,
        items: (leading: ToolbarItem?, trailing: ToolbarItem?) = (nil, nil), leadingInset: Double = 0, pressed: ToolbarEnd? = nil,
        into list: inout DisplayList
    ) {
        guard let title = column.title else { return column.draw(frame, &list) }
        let body = contentFrame(in: frame)
        list.clipped(to: body) { column.draw(body, &$0) }
        list.toolbar(title, in: frame, appearance: appearance, corners: toolbarCorners, leading: items.leading, trailing: items.trailing,
                     leadingInset: leadingInset, pressed: pressed, actions: column.toolbarItems, pressedAction: pressedToolbarAction)
    }

    private func drawSidebarButton(into list: inout DisplayList) {
        guard let button = primaryButton else { return }
        list.sidebarButton(in: button, appearance: appearance, paneSide: configuration.primarySide, pressed: pressedButton == .sidebar)
    }

    /// A separator band: a light fill, 1-point lines on both edges and a grip in the middle; tinted while
    /// it has keyboard focus, the grip in the accent colour while dragged or focused.
    private func drawSeparator(_ frame: Rect, focused: Bool, dragged: Bool, into list: inout DisplayList) {
        let p = appearance.palette
        list.fill(frame, focused ? p.accent.withOpacity(0.25) : p.separatorBand)
        list.verticalLine(x: frame.x, y: frame.y, height: frame.height, p.hairline)
        list.verticalLine(x: frame.maxX - 1, y: frame.y, height: frame.height, p.hairline)
        guard frame.width >= 6 else { return }
        let length = appearance.metrics.separatorGripLength
        let grip = Rect(x: frame.midX - 1, y: frame.midY - length / 2, width: 2, height: length)
        list.fill(grip, dragged || focused ? p.accent : p.separatorGrip)
    }

    /// A panel over the dimmed split — the primary's overlay (SPEC §5) or an inspector over the secondary (§15.2) —
    /// `reveal` of the way in from the left edge (`atLeftEdge`) or the right: shadow towards the inside, rounded
    /// corners on that side, a 1-point border; the rest of the split dimmed by `dim`.
    private func drawOverlay(_ column: ColumnContent, frame: Rect, atLeftEdge leading: Bool, reveal: Double, dim: Double, into list: inout DisplayList) {
        let r = appearance.metrics.overlayCornerRadius, p = appearance.palette
        let corners: Corners = leading ? .right : .left
        list.fill(bounds, p.dim.withOpacity(dim))
        // The shadow starts under the panel by the corner radius, so it also darkens the corners' cut-outs.
        let caster = leading ? Rect(x: frame.x, y: frame.y, width: frame.width - r, height: frame.height)
            : Rect(x: frame.x + r, y: frame.y, width: frame.width - r, height: frame.height)
        let shadow = min(1, max(0, reveal) * 2)
        for gradient in p.overlayShadow {
            list.commands.append(.shadow(caster, side: leading ? .right : .left, gradient: gradient.extended(by: r), opacity: shadow))
        }
        list.commands.append(.roundedRect(frame, radius: r, corners: corners, p.background))
        // Content stays out of the rounded bottom corner; the toolbar rounds the top one itself.
        let besideCorner = leading
            ? Rect(x: frame.x, y: frame.maxY - r, width: frame.width - r, height: r)
            : Rect(x: frame.x + r, y: frame.maxY - r, width: frame.width - r, height: r)
        let toolbarCorners: Corners = leading ? .topRight : .topLeft
        list.clipped(to: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - r)) {
            drawContent(column, in: frame, toolbarCorners: toolbarCorners, into: &$0)
        }
        list.clipped(to: besideCorner) { drawContent(column, in: frame, toolbarCorners: toolbarCorners, into: &$0) }
        let edges: Edges = leading ? [.top, .bottom, .right] : [.top, .bottom, .left]
        list.commands.append(.border(frame, radius: r, corners: corners, edges: edges, p.overlayBorder))
    }

}

extension ShadowGradient {
    /// The same shadow cast from `distance` points further in: opaque as at its edge over that distance.
    func extended(by distance: Double) -> ShadowGradient {
        guard distance > 0, let first = stops.first else { return self }
        return ShadowGradient(stops: [GradientStop(offset: 0, opacity: first.opacity)]
            + stops.map { GradientStop(offset: $0.offset + distance, opacity: $0.opacity) })
    }
}
