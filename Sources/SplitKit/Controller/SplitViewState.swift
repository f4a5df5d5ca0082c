// The split view's state as plain values, and everything derived from it: band, display mode, layout.

/// Everything the split view controller knows, as a value. Layout is derived from it on demand.
public struct SplitViewState: Sendable {
    /// Size of the toolbar across the top of each column, and of its buttons.
    public static let toolbarHeight = 44.0
    /// Width of the leading (or trailing) edge band where a swipe may start (SPEC §5).
    public static let edgeBandWidth = 32.0
    /// Opacity of the black dim over the secondary at full reveal (SPEC §5, light theme).
    public static let fullDim = 0.07

    /// The width settings, separator and breakpoints.
    public var configuration: SplitConfiguration
    /// The window size in points.
    public var window: Size
    /// The width the user chose with the separator; nil until they do.
    public var userPrimaryWidth: Double?
    /// The separator drag under way, if any.
    public var separatorDrag: SeparatorDrag?
    /// True while the separator has keyboard focus (Tab), so Left/Right move it.
    public var separatorFocused: Bool = false
    /// True while the pointer hovers the separator's hit area (the resize cursor shows).
    public var separatorHovered: Bool = false
    /// How far the overlay is in: 0 hidden ... 1 shown (overlay band).
    public var overlay = AnimatedValue(0)
    /// How far the tiled primary is collapsed: 0 open ... 1 gone (tiled band).
    public var collapse = AnimatedValue(0)
    /// The swipe that may move the overlay.
    public var swipe = SwipeRecognizer()
    /// Overlay progress when the current swipe started.
    var swipeStartProgress = 0.0
    /// The current press began on the dimmed secondary, outside the overlay.
    var pressOnDim = false
    /// The current press began on the toolbar's show-primary button (drawn pressed until release).
    public internal(set) var pressOnButton = false
    /// Clicks on the separator, for double-click collapse.
    var separatorClicks = DoubleClickDetector()
    /// What the current swipe moves.
    var swipeDrives: SwipeTarget?
    /// The page the primary column shows; the root of the stack when collapsed.
    public let primaryPage: NavigationPage
    /// Decides the stack on collapsing and the secondary on separating.
    public let policy: any CollapsePolicy
    /// What the secondary shows when the split is not collapsed; nil is the "No selection" placeholder.
    public internal(set) var secondary: NavigationPage?
    /// The one stack that replaces the columns when collapsed (compact band); just the root otherwise.
    public internal(set) var navigation: NavigationStack

    /// The primary's width moving to new settings, if a change is animating.
    public internal(set) var widthAnimation: WidthAnimation?
    /// The time of the last `advance(to:)`, at which the width animation is sampled.
    public internal(set) var animationTime = 0.0

    /// What a swipe in progress moves.
    enum SwipeTarget: Hashable, Sendable {
        case overlay, navigation
    }

    /// Creates a state for a window; a saved user width of 0 or less is ignored (SPEC §3).
    public init(
        configuration: SplitConfiguration, window: Size, userPrimaryWidth: Double? = nil,
        primaryPage: NavigationPage = NavigationPage(id: "primary", title: "Primary"),
        policy: any CollapsePolicy = DefaultCollapsePolicy()
    ) {
        self.configuration = configuration
        self.window = window
        self.primaryPage = primaryPage
        self.policy = policy
        navigation = NavigationStack(root: primaryPage)
        if let userPrimaryWidth, userPrimaryWidth > 0, userPrimaryWidth.isFinite {
            self.userPrimaryWidth = userPrimaryWidth
        }
    }

    /// True when the columns have collapsed into one navigation stack (compact band).
    public var isCollapsed: Bool { band == .compact }

    /// The detail on screen: the secondary, or when collapsed the page above the root.
    public var detail: NavigationPage? {
        isCollapsed ? (navigation.canPop ? navigation.top : nil) : secondary
    }

    /// Page titles, root first: the navigation stack when collapsed, just the primary otherwise.
    public var stackTitles: [String] {
        isCollapsed ? navigation.pages.map(\.title) : [primaryPage.title]
    }

    /// The window's size class.
    public var sizeClass: SizeClass { SizeClass.of(width: window.width, configuration: configuration) }

    /// The window's width band.
    public var band: SplitBand { SplitBand.of(width: window.width, configuration: configuration) }

    /// How the columns are shown now.
    public var displayMode: DisplayMode {
        switch band {
        case .compact: return .secondaryOnly  // collapsed: one page at a time (see `isCollapsed`)
        case .overlay: return overlay.value > 0 ? .oneOverSecondary : .secondaryOnly
        case .tiled: return collapse.value >= 1 ? .secondaryOnly : .oneBesideSecondary
        }
    }

    /// The primary width SPEC §2 gives this window.
    public var primaryWidth: PrimaryColumnWidth {
        PrimaryColumnWidth.resolve(windowWidth: window.width, userWidth: userPrimaryWidth, configuration: configuration)
    }

    /// The frames of this layout pass.
    public var layout: SplitLayout {
        switch band {
        case .tiled:
            return SplitLayout.tiled(window: window, primaryWidth: displayedPrimaryWidth, collapse: collapse.value, configuration: configuration)
        case .overlay:
            return SplitLayout.overlay(window: window, primaryWidth: displayedPrimaryWidth, progress: overlay.value, configuration: configuration)
        case .compact:
            return SplitLayout.collapsed(window: window, primaryWidth: primaryWidth, detailCover: detailCover)
        }
    }

    /// How far a detail page covers the list when collapsed: 0 (list on top) ... 1 (detail on top).
    public var detailCover: Double {
        let visible = navigation.visible
        if visible.below == nil { return visible.top == navigation.root ? 0 : 1 }
        return visible.cover
    }

    /// The back button at the leading end of a pushed page's toolbar, titled `‹ Primary` (SPEC §6).
    public var backButton: Rect? {
        guard isCollapsed, navigation.canPop else { return nil }
        let x = layout.secondary.x
        return Rect(x: x, y: 0, width: Self.backButtonWidth, height: Self.toolbarHeight)
    }

    /// Width of the back button's hit area (room for `‹` and a name).
    public static let backButtonWidth = 140.0

    /// The back button's title: `‹` and the title of the page it goes back to.
    public var backButtonTitle: String {
        "‹ " + (navigation.title(below: navigation.top) ?? primaryPage.title)
    }

    /// The toolbar button that shows the primary, at the secondary toolbar's leading end (trailing end for a
    /// trailing primary); nil when the primary is on screen beside the secondary.
    public var primaryButton: Rect? {
        let shown: Bool
        switch band {
        case .compact: shown = false
        case .overlay: shown = true
        case .tiled: shown = collapse.target >= 1
        }
        guard shown else { return nil }
        let secondary = layout.secondary
        let size = Self.toolbarHeight
        let x = configuration.primaryEdge == .leading ? secondary.x + 4 : secondary.maxX - 4 - size
        return Rect(x: x, y: secondary.y, width: size, height: size)
    }

    /// How much to dim the secondary (0 ... `fullDim`), in proportion to the overlay's reveal.
    public var secondaryDim: Double { band == .overlay ? Self.fullDim * overlay.value : 0 }

    /// True while something moves by itself.
    public var isAnimating: Bool {
        overlay.isAnimating || collapse.isAnimating || navigation.isAnimating || widthAnimation != nil
    }

    /// Moves animations to `time`.
    public mutating func advance(to time: Double) {
        animationTime = max(animationTime, time)
        if let widthAnimation, animationTime >= widthAnimation.startTime + WidthAnimation.duration { self.widthAnimation = nil }
        overlay.advance(to: time)
        collapse.advance(to: time)
        navigation.advance(to: time)
    }
}
