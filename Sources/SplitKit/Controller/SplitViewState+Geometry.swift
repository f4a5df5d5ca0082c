// Where things are: the columns, the buttons, the edge band and each column's content, for hit testing and
// drawing alike (one rule each, from the appearance's metrics).

extension SplitViewState {
    /// The frames of this layout pass, in window points (the split's bounds offset included), the inspector column's
    /// among them. With reduced motion nothing slides: an overlay or page coming or going is already where it ends (it
    /// fades in place), and a collapsing primary is where it is going.
    public var layout: SplitLayout {
        let reduce = appearance.motion.reduceMotion
        switch band {
        case .tiled:
            return tiledLayout(collapse: reduce ? collapse.target : collapse.value)
        case .overlay:
            let progress = reduce ? (overlay.value > 0 ? 1 : 0) : overlay.value
            return placingInspector(in: SplitLayout.overlay(window: size, primaryWidth: displayedPrimaryWidth, progress: progress,
                                                            configuration: configuration).offsetBy(dx: bounds.x, dy: bounds.y))
        case .compact:
            let cover = reduce ? (detailCover > 0 ? 1 : 0) : detailCover
            var collapsed = SplitLayout.collapsed(window: size, primaryWidth: primaryWidth, cover: cover,
                                                  parallax: reduce ? 0 : appearance.metrics.compactParallax, direction: configuration.layoutDirection)
                .offsetBy(dx: bounds.x, dy: bounds.y)
            // The inspector's sheet over the stack (SPEC §15.5), if it shows. A peek bar takes the bottom of the detail page
            // it peeks over, so the page's last rows are not under it.
            collapsed.inspector = sheetFrame(pageX: collapsed.secondary.x)
            let peek = inspectorIsSheet ? inspectorSheetGeometry.closed : 0
            if peek > 0 { collapsed.secondary.height = max(0, collapsed.secondary.height - peek) }
            return collapsed
        }
    }

    /// The tiled layout with the primary `collapse` (0 ... 1) of the way off its edge, at `width` (default:
    /// the width on screen).
    func tiledLayout(collapse: Double, width: PrimaryColumnWidth? = nil) -> SplitLayout {
        placingInspector(in: SplitLayout.tiled(window: size, primaryWidth: width ?? displayedPrimaryWidth, collapse: collapse,
                                               configuration: configuration).offsetBy(dx: bounds.x, dy: bounds.y))
    }

    /// How far a detail page covers the page below when collapsed: 0 (list on top) ... 1 (detail on top).
    public var detailCover: Double {
        let visible = navigation.visible
        if visible.below == nil { return visible.top == navigation.root ? 0 : 1 }
        return visible.cover
    }

    /// Where the top page of the secondary's stack is drawn when separate — sliding over the page below while it is
    /// pushed, popped or swiped back — or the detail page on top when collapsed; nil without a detail.
    public var detailPageFrame: Rect? {
        if isCollapsed { return navigation.canPop || navigation.moving != nil ? layout.secondary : nil }
        guard secondaryNavigation != nil else { return nil }
        return secondarySlide?.top ?? layout.secondary
    }

    /// While a page of the secondary's stack slides (and motion is not reduced): where the page below and the page on
    /// top are, the one below moved by the parallax; nil otherwise.
    var secondarySlide: (below: Rect, top: Rect)? {
        guard let stack = secondaryNavigation, stack.visible.below != nil, !appearance.motion.reduceMotion else { return nil }
        let frame = layout.secondary
        let slide = SplitLayout.collapsed(window: frame.size, primaryWidth: layout.primaryWidth, cover: stack.visible.cover,
                                          parallax: appearance.metrics.compactParallax, direction: configuration.layoutDirection)
            .offsetBy(dx: frame.x, dy: frame.y)
        return (slide.primary, slide.secondary)
    }

    /// The back button at the leading end of the top page's toolbar, titled ``backButtonTitle`` (SPEC §6): as
    /// wide as the title it shows; nil at the root or while the host hides it. Collapsed it is on the stack's top
    /// page; separate, on the secondary's top page once something was drilled into (after the sidebar button when
    /// that shares its end).
    public var backButton: Rect? {
        guard canGoBack, !backButtonHidden, let stack = backStack else { return nil }
        return pageToolbar(stack.top, in: layout.secondary).leading?.frame
    }

    /// The back button's title as shown: `‹` and the title of the page it goes back to, shortened to `‹ Back`
    /// or `‹` when the page's own title needs the room.
    public var backButtonTitle: String {
        guard let stack = backStack else { return "" }
        return pageToolbar(stack.top, in: layout.secondary).leading?.text ?? ""
    }

    /// The toolbar of a stack page drawn in `frame`: the page's title and, above the root (unless the host hides
    /// it on the top page), a back button to the page below, at the leading end of the configuration's direction.
    /// A page of the secondary keeps room for the sidebar and inspector buttons where they are; a detail page of the
    /// collapsed stack for the inspector button at its trailing end.
    public func pageToolbar(_ page: NavigationPage, in frame: Rect) -> ToolbarLayout {
        ToolbarLayout(title: page.title, in: frame, leading: backItem(on: page),
                      trailing: isCollapsed ? compactTrailingItem(on: page) : secondaryToolbarItems.trailing,
                      leadingInset: isCollapsed ? 0 : secondaryLeadingInset, appearance: appearance, direction: configuration.layoutDirection)
    }

    /// The room the sidebar button keeps at the leading end of the secondary's toolbar, before a back button.
    var secondaryLeadingInset: Double {
        if case .space(let width)? = secondaryToolbarItems.leading { return width }
        return 0
    }

    /// The secondary toolbar's items: room for the button that shows the primary, at the primary's end, and for the
    /// inspector's button at the other end.
    var secondaryToolbarItems: (leading: ToolbarItem?, trailing: ToolbarItem?) {
        let sidebar = sidebarButtonSpace, inspector = inspectorButtonSpace
        return configuration.primaryEdge == .leading ? (sidebar, inspector) : (inspector, sidebar)
    }

    /// The room the inspector's button takes at its end of a toolbar, for a split with an inspector.
    var inspectorButtonSpace: ToolbarItem? {
        inspectorPage.map { _ in .space(appearance.metrics.sidebarButtonSize + appearance.metrics.sidebarButtonInset) }
    }

    /// The trailing item of a collapsed stack page's toolbar: room for the inspector's button on a detail page.
    func compactTrailingItem(on page: NavigationPage) -> ToolbarItem? {
        page == navigation.root || page == inspectorPage ? nil : inspectorButtonSpace
    }

    /// The room the split's back button takes in `page`'s toolbar, for a host that draws that toolbar itself (a
    /// page whose ``ColumnContent`` has no title): pass it as the toolbar's leading item and title the toolbar
    /// with the page's title, and the title yields to the button as it would in the split's own toolbar.
    public func backButtonSpace(on page: NavigationPage) -> ToolbarItem? {
        guard backItem(on: page) != nil, let button = pageToolbar(page, in: layout.secondary).leading else { return nil }
        return .space(button.frame.width)
    }

    /// The back item of `page`'s toolbar: nil at the root, and on the top page while the host hides it.
    func backItem(on page: NavigationPage) -> ToolbarItem? {
        guard let stack = backStack, let below = stack.title(below: page), !(backButtonHidden && page == stack.top) else { return nil }
        return .back(below)
    }

    /// The toolbar button that shows the primary, at the secondary toolbar's end on the primary's side
    /// (``SplitConfiguration/primarySide``); nil when the primary is on screen beside the secondary, or collapsed.
    public var primaryButton: Rect? {
        let shown: Bool
        switch band {
        case .compact: shown = false
        case .overlay: shown = true
        case .tiled: shown = collapse.target >= 1 || configuration.railWidth != nil  // with a rail it cycles full → rail → hidden
        }
        guard shown else { return nil }
        let secondary = layout.secondary, m = appearance.metrics
        let x = configuration.primarySide == .left
            ? secondary.x + m.sidebarButtonInset : secondary.maxX - m.sidebarButtonInset - m.sidebarButtonSize
        return Rect(x: x, y: secondary.y + max(0, (appearance.toolbarHeight - m.sidebarButtonSize) / 2), width: m.sidebarButtonSize, height: m.sidebarButtonSize)
    }

    /// The band along the primary's side where a swipe may start while the primary is hidden (SPEC §5).
    public var edgeBand: Rect { band(along: configuration.primarySide) }

    /// The band along the leading side where a back swipe may start on a pushed page (SPEC §6, §15.1): the left edge left
    /// to right, the right edge right to left — of the whole split when collapsed, of the secondary when separate.
    public var backSwipeBand: Rect {
        band(along: configuration.layoutDirection.leadingSide, of: isCollapsed ? bounds : layout.secondary.intersection(bounds))
    }

    /// The edge band (``Metrics/edgeBandWidth`` wide) along one side of `frame` (the bounds by default).
    private func band(along side: Side, of frame: Rect? = nil) -> Rect {
        let frame = frame ?? bounds, w = min(frame.width, appearance.metrics.edgeBandWidth)
        let x = side == .left ? frame.x : frame.maxX - w
        return Rect(x: x, y: frame.y, width: w, height: frame.height)
    }

    /// How much to dim the secondary (0 ... the palette's full dim), in proportion to the overlay's reveal.
    public var secondaryDim: Double {
        band == .overlay ? appearance.palette.fullDim * min(1, max(0, overlay.value)) : 0
    }

    /// The part of `frame` below its toolbar: where a column's or page's content goes.
    public func contentFrame(in frame: Rect) -> Rect {
        frame.inset(by: Insets(top: appearance.toolbarHeight))
    }

    /// Where the primary's content is laid out (below its toolbar), on screen or not: for scroll extents.
    public var primaryContentLayout: Rect { contentFrame(in: layout.primary) }

    /// Where the primary's content is on screen and takes taps, clipped to the bounds: tiled while not fully
    /// collapsed, the overlay while it is in, the stack's root page while it is on top and still; nil otherwise.
    public var primaryContentFrame: Rect? {
        if inspectorIsOver { return nil }  // under the dim of an inspector over the secondary
        switch band {
        case .tiled where collapse.value >= 1: return nil
        case .overlay where overlay.value == 0: return nil
        case .compact where detailCover > 0: return nil
        default:
            let visible = primaryContentLayout.intersection(bounds)
            return visible.isEmpty ? nil : visible
        }
    }

    /// Where the detail's top page lays out its content (below its toolbar), on screen or not, in every band: beside
    /// the primary, under the overlay, or on top of the compact stack, a drilled-down page included. With
    /// ``detailContentFrame`` (where it takes taps now) it is the pair to place a list or a text of the detail with, as
    /// ``primaryContentLayout`` and ``primaryContentFrame`` are the primary's: `list.place(in: detailContentLayout,
    /// interactive: detailContentFrame)`.
    public var detailContentLayout: Rect { contentFrame(in: layout.secondary) }

    /// Where the detail's content is on screen and takes taps: the secondary below its toolbar while no overlay
    /// covers it, or the pushed page on top while it is still; nil otherwise.
    public var detailContentFrame: Rect? {
        if inspectorIsOver { return nil }
        switch band {
        case .overlay where overlay.value > 0: return nil
        case .compact where detailCover < 1 || navigation.isAnimating: return nil
        case .tiled, .overlay:
            guard secondaryNavigation?.isAnimating != true, secondaryNavigation?.isInteractive != true else { return nil }
            fallthrough
        default:
            let visible = detailContentLayout.intersection(bounds)
            return visible.isEmpty ? nil : visible
        }
    }

    /// The part of the window the overlay covers now.
    var visibleOverlay: Rect? {
        guard band == .overlay, overlay.value > 0 else { return nil }
        return layout.primary.intersection(bounds)
    }
}
