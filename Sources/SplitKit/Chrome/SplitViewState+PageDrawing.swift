// Drawing the pages of a stack: the compact stack's slide and the secondary's own stack, each page with its toolbar.

extension SplitViewState {
    /// The stack's visible pages, from the layout's frames: the one underneath (moved by the parallax and
    /// dimmed as it is covered) and the one on top sliding over it with a shadow on its leading edge (its left left to
    /// right, its right right to left); every page above the root gets a back button titled after the page below it.
    func drawStack(_ layout: SplitLayout, content: (SplitColumn) -> ColumnContent, into list: inout DisplayList) {
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
    /// `background: false` where nothing but the split's background is under it yet (its page need not fill its own).
    func drawSecondary(in frame: Rect, content: (SplitColumn) -> ColumnContent, background: Bool = true, into list: inout DisplayList) {
        guard let stack = secondaryNavigation, !frame.isEmpty else {
            return drawColumn(content(.secondary(secondary)), in: frame, items: secondaryToolbarItems, background: background, into: &list)
        }
        let visible = stack.visible
        guard let below = visible.below else {
            return drawSecondaryPage(visible.top, of: stack, in: frame, content: content, background: background, into: &list)
        }
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
        _ page: NavigationPage, of stack: NavigationStack, in frame: Rect, content: (SplitColumn) -> ColumnContent, background: Bool = true,
        into list: inout DisplayList
    ) {
        let column = secondaryColumn(page, content: content)
        guard page != stack.root else { return drawColumn(column, in: frame, items: secondaryToolbarItems, background: background, into: &list) }
        let pressed: ToolbarEnd? = pressedButton == .back && page == stack.top ? .leading : nil
        drawColumn(column, in: frame, items: (backItem(on: page), secondaryToolbarItems.trailing), leadingInset: secondaryLeadingInset,
                   pressed: pressed, background: background, into: &list)
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
