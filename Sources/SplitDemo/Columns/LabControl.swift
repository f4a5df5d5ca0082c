// The lab's controls as a typed id: its four sliders, the switch and the snap anchors field, in Tab order, and their
// accessibility ids.

/// One of the column-width lab's controls. The raw value is its place in the controls' Tab order (after the split's
/// separator, which comes first in the window), and the number the state log's `focus` field gives for it (scripts
/// read it: 0 is the fraction slider, 4 the switch, 5 the snap anchors field).
enum LabControl: Int, CaseIterable {
    case fractionSlider = 0
    case minimumSlider
    case maximumSlider
    case minimumSecondarySlider
    /// The animated-constraints switch, after the sliders.
    case constraintsSwitch
    /// The snap anchors field, under the switch.
    case anchorsField

    /// The sliders, top to bottom: the order of `ColumnsScene.sliders` and of the state log's `sliders`.
    static let sliders: [LabControl] = [.fractionSlider, .minimumSlider, .maximumSlider, .minimumSecondarySlider]

    /// Whether this is one of the sliders.
    var isSlider: Bool { Self.sliders.contains(self) }

    /// The control's accessibility node id, which is also how the split's focus names it.
    var nodeID: String {
        switch self {
        case .fractionSlider: return "columns.slider.fraction"
        case .minimumSlider: return "columns.slider.minimum"
        case .maximumSlider: return "columns.slider.maximum"
        case .minimumSecondarySlider: return "columns.slider.minimumSecondary"
        case .constraintsSwitch: return "columns.switch"
        case .anchorsField: return "columns.anchors"
        }
    }

    /// The control whose node id is `id`, if any.
    init?(nodeID id: String?) {
        guard let found = Self.allCases.first(where: { $0.nodeID == id }) else { return nil }
        self = found
    }
}
