// Snap anchors (SPEC §15.3): widths the separator settles on when let go, and the rule that picks one.

/// A width the separator settles on when it is let go (SPEC §15.3; Material 3's `PaneExpansionAnchor`): a number of
/// points, or a share of the split's width. Either is clamped by the width rules of SPEC §2 where it is used, so an
/// anchor past the maximum settles at the maximum (see ``SeparatorSnap``).
public enum SeparatorAnchor: Hashable, Sendable {
    /// A primary width in points (0 or more).
    case points(Double)
    /// A share of the split's width (0 ... 1), as ``SplitConfiguration/preferredPrimaryColumnWidthFraction`` is.
    case fraction(Double)

    /// The anchor's number: its points, or its fraction.
    public var value: Double {
        switch self {
        case .points(let points): return points
        case .fraction(let fraction): return fraction
        }
    }

    /// What the number must be: 0 or more points, or a fraction from 0 to 1.
    public var requirement: ConfigurationError.Requirement {
        switch self {
        case .points: return .atLeast(0)
        case .fraction: return .range(0, 1)
        }
    }

    /// The primary width the anchor asks for in a split `splitWidth` points wide, before SPEC §2's clamps.
    public func requestedWidth(splitWidth: Double) -> Double {
        switch self {
        case .points(let points): return points
        case .fraction(let fraction): return fraction * splitWidth
        }
    }
}

/// A configuration's anchors resolved for one split width, and how a release picks one of them.
///
/// Each anchor is clamped by SPEC §2 (minimum and maximum primary width, the secondary's minimum) and rounded to
/// whole points, as a dragged width is; anchors that land on the same width count once. Released moving faster than
/// the fling speed, the separator goes to the next anchor the way it was moving; slower, to the nearest one.
public struct SeparatorSnap: Hashable, Sendable {
    /// The widths the separator can settle on, narrowest first, each once; empty when there are no anchors.
    public let widths: [Double]

    /// Resolves `anchors` for a split `splitWidth` points wide with `configuration`'s width rules.
    public init(_ anchors: [SeparatorAnchor], splitWidth: Double, configuration: SplitConfiguration) {
        let resolved = anchors.map {
            PrimaryColumnWidth.resolve(windowWidth: splitWidth, userWidth: $0.requestedWidth(splitWidth: splitWidth),
                                       configuration: configuration).width
        }
        widths = Array(Set(resolved)).sorted()
    }

    /// True when there is no anchor to settle on.
    public var isEmpty: Bool { widths.isEmpty }

    /// The anchor nearest `width` (of two as near, the narrower); nil without anchors.
    public func nearest(to width: Double) -> Double? {
        widths.min { abs($0 - width) < abs($1 - width) }
    }

    /// The first anchor beyond `width` the way the primary grows (`growing`) or shrinks; nil when none lies that way.
    public func next(after width: Double, growing: Bool) -> Double? {
        growing ? widths.first { $0 > width } : widths.last { $0 < width }
    }

    /// Where a separator let go at `width` settles, the primary growing at `velocity` points per second (negative:
    /// shrinking): faster than `flingSpeed` either way, the next anchor that way (the last one when none lies beyond);
    /// otherwise the nearest. Nil without anchors.
    public func target(releasedAt width: Double, velocity: Double, flingSpeed: Double) -> Double? {
        guard abs(velocity) > flingSpeed else { return nearest(to: width) }
        let growing = velocity > 0
        return next(after: width, growing: growing) ?? (growing ? widths.last : widths.first)
    }

    /// The next anchor from `width` the way the primary grows (`growing`) or shrinks, round to the other end after the
    /// last one: what the keys and the accessibility action step through. Nil without anchors.
    public func cycled(from width: Double, growing: Bool) -> Double? {
        next(after: width, growing: growing) ?? (growing ? widths.first : widths.last)
    }
}
