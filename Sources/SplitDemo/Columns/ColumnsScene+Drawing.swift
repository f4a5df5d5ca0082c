// Draws the lab: the sidebar's width in large type, the sliders, the readout, the switch, the snap anchors field and
// the two panes.
import SplitKit
import SplitKitScripting

extension ColumnsScene {
    nonisolated static let yellow = Color(hex: 0xFFD60A)
    nonisolated static let blue = Color(hex: 0x0A84FF)
    static let switchOn = Color(hex: 0x34C759)
    static let switchOff = Color(hex: 0xE9E9EA)

    public func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        drawControls(into: &list)
        list.title = words(ColumnsWord.columnWidths) + " — splitview"
        return list
    }

    /// The primary: how wide it is and which rule decided, big enough to read while it animates.
    func drawSidebar(in frame: Rect, into list: inout DisplayList) {
        let theme = self.theme
        list.fill(frame, theme.groupedBackground)
        let shown = split.layout.primary.width
        let body = Rect(x: frame.x + 16, y: frame.y + 24, width: max(0, frame.width - 32), height: 120)
        list.text(words.points(shown), TextStyle(size: theme.sp(34), weight: .bold, color: theme.label), in: Rect(x: body.x, y: body.y, width: body.width, height: 44))
        list.text(words(ColumnsWord.rule, split.primaryWidth.rule.rawValue), TextStyle(size: theme.sp(17), color: theme.accent),
                  in: Rect(x: body.x, y: body.y + 48, width: body.width, height: 24))
        list.text(words(ColumnsWord.dragHint), theme.caption, in: Rect(x: body.x, y: body.y + 80, width: body.width, height: 20))
    }

    /// The secondary of the preview: what the readout says, large.
    func drawDetail(in frame: Rect, into list: inout DisplayList) {
        list.text(readout, TextStyle(size: theme.sp(17), color: theme.secondaryLabel), in: frame.inset(by: .horizontal(16)), alignment: .center)
    }

    /// The panel under the preview: sliders, readout, switch and the two panes. It keeps its places left to right in
    /// either direction (a slider grows to the right), but its words read in their own language's direction: a Hebrew
    /// label or readout from the right, as a sentence (``TextDirection/content``).
    private func drawControls(into list: inout DisplayList) {
        let theme = self.theme
        let panel = controlsPanel
        list.fill(panel, theme.background)
        list.horizontalLine(x: panel.x, y: panel.y, width: panel.width, theme.hairline)
        let words = self.words
        for control in LabControl.sliders {
            let slider = self[slider: control], (row, track) = sliderRow(control)
            let focused = focus == control
            list.text(words.slider(control), TextStyle(size: theme.sp(15), weight: focused ? .bold : .regular, color: theme.label).reading(.content),
                      in: Rect(x: row.x, y: row.y, width: row.width * 0.6, height: 24))
            let value = control == .fractionSlider ? "\(words.measure(slider.value))  (\(words.points((slider.value * split.size.width).rounded())))"
                : words.points(slider.value)
            list.text(value, TextStyle(size: theme.sp(15), color: theme.secondaryLabel).reading(.content), in: Rect(x: row.x, y: row.y, width: row.width, height: 24), alignment: .trailing)
            let knobX = slider.position(on: track)
            list.commands.append(.roundedRect(track, radius: 2, corners: .all, theme.highlight))
            list.commands.append(.roundedRect(Rect(x: track.x, y: track.y, width: knobX - track.x, height: track.height), radius: 2, corners: .all, theme.accent))
            let knob = Rect(x: knobX - 11, y: track.midY - 11, width: 22, height: 22)
            if focused { list.commands.append(.roundedRect(knob.inset(by: .all(-4)), radius: 15, corners: .all, theme.accent.withOpacity(0.3))) }
            list.commands.append(.roundedRect(knob, radius: 11, corners: .all, Color(hex: 0xFFFFFF)))
            list.commands.append(.border(knob, radius: 11, corners: .all, edges: .all, theme.hairline))
        }
        list.text(readout, TextStyle(size: theme.sp(15), weight: .bold, color: theme.label).reading(.content), in: readoutBox)
        drawSwitch(into: &list)
        drawAnchors(into: &list)
        let area = demoArea
        list.clipped(to: area) { list in
            let p = demo.progress(at: now)
            func drawPanes(at progress: Double, into list: inout DisplayList) {
                let panes = ConstraintsDemo.panes(in: area, progress: progress)
                list.commands.append(.roundedRect(panes.yellow, radius: 8, corners: .all, Self.yellow))
                list.commands.append(.roundedRect(panes.blue, radius: 8, corners: .all, Self.blue))
            }
            if split.appearance.motion.reduceMotion {  // nothing slides: the two arrangements cross-fade
                list.fill(area, theme.background)
                list.faded(1 - p) { drawPanes(at: 0, into: &$0) }
                list.faded(p) { drawPanes(at: 1, into: &$0) }
            } else {
                drawPanes(at: p, into: &list)
            }
        }
    }

    private func drawSwitch(into list: inout DisplayList) {
        let theme = self.theme
        let (label, toggle) = switchRow
        list.text(words(ColumnsWord.animatedConstraints),
                  TextStyle(size: theme.sp(15), weight: focus == .constraintsSwitch ? .bold : .regular, color: theme.label).reading(.content), in: label)
        let p = demo.progress(at: now)
        list.commands.append(.roundedRect(toggle, radius: toggle.height / 2, corners: .all, Self.switchOff))
        list.faded(p) { $0.commands.append(.roundedRect(toggle, radius: toggle.height / 2, corners: .all, Self.switchOn)) }
        if focus == .constraintsSwitch {
            list.commands.append(.border(toggle.inset(by: .all(-3)), radius: toggle.height / 2 + 3, corners: .all, edges: .all, theme.accent))
        }
        let knob = Rect(x: toggle.x + 2 + p * (toggle.width - toggle.height), y: toggle.y + 2, width: toggle.height - 4, height: toggle.height - 4)
        list.commands.append(.roundedRect(knob, radius: knob.height / 2, corners: .all, Color(hex: 0xFFFFFF)))
    }
}
