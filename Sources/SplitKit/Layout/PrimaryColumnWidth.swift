// Resolves the primary column's width in the order of SPEC §2 and says which rule decided it.

/// The rule that decided the primary column's width (SPEC §2).
public enum PrimaryWidthRule: String, Sendable, CaseIterable, Codable {
    /// `preferredPrimaryColumnWidthFraction × windowWidth`.
    case fraction
    /// The width the user chose by dragging the separator.
    case user
    /// Raised to `minimumPrimaryColumnWidth`.
    case minimum
    /// Lowered to `maximumPrimaryColumnWidth`.
    case maximum
    /// Lowered so the secondary keeps `minimumSecondaryColumnWidth`.
    case secondaryMinimum
}

/// The resolved width of the primary column and the rule that decided it.
public struct PrimaryColumnWidth: Hashable, Sendable {
    /// Width in whole points.
    public var width: Double
    /// The rule that decided `width`.
    public var rule: PrimaryWidthRule

    /// Creates a resolved width.
    public init(width: Double, rule: PrimaryWidthRule) {
        self.width = width
        self.rule = rule
    }

    /// Resolves the width for a window, in SPEC §2's order:
    /// 1. `userWidth ?? fraction × windowWidth`; 2. clamp to `[minimum, maximum]`;
    /// 3. shrink so the secondary keeps its minimum, never below `minimum`; 4. round to whole points.
    /// The result also never exceeds `windowWidth − separatorWidth`, so frames never go negative. `reserving` points
    /// of the window are not the secondary's in step 3: an inspector column beside it and its separator (SPEC §15.2).
    public static func resolve(
        windowWidth: Double, userWidth: Double?, configuration c: SplitConfiguration, reserving: Double = 0
    ) -> PrimaryColumnWidth {
        var rule: PrimaryWidthRule
        var width: Double
        if let userWidth {
            width = userWidth
            rule = .user
        } else {
            width = c.preferredPrimaryColumnWidthFraction * windowWidth
            rule = .fraction
        }
        if width < c.minimumPrimaryColumnWidth {
            width = c.minimumPrimaryColumnWidth
            rule = .minimum
        } else if width > c.maximumPrimaryColumnWidth {
            width = c.maximumPrimaryColumnWidth
            rule = .maximum
        }
        let roomLeftBySecondary = windowWidth - reserving - c.separatorWidth - c.minimumSecondaryColumnWidth
        if width > roomLeftBySecondary {
            let squeezed = max(roomLeftBySecondary, c.minimumPrimaryColumnWidth)
            if squeezed < width {
                width = squeezed
                // When the secondary's minimum would push the column below its own, the minimum wins.
                rule = roomLeftBySecondary < c.minimumPrimaryColumnWidth ? .minimum : .secondaryMinimum
            }
        }
        // A window too small for even the minimum: the primary takes what is left, never a negative secondary.
        width = max(0, min(width, windowWidth - c.separatorWidth))
        return PrimaryColumnWidth(width: width.rounded(), rule: rule)
    }
}
