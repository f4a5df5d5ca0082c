// The column-width lab's words in the split's language (Demo.strings): its panel, sliders, readout, switch and snap
// anchors field. The rules' names (`fraction`, `secondaryMinimum`) stay as the API and the state log name them; the
// state log keeps its English (scripts compare it).
import SplitKit

/// The lab's words, read through ``DemoWords``.
enum ColumnsWord: String, DemoWordKey {
    // The window and its panel.
    case columnWidths = "columns.columnWidths"
    case widthSettings = "columns.widthSettings"
    // The sliders.
    case fraction = "columns.slider.fraction"
    case minimum = "columns.slider.minimum"
    case maximum = "columns.slider.maximum"
    case minimumSecondary = "columns.slider.minimumSecondary"
    case points = "columns.points"
    // The readout: why the sidebar is as wide as it is.
    case readoutFraction = "columns.readout.fraction"
    case readoutUser = "columns.readout.user"
    case readoutMinimum = "columns.readout.minimum"
    case readoutMaximum = "columns.readout.maximum"
    case readoutSecondaryMinimum = "columns.readout.secondaryMinimum"
    // The sidebar of the preview.
    case rule = "columns.rule"
    case widthSpoken = "columns.widthSpoken"
    case dragHint = "columns.dragHint"
    // The switch and the snap anchors field.
    case animatedConstraints = "columns.animatedConstraints"
    case anchorsLabel = "columns.anchors.label"
    case anchors = "columns.anchors.name"
    case settlesOn = "columns.anchors.settlesOn"
    case noAnchors = "columns.anchors.none"
    case notApplied = "columns.anchors.notApplied"
    // What is wrong with the anchors typed (SnapAnchorListError's problems).
    case problemEmpty = "columns.anchors.problem.empty"
    case problemEmptyItem = "columns.anchors.problem.emptyItem"
    case problemNotANumber = "columns.anchors.problem.notANumber"
    case problemNegative = "columns.anchors.problem.negative"
    case problemFractionOverOne = "columns.anchors.problem.fractionOverOne"
    case problemTooManyPoints = "columns.anchors.problem.tooManyPoints"

    /// The English, word for word what en.lproj/Demo.strings says.
    var english: String {
        switch self {
        case .columnWidths: "Column widths"
        case .widthSettings: "Width settings"
        case .fraction: "Preferred fraction"
        case .minimum: "Minimum width"
        case .maximum: "Maximum width"
        case .minimumSecondary: "Minimum secondary width"
        case .points: "%@ pt"
        case .readoutFraction: "%1$@ pt — fraction: %2$@ × %3$@ window"
        case .readoutUser: "%@ pt — user: your separator drag"
        case .readoutMinimum: "%@ pt — minimum: raised to the minimum width"
        case .readoutMaximum: "%@ pt — maximum: capped at the maximum width"
        case .readoutSecondaryMinimum: "%1$@ pt — secondaryMinimum: the secondary keeps %2$@ pt"
        case .rule: "rule: %@"
        case .widthSpoken: "%1$@ pt, rule: %2$@"
        case .dragHint: "Drag the separator, or the sliders →"
        case .animatedConstraints: "Animated constraints"
        case .anchorsLabel: "Snap anchors (points, or fractions: 250,0.5,600)"
        case .anchors: "Snap anchors"
        case .settlesOn: "Settles on %@ pt (flung: the next one that way)"
        case .noAnchors: "None: the separator stays where it is let go."
        case .notApplied: "Not applied: %@."
        case .problemEmpty: "no anchors"
        case .problemEmptyItem: "item %@ is empty"
        case .problemNotANumber: "item %1$@, \"%2$@\", is not a width"
        case .problemNegative: "item %1$@, %2$@, is negative"
        case .problemFractionOverOne: "item %1$@, %2$@, is a fraction over 1"
        case .problemTooManyPoints: "item %1$@, %2$@, is wider than any window"
        }
    }
}

extension DemoWords {
    /// A slider's label: "Preferred fraction".
    func slider(_ control: LabControl) -> String {
        switch control {
        case .fractionSlider: self(ColumnsWord.fraction)
        case .minimumSlider: self(ColumnsWord.minimum)
        case .maximumSlider: self(ColumnsWord.maximum)
        case .minimumSecondarySlider: self(ColumnsWord.minimumSecondary)
        case .constraintsSwitch: self(ColumnsWord.animatedConstraints)
        case .anchorsField: self(ColumnsWord.anchors)
        }
    }

    /// A width in the lab's points: "360 pt".
    func points(_ width: Double) -> String { self(ColumnsWord.points, measure(width)) }

    /// Why the sidebar is `resolved.width` wide under `configuration` in a split `splitWidth` wide (SPEC §2's rule,
    /// with the numbers): "360 pt — fraction: 0.3 × 1200 window".
    func readout(_ resolved: PrimaryColumnWidth, configuration c: SplitConfiguration, splitWidth: Double) -> String {
        let w = measure(resolved.width)
        switch resolved.rule {
        case .fraction: return self(ColumnsWord.readoutFraction, w, measure(c.preferredPrimaryColumnWidthFraction), measure(splitWidth))
        case .user: return self(ColumnsWord.readoutUser, w)
        case .minimum: return self(ColumnsWord.readoutMinimum, w)
        case .maximum: return self(ColumnsWord.readoutMaximum, w)
        case .secondaryMinimum: return self(ColumnsWord.readoutSecondaryMinimum, w, measure(c.minimumSecondaryColumnWidth))
        }
    }

    /// What is wrong with the anchors typed, naming the item (``SnapAnchorListError/problem`` in the split's language),
    /// the item quoted by `quote`.
    func problem(_ problem: SnapAnchorListError, quoting quote: (String) -> String) -> String {
        switch problem {
        case .empty: self(ColumnsWord.problemEmpty)
        case .emptyItem(let item): self(ColumnsWord.problemEmptyItem, number(item))
        case .notANumber(let item, let text): self(ColumnsWord.problemNotANumber, number(item), quote(text))
        case .negative(let item, let text): self(ColumnsWord.problemNegative, number(item), quote(text))
        case .fractionOverOne(let item, let text): self(ColumnsWord.problemFractionOverOne, number(item), quote(text))
        case .tooManyPoints(let item, let text): self(ColumnsWord.problemTooManyPoints, number(item), quote(text))
        }
    }
}
