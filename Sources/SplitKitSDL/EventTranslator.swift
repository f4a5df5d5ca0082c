// Turns SDL events into the core's platform-neutral input events.
import CSDL2
import SplitKit

/// What one SDL event means to the program.
public enum WindowEvent: Hashable, Sendable {
    /// Input for the split view and scene.
    case input(InputEvent)
    /// The window's contents need drawing again (exposed, shown, restored).
    case redraw
    /// The user asked to close the window, or the process was asked to end (SIGTERM, SIGINT, SIGHUP).
    case quit
    /// Nothing to draw, but what assistive technologies see may have changed or want something: the window
    /// moved or gained or lost keyboard focus, or the accessibility bridge has requests or has just connected
    /// (``SDLHostWindow/wakeUp``).
    case accessibility
    /// A key press or release as assistive technologies see it, just before the press's `.input(.key)`: a loop
    /// running an accessibility exporter offers it to the screen reader first (SplitKitApp's `WindowRunner` does, through an ``AssistiveKeyGate``), others ignore it.
    case assistiveKey(AccessibilityKeyEvent)
}

extension WindowEvent {
    /// The event with window pixels turned into points, for a window drawn at a forced scale (`--scale`):
    /// positions and sizes are divided, touches' too; scroll distances are already in points.
    func inPoints(pixelsPerPoint s: Double) -> WindowEvent {
        guard case .input(let input) = self else { return self }
        func p(_ point: Point) -> Point { Point(x: point.x / s, y: point.y / s) }
        switch input {
        case .pointerDown(let at, let t): return .input(.pointerDown(p(at), time: t))
        case .pointerMove(let at, let t): return .input(.pointerMove(p(at), time: t))
        case .pointerUp(let at, let t): return .input(.pointerUp(p(at), time: t))
        case .scroll(let dx, let dy, let at, let t): return .input(.scroll(dx: dx, dy: dy, at: p(at), time: t))
        case .resize(let size, let t): return .input(.resize(Size(width: size.width / s, height: size.height / s), time: t))
        case .touch(let phase, let finger, let at, let t): return .input(.touch(phase, finger: finger, at: p(at), time: t))
        case .backButton, .key, .text, .composition: return self
        }
    }
}

/// Maps SDL events to `WindowEvent`s.
public enum EventTranslator {
    /// Points the content scrolls per wheel notch.
    public static let pointsPerWheelNotch = 48.0

    /// The meaning of `event`, or nil for events the program ignores. Mouse events SDL makes up from touches are
    /// ignored: the touches themselves arrive, so nothing happens twice.
    ///
    /// Positions are in SDL's window coordinates, as the mouse's are (pixels on X11, points on Wayland). Touches
    /// arrive as fractions of the window: `windowSize` is its size in those coordinates and `touches` how the video
    /// driver made the fractions (``TouchNormalization``), so a finger lands on the same pixel a click would.
    public static func translate(
        _ event: SDL_Event, windowSize size: Size = Size(width: 1, height: 1), touches: TouchNormalization = .bySize
    ) -> WindowEvent? {
        let time = Double(event.common.timestamp) / 1000
        if event.type == SDLHostWindow.wakeEventType { return .accessibility }
        if event.type == ProcessSignals.quitEventType { return .quit }
        if isFromTouch(event) { return nil }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)), time: time))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_X1):
            return .input(.backButton(time: time))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)), time: time))
        case SDL_MOUSEMOTION:
            return .input(.pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y)), time: time))
        case SDL_MOUSEWHEEL:
            // SDL: y > 0 scrolls up, x > 0 right; FLIPPED (natural scrolling) reports both the other way.
            let sign = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            let at = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            return .input(.scroll(dx: sign * Double(event.wheel.preciseX) * pointsPerWheelNotch,
                                  dy: -sign * Double(event.wheel.preciseY) * pointsPerWheelNotch, at: at, time: time))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: TouchPhase = event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .move
            let at = touches.position(x: Double(event.tfinger.x), y: Double(event.tfinger.y), windowSize: size)
            return .input(.touch(phase, finger: Int(truncatingIfNeeded: event.tfinger.fingerId), at: at, time: time))
        case SDL_KEYDOWN:
            return key(event.key.keysym).map { .input(.key($0.0, $0.1, time: time)) }
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .input(.text(text, time: time))
        case SDL_TEXTEDITING:
            // An input method's composition: its text so far and the cursor in it, in characters.
            let text = withUnsafeBytes(of: event.edit.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .input(.composition(text, cursor: Int(event.edit.start), time: time))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                return .input(.resize(Size(width: Double(event.window.data1), height: Double(event.window.data2)), time: time))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                return .redraw
            case SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST:
                return .accessibility
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// True for mouse events SDL synthesises from a touchscreen.
    static func isFromTouch(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return event.button.which == csdl_touch_mouseid()
        case SDL_MOUSEMOTION: return event.motion.which == csdl_touch_mouseid()
        case SDL_MOUSEWHEEL: return event.wheel.which == csdl_touch_mouseid()
        default: return false
        }
    }

    /// The key and modifiers of a key press.
    static func key(_ keysym: SDL_Keysym) -> (Key, KeyModifiers)? {
        var modifiers: KeyModifiers = []
        let mod = UInt32(keysym.mod)
        if mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { modifiers.insert(.control) }
        if mod & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0 { modifiers.insert(.alt) }
        let key: Key
        switch Int(keysym.sym) {
        case Int(SDLK_UP.rawValue): key = .up
        case Int(SDLK_DOWN.rawValue): key = .down
        case Int(SDLK_LEFT.rawValue): key = .left
        case Int(SDLK_RIGHT.rawValue): key = .right
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .enter
        case Int(SDLK_ESCAPE.rawValue): key = .escape
        case Int(SDLK_TAB.rawValue): key = .tab
        case Int(SDLK_BACKSPACE.rawValue): key = .backspace
        case Int(SDLK_DELETE.rawValue): key = .delete
        case Int(SDLK_HOME.rawValue): key = .home
        case Int(SDLK_END.rawValue): key = .end
        case Int(SDLK_SPACE.rawValue): key = .space
        case Int(SDLK_PAGEUP.rawValue): key = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): key = .pageDown
        case Int(SDLK_F1.rawValue): key = .f1
        case Int(SDLK_F8.rawValue): key = .f8
        case Int(SDLK_F9.rawValue): key = .f9
        default:
            // One-character names (letters, digits, punctuation) become `.character`, the rest `.other`.
            guard let name = SDL_GetKeyName(keysym.sym), name.pointee != 0 else { return nil }
            key = Key(name: String(cString: name))
        }
        return (key, modifiers)
    }

    /// The key for an SDL key name such as `"F9"`, `"Escape"`, `"Return"` or `"A"` (scripts use these names).
    public static func key(named name: String) -> Key? {
        let code = SDL_GetKeyFromName(name)
        guard code != SDLK_UNKNOWN.rawValue else { return nil }
        var keysym = SDL_Keysym()
        keysym.sym = code
        return key(keysym)?.0
    }
}
