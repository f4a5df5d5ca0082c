// The lab's state log fields: the split's (its `window` is the preview), the settings, the readout, focus, the snap
// anchors typed, the controls' places (for scripts) and the panes.
import SplitKit
import SplitKitScripting

extension ColumnsScene {
    public func stateFields() -> [(String, JSONValue)] {
        let c = split.configuration
        var fields = split.state.stateFields(selection: nil, scene: name)
        fields += [
            ("settings", .object([
                ("fraction", .number(c.preferredPrimaryColumnWidthFraction)),
                ("minimum", .number(c.minimumPrimaryColumnWidth)),
                ("maximum", .number(c.maximumPrimaryColumnWidth)),
                ("minimumSecondary", .number(c.minimumSecondaryColumnWidth)),
            ])),
            ("resolvedWidth", .number(split.primaryWidth.width)),
            ("readout", .string(readout(in: DemoWords(.english)))),  // scripts compare it
            ("focus", focus.map { .number(Double($0.rawValue)) } ?? .null),  // scripts read these numbers
            ("switchOn", .bool(demo.isOn)),
            ("switchProgress", .number(demo.progress(at: now))),
        ]
        fields += anchorsFields
        fields.append(("sliders", .array(LabControl.sliders.map { slider in
            .object([("label", .string(self[slider: slider].label)), ("value", .number(self[slider: slider].value)),
                     ("track", sliderRow(slider).track.json)])
        })))
        let panes = ConstraintsDemo.panes(in: demoArea, progress: demo.progress(at: now))
        fields += [("canvas", .object([("w", .number(canvas.width)), ("h", .number(canvas.height))])),
                   ("switch", switchRow.toggle.json), ("yellow", panes.yellow.json), ("blue", panes.blue.json)]
        return fields
    }
}
