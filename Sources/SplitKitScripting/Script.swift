// A replay script (SPEC §8): typed steps, parsed and checked before anything runs.
import Foundation
import SplitKit

/// One step of a script. Units are points and seconds.
public enum ScriptStep: Hashable, Sendable {
    /// A new window size, laid out in the same frame.
    case resize(Size)
    /// The left button goes down.
    case down(Point)
    /// The pointer moves.
    case move(Point)
    /// The left button comes up.
    case up(Point)
    /// A press, one evenly spaced move per frame, and a release with the last move.
    case drag(from: Point, to: Point, duration: Double)
    /// A press and release in one frame.
    case tap(Point)
    /// Two taps on consecutive frames.
    case doubleTap(Point)
    /// A key press.
    case key(Key, KeyModifiers)
    /// Typed text.
    case text(String)
    /// A vertical wheel scroll (positive shows what is below).
    case wheel(at: Point, dy: Double)
    /// A touchpad swipe: one scroll event per frame, `dx` and `dy` points in all (positive scrolls right and
    /// down), then silence.
    case scroll(at: Point, dx: Double, dy: Double, duration: Double)
    /// A finger on the touchscreen: down, one move per frame, up (a tap when it does not move).
    case touch(from: Point, to: Point, duration: Double)
    /// The mouse's back button.
    case back
    /// Time passing, in seconds.
    case wait(Double)
    /// A screenshot written as `NAME.png`.
    case shot(String)
    /// State log paths and the values they must have, in the script's order.
    case expect([String: JSONValue], order: [String])
}

/// Why a script was rejected: which step (0-based) and what is wrong with it.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// Index of the step, or nil when the whole file is wrong.
    public var step: Int?
    /// What is wrong and how it should look.
    public var message: String

    public var description: String {
        step.map { "step \($0): \(message)" } ?? message
    }
}

/// A parsed script.
public struct Script: Sendable {
    /// The steps in order.
    public var steps: [ScriptStep]

    /// Parses JSON script text, naming the first bad step and what is wrong with it.
    public static func parse(_ text: String, keyNamed: (String) -> Key?) throws(ScriptError) -> Script {
        try parse(Data(text.utf8), keyNamed: keyNamed)
    }

    /// Parses a JSON script file's bytes (UTF-8), naming the line and column of a JSON mistake, or the first
    /// bad step and what is wrong with it.
    public static func parse(_ data: Data, keyNamed: (String) -> Key?) throws(ScriptError) -> Script {
        let document: JSONValue
        do {
            document = try JSONReader.parse(data)
        } catch {
            throw ScriptError(step: nil, message: "not valid JSON: \(error)")
        }
        guard case .array(let items) = document else {
            throw ScriptError(step: nil, message: "a script is a JSON array of steps, like [{\"shot\": \"start\"}]")
        }
        var steps: [ScriptStep] = []
        for (index, item) in items.enumerated() {
            do {
                steps.append(try parseStep(item, keyNamed: keyNamed))
            } catch let message {
                throw ScriptError(step: index, message: message.text)
            }
        }
        return Script(steps: steps)
    }

    private struct Problem: Error { var text: String }

    private static let stepNames = [
        "resize", "down", "move", "up", "drag", "tap", "doubleTap", "key", "text", "wheel", "scroll", "touch", "back", "wait",
        "shot", "expect",
    ]

    private static func parseStep(_ item: JSONValue, keyNamed: (String) -> Key?) throws(Problem) -> ScriptStep {
        guard case .object(let members) = item, members.count == 1, let (name, value) = members.first else {
            throw Problem(text: "each step is an object with exactly one key, one of: \(stepNames.joined(separator: ", "))")
        }
        switch name {
        case "resize":
            let (w, h) = try pair(value, "resize", "[width, height]")
            guard w >= 1, h >= 1, w <= 8192, h <= 8192 else {
                throw Problem(text: "resize [\(fmt(w)), \(fmt(h))] is out of range: width and height must be 1 ... 8192")
            }
            return .resize(Size(width: w.rounded(), height: h.rounded()))
        case "down": return .down(try point(value, "down"))
        case "move": return .move(try point(value, "move"))
        case "up": return .up(try point(value, "up"))
        case "tap": return .tap(try point(value, "tap"))
        case "doubleTap": return .doubleTap(try point(value, "doubleTap"))
        case "drag":
            let form = "drag needs {\"from\": [x, y], \"to\": [x, y], \"duration\": seconds ≥ 0}"
            guard let from = value.value(at: "from"), let to = value.value(at: "to"),
                case .number(let duration)? = value.value(at: "duration"), duration >= 0, duration <= 600
            else { throw Problem(text: form) }
            return .drag(from: try point(from, "drag.from"), to: try point(to, "drag.to"), duration: duration)
        case "key":
            guard case .string(let spec) = value else { throw Problem(text: "key needs a key name such as \"F9\" or \"Ctrl+Left\"") }
            return try key(spec, keyNamed: keyNamed)
        case "text":
            guard case .string(let text) = value else { throw Problem(text: "text needs a string to type") }
            return .text(text)
        case "wheel":
            let form = "wheel needs {\"at\": [x, y], \"dy\": points}"
            guard let at = value.value(at: "at"), case .number(let dy)? = value.value(at: "dy"), dy.isFinite else {
                throw Problem(text: form)
            }
            return .wheel(at: try point(at, "wheel.at"), dy: dy)
        case "scroll":
            let form = "scroll needs {\"at\": [x, y], \"dx\": points, \"duration\": seconds ≥ 0} (\"dy\" optional)"
            guard let at = value.value(at: "at"), case .number(let duration)? = value.value(at: "duration"),
                duration >= 0, duration <= 600 else { throw Problem(text: form) }
            func amount(_ key: String) throws(Problem) -> Double {
                guard let v = value.value(at: key) else { return 0 }
                guard case .number(let n) = v, n.isFinite else { throw Problem(text: form) }
                return n
            }
            let dx = try amount("dx"), dy = try amount("dy")
            guard dx != 0 || dy != 0 else { throw Problem(text: form) }
            return .scroll(at: try point(at, "scroll.at"), dx: dx, dy: dy, duration: duration)
        case "touch":
            let form = "touch needs {\"from\": [x, y], \"to\": [x, y], \"duration\": seconds ≥ 0}"
            guard let from = value.value(at: "from"), let to = value.value(at: "to"),
                case .number(let duration)? = value.value(at: "duration"), duration >= 0, duration <= 600
            else { throw Problem(text: form) }
            return .touch(from: try point(from, "touch.from"), to: try point(to, "touch.to"), duration: duration)
        case "back":
            guard case .bool(true) = value else { throw Problem(text: "back needs true: {\"back\": true} presses the mouse's back button") }
            return .back
        case "wait":
            guard case .number(let seconds) = value, seconds >= 0, seconds <= 600 else {
                throw Problem(text: "wait needs a number of seconds from 0 to 600")
            }
            return .wait(seconds)
        case "shot":
            guard case .string(let shotName) = value, !shotName.isEmpty, !shotName.contains("/"), shotName != ".", shotName != ".."
            else { throw Problem(text: "shot needs a file name without '/' (it writes NAME.png in --out)") }
            return .shot(shotName)
        case "expect":
            guard case .object(let pairs) = value, !pairs.isEmpty else {
                throw Problem(text: "expect needs an object of state log paths and values, like {\"primary.w\": 320}")
            }
            return .expect(Dictionary(pairs, uniquingKeysWith: { _, last in last }), order: pairs.map(\.0))
        default:
            throw Problem(text: "unknown step '\(name)'; steps are: \(stepNames.joined(separator: ", "))")
        }
    }

    private static func fmt(_ v: Double) -> String { JSONValue.format(v) }

    private static func pair(_ value: JSONValue, _ step: String, _ form: String) throws(Problem) -> (Double, Double) {
        guard case .array(let items) = value, items.count == 2, case .number(let a) = items[0], case .number(let b) = items[1],
            a.isFinite, b.isFinite
        else { throw Problem(text: "\(step) needs \(form), two numbers") }
        return (a, b)
    }

    private static func point(_ value: JSONValue, _ step: String) throws(Problem) -> Point {
        let (x, y) = try pair(value, step, "[x, y]")
        return Point(x: x, y: y)
    }

    private static func key(_ spec: String, keyNamed: (String) -> Key?) throws(Problem) -> ScriptStep {
        // The key is what follows the last `+`, unless the key is `+` itself ("+", "Ctrl++").
        let plusKey = spec == "+" || spec.hasSuffix("++")
        var parts = (plusKey ? String(spec.dropLast(spec == "+" ? 1 : 2)) : spec)
            .split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let name = plusKey ? "+" : parts.removeLast()
        if parts == [""] { parts = [] }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "shift": modifiers.insert(.shift)
            case "alt": modifiers.insert(.alt)
            default: throw Problem(text: "unknown modifier '\(part)' in \"\(spec)\"; use Ctrl+, Shift+ or Alt+")
            }
        }
        guard !name.isEmpty else {
            throw Problem(text: "\"\(spec)\" has no key after its modifiers; write one, as in \"Ctrl+Left\"")
        }
        guard let key = keyNamed(name) else {
            throw Problem(text: "unknown key name '\(name)'; use SDL key names such as F9, Escape, Return, Left, Tab, Backspace, A")
        }
        return .key(key, modifiers)
    }
}
