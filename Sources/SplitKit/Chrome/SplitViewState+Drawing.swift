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
                drawTiled(layout, content: content, into: &list)
                if let (before, opacity) = reducedMotionFade, opacity > 0 {
                    list.faded(opacity) { drawTiled(before, content: content, into: &$0) }  // cross-fading in place
                }
            case .overlay:
                drawSecondary(in: layout.secondary, content: content, into: &list)
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
            if inspectorIsOver, let page = inspectorPage, let frame = layout.inspector {
                list.faded(appearance.motion.reduceMotion ? inspectorReveal.value : 1) {
                    drawOverlay(content(.inspector(page)), frame: frame, atLeftEdge: configuration.inspectorSide == .left,
                                reveal: inspectorReveal.value, dim: inspectorDim, into: &$0)
                }
            }
            drawFocusRing(content: content, into: &list)
        }
        if separatorHovered || separatorDrag != nil { list.cursor = .resizeHorizontal }
    }

    /// The ring around the focused node, when it is one of the split's tree, on screen, and the focus is visible.
    private func drawFocusRing(content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        guard focusVisible, let id = focusedNodeID, id != AccessibleNode.ID.separator, id != AccessibleNode.ID.inspectorSeparator,
            let node = accessibilityTree(content: content).node(withID: id), node.states.contains(.showing) else { return }
        let fillsItsColumn: Set<AccessibleRole> = [.list, .text, .panel, .group]
        list.focusRing(around: node.bounds, appearance: appearance, inside: fillsItsColumn.contains(node.role), within: bounds)
    }

    private func drawTiled(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        drawSecondary(in: layout.secondary, content: content, into: &list)
        drawSidebarButton(into: &list)
        drawColumn(content(.primary), in: layout.primary, into: &list)
        if let separator = layout.separator { drawSeparator(separator, focused: separatorFocused, dragged: separatorDrag != nil, into: &list) }
        drawInspectorBeside(layout, content: content, into: &list)
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

    /// A column: background, the content, then its toolbar on top (or the content alone without a title).
    private func drawColumn(
        _ column: ColumnContent, in frame: Rect, toolbarCorners: Corners = [],
        items: (leading: ToolbarItem?, trailing: ToolbarItem?) = (nil, nil), leadingInset: Double = 0, pressed: ToolbarEnd? = nil,
        into list: inout DisplayList
    ) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, appearance.palette.background)
            drawContent(column, in: frame, toolbarCorners: toolbarCorners, items: items, leadingInset: leadingInset, pressed: pressed, into: &list)
        }
    }

    private func drawContent(
        _ column: ColumnContent, in frame: Rect, toolbarCorners: Corners,
        items: (leading: ToolbarItem?, trailing: ToolbarItem?) = (nil, nil), leadingInset: Double = 0, pressed: ToolbarEnd? = nil,
        into list: inout DisplayList
    ) {
        guard let title = column.title else { return column.draw(frame, &list) }
        let body = contentFrame(in: frame)
        list.clipped(to: body) { column.draw(body, &$0) }
        list.toolbar(title, in: frame, appearance: appearance, corners: toolbarCorners, leading: items.leading, trailing: items.trailing,
                     leadingInset: leadingInset, pressed: pressed)
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

    /// The stack's visible pages, from the layout's frames: the one underneath (moved by the parallax and
    /// dimmed as it is covered) and the one on top sliding over it with a shadow on its leading edge (its left left to
    /// right, its right right to left); every page above the root gets a back button titled after the page below it.
    private func drawStack(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        let visible = navigation.visible
        guard let below = visible.below else {
            return drawPage(visible.top, in: layout.secondary.x != bounds.x ? layout.primary : layout.secondary, content: content, into: &list)
        }
        let p = appearance.palette
        drawPage(below, in: layout.primary, content: content, into: &list)
        if appearance.motion.reduceMotion {  // the page on top fades in or out in place
            return list.faded(visible.cover) { drawPage(visible.top, in: layout.secondary, content: content, into: &$0) }
        }
        list.fill(layout.primary, p.dim.withOpacity(p.coveredDim * visible.cover))
        for gradient in p.pushShadow {
            list.commands.append(.shadow(layout.secondary, side: configuration.layoutDirection.leadingSide, gradient: gradient, opacity: visible.cover))
        }
        drawPage(visible.top, in: layout.secondary, content: content, into: &list)
    }

    /// The secondary when separate: the placeholder, the chosen detail, or the top page of what was drilled into from
    /// it sliding over the page below inside the secondary's frame — the one below moved by the parallax and dimmed as
    /// it is covered, a shadow on the top page's leading edge; with reduced motion the top page fades in place.
    private func drawSecondary(in frame: Rect, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        guard let stack = secondaryNavigation, !frame.isEmpty else {
            return drawColumn(content(.secondary(secondary)), in: frame, items: secondaryToolbarItems, into: &list)
        }
        let visible = stack.visible
        guard let below = visible.below else { return drawSecondaryPage(visible.top, of: stack, in: frame, content: content, into: &list) }
        list.clipped(to: frame) { list in
            if appearance.motion.reduceMotion {
                drawSecondaryPage(below, of: stack, in: frame, content: content, into: &list)
                return list.faded(visible.cover) { drawSecondaryPage(visible.top, of: stack, in: frame, content: content, into: &$0) }
            }
            let slide = secondarySlide ?? (frame, frame), p = appearance.palette
            drawSecondaryPage(below, of: stack, in: slide.below, content: content, into: &list)
            list.fill(slide.below.intersection(frame), p.dim.withOpacity(p.coveredDim * visible.cover))
            for gradient in p.pushShadow {
                list.commands.append(.shadow(slide.top, side: configuration.layoutDirection.leadingSide, gradient: gradient, opacity: visible.cover))
            }
            drawSecondaryPage(visible.top, of: stack, in: slide.top, content: content, into: &list)
        }
    }

    /// A page of the secondary's stack: the chosen detail with room for the sidebar button, a page drilled into from
    /// it with the back button too (after that room when they share an end).
    private func drawSecondaryPage(
        _ page: NavigationPage, of stack: NavigationStack, in frame: Rect, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList
    ) {
        let column = secondaryColumn(page, content: content)
        guard page != stack.root else { return drawColumn(column, in: frame, items: secondaryToolbarItems, into: &list) }
        let pressed: ToolbarEnd? = pressedButton == .back && page == stack.top ? .leading : nil
        drawColumn(column, in: frame, items: (backItem(on: page), secondaryToolbarItems.trailing), leadingInset: secondaryLeadingInset,
                   pressed: pressed, into: &list)
        guard column.title == nil, backItem(on: page) != nil, let button = pageToolbar(page, in: frame).leading else { return }
        list.clipped(to: frame) { $0.toolbarButton(button, appearance: appearance, pressed: pressed != nil) }
    }

    /// What the host puts on a page of the collapsed stack: the list at the root, the inspector's page, a detail page.
    func stackColumn(_ page: NavigationPage) -> SplitColumn {
        if page == navigation.root { return .primary }
        return page == inspectorPage ? .inspector(page) : .page(page)
    }

    /// What the host puts on a page of the secondary's stack: the chosen detail is the ``SplitColumn/secondary(_:)``
    /// column (nil: the placeholder), a page drilled into from it a ``SplitColumn/page(_:)``.
    func secondaryColumn(_ page: NavigationPage?, content: (SplitColumn) -> ColumnContent) -> ColumnContent {
        guard let page, page != secondary else { return content(.secondary(page)) }
        return content(.page(page))
    }

    /// A page of the stack with its toolbar: the page's title and, above the root, the back button, laid out
    /// together (the back title shortens when the page title needs the room). A page that draws its own toolbar
    /// (content without a title) gets the back button drawn over it; it leaves room with ``backButtonSpace(on:)``.
    private func drawPage(_ page: NavigationPage, in frame: Rect, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
        let column = content(stackColumn(page))
        let back = backItem(on: page)
        let pressed: ToolbarEnd? = pressedButton == .back && page == navigation.top ? .leading : nil
        drawColumn(column, in: frame, items: (back, compactTrailingItem(on: page)), pressed: pressed, into: &list)
        if compactTrailingItem(on: page) != nil {
            list.clipped(to: frame) {
                $0.sidebarButton(in: inspectorButtonFrame(in: frame), appearance: appearance, paneSide: configuration.layoutDirection.trailingSide,
                                 pressed: pressedButton == .inspector && page == navigation.top)
            }
        }
        guard column.title == nil, back != nil, let button = pageToolbar(page, in: frame).leading else { return }
        list.clipped(to: frame) { $0.toolbarButton(button, appearance: appearance, pressed: pressed != nil) }
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
