// The compact inspector as a bottom sheet (issue 39, SPEC §15.5): its detents, their heights in a window, and the
// settle rule that picks one when a drag lets go.

/// How the inspector shows in the compact band (``SplitConfiguration/compactInspector``).
public enum CompactInspector: String, Hashable, Sendable, CaseIterable, Codable {
    /// A bottom sheet over the detail, which stays visible above it, dimmed: a drag handle, detents at half and full
    /// height, and with ``SplitConfiguration/inspectorSheetPeeks`` a bar that peeks while it is closed (libadwaita's
    /// `AdwBottomSheet`, iPadOS's inspector when the split collapses). The default.
    case sheet
    /// A page pushed onto the one navigation stack, covering the detail it describes (the split's first behaviour).
    case page
}

/// Where the inspector's sheet rests: closed (gone, or a peek bar when the app asks for one), half or full height.
public enum InspectorSheetDetent: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Closed: nothing, or the peek bar (the handle and the inspector's title) at the bottom.
    case closed = 0
    /// Half the split's height (never lower than the peek bar).
    case half = 1
    /// Full height: the split's height less one toolbar, so the detail's title stays readable above the dim.
    case full = 2

    /// The detent's place on the sheet's position scale (0 closed, 1 half, 2 full).
    public var position: Double { Double(rawValue) }

    /// The detent's name in the state log: `closed`, `half` or `full`.
    public var name: String {
        switch self {
        case .closed: "closed"
        case .half: "half"
        case .full: "full"
        }
    }

    /// The detent nearest `position` (halfway between two, the higher).
    public static func nearest(to position: Double) -> InspectorSheetDetent {
        InspectorSheetDetent(rawValue: Int(min(2, max(0, position)).rounded())) ?? .closed
    }

    /// Lower detents first: closed, half, full.
    public static func < (a: InspectorSheetDetent, b: InspectorSheetDetent) -> Bool { a.rawValue < b.rawValue }
}

/// The sheet's heights in a split of a given height: a position between 0 (closed) and 2 (full) is a height between
/// the detents', linear between each pair, so a window resized keeps the sheet at its detent and a drag maps 1:1.
public struct InspectorSheetGeometry: Hashable, Sendable {
    /// The grab strip above the sheet's toolbar, in points: the drag handle's pill sits in its middle.
    public static let handleStripHeight = 20.0
    /// The drag handle's pill: 36 × 4 points, rounded (libadwaita's and iOS's grabber).
    public static let handleSize = Size(width: 36, height: 4)

    /// Height of the closed sheet: the peek bar's (handle strip and toolbar), or 0 without one.
    public var closed: Double
    /// Height at the half detent.
    public var half: Double
    /// Height at the full detent.
    public var full: Double

    /// The detents' heights in a split `splitHeight` points high whose toolbars are `toolbarHeight` high: closed is the
    /// peek bar (`peeks`) or nothing, half is half the split (at least the peek bar), full leaves one toolbar above.
    public init(splitHeight: Double, toolbarHeight: Double, peeks: Bool) {
        let bar = Self.handleStripHeight + toolbarHeight, height = max(0, splitHeight)
        closed = peeks ? min(bar, height) : 0
        full = max(closed, height - toolbarHeight)
        half = min(full, max(min(bar, full), (height / 2).rounded()))
    }

    /// The height of the sheet at `position` (0 ... 2).
    public func height(at position: Double) -> Double {
        let p = min(2, max(0, position))
        return p <= 1 ? closed + (half - closed) * p : half + (full - half) * (p - 1)
    }

    /// The position at which the sheet is `height` points high (clamped to closed ... full).
    public func position(forHeight height: Double) -> Double {
        let h = min(full, max(closed, height))
        if h <= half { return half > closed ? (h - closed) / (half - closed) : (h > closed ? 1 : 0) }
        return full > half ? 1 + (h - half) / (full - half) : 1
    }

    /// Points of height per unit of position at `position` (on the segment a motion from there moves along; at least 1).
    public func pointsPerUnit(at position: Double, upwards: Bool) -> Double {
        let lower = position < 1 || (position == 1 && !upwards)
        return max(1, lower ? half - closed : full - half)
    }

    /// Where a sheet let go at `position`, moving `velocityUp` points per second upwards, comes to rest: flung faster
    /// than `flingSpeed`, at the next detent the way it was flung; otherwise at the nearest (the snap anchors' rule).
    public func settle(position: Double, velocityUp: Double, flingSpeed: Double) -> InspectorSheetDetent {
        guard abs(velocityUp) > flingSpeed else { return .nearest(to: position) }
        let next = velocityUp > 0 ? (position + 1e-6).rounded(.down) + 1 : (position - 1e-6).rounded(.up) - 1
        return InspectorSheetDetent(rawValue: Int(min(2, max(0, next)))) ?? .closed
    }
}
