// The numbers that shape a split view: column widths, separator, primary edge and breakpoints.

/// Which side of the window the primary (master) column sits on, in reading terms: the screen side follows the
/// configuration's ``LayoutDirection``.
public enum PrimaryEdge: String, Sendable, CaseIterable, Codable {
    /// The primary is at the leading side (the left left to right, the right right to left).
    case leading
    /// The primary is at the trailing side (the right left to right, the left right to left).
    case trailing
}

/// Configuration of a split view (SPEC §2, §4).
///
/// The library's defaults, which ``init(preferredPrimaryColumnWidthFraction:minimumPrimaryColumnWidth:maximumPrimaryColumnWidth:minimumSecondaryColumnWidth:separatorWidth:primaryEdge:layoutDirection:compactBreakpoint:overlayBreakpoint:separatorAnchors:preferredInspectorColumnWidth:preferredInspectorColumnWidthFraction:minimumInspectorColumnWidth:maximumInspectorColumnWidth:)``
/// gives every setting left out, follow UIKit's `automaticDimension`:
///
/// | setting | default |
/// | --- | --- |
/// | ``preferredPrimaryColumnWidthFraction`` | 0.4 |
/// | ``minimumPrimaryColumnWidth`` | 0 |
/// | ``maximumPrimaryColumnWidth`` | 320 |
/// | ``minimumSecondaryColumnWidth`` | 0 |
/// | ``separatorWidth`` | 8 |
/// | ``primaryEdge`` | ``PrimaryEdge/leading`` |
/// | ``layoutDirection`` | ``LayoutDirection/leftToRight`` |
/// | ``compactBreakpoint`` | 600 |
/// | ``overlayBreakpoint`` | 900 |
/// | ``separatorAnchors`` | none (the separator stays where it is let go) |
/// | ``preferredInspectorColumnWidth`` | none (the fraction decides) |
/// | ``preferredInspectorColumnWidthFraction`` | 0.3 |
/// | ``minimumInspectorColumnWidth`` | 240 |
/// | ``maximumInspectorColumnWidth`` | 360 |
///
/// They leave the separator little room to move (the primary stops at 320); an app sets its own numbers, as
/// the demo's scenes do (docs/demo.md: Controls, SPEC §2's "mail scene default").
public struct SplitConfiguration: Hashable, Sendable {
    /// Share of the window the primary gets when the user has not chosen a width (0...1).
    public var preferredPrimaryColumnWidthFraction: Double
    /// The primary is never narrower than this (≥ 0).
    public var minimumPrimaryColumnWidth: Double
    /// The primary is never wider than this (≥ minimum), even dragged: by default 320 points, UIKit's, so a first drag
    /// of the separator stops at 320 however wide the window is. A list that should grow further (a file browser, a
    /// feed with long titles) raises it: `SplitConfiguration(maximumPrimaryColumnWidth: 480)`. The separator tells
    /// screen readers this range as its value's bounds.
    public var maximumPrimaryColumnWidth: Double
    /// The secondary keeps at least this width while the primary can shrink (≥ 0).
    public var minimumSecondaryColumnWidth: Double
    /// Width of the separator between the columns (1...64): a band with a hairline on each edge and a grip when at least 6
    /// points wide; the pointer grabs it at least 8 points wide (``Metrics/minimumSeparatorHitWidth``).
    public var separatorWidth: Double
    /// Which side the primary sits on, leading or trailing in ``layoutDirection``.
    public var primaryEdge: PrimaryEdge
    /// Where leading is: right to left mirrors the whole split (see ``LayoutDirection``); an app passes its locale's
    /// (``LayoutDirection/ofLocale(environment:)``) or its user's choice.
    public var layoutDirection: LayoutDirection
    /// Windows narrower than this are compact and collapse into one stack.
    public var compactBreakpoint: Double
    /// Windows at least this wide tile the columns; narrower regular windows show the primary as an overlay.
    public var overlayBreakpoint: Double
    /// Widths the separator settles on when let go (SPEC §15.3), in points (0 or more) or fractions of the split's width
    /// (0 ... 1), clamped by the width rules; empty (the default) turns snapping off. See ``SeparatorSnap``.
    public var separatorAnchors: [SeparatorAnchor]
    /// The inspector column's width in points when the user has not chosen one (0 or more); nil leaves it to
    /// ``preferredInspectorColumnWidthFraction`` (SPEC §15.2; UIKit's `preferredInspectorColumnWidth`).
    public var preferredInspectorColumnWidth: Double?
    /// Share of the split's width the inspector gets when neither the user nor ``preferredInspectorColumnWidth`` set
    /// one (0...1).
    public var preferredInspectorColumnWidthFraction: Double
    /// The inspector is never narrower than this (≥ 0); beside the secondary it needs this much room, or it slides in
    /// over the secondary instead.
    public var minimumInspectorColumnWidth: Double
    /// The inspector is never wider than this (≥ its minimum).
    public var maximumInspectorColumnWidth: Double
    /// What a double-click on the separator does (SPEC §3): collapse the primary (the default), set it back to its
    /// preferred width, or fit it to its content. On a collapsed primary's edge handle it always restores.
    public var separatorDoubleClick: SeparatorDoubleClick = .collapse
    /// What the widths and breakpoints are given in: points (the default), or text points, which grow with the
    /// desktop's text size as libadwaita's `sp` do (``Appearance/textPoints(_:)``), so a list whose rows hold larger
    /// text gets a wider column, and a window goes compact sooner. The split lays out with ``inPoints(textScale:)``.
    public var widthUnit: WidthUnit = .points
    /// The width of the primary as a rail (issue 39; nil, the default: no rail): a narrow column in which the list
    /// shows icons only. With one, a drag of the separator goes on below the minimum through the rail to nothing and
    /// settles on the nearest of full, rail and hidden; the sidebar button (always shown in the tiled band) and F9
    /// cycle full → rail → hidden. ``standardRailWidth`` is 64 points; it must be above 0 and below the minimum
    /// primary width. In text points with ``widthUnit``.
    public var railWidth: Double?
    /// How the inspector shows in the compact band (issue 39, SPEC §15.5): a bottom sheet over the detail (the default)
    /// or a page of the one navigation stack.
    public var compactInspector: CompactInspector = .sheet
    /// True when the inspector's sheet, closed, leaves a peek bar at the bottom of a detail page (its handle and title;
    /// libadwaita's `reveal-bottom-bar`): a tap or an upward drag on it opens the sheet. False (the default): closed,
    /// the sheet is gone.
    public var inspectorSheetPeeks = false

    /// The rail width the demo uses and apps are advised: 64 points, room for a 32-point icon with 16 on each side
    /// (Material's navigation rail is 80 with labels, libadwaita's sidebars have none; GNOME's icons are 16–32).
    public static let standardRailWidth = 64.0

    /// The unit of a configuration's widths and breakpoints.
    public enum WidthUnit: String, Hashable, Sendable, CaseIterable {
        /// Points: the same at every text size.
        case points
        /// Text points (libadwaita's `sp`): one point at the standard text size, `textScale` points otherwise.
        case textPoints
    }

    /// This configuration in points at `textScale`: in ``WidthUnit/textPoints`` the primary's, secondary's and
    /// inspector's minimums, maximums and preferred width, the rail's width and both breakpoints are multiplied by it (fractions, the
    /// separator's width and the snap anchors are not); in points it is returned as it is.
    public func inPoints(textScale: Double) -> SplitConfiguration {
        guard widthUnit == .textPoints, textScale != 1 else { return self }
        var c = self
        c.widthUnit = .points
        c.minimumPrimaryColumnWidth *= textScale
        c.maximumPrimaryColumnWidth *= textScale
        c.minimumSecondaryColumnWidth *= textScale
        c.compactBreakpoint *= textScale
        c.overlayBreakpoint *= textScale
        c.preferredInspectorColumnWidth = c.preferredInspectorColumnWidth.map { $0 * textScale }
        c.railWidth = c.railWidth.map { $0 * textScale }
        c.minimumInspectorColumnWidth *= textScale
        c.maximumInspectorColumnWidth *= textScale
        return c
    }

    /// The longest window side, in points, a split view is laid out and drawn in (8192): a bigger window costs
    /// gigabytes of pixels and a second a frame. The SDL window, script `resize` steps and the demo's options are
    /// all held to it, and their messages quote it from here.
    public static let largestWindowSide = 8192.0

    /// Creates a configuration; every parameter defaults to the library default of SPEC §2 and §4.
    public init(
        preferredPrimaryColumnWidthFraction: Double = 0.4,
        minimumPrimaryColumnWidth: Double = 0,
        maximumPrimaryColumnWidth: Double = 320,
        minimumSecondaryColumnWidth: Double = 0,
        separatorWidth: Double = 8,
        primaryEdge: PrimaryEdge = .leading,
        layoutDirection: LayoutDirection = .leftToRight,
        compactBreakpoint: Double = 600,
        overlayBreakpoint: Double = 900,
        separatorAnchors: [SeparatorAnchor] = [],
        preferredInspectorColumnWidth: Double? = nil,
        preferredInspectorColumnWidthFraction: Double = 0.3,
        minimumInspectorColumnWidth: Double = 240,
        maximumInspectorColumnWidth: Double = 360
    ) {
        self.preferredPrimaryColumnWidthFraction = preferredPrimaryColumnWidthFraction
        self.minimumPrimaryColumnWidth = minimumPrimaryColumnWidth
        self.maximumPrimaryColumnWidth = maximumPrimaryColumnWidth
        self.minimumSecondaryColumnWidth = minimumSecondaryColumnWidth
        self.separatorWidth = separatorWidth
        self.primaryEdge = primaryEdge
        self.layoutDirection = layoutDirection
        self.compactBreakpoint = compactBreakpoint
        self.overlayBreakpoint = overlayBreakpoint
        self.separatorAnchors = separatorAnchors
        self.preferredInspectorColumnWidth = preferredInspectorColumnWidth
        self.preferredInspectorColumnWidthFraction = preferredInspectorColumnWidthFraction
        self.minimumInspectorColumnWidth = minimumInspectorColumnWidth
        self.maximumInspectorColumnWidth = maximumInspectorColumnWidth
    }

    /// The screen side the primary sits on: ``primaryEdge`` in ``layoutDirection``.
    public var primarySide: Side { layoutDirection.side(of: primaryEdge) }

    /// The screen side the inspector column sits on: the other side from the primary — the trailing side (the right
    /// left to right, the left right to left) unless the primary was moved there.
    public var inspectorSide: Side { primarySide == .left ? .right : .left }

    /// The ``separatorAnchors`` resolved for a split `splitWidth` points wide: clamped, whole points, each once.
    public func separatorSnap(splitWidth: Double) -> SeparatorSnap {
        SeparatorSnap(separatorAnchors, splitWidth: splitWidth, configuration: self)
    }

    /// Every setting that is out of its range, in declaration order; empty when the configuration is valid.
    public var errors: [ConfigurationError] {
        typealias S = ConfigurationSetting
        var found: [ConfigurationError] = []
        func check(_ setting: S, _ value: Double, _ requirement: ConfigurationError.Requirement) {
            if !requirement.allows(value) { found.append(ConfigurationError(setting: setting, value: value, requirement: requirement)) }
        }
        check(.preferredPrimaryColumnWidthFraction, preferredPrimaryColumnWidthFraction, .range(0, 1))
        check(.minimumPrimaryColumnWidth, minimumPrimaryColumnWidth, .atLeast(0))
        if minimumPrimaryColumnWidth.isFinite {
            check(.maximumPrimaryColumnWidth, maximumPrimaryColumnWidth, .atLeastSetting(.minimumPrimaryColumnWidth, minimumPrimaryColumnWidth))
        }
        check(.minimumSecondaryColumnWidth, minimumSecondaryColumnWidth, .atLeast(0))
        check(.separatorWidth, separatorWidth, .range(1, 64))
        check(.compactBreakpoint, compactBreakpoint, .atLeast(0))
        if compactBreakpoint.isFinite {
            check(.overlayBreakpoint, overlayBreakpoint, .atLeastSetting(.compactBreakpoint, compactBreakpoint))
        }
        for anchor in separatorAnchors { check(.separatorAnchors, anchor.value, anchor.requirement) }
        if let preferredInspectorColumnWidth { check(.preferredInspectorColumnWidth, preferredInspectorColumnWidth, .atLeast(0)) }
        check(.preferredInspectorColumnWidthFraction, preferredInspectorColumnWidthFraction, .range(0, 1))
        check(.minimumInspectorColumnWidth, minimumInspectorColumnWidth, .atLeast(0))
        if minimumInspectorColumnWidth.isFinite {
            check(.maximumInspectorColumnWidth, maximumInspectorColumnWidth, .atLeastSetting(.minimumInspectorColumnWidth, minimumInspectorColumnWidth))
        }
        if let railWidth, minimumPrimaryColumnWidth.isFinite {
            check(.railWidth, railWidth, .range(1, max(1, minimumPrimaryColumnWidth - 1)))  // a rail is narrower than the list
        }
        return found
    }

    /// Throws the first setting out of its range; a split view only ever runs with a valid configuration.
    public func validate() throws(ConfigurationError) {
        if let first = errors.first { throw first }
    }
}

/// A setting of ``SplitConfiguration``.
public enum ConfigurationSetting: String, Hashable, Sendable, CaseIterable {
    /// ``SplitConfiguration/preferredPrimaryColumnWidthFraction``.
    case preferredPrimaryColumnWidthFraction
    /// ``SplitConfiguration/minimumPrimaryColumnWidth``.
    case minimumPrimaryColumnWidth
    /// ``SplitConfiguration/maximumPrimaryColumnWidth``.
    case maximumPrimaryColumnWidth
    /// ``SplitConfiguration/minimumSecondaryColumnWidth``.
    case minimumSecondaryColumnWidth
    /// ``SplitConfiguration/separatorWidth``.
    case separatorWidth
    /// ``SplitConfiguration/compactBreakpoint``.
    case compactBreakpoint
    /// ``SplitConfiguration/overlayBreakpoint``.
    case overlayBreakpoint
    /// One of ``SplitConfiguration/separatorAnchors``.
    case separatorAnchors
    /// ``SplitConfiguration/preferredInspectorColumnWidth``.
    case preferredInspectorColumnWidth
    /// ``SplitConfiguration/railWidth``.
    case railWidth
    /// ``SplitConfiguration/preferredInspectorColumnWidthFraction``.
    case preferredInspectorColumnWidthFraction
    /// ``SplitConfiguration/minimumInspectorColumnWidth``.
    case minimumInspectorColumnWidth
    /// ``SplitConfiguration/maximumInspectorColumnWidth``.
    case maximumInspectorColumnWidth
}

/// A configuration setting out of its range: which, its value, and what is allowed.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a setting must be.
    public enum Requirement: Hashable, Sendable {
        /// Within `low ... high`.
        case range(Double, Double)
        /// At least `low`.
        case atLeast(Double)
        /// At least another setting's value.
        case atLeastSetting(ConfigurationSetting, Double)

        /// True when `value` meets the requirement (never for NaN or infinity).
        public func allows(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            switch self {
            case .range(let low, let high): return value >= low && value <= high
            case .atLeast(let low): return value >= low
            case .atLeastSetting(_, let low): return value >= low
            }
        }
    }

    /// The setting.
    public var setting: ConfigurationSetting
    /// Its value.
    public var value: Double
    /// What it must be.
    public var requirement: Requirement

    /// Creates an error.
    public init(setting: ConfigurationSetting, value: Double, requirement: Requirement) {
        self.setting = setting
        self.value = value
        self.requirement = requirement
    }

    public var description: String {
        "\(setting.rawValue) \(NumberForm.western.format(value)) is out of range: it must be " + requirementText
    }

    /// What the setting must be, in words: `from 0 to 1`, `0 or more`, `at least minimumPrimaryColumnWidth (200)`.
    public var requirementText: String {
        switch requirement {
        case .range(let low, let high): return "from \(NumberForm.western.format(low)) to \(NumberForm.western.format(high))"
        case .atLeast(let low): return "\(NumberForm.western.format(low)) or more"
        case .atLeastSetting(let other, let low): return "at least \(other.rawValue) (\(NumberForm.western.format(low)))"
        }
    }
}

/// What a double-click on the primary's separator does (``SplitConfiguration/separatorDoubleClick``; VS Code and Zed
/// let the user choose between these).
public enum SeparatorDoubleClick: String, Hashable, Sendable, CaseIterable {
    /// Collapse the primary off its edge (restored by the same from the handle): AppKit's and the default.
    case collapse
    /// Set the primary back to its preferred width (the fraction, clamped), forgetting the user's.
    case resetWidth
    /// Give the primary the width its content asks for (``ColumnContent/fittingWidth``: a list's widest row), clamped
    /// by SPEC §2; without one, the preferred width.
    case fitContent
}

