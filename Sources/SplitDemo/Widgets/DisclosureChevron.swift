// The chevron of a row that opens another page, for the demo's scenes: it points the way reading goes.
import SplitKit

extension LayoutDirection {
    /// "›" left to right, "‹" right to left: the chevron at the end of a row that opens another page.
    var disclosureChevron: String { self == .rightToLeft ? "‹" : "›" }
}
