// The numbers that shape a split view: column widths, separator, primary edge and breakpoints.

/// Which side of the window the primary (master) column sits on.
public enum PrimaryEdge: String, Sendable, CaseIterable, Codable {
    /// The primary is on the left, the secondary on the right.
    case leading
    /// The primary is on the right, the secondary on the left.
    case trailing
}

/// Configuration of a split view (SPEC §2, §4). Defaults follow UIKit's `automaticDimension`.
public struct SplitConfiguration: Hashable, Sendable {
    /// Share of the window the primary gets when the user has not chosen a width (0...1).
    public var preferredPrimaryColumnWidthFraction: Double
    /// The primary is never narrower than this (≥ 0).
    public var minimumPrimaryColumnWidth: Double
    /// The primary is never wider than this (≥ minimum).
    public var maximumPrimaryColumnWidth: Double
    /// The secondary keeps at least this width while the primary can shrink (≥ 0).
    public var minimumSecondaryColumnWidth: Double
    /// Width of the separator's hit area between the columns (1...64; drawn as a 1-point line).
    public var separatorWidth: Double
    /// Which side the primary sits on.
    public var primaryEdge: PrimaryEdge
    /// Windows narrower than this are compact and collapse into one stack.
    public var compactBreakpoint: Double
    /// Windows at least this wide tile the columns; narrower regular windows show the primary as an overlay.
    public var overlayBreakpoint: Double

    /// Creates a configuration; every parameter defaults to the library default of SPEC §2 and §4.
    public init(
        preferredPrimaryColumnWidthFraction: Double = 0.4,
        minimumPrimaryColumnWidth: Double = 0,
        maximumPrimaryColumnWidth: Double = 320,
        minimumSecondaryColumnWidth: Double = 0,
        separatorWidth: Double = 8,
        primaryEdge: PrimaryEdge = .leading,
        compactBreakpoint: Double = 600,
        overlayBreakpoint: Double = 900
    ) {
        self.preferredPrimaryColumnWidthFraction = preferredPrimaryColumnWidthFraction
        self.minimumPrimaryColumnWidth = minimumPrimaryColumnWidth
        self.maximumPrimaryColumnWidth = maximumPrimaryColumnWidth
        self.minimumSecondaryColumnWidth = minimumSecondaryColumnWidth
        self.separatorWidth = separatorWidth
        self.primaryEdge = primaryEdge
        self.compactBreakpoint = compactBreakpoint
        self.overlayBreakpoint = overlayBreakpoint
    }

    /// The `mail` scene's numbers (SPEC §2): room for the separator to move.
    public static let mail = SplitConfiguration(
        preferredPrimaryColumnWidthFraction: 0.3,
        minimumPrimaryColumnWidth: 200,
        maximumPrimaryColumnWidth: 640,
        minimumSecondaryColumnWidth: 360)

    /// Problems with the configuration, each naming the setting, its value and the valid range; empty when valid.
    public var problems: [String] {
        var found: [String] = []
        if !(0...1).contains(preferredPrimaryColumnWidthFraction) {
            found.append("fraction \(preferredPrimaryColumnWidthFraction) is outside 0...1")
        }
        if !(minimumPrimaryColumnWidth >= 0) {
            found.append("minimum primary width \(minimumPrimaryColumnWidth) must be ≥ 0")
        }
        if !(maximumPrimaryColumnWidth >= minimumPrimaryColumnWidth) {
            found.append(
                "maximum primary width \(maximumPrimaryColumnWidth) must be ≥ the minimum primary width \(minimumPrimaryColumnWidth)")
        }
        if !(minimumSecondaryColumnWidth >= 0) {
            found.append("minimum secondary width \(minimumSecondaryColumnWidth) must be ≥ 0")
        }
        if !(1...64).contains(separatorWidth) {
            found.append("separator width \(separatorWidth) is outside 1...64")
        }
        if !(compactBreakpoint >= 0) {
            found.append("compact breakpoint \(compactBreakpoint) must be ≥ 0")
        }
        if !(overlayBreakpoint >= compactBreakpoint) {
            found.append("overlay breakpoint \(overlayBreakpoint) must be ≥ the compact breakpoint \(compactBreakpoint)")
        }
        return found
    }
}
