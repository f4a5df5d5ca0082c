// The inspector column (SPEC §15.2): where it goes, how wide it is, and showing and hiding it in every band.

extension SplitViewState {
    /// How the inspector column is shown now: a page of the stack when collapsed; over the secondary in the overlay
    /// band (too narrow for columns side by side); tiled, beside the secondary when the window holds the primary beside
    /// it (if it is; the primary gives up width down to its minimum first), the secondary's minimum and the inspector's
    /// minimum with their separators, otherwise over the secondary.
    public var inspectorPlacement: InspectorPlacement {
        if band == .compact { return configuration.compactInspector == .sheet ? .sheet : .page }
        if band == .overlay { return .over }
        let c = configuration, minimum = c.minimumInspectorColumnWidth
        // A rail takes only its own width (issue 39): the inspector fits beside it where it would not beside the list.
        let primary = !primaryIsBeside ? 0
            : isRail ? c.railWidth ?? 0  // not primaryWidth: that asks for this placement's reserve
            : PrimaryColumnWidth.resolve(windowWidth: bounds.width, userWidth: userPrimaryWidth, configuration: c,
                                         reserving: minimum + c.separatorWidth).width
        return inspectorRoom(primaryShare: primary + c.separatorWidth) >= minimum ? .beside : .over
    }

    /// True when the inspector column is shown or on its way in: beside or over the secondary, or when collapsed its
    /// sheet open (above closed) or its page in the stack.
    public var isInspectorShown: Bool {
        guard let page = inspectorPage else { return false }
        if inspectorIsSheet { return inspectorSheetIsOpen }
        return isCollapsed ? navigation.pages.contains(page) : inspectorReveal.target > 0
    }

    /// How far the inspector column has slid in beside or over the secondary, 0 (hidden) ... 1 (shown), following a
    /// swipe or its spring; as a sheet, how far it is up to half height; 0 without one (the state log's
    /// `inspectorProgress`).
    public var inspectorProgress: Double {
        if inspectorIsSheet { return min(1, inspectorColumn.sheetPosition) }
        return inspectorPage == nil ? 0 : inspectorReveal.value
    }

    /// The inspector's width now: what the user, the preferred width or the fraction ask for, clamped to its minimum
    /// and maximum, and beside the secondary narrowed so the secondary keeps its minimum (SPEC §15.2).
    public var inspectorWidth: InspectorColumnWidth { inspectorWidth(placed: inspectorPlacement) }

    /// The inspector's width when it is shown as `placement` says (decided once by a caller that needs both).
    private func inspectorWidth(placed placement: InspectorPlacement) -> InspectorColumnWidth {
        let asked = InspectorColumnWidth.resolve(splitWidth: bounds.width, userWidth: userInspectorWidth, configuration: configuration)
        guard placement == .beside else { return asked }
        return asked.fitting(room: inspectorRoom(primaryShare: primaryShareOnScreen), minimum: configuration.minimumInspectorColumnWidth)
    }

    /// Where the inspector column is on screen: beside or over the secondary, its sheet (the peek bar too), or its page
    /// when it is the stack's top page; nil while hidden (the state log's `inspectorColumn`).
    public var inspectorFrame: Rect? {
        if inspectorIsSheet { return inspectorSheetFrame }
        if isCollapsed {
            guard let page = inspectorPage, navigation.top == page else { return nil }
            return layout.secondary
        }
        return layout.inspector
    }

    /// True while the primary is beside the secondary (tiled, not collapsed or collapsing).
    var primaryIsBeside: Bool { band == .tiled && collapse.target < 1 }

    /// The room beside the secondary for the inspector when the primary takes `primaryShare` of the split's width: the
    /// split's width less that, the secondary's minimum and the inspector's separator.
    func inspectorRoom(primaryShare: Double) -> Double {
        let c = configuration
        return bounds.width - c.separatorWidth - c.minimumSecondaryColumnWidth - primaryShare
    }

    /// What the primary takes of the split's width on screen now, as the tiled layout draws it: as much of its width as
    /// shows while it slides shut or open, and its separator (a handle at the edge once it is shut); nothing in the other
    /// bands. The inspector beside the secondary follows it, widening as the primary slides shut and narrowing as it
    /// comes back, so the secondary keeps its minimum on the way (deciding by where the primary is going made the
    /// inspector jump as a collapse began, squeezing the secondary for its first frame).
    var primaryShareOnScreen: Double {
        guard band == .tiled else { return 0 }
        let shut = min(1, appearance.motion.reduceMotion ? collapse.target : collapse.value)
        return (displayedPrimaryWidth.width * (1 - shut)).rounded() + configuration.separatorWidth
    }

    /// What the primary leaves for an inspector shown beside the secondary: its minimum and its separator (SPEC §15.2).
    var inspectorReserve: Double {
        guard inspectorPage != nil, inspectorReveal.target > 0, inspectorPlacement == .beside else { return 0 }
        return configuration.minimumInspectorColumnWidth + configuration.separatorWidth
    }

    /// The layout `base` with the inspector placed in it as it is now (with reduced motion it is already where it is
    /// going beside the secondary, and over it fades in place).
    func placingInspector(in base: SplitLayout) -> SplitLayout {
        guard inspectorPage != nil else { return base }
        let placement = inspectorPlacement, reduce = appearance.motion.reduceMotion
        var reveal = inspectorReveal.value
        if reduce { reveal = placement == .beside ? inspectorReveal.target : (reveal > 0 ? 1 : 0) }
        return base.placingInspector(width: inspectorWidth(placed: placement).width, reveal: reveal, placement: placement, side: configuration.inspectorSide,
                                     separatorWidth: configuration.separatorWidth, in: bounds)
    }

    /// Shows the inspector if it is hidden (or going), hides it if it is shown (or coming).
    mutating func toggleInspector(at time: Double) -> [SplitViewEffect] {
        if isInspectorShown { return hideInspector(at: time) }
        showInspector(at: time)
        return []
    }

    /// Changes whether the inspector is there, the primary moving (not jumping) to the width it then has: it gives up
    /// width to an inspector beside the secondary, and takes it back after.
    private mutating func revealInspector(_ shown: Bool, at time: Double) {
        let primaryShown = displayedPrimaryWidth.width
        inspectorColumn.show(shown, spring: appearance.motion.overlay, at: time)
        if band == .tiled, collapse.value < 1 { carryOn(from: primaryShown, at: time) }
    }

    /// Slides the inspector in beside or over the secondary (an overlay of the primary goes: one panel over the detail
    /// at a time), or when collapsed opens its sheet at half height or pushes its page.
    mutating func showInspector(at time: Double) {
        guard let page = inspectorPage else { return }
        if inspectorIsSheet {
            moveSheet(to: .half, at: time)
            return
        }
        if isCollapsed {
            pages.pushOnce(page, spring: appearance.motion.navigation, at: time)
            return
        }
        if inspectorPlacement == .over, band == .overlay, overlay.target > 0 { hidePrimary(at: time) }
        revealInspector(true, at: time)
    }

    /// Slides the inspector out, or when collapsed closes its sheet or goes back from its page when it is on top.
    mutating func hideInspector(at time: Double) -> [SplitViewEffect] {
        if inspectorIsSheet {
            moveSheet(to: .closed, at: time)
            return []
        }
        if isCollapsed {
            guard let page = inspectorPage, navigation.top == page else { return [] }
            return goBack(at: time)
        }
        revealInspector(false, at: time)
        return []
    }

    /// True while the inspector is over the secondary and at least partly in, or its sheet is above closed: the rest of
    /// the split is dimmed, and a press there hides it.
    var inspectorIsOver: Bool { inspectorIsSheet ? sheetCover > 0 : inspectorGoesOver && inspectorReveal.value > 0 }

    /// True when the inspector, shown, is over the secondary (not beside it, nor a page of the stack).
    var inspectorGoesOver: Bool { inspectorPage != nil && band != .compact && inspectorPlacement == .over }

    /// How much to dim what the inspector over the secondary covers (0 ... the palette's full dim), with its reveal.
    public var inspectorDim: Double {
        if inspectorIsSheet { return appearance.palette.fullDim * sheetCover }
        return inspectorIsOver ? appearance.palette.fullDim * min(1, inspectorReveal.value) : 0
    }

    /// The split's columns as they move between bands: collapsing, an inspector shown becomes a page on top of the
    /// stack; separating, that page becomes the inspector shown again.
    mutating func carryInspector(collapsing: Bool) {
        guard let page = inspectorPage else { return }
        if configuration.compactInspector == .sheet { return carrySheet(collapsing: collapsing) }
        if collapsing {
            if inspectorReveal.target > 0 { pages.moveToTop(page) }
            inspectorColumn.place(shown: false)
        } else {
            inspectorColumn.place(shown: navigation.pages.contains(page))
        }
    }

    /// The stack's pages with the inspector's left out (what the collapse policy's separate gets).
    func pagesWithoutInspector(_ pages: [NavigationPage]) -> [NavigationPage] {
        pages.filter { $0 != inspectorPage }
    }
}
