// Resolves the inspector column's width (SPEC §15.2) and says which rule decided it, and where the column is shown.

/// The rule that decided the inspector column's width (SPEC §15.2).
public enum InspectorWidthRule: String, Sendable, CaseIterable, Codable {
    /// ``SplitConfiguration/preferredInspectorColumnWidth``.
    case preferred
    /// `preferredInspectorColumnWidthFraction × splitWidth`.
    case fraction
    /// The width the user chose by dragging the inspector's separator.
    case user
    /// Raised to ``SplitConfiguration/minimumInspectorColumnWidth``.
    case minimum
    /// Lowered to ``SplitConfiguration/maximumInspectorColumnWidth``.
    case maximum
    /// Lowered, beside the secondary, so the secondary keeps ``SplitConfiguration/minimumSecondaryColumnWidth``.
    case secondaryMinimum
}

/// How the inspector column is shown when it is (SPEC §15.2).
public enum InspectorPlacement: String, Sendable, CaseIterable, Codable {
    /// Beside the secondary, behind its own separator, on the side away from the primary.
    case beside
    /// Over the secondary, sliding in from the side away from the primary, with the overlay's shadow, dim and swipes:
    /// the window cannot hold the primary beside, the secondary's minimum and the inspector's minimum.
    case over
    /// A page of the one navigation stack (compact, ``CompactInspector/page``).
    case page
    /// A bottom sheet over the detail (compact, ``CompactInspector/sheet``; SPEC §15.5).
    case sheet
}

/// The resolved width of the inspector column and the rule that decided it.
public struct InspectorColumnWidth: Hashable, Sendable {
    /// Width in whole points.
    public var width: Double
    /// The rule that decided `width`.
    public var rule: InspectorWidthRule

    /// Creates a resolved width.
    public init(width: Double, rule: InspectorWidthRule) {
        self.width = width
        self.rule = rule
    }

    /// The width the inspector asks for in a split `splitWidth` points wide, before the room beside the secondary is
    /// known: `userWidth`, else ``SplitConfiguration/preferredInspectorColumnWidth``, else the fraction of the split's
    /// width; clamped to the minimum and maximum; never wider than the split; whole points.
    public static func resolve(splitWidth: Double, userWidth: Double?, configuration c: SplitConfiguration) -> InspectorColumnWidth {
        var width: Double, rule: InspectorWidthRule
        if let userWidth {
            (width, rule) = (userWidth, .user)
        } else if let preferred = c.preferredInspectorColumnWidth {
            (width, rule) = (preferred, .preferred)
        } else {
            (width, rule) = (c.preferredInspectorColumnWidthFraction * splitWidth, .fraction)
        }
        if width < c.minimumInspectorColumnWidth {
            (width, rule) = (c.minimumInspectorColumnWidth, .minimum)
        } else if width > c.maximumInspectorColumnWidth {
            (width, rule) = (c.maximumInspectorColumnWidth, .maximum)
        }
        return InspectorColumnWidth(width: max(0, min(width, splitWidth)).rounded(), rule: rule)
    }

    /// This width beside the secondary with `room` points left for it: narrowed to the room (the secondary keeps its
    /// minimum), never below the inspector's minimum.
    func fitting(room: Double, minimum: Double) -> InspectorColumnWidth {
        guard width > room else { return self }
        return InspectorColumnWidth(width: max(room, minimum).rounded(.down), rule: .secondaryMinimum)
    }
}
