// The lab's input: slider drags and clicks, arrow keys on a focused slider, the switch and the snap anchors field;
// Tab and F6 are the split's focus chain, which holds the controls too.
import SplitKit

extension ColumnsScene {
    public func handle(_ event: InputEvent) -> [SceneEffect] {
        now = max(now, event.time)
        if focus == .anchorsField, let used = editAnchors(event) { return used }
        switch event {
        case .resize(let size, _):
            canvas = size
            return SceneEffect.forSplit(split.send(.setBounds(Self.previewFrame(in: size), time: event.time)).effects)
        case .key(let key, let modifiers, let t) where focus?.isSlider == true:
            if key == .escape { focus = nil; return [] }
            guard let slider = focus, [.left, .right, .up, .down, .home, .end].contains(key) else { break }
            if self[slider: slider].handleKey(key, modifiers) { applySlider(slider, at: t) }
            return []
        case .key(let key, _, let t) where focus == .constraintsSwitch && (key == .enter || key == .space):
            return toggleSwitch(at: t)
        case .pointerDown(let p, let t):
            if focus == .anchorsField, !anchorsRow.field.contains(p) { focus = nil }  // a press elsewhere ends the typing
            if let slider = LabControl.sliders.first(where: { sliderRow($0).row.contains(p) }) {
                focus = slider
                draggingSlider = slider
                slide(slider, to: p.x, at: t)  // a click jumps there; a drag goes on from there
                return []
            }
            if anchorsRow.field.contains(p) || anchorsRow.label.contains(p) {
                focus = .anchorsField  // typing goes there now; a press in the field puts the caret under it
                var field = fittedAnchorsField
                if field.send(event) { anchorsField = field }
                return []
            }
            if switchRow.toggle.contains(p) || switchRow.label.contains(p) {
                focus = .constraintsSwitch  // the keyboard follows the click, as a slider's does: arrows no longer move one
                pressOnSwitch = true
                return []
            }
            if controlsPanel.contains(p) { return [] }
        case .pointerMove(let p, let t) where draggingSlider != nil:
            slide(draggingSlider!, to: p.x, at: t)
            return []
        case .pointerUp(let p, let t):
            if let slider = draggingSlider {
                slide(slider, to: p.x, at: t)
                draggingSlider = nil
                return []
            }
            if pressOnSwitch {
                pressOnSwitch = false
                if anchorsRow.field.contains(p) || anchorsRow.label.contains(p) {
                focus = .anchorsField  // typing goes there now; the caret stays where it was
                return []
            }
            if switchRow.toggle.contains(p) || switchRow.label.contains(p) { return toggleSwitch(at: t) }
                return []
            }
        default:
            break
        }
        return SceneEffect.forSplit(split.send(event).effects)  // Tab and F6 go through the preview and the controls
    }

    private func slide(_ slider: LabControl, to x: Double, at time: Double) {
        if self[slider: slider].set(self[slider: slider].value(atX: x, on: sliderRow(slider).track)) {
            applySlider(slider, at: time)
        }
    }

    private func toggleSwitch(at time: Double) -> [SceneEffect] {
        demo.toggle(at: time, motion: split.appearance.motion)
        return [.saveConstraintsSwitch(demo.isOn)]
    }
}
