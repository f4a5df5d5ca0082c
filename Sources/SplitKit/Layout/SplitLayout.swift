// The tiled layout: frames of primary, separator and secondary for a window.

/// Frames of the columns for one layout pass, in window points.
public struct SplitLayout: Hashable, Sendable {
    /// The primary column's frame.
    public var primary: Rect
    /// The separator's hit area, or nil when there is none (compact, or the primary hidden).
    public var separator: Rect?
    /// The secondary column's frame.
    public var secondary: Rect
    /// The resolved primary width and the rule that decided it.
    public var primaryWidth: PrimaryColumnWidth
    /// The inspector column's frame while it is on screen beside or over the secondary (SPEC §15.2); nil while it is
    /// hidden, and when collapsed, where it is a page of the stack.
    public var inspector: Rect?
    /// The hit area of the separator between the secondary and an inspector beside it; nil otherwise.
    public var inspectorSeparator: Rect?

    /// Creates a layout from frames.
    public init(primary: Rect, separator: Rect?, secondary: Rect, primaryWidth: PrimaryColumnWidth,
                inspector: Rect? = nil, inspectorSeparator: Rect? = nil) {
        self.primary = primary
        self.separator = separator
        self.secondary = secondary
        self.primaryWidth = primaryWidth
        self.inspector = inspector
        self.inspectorSeparator = inspectorSeparator
    }

    /// Where a press grabs the separator: its frame, widened about its centre to at least
    /// `metrics.minimumSeparatorHitWidth` (SPEC §3: 8 points, even when the separator is drawn thinner), or for a
    /// finger (`touch`) to `metrics.touchSeparatorHitWidth` (44).
    public func separatorHitArea(metrics: Metrics = .standard, touch: Bool = false) -> Rect? {
        separator.map { Self.hitArea(of: $0, metrics: metrics, touch: touch) }
    }

    /// Where a press grabs the inspector's separator, widened as ``separatorHitArea(metrics:touch:)`` is.
    public func inspectorSeparatorHitArea(metrics: Metrics = .standard, touch: Bool = false) -> Rect? {
        inspectorSeparator.map { Self.hitArea(of: $0, metrics: metrics, touch: touch) }
    }

    private static func hitArea(of separator: Rect, metrics: Metrics, touch: Bool) -> Rect {
        let width = max(separator.width, touch ? metrics.touchSeparatorHitWidth : metrics.minimumSeparatorHitWidth)
        return Rect(x: separator.midX - width / 2, y: separator.y, width: width, height: separator.height)
    }

    /// This layout with an inspector column `width` points wide `reveal` (0 ... 1) of the way in on `side` of
    /// `bounds` (SPEC §15.2): beside, the secondary gives up the inspector's width and its separator's as it slides in;
    /// over, the inspector lies on top of the secondary; as a page or a sheet (collapsed: the split places its sheet
    /// itself), the layout is unchanged.
    public func placingInspector(
        width: Double, reveal: Double, placement: InspectorPlacement, side: Side, separatorWidth: Double, in bounds: Rect
    ) -> SplitLayout {
        let r = max(0, min(1, reveal))
        guard r > 0, placement != .page, placement != .sheet else { return self }
        var placed = self
        switch placement {
        case .beside:
            let taken = min(secondary.width, ((width + separatorWidth) * r).rounded())
            placed.secondary.width = secondary.width - taken
            if side == .right {
                placed.inspectorSeparator = Rect(x: bounds.maxX - taken, y: bounds.y, width: separatorWidth, height: bounds.height)
                placed.inspector = Rect(x: bounds.maxX - taken + separatorWidth, y: bounds.y, width: width, height: bounds.height)
            } else {
                placed.secondary.x = secondary.x + taken
                placed.inspectorSeparator = Rect(x: bounds.x + taken - separatorWidth, y: bounds.y, width: separatorWidth, height: bounds.height)
                placed.inspector = Rect(x: bounds.x + taken - separatorWidth - width, y: bounds.y, width: width, height: bounds.height)
            }
        case .over:
            let shown = (width * r).rounded()
            let x = side == .right ? bounds.maxX - shown : bounds.x + shown - width
            placed.inspector = Rect(x: x, y: bounds.y, width: width, height: bounds.height)
        case .page, .sheet:
            break
        }
        return placed
    }

    /// The same layout moved by `dx`, `dy` (a split placed away from the window's origin).
    public func offsetBy(dx: Double, dy: Double) -> SplitLayout {
        guard dx != 0 || dy != 0 else { return self }
        return SplitLayout(primary: primary.offsetBy(dx: dx, dy: dy), separator: separator?.offsetBy(dx: dx, dy: dy),
                           secondary: secondary.offsetBy(dx: dx, dy: dy), primaryWidth: primaryWidth,
                           inspector: inspector?.offsetBy(dx: dx, dy: dy), inspectorSeparator: inspectorSeparator?.offsetBy(dx: dx, dy: dy))
    }

    /// Lays out primary | separator | secondary across `window`, mirrored when the primary's side
    /// (``SplitConfiguration/primarySide``) is the right.
    public static func tiled(
        window: Size, userWidth: Double?, configuration c: SplitConfiguration
    ) -> SplitLayout {
        let resolved = PrimaryColumnWidth.resolve(windowWidth: window.width, userWidth: userWidth, configuration: c)
        return tiled(window: window, primaryWidth: resolved, configuration: c)
    }

    /// Lays out the columns with an already resolved primary width.
    public static func tiled(
        window: Size, primaryWidth resolved: PrimaryColumnWidth, configuration c: SplitConfiguration
    ) -> SplitLayout {
        tiled(window: window, primaryWidth: resolved, collapse: 0, configuration: c)
    }

    /// The tiled layout with the primary slid `collapse` (0 = open ... 1 = gone) off its edge: the
    /// primary keeps its width and moves out, the separator stays as a handle at the window edge.
    public static func tiled(
        window: Size, primaryWidth resolved: PrimaryColumnWidth, collapse: Double, configuration c: SplitConfiguration
    ) -> SplitLayout {
        let w = resolved.width
        let shown = (w * (1 - min(1, collapse))).rounded()
        let separatorWidth = max(0, min(c.separatorWidth, window.width - shown))
        let secondaryWidth = max(0, window.width - shown - separatorWidth)
        let h = window.height
        switch c.primarySide {
        case .left:
            return SplitLayout(
                primary: Rect(x: shown - w, y: 0, width: w, height: h),
                separator: Rect(x: shown, y: 0, width: separatorWidth, height: h),
                secondary: Rect(x: shown + separatorWidth, y: 0, width: secondaryWidth, height: h),
                primaryWidth: resolved)
        case .right:
            return SplitLayout(
                primary: Rect(x: window.width - shown, y: 0, width: w, height: h),
                separator: Rect(x: secondaryWidth, y: 0, width: separatorWidth, height: h),
                secondary: Rect(x: 0, y: 0, width: secondaryWidth, height: h),
                primaryWidth: resolved)
        }
    }

    /// The overlay layout: the secondary fills the window and the primary is `progress` (0 ... 1) of the way
    /// in over it from its side (``SplitConfiguration/primarySide``).
    public static func overlay(
        window: Size, primaryWidth resolved: PrimaryColumnWidth, progress: Double, configuration c: SplitConfiguration
    ) -> SplitLayout {
        let w = resolved.width
        let revealed = w * max(0, min(1, progress))
        let x = c.primarySide == .left ? revealed - w : window.width - revealed
        return SplitLayout(
            primary: Rect(x: x, y: 0, width: w, height: window.height),
            separator: nil,
            secondary: Rect(x: 0, y: 0, width: window.width, height: window.height),
            primaryWidth: resolved)
    }

    /// The collapsed layout: one page fills the window; `cover` (0 ... 1) is how far the page on top has slid
    /// in over the page below it, which moves `parallax` of the width the other way (UIKit's parallax).
    /// `primary` is the page below (the list, when one page is pushed) and `secondary` the page on top, so
    /// drawing and hit testing use the same two frames. Pages come in from the trailing side of `direction` (the right
    /// left to right, the left right to left) and the page below moves towards the leading side.
    public static func collapsed(
        window: Size, primaryWidth: PrimaryColumnWidth, cover: Double, parallax: Double = 0.3, direction: LayoutDirection = .leftToRight
    ) -> SplitLayout {
        let w = window.width, c = max(0, min(1, cover)), s = direction.sign
        return SplitLayout(
            primary: Rect(x: (-s * parallax * w * c).rounded(), y: 0, width: w, height: window.height),
            separator: nil,
            secondary: Rect(x: (s * (1 - c) * w).rounded(), y: 0, width: w, height: window.height),
            primaryWidth: primaryWidth)
    }
}
