// Sizes and distances of the split view's chrome and gestures, in points and seconds.

/// Every size and distance the split view uses for drawing and hit testing alike.
public struct Metrics: Hashable, Sendable {
    /// Height of the toolbar across the top of each column, and of its buttons (44).
    public var toolbarHeight: Double
    /// Width of the edge band where a swipe may start while the primary is hidden (SPEC §5: 32).
    public var edgeBandWidth: Double
    /// Widest a toolbar button gets (140): a back button whose title needs more shortens it to "‹ Back".
    public var toolbarButtonMaximumWidth: Double
    /// Side of the square toolbar button that shows the primary (44), and its inset from the edge (4).
    public var sidebarButtonSize: Double, sidebarButtonInset: Double
    /// Narrowest the separator's hit area gets, even when it is drawn thinner (SPEC §3: 8).
    public var minimumSeparatorHitWidth: Double
    /// Narrowest a separator's hit area gets for a finger on a touchscreen (44: the smallest touch target Apple's and
    /// Material's guidelines allow), around a separator drawn 1 to 8 points wide.
    public var touchSeparatorHitWidth: Double = 44
    /// Length of the grip drawn in the middle of the separator.
    public var separatorGripLength: Double
    /// Corner radius of the overlay panel's trailing corners (SPEC §5: 5).
    public var overlayCornerRadius: Double
    /// Share of the page width the page underneath moves while another slides over it (UIKit: 0.3).
    public var compactParallax: Double
    /// Horizontal travel that claims a press as a swipe (SPEC §5: 16).
    public var swipeClaimDistance: Double
    /// Farthest a press may travel and still be a tap (8).
    public var tapSlop: Double
    /// Longest time between the clicks of a double-click (GNOME: 0.4 s), and how far apart they may be (6).
    public var doubleClickInterval: Double, doubleClickSlop: Double
    /// Release speed in points per second above which a swipe goes the way it was flung (SPEC §5: 300).
    public var flingSpeed: Double
    /// How far back the velocity of a swipe is measured, in seconds (SPEC §5: 0.15).
    public var velocityWindow: Double
    /// Size of toolbar titles and buttons (17).
    public var toolbarFontSize: Double
    /// Space between a toolbar button's text and its edges, and between the buttons and the title (8).
    public var toolbarButtonPadding: Double

    /// Creates metrics; every parameter defaults to the standard value.
    public init(
        toolbarHeight: Double = 44, edgeBandWidth: Double = 32, toolbarButtonMaximumWidth: Double = 140,
        sidebarButtonSize: Double = 44, sidebarButtonInset: Double = 4, minimumSeparatorHitWidth: Double = 8,
        separatorGripLength: Double = 36, overlayCornerRadius: Double = 5, compactParallax: Double = 0.3,
        swipeClaimDistance: Double = 16, tapSlop: Double = 8, doubleClickInterval: Double = 0.4, doubleClickSlop: Double = 6,
        flingSpeed: Double = 300, velocityWindow: Double = 0.15, toolbarFontSize: Double = 17,
        toolbarButtonPadding: Double = 8
    ) {
        self.toolbarHeight = toolbarHeight
        self.edgeBandWidth = edgeBandWidth
        self.toolbarButtonMaximumWidth = toolbarButtonMaximumWidth
        self.sidebarButtonSize = sidebarButtonSize
        self.sidebarButtonInset = sidebarButtonInset
        self.minimumSeparatorHitWidth = minimumSeparatorHitWidth
        self.separatorGripLength = separatorGripLength
        self.overlayCornerRadius = overlayCornerRadius
        self.compactParallax = compactParallax
        self.swipeClaimDistance = swipeClaimDistance
        self.tapSlop = tapSlop
        self.doubleClickInterval = doubleClickInterval
        self.doubleClickSlop = doubleClickSlop
        self.flingSpeed = flingSpeed
        self.velocityWindow = velocityWindow
        self.toolbarFontSize = toolbarFontSize
        self.toolbarButtonPadding = toolbarButtonPadding
    }

    /// The numbers of SPEC §3, §5 and §11. (How far arrow keys move the separator is in ``KeyBindings``.)
    public static let standard = Metrics()
}
