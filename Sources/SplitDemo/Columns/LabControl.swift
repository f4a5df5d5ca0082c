// The lab's controls as a typed id: its four sliders and the switch, in Tab order.

/// One of the column-width lab's controls. The raw value is its place in the Tab order, and the number the
/// state log's `focus` field gives for it (scripts read it: 0 is the fraction slider, 4 the switch).
enum LabControl: Int, CaseIterable {
    case fractionSlider = 0
    case minimumSlider
    case maximumSlider
    case minimumSecondarySlider
    /// The animated-constraints switch, after the sliders.
    case constraintsSwitch

    /// The sliders, top to bottom: the order of `ColumnsScene.sliders` and of the state log's `sliders`.
    static let sliders: [LabControl] = [.fractionSlider, .minimumSlider, .maximumSlider, .minimumSecondarySlider]

    /// Whether this is one of the sliders.
    var isSlider: Bool { self != .constraintsSwitch }

    /// The control Tab moves to from `current` (Shift+Tab with `backward`), wrapping round; with nothing focused,
    /// Tab starts at the first control and Shift+Tab at the last.
    static func next(after current: LabControl?, backward: Bool) -> LabControl {
        let all = allCases
        guard let current else { return backward ? all[all.count - 1] : all[0] }
        return all[(current.rawValue + (backward ? all.count - 1 : 1)) % all.count]
    }
}
