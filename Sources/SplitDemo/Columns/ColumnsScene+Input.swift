// The lab's input: slider drags and clicks, Tab between controls, arrow keys, and the switch.
import SplitKit

extension ColumnsScene {
    public func handle(_ event: InputEvent) -> [SceneEffect] {
        now = max(now, event.time)
        switch event {
        case .resize(let size, _):
            canvas = size
            return SceneEffect.forSplit(split.send(.setBounds(Self.previewFrame(in: size), time: event.time)).effects)
        case .key(.tab, let modifiers, _):
            let count = Self.switchFocus + 1
            focus = ((focus ?? (modifiers.contains(.shift) ? 0 : -1)) + (modifiers.contains(.shift) ? count - 1 : 1)) % count
            return []
        case .key(let key, let modifiers, let t) where focus != nil && focus! < sliders.count:
            if key == .escape { focus = nil; return [] }
            guard [.left, .right, .up, .down, .home, .end].contains(key) else { break }
            if sliders[focus!].handleKey(key, modifiers) { applySliders(changed: focus!, at: t) }
            return []
        case .key(let key, _, let t) where focus == Self.switchFocus && (key == .enter || key == .space):
            return toggleSwitch(at: t)
        case .pointerDown(let p, let t):
            if let index = (0..<sliders.count).first(where: { sliderRow($0).row.contains(p) }) {
                focus = index
                draggingSlider = index
                slide(index, to: p.x, at: t)  // a click jumps there; a drag goes on from there
                return []
            }
            if switchRow.toggle.contains(p) || switchRow.label.contains(p) {
                pressOnSwitch = true
                return []
            }
            if controlsPanel.contains(p) { return [] }
        case .pointerMove(let p, let t) where draggingSlider != nil:
            slide(draggingSlider!, to: p.x, at: t)
            return []
        case .pointerUp(let p, let t):
            if draggingSlider != nil {
                slide(draggingSlider!, to: p.x, at: t)
                draggingSlider = nil
                return []
            }
            if pressOnSwitch {
                pressOnSwitch = false
                if switchRow.toggle.contains(p) || switchRow.label.contains(p) { return toggleSwitch(at: t) }
                return []
            }
        default:
            break
        }
        return SceneEffect.forSplit(split.send(event).effects)
    }

    private func slide(_ index: Int, to x: Double, at time: Double) {
        if sliders[index].set(sliders[index].value(atX: x, on: sliderRow(index).track)) {
            applySliders(changed: index, at: time)
        }
    }

    private func toggleSwitch(at time: Double) -> [SceneEffect] {
        demo.toggle(at: time, motion: split.appearance.motion)
        return [.saveConstraintsSwitch(demo.isOn)]
    }
}
