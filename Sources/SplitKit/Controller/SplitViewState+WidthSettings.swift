// Changing the width settings at runtime: the primary animates to its new width (SPEC §2, ease-in-out 0.3 s).

/// The primary's displayed width moving from where it was towards whatever SPEC §2 resolves now.
///
/// Only the start is stored; the end is re-resolved at every sample, so a window resize during the
/// animation is followed, and a further change starts again from the width on screen (no jump).
public struct WidthAnimation: Hashable, Sendable {
    /// The displayed width when the change was made.
    public var from: Double
    /// When the change was made.
    public var startTime: Double
    /// Seconds to the new width.
    public static let duration = 0.3

    /// The displayed width at `time`, heading for `target`.
    public func width(at time: Double, target: Double) -> Double {
        TimedAnimation(from: from, to: target, startTime: startTime, duration: Self.duration).value(at: time)
    }
}

extension SplitViewState {
    /// Applies new width settings (fraction, minimum, maximum, minimum secondary), animating the primary to
    /// its new width; a further change or a separator drag interrupts it from where it is.
    public mutating func setWidthSettings(
        fraction: Double? = nil, minimum: Double? = nil, maximum: Double? = nil, minimumSecondary: Double? = nil,
        at time: Double
    ) {
        advance(to: time)
        let shown = displayedPrimaryWidth.width
        if let fraction { configuration.preferredPrimaryColumnWidthFraction = min(1, max(0, fraction)) }
        if let minimum { configuration.minimumPrimaryColumnWidth = max(0, minimum) }
        if let maximum { configuration.maximumPrimaryColumnWidth = max(0, maximum) }
        if let minimumSecondary { configuration.minimumSecondaryColumnWidth = max(0, minimumSecondary) }
        // Keep the settings valid: the limit being moved pushes the other one along.
        if configuration.maximumPrimaryColumnWidth < configuration.minimumPrimaryColumnWidth {
            if minimum != nil { configuration.maximumPrimaryColumnWidth = configuration.minimumPrimaryColumnWidth }
            else { configuration.minimumPrimaryColumnWidth = configuration.maximumPrimaryColumnWidth }
        }
        widthAnimation = shown == primaryWidth.width ? nil : WidthAnimation(from: shown, startTime: time)
        animationTime = time
    }

    /// The primary width on screen: the resolved width, or on its way there after a settings change.
    public var displayedPrimaryWidth: PrimaryColumnWidth {
        let resolved = primaryWidth
        guard let widthAnimation else { return resolved }
        return PrimaryColumnWidth(width: widthAnimation.width(at: animationTime, target: resolved.width).rounded(), rule: resolved.rule)
    }
}
