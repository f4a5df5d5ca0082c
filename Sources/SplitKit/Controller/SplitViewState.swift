// The split view's state as a value that changes only through `send(_:)`, and what is derived from it.

/// Everything the split view controller knows, as a value. Layout and hit areas are derived on demand.
///
/// Nothing outside changes it except ``send(_:)-(SplitViewAction)`` (input and semantic actions) and
/// ``advance(to:)`` (time passing), so the resize logic, the band rules and the collapse policy always run;
/// it is `Hashable`, so tests compare whole states.
///
/// What an embedder reads (bounds, configuration, appearance, overlay and collapse progress, navigation, the
/// interaction under way) is read-only outside SplitKit. Inside, state is scoped like the behaviour, and each piece has
/// one owner that alone sets its fields (`private(set)`), through methods named for what happens:
///
/// - `SeparatorState`: the primary separator's user width, hover, clicks, width animation and its clock.
/// - `PrimaryColumnState`: the overlay's reveal and the tiled collapse (``overlay``, ``collapse``).
/// - `InspectorColumnState`: the inspector's reveal and its separator's user width (``inspectorReveal``,
///   ``userInspectorWidth``).
/// - `GestureState`: the gesture under way (``interaction``) and the swipe tracker that follows a swipe.
/// - `BandPages`: the pages as the band shows them (separate columns with their stacks, or the collapsed stack).
/// - ``KeyboardFocus``: the focused node, the ring, the pane, where the focus returns to.
/// - This type's own fields: ``appearance`` and ``backButtonHidden`` are set in this file alone; ``configuration``
///   only in its width-settings file (width settings, snap anchors); ``bounds`` only where the split is placed (its
///   placement file, which also carries the pages between bands); ``focus`` only in its focus file.
///
/// A press is classified once into what it hit before the part that owns it reacts, and one focus pass follows every
/// action. The machinery (the swipe tracker, the double-click detector, the width animation and its clock) is
/// internal; ask ``isAnimating``, ``isWidthAnimating`` or ``interaction`` instead.
public struct SplitViewState: Hashable, Sendable {
    /// The width settings, separator and breakpoints as the app gave them, in their ``SplitConfiguration/widthUnit``
    /// (always valid).
    public internal(set) var givenConfiguration: SplitConfiguration  // internal(set): written only in SplitViewState+WidthSettings.swift
    /// The width settings, separator and breakpoints the split lays out with: ``givenConfiguration`` in points at the
    /// appearance's text scale (the same unless its widths are in text points).
    public var configuration: SplitConfiguration { givenConfiguration.inPoints(textScale: appearance.textScale) }
    /// Metrics, colours, springs and keys, for hit testing and drawing alike.
    public private(set) var appearance: Appearance
    /// Where the split sits in the window, in window points.
    public internal(set) var bounds: Rect  // internal(set): written only in SplitViewState+Placement.swift
    /// The primary's separator: the user width, the hover, the clicks and the width moving by itself.
    var separatorState: SeparatorState
    /// The width the user chose with the separator; nil until they do.
    public var userPrimaryWidth: Double? { separatorState.userWidth }
    /// The gesture under way and the swipe tracker that follows a swipe's motion.
    var gestureState: GestureState
    /// The gesture under way: a separator drag, a swipe, a button press, or none.
    public var interaction: Interaction { gestureState.interaction }
    /// The window's keyboard focus: the focused node, the ring, and where the focus returns to. The split keeps it for
    /// the whole window so Tab and F6 can move between its controls and the host's; see ``SplitView`` (one call an
    /// event and one a frame) or ``send(_:focusChain:)`` and ``SplitViewAction/settleFocus(in:)``.
    public internal(set) var focus = KeyboardFocus()  // internal(set): written only in SplitViewState+Focus.swift
    /// The accessibility node that has keyboard focus (an ``AccessibleNode/ID`` of the split's, or a content node's
    /// id); nil when nothing has. ``focus``'s node.
    public var focusedNodeID: String? { focus.node }
    /// True while the focus ring shows (a focus moved by a click, or into an overlay opened from nothing, is there for
    /// the keys without a ring). ``focus``'s `isVisible`.
    public var focusVisible: Bool { focus.isVisible }
    /// True while the pointer hovers the separator's hit area (the resize cursor shows).
    public var separatorHovered: Bool { separatorState.isHovered }
    /// The primary's own motion: the overlay's reveal and the tiled collapse.
    var primaryColumn = PrimaryColumnState()
    /// How far the overlay is in: 0 hidden ... 1 shown (overlay band).
    public var overlay: AnimatedValue { primaryColumn.overlay }
    /// How far the tiled primary is collapsed: 0 open ... 1 gone (tiled band).
    public var collapse: AnimatedValue { primaryColumn.collapse }
    /// Follows the pointer or touchpad motion of a swipe: claim, translation, velocity (``interaction`` says
    /// when a swipe owns the press).
    var swipe: SwipeTracker { gestureState.tracker }
    /// The page the primary column shows; the root of the stack when collapsed.
    public let primaryPage: NavigationPage
    /// Decides the stack on collapsing and the secondary on separating.
    public let policy: AnyCollapsePolicy
    /// The secondary's own stack when the split is not collapsed: the detail chosen in the primary at its root, then
    /// the pages drilled into from it (``SplitViewAction/pushDetail(_:time:)``), the top one on screen with a back
    /// button; nil while the secondary shows the "No selection" placeholder.
    public var secondaryNavigation: NavigationStack? { pages.secondary }
    /// The detail chosen in the primary: the root of ``secondaryNavigation``; nil is the "No selection" placeholder.
    public var secondary: NavigationPage? { secondaryNavigation?.root }
    /// The one stack that replaces the columns when collapsed (compact band); just the root otherwise.
    public var navigation: NavigationStack { pages.stack }
    /// The pages as the band shows them: separate columns each with its stack, or the one stack when collapsed.
    var pages: BandPages
    /// The primary's width moving to new settings, if a change is animating.
    var widthAnimation: WidthAnimation? { separatorState.widthAnimation }
    /// The time of the last `advance(to:)`, at which the width animation is sampled.
    var animationTime: Double { separatorState.animationTime }
    /// The page the inspector column shows (SPEC §15.2), and the stack's page for it when collapsed; nil when the split
    /// has no inspector (its button, key and separator are then not there).
    public let inspectorPage: NavigationPage?
    /// The inspector column's reveal and its separator's user width.
    var inspectorColumn: InspectorColumnState
    /// True from a finger touching down (``TouchPointer`` passes the touch on before its press) to that press: the
    /// separators' hit areas are then a finger's, 44 points wide (written only in SplitViewState+Input.swift).
    var pressIsTouch = false
    /// What the window showed before the detail filled it (written only in SplitViewState+FillWindow.swift).
    var fillWindow: FillWindowMemory?
    /// The width the primary's content asks for (``ColumnContent/fittingWidth``), for a double-click that fits it.
    var primaryFittingWidth: Double?
    /// The primary separator's keyboard resize while it has the focus: its column when the focus came, and whether keys
    /// moved it since (written only in KeyboardResize.swift).
    var primaryKeyboardResize: KeyboardResize?
    /// The inspector separator's keyboard resize while it has the focus (written only in KeyboardResize.swift).
    var inspectorKeyboardResize: KeyboardResize?
    /// How far the inspector column is in: 0 hidden ... 1 shown, beside or over the secondary (when collapsed it is a
    /// page of ``navigation`` instead, and this is 0).
    public var inspectorReveal: AnimatedValue { inspectorColumn.reveal }
    /// The inspector width the user chose with its separator; nil until they do.
    public var userInspectorWidth: Double? { inspectorColumn.userWidth }
    /// True while the host shows something modal over the top page, whose back button is then neither drawn
    /// nor pressable.
    public private(set) var backButtonHidden = false
    /// Whether the primary was a rail when the host was last told (``SplitViewEffect/saveUserPrimaryRail(_:)``; written
    /// only in SplitViewReducer.swift and the initialiser).
    var reportedRail = false
    /// The host's toolbar buttons that take a press now, as the host's content last gave them.
    var toolbarActions: [ToolbarActionArea] = []  // written only in SplitViewState+ToolbarActions.swift

    /// Creates a state for a split placed at `bounds`; a saved user width of 0 or less is ignored (SPEC §3). With an
    /// `inspectorPage` the split has an inspector column (SPEC §15.2), hidden at first, `userInspectorWidth` wide when the
    /// user chose that width before. `userPrimaryRail` (issue 39): the user left the primary a rail last time
    /// (``SplitViewEffect/saveUserPrimaryRail(_:)``); ignored without a ``SplitConfiguration/railWidth``. Without a `primaryPage`, the primary is the page `primary` titled
    /// ``SplitStrings/Key/primary`` in the appearance's language ("Primary").
    /// Throws when a setting of `configuration` is out of its range.
    public init(
        configuration: SplitConfiguration, bounds: Rect, appearance: Appearance = .light, userPrimaryWidth: Double? = nil,
        primaryPage: NavigationPage? = nil,
        policy: some CollapsePolicy = DefaultCollapsePolicy(), inspectorPage: NavigationPage? = nil, userInspectorWidth: Double? = nil,
        userPrimaryRail: Bool = false
    ) throws(ConfigurationError) {
        try configuration.validate()
        self.inspectorPage = inspectorPage
        inspectorColumn = InspectorColumnState(userWidth: userInspectorWidth)
        givenConfiguration = configuration
        self.appearance = appearance
        self.appearance.textMeasure.interfaceDirection = configuration.layoutDirection  // interface text measured as drawn
        self.bounds = bounds
        let primaryPage = primaryPage ?? NavigationPage(id: "primary", title: appearance.strings[.primary])
        self.primaryPage = primaryPage
        self.policy = AnyCollapsePolicy(policy)
        gestureState = GestureState(metrics: appearance.metrics)
        separatorState = SeparatorState(userWidth: userPrimaryWidth, metrics: appearance.metrics)
        pages = BandPages(primary: primaryPage, collapsed: SplitBand.of(width: bounds.width, configuration: configuration) == .compact)
        let rail = userPrimaryRail && configuration.railWidth != nil
        primaryColumn.setRail(rail)
        reportedRail = rail
    }

    /// A state for a split filling a window of `size` (placed at the origin).
    public init(
        configuration: SplitConfiguration, size: Size, appearance: Appearance = .light, userPrimaryWidth: Double? = nil,
        primaryPage: NavigationPage? = nil,
        policy: some CollapsePolicy = DefaultCollapsePolicy(), inspectorPage: NavigationPage? = nil, userInspectorWidth: Double? = nil,
        userPrimaryRail: Bool = false
    ) throws(ConfigurationError) {
        try self.init(configuration: configuration, bounds: Rect(origin: .zero, size: size), appearance: appearance,
                      userPrimaryWidth: userPrimaryWidth, primaryPage: primaryPage, policy: policy, inspectorPage: inspectorPage,
                      userInspectorWidth: userInspectorWidth, userPrimaryRail: userPrimaryRail)
    }

    /// The separator drag under way, if any.
    public var separatorDrag: SeparatorDrag? { interaction.separatorDrag }

    /// True while the separator has keyboard focus (tiled band), so the nudge keys move it.
    public var separatorFocused: Bool { focusedNodeID == AccessibleNode.ID.separator && band == .tiled }

    /// The toolbar button held down, drawn pressed until release.
    public var pressedButton: ToolbarButton? { interaction.pressedButton }

    /// The split's size in points (its bounds' size).
    public var size: Size { bounds.size }

    /// True when the columns have collapsed into one navigation stack (compact band).
    public var isCollapsed: Bool { band == .compact }

    /// The detail on screen: the top page of the secondary's stack, or when collapsed the top page above the root.
    public var detail: NavigationPage? {
        if case .separate(_, let secondary) = pages { secondary?.top } else { detailPages.last }
    }

    /// Every page of the detail, the one chosen in the primary first and the top one last, whichever way it is shown:
    /// the secondary's stack, or when collapsed the pages above the root; empty when nothing is chosen.
    public var detailPages: [NavigationPage] {
        pages.detailPages(inspector: inspectorPage)
    }

    /// Page titles in every band, the primary's first: the one stack when collapsed, else the primary then the
    /// secondary's stack.
    public var stackTitles: [String] {
        if case .collapsed(let stack) = pages { stack.pages.map(\.title) } else { [primaryPage.title] + detailPages.map(\.title) }
    }

    /// The split's size class.
    public var sizeClass: SizeClass { SizeClass.of(width: bounds.width, configuration: configuration) }

    /// The split's width band.
    public var band: SplitBand { SplitBand.of(width: bounds.width, configuration: configuration) }

    /// How the columns are shown now.
    public var displayMode: DisplayMode {
        switch band {
        case .compact: return .secondaryOnly  // collapsed: one page at a time (see `isCollapsed`)
        case .overlay: return overlay.value > 0 ? .oneOverSecondary : .secondaryOnly
        case .tiled: return collapse.value >= 1 ? .secondaryOnly : .oneBesideSecondary
        }
    }

    /// The primary width SPEC §2 gives these bounds.
    public var primaryWidth: PrimaryColumnWidth {
        PrimaryColumnWidth.resolve(windowWidth: bounds.width, userWidth: userPrimaryWidth, configuration: configuration,
                                   reserving: inspectorReserve)
    }

    /// True while the primary moves to new width settings (SPEC §2.4: ease-in-out, 0.3 s).
    public var isWidthAnimating: Bool { widthAnimation != nil }

    /// True while something moves by itself, or a touchpad swipe waits to be over.
    public var isAnimating: Bool {
        overlay.isAnimating || collapse.isAnimating || pages.isAnimating
            || widthAnimation != nil || swipe.isScrolling || inspectorReveal.isAnimating || inspectorColumn.sheet.isAnimating
    }

    /// Moves animations to `time` (seconds on the host's clock, the same as event times). A touchpad swipe
    /// with no scroll event for 150 ms ends here and settles; its effects are returned (a page popped by it
    /// dismisses the detail), and a host must act on them as on an event's: ``SplitView`` hands them to its
    /// `onEffect` with every other outcome, so a host that keeps one needs no result from here.
    @discardableResult
    public mutating func advance(to time: Double) -> [SplitViewEffect] {
        let ended = endQuietScroll(upTo: time)
        separatorState.advance(to: time)
        primaryColumn.advance(to: time)
        inspectorColumn.advance(to: time)
        pages.advance(to: time)
        followOverlayWithFocus(keyboard: false)
        return ended
    }

    /// New metrics, colours, springs and keys; the swipe tracker and the double-click take the new metrics, and a
    /// gesture under way goes on. (Here, so that `appearance` is `private(set)`.)
    mutating func adopt(_ newAppearance: Appearance) {
        let shown = displayedPrimaryWidth.width, rescaled = newAppearance.textScale != appearance.textScale
        appearance = newAppearance
        // Widths in text points change with the text size: the primary eases to its new width as after a settings change.
        if rescaled, givenConfiguration.widthUnit == .textPoints { animatePrimaryWidth(from: shown, at: animationTime) }
        appearance.textMeasure.interfaceDirection = configuration.layoutDirection  // interface text measured as drawn
        gestureState.adopt(newAppearance.metrics)
        separatorState.adopt(newAppearance.metrics)
    }

    /// Text is measured with `measure` from now on (the backend's font), interface text in the split's direction.
    mutating func measureText(with measure: TextMeasure) {
        appearance.textMeasure = measure
        appearance.textMeasure.interfaceDirection = configuration.layoutDirection
    }

    /// The split draws and speaks `strings` from now on.
    mutating func speak(_ strings: SplitStrings) { appearance.strings = strings }

    /// The host shows something modal over the top page (`hidden`), or no longer: a back button held down is let go.
    mutating func hideBackButton(_ hidden: Bool) {
        backButtonHidden = hidden
        if hidden, interaction.pressedButton == .back { gestureState.end() }
    }
}
