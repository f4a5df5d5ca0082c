// The marker a live tour draws where its synthetic pointer, finger or touchpad swipe is.
import SplitKit
import SplitKitScripting

/// Where the tour's synthetic pointer, finger or touchpad swipe is, drawn so an audience can follow it.
struct InputMarker {
    enum Kind { case pointer, finger, touchpad }
    private var kind = Kind.pointer
    private var position: Point?
    private var pressed = false
    private var lastActive = -Double.infinity

    /// Seconds a marker stays after its gesture ends.
    static let linger = 0.6

    mutating func note(_ event: ScriptEvent, at time: Double) {
        switch event {
        case .pointerDown(let p): set(.pointer, p, pressed: true, time)
        case .pointerMove(let p): set(.pointer, p, pressed: pressed, time)
        case .pointerUp(let p): set(.pointer, p, pressed: false, time)
        case .touch(let phase, let p): set(.finger, p, pressed: phase != .up, time)
        case .scroll(_, _, let p): set(.touchpad, p, pressed: false, time)
        default: break
        }
    }

    private mutating func set(_ kind: Kind, _ point: Point, pressed: Bool, _ time: Double) {
        self.kind = kind
        position = point
        self.pressed = pressed
        lastActive = time
    }

    func draw(into list: inout DisplayList, at time: Double) {
        guard let position else { return }
        let fade = pressed ? 1 : max(0, 1 - (time - lastActive) / Self.linger)
        guard fade > 0 else { return }
        let color = Color(hex: 0xFF9500)
        func ring(_ center: Point, _ radius: Double, filled: Bool) {
            let box = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            if filled { list.commands.append(.roundedRect(box, radius: radius, corners: .all, color.withOpacity(0.45))) }
            list.commands.append(.border(box, radius: radius, corners: .all, edges: .all, color))
        }
        list.commands.append(.pushOpacity(fade))
        switch kind {
        case .pointer: ring(position, 12, filled: pressed)
        case .finger: ring(position, 20, filled: true)
        case .touchpad:
            ring(Point(x: position.x - 11, y: position.y), 9, filled: true)
            ring(Point(x: position.x + 11, y: position.y), 9, filled: true)
        }
        list.commands.append(.popOpacity)
    }
}
