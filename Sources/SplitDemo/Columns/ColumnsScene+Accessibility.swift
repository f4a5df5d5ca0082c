// The lab to assistive technologies: the split preview with its readouts, and the controls panel with the sliders
// (their values and ranges) and the switch; and their requests.
import SplitKit
import SplitKitScripting

extension ColumnsScene {
    static let controlsID = "columns.controls"

    /// The lab's columns: the sidebar's width and rule as labels, the detail's readout.
    func content(for column: SplitColumn) -> ColumnContent {
        switch column {
        case .primary:
            return ColumnContent(title: words.sidebar, accessibility: { frame in
                [AccessibleNode(id: "columns.width", role: .label, name: self.words(ColumnsWord.widthSpoken, self.words.measure(self.split.layout.primary.width),
                                                                                    self.split.primaryWidth.rule.rawValue), bounds: frame)]
            }) { frame, list in self.drawSidebar(in: frame, into: &list) }
        case .secondary, .page, .inspector:  // the lab has no inspector column
            return ColumnContent(title: words.detail, accessibility: { frame in
                [AccessibleNode(id: "columns.detail", role: .label, name: self.readout, bounds: frame)]
            }) { frame, list in self.drawDetail(in: frame, into: &list) }
        }
    }

    /// The window: the split preview, then the controls panel (a pane of its own for F6), in Tab order.
    public func accessibilityTree() -> AccessibleNode {
        split.accessibilityTree
    }

    /// The window around the split preview's tree (`splitTree`): the controls panel with the four sliders, the readout,
    /// the switch and the snap anchors field after it (the split marks the focused node in all of it).
    func windowTree(around splitTree: AccessibleNode) -> AccessibleNode {
        let sliders = LabControl.sliders.map { control -> AccessibleNode in
            let slider = self[slider: control]
            return AccessibleNode(id: control.nodeID, role: .slider, name: words.slider(control),
                                  states: [.visible, .showing, .enabled, .focusable, .horizontal], bounds: sliderRow(control).row,
                                  value: AccessibleValue(current: slider.value, minimum: slider.range.lowerBound,
                                                         maximum: slider.range.upperBound, step: slider.step))
        }
        var switchStates: AccessibleStates = [.visible, .showing, .enabled, .focusable]
        if demo.isOn { switchStates.insert(.checked) }
        let toggle = AccessibleNode(id: LabControl.constraintsSwitch.nodeID, role: .toggleButton, name: words(ColumnsWord.animatedConstraints),
                                    states: switchStates, bounds: switchRow.toggle, actions: [.toggle])
        let readoutNode = AccessibleNode(id: "columns.readout", role: .label, name: readout, bounds: readoutBox)
        let controls = AccessibleNode(id: Self.controlsID, role: .panel, name: words(ColumnsWord.widthSettings), bounds: controlsPanel, isPane: true,
                                      children: sliders + [readoutNode, toggle, anchorsNode])
        return AccessibleNode(id: "columns", role: .group, name: words(ColumnsWord.columnWidths), bounds: Rect(origin: .zero, size: canvas),
                              children: [splitTree, controls])
    }

    /// The split answers for its own nodes and focuses a control when asked; a slider takes a value as a drag would
    /// set it, the switch toggles.
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]? {
        now = max(now, time)
        if let result = split.perform(request, time: time) { return SceneEffect.forSplit(result.effects) }
        switch request {
        case .setValue(let value, let id):
            guard let control = LabControl(nodeID: id), control.isSlider else { return nil }
            if self[slider: control].set(value) { applySlider(control, at: time) }
            return []
        case .perform(.toggle, LabControl.constraintsSwitch.nodeID), .perform(.press, LabControl.constraintsSwitch.nodeID):
            demo.toggle(at: time, motion: split.appearance.motion)
            return [.saveConstraintsSwitch(demo.isOn)]
        default:
            return nil
        }
    }
}
