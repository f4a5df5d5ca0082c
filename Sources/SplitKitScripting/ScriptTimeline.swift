// A script as a timeline of frames at 60 per second: the one expansion of steps that headless runs and live
// tours both play, so both see the same events at the same virtual times.
import SplitKit

/// What happens at one point of a script's timeline.
public enum ScriptBeat: Hashable, Sendable {
    /// A frame: the window takes `resize` first (if any), then `events` arrive, stamped with the frame's time;
    /// then the frame is drawn.
    case frame(resize: Size?, events: [ScriptEvent])
    /// A screenshot of the last frame, written as `NAME.png`.
    case shot(String)
    /// Step `step`'s expectations, checked against the last frame: state log paths and values, in order.
    case expect(step: Int, [String: JSONValue], order: [String])
}

/// An input event of a script, waiting for its frame's time.
public enum ScriptEvent: Hashable, Sendable {
    /// The left button goes down.
    case pointerDown(Point)
    /// The pointer moves.
    case pointerMove(Point)
    /// The left button comes up.
    case pointerUp(Point)
    /// A key press.
    case key(Key, KeyModifiers)
    /// Typed text.
    case text(String)
    /// A scroll (a wheel notch or a touchpad's motion).
    case scroll(dx: Double, dy: Double, at: Point)
    /// The script's one finger.
    case touch(TouchPhase, at: Point)
    /// The mouse's back button.
    case backButton
    /// The window's new size.
    case resize(Size)

    /// The event at `time`.
    public func at(_ time: Double) -> InputEvent {
        switch self {
        case .pointerDown(let p): return .pointerDown(p, time: time)
        case .pointerMove(let p): return .pointerMove(p, time: time)
        case .pointerUp(let p): return .pointerUp(p, time: time)
        case .key(let key, let modifiers): return .key(key, modifiers, time: time)
        case .text(let text): return .text(text, time: time)
        case .scroll(let dx, let dy, let p): return .scroll(dx: dx, dy: dy, at: p, time: time)
        case .touch(let phase, let p): return .touch(phase, finger: 1, at: p, time: time)
        case .backButton: return .backButton(time: time)
        case .resize(let size): return .resize(size, time: time)
        }
    }
}

extension Script {
    /// Frames per second of script time: a frame's time is its number / 60, headless and live alike.
    public static let frameRate = 60.0

    /// The script as beats: each input step takes one frame (a drag, scroll or touch one per move), a wait its
    /// seconds × 60 frames; shots and expectations look at the frame before them.
    public var timeline: [ScriptBeat] {
        let rate = Script.frameRate
        var beats: [ScriptBeat] = []
        func frame(_ events: ScriptEvent...) { beats.append(.frame(resize: nil, events: events)) }
        func along(_ from: Point, _ to: Point, _ i: Int, _ n: Int) -> Point {
            let f = Double(i) / Double(n)
            return Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .resize(let size): beats.append(.frame(resize: size, events: [.resize(size)]))
            case .down(let p): frame(.pointerDown(p))
            case .move(let p): frame(.pointerMove(p))
            case .up(let p): frame(.pointerUp(p))
            case .drag(let from, let to, let duration):
                let moves = max(1, Int((duration * rate).rounded()))
                frame(.pointerDown(from))
                for i in 1..<moves { frame(.pointerMove(along(from, to, i, moves))) }
                frame(.pointerMove(to), .pointerUp(to))
            case .tap(let p): frame(.pointerDown(p), .pointerUp(p))
            case .doubleTap(let p):
                frame(.pointerDown(p), .pointerUp(p))
                frame(.pointerDown(p), .pointerUp(p))
            case .key(let key, let modifiers): frame(.key(key, modifiers))
            case .text(let text): frame(.text(text))
            case .wheel(let at, let dy): frame(.scroll(dx: 0, dy: dy, at: at))
            case .scroll(let at, let dx, let dy, let duration):
                let n = max(1, Int((duration * rate).rounded()))
                for _ in 0..<n { frame(.scroll(dx: dx / Double(n), dy: dy / Double(n), at: at)) }
            case .touch(let from, let to, let duration):
                let moves = Int((duration * rate).rounded())
                guard moves > 0 else {
                    frame(.touch(.down, at: from), .touch(.up, at: to))
                    break
                }
                frame(.touch(.down, at: from))
                for i in 1..<moves { frame(.touch(.move, at: along(from, to, i, moves))) }
                frame(.touch(.move, at: to), .touch(.up, at: to))
            case .back: frame(.backButton)
            case .wait(let seconds):
                for _ in 0..<Int((seconds * rate).rounded()) { frame() }
            case .shot(let name): beats.append(.shot(name))
            case .expect(let expected, let order): beats.append(.expect(step: index, expected, order: order))
            }
        }
        return beats
    }
}
