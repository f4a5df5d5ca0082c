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
    /// bad step and what is wrong with it (a number too large to read gets both, and what its step needs).
    public static func parse(_ data: Data, keyNamed: (String) -> Key?) throws(ScriptError) -> Script {
        let document: JSONValue
        do {
            document = try JSONReader.parse(data)
        } catch where error.kind == .numberTooLarge {
            throw tooLarge(error)
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

    /// How long a timed step or a wait may last, in seconds.
    private static let seconds: ClosedRange<Double> = 0...600
    /// A window's width and height, in points.
    private static let windowSide: ClosedRange<Double> = 1...SplitConfiguration.largestWindowSide

    /// Each step's name and what it needs, in the order messages list them. Ranges come from the constants the
    /// checks use, so a message cannot state a different range from the one enforced.
    private static let rules: [(name: String, needs: String)] = [
        ("resize", "resize needs [width, height], two numbers \(span(windowSide))"),
        ("down", "down needs [x, y], two numbers"),
        ("move", "move needs [x, y], two numbers"),
        ("up", "up needs [x, y], two numbers"),
        ("drag", "drag needs {\"from\": [x, y], \"to\": [x, y], \"duration\": seconds \(span(seconds))}"),
        ("tap", "tap needs [x, y], two numbers"),
        ("doubleTap", "doubleTap needs [x, y], two numbers"),
        ("key", "key needs a key name such as \"F9\" or \"Ctrl+Left\""),
        ("text", "text needs a string to type"),
        ("wheel", "wheel needs {\"at\": [x, y], \"dy\": points}"),
        ("scroll", "scroll needs {\"at\": [x, y], \"dx\": points, \"duration\": seconds \(span(seconds))} (\"dy\" optional)"),
        ("touch", "touch needs {\"from\": [x, y], \"to\": [x, y], \"duration\": seconds \(span(seconds))}"),
        ("back", "back needs true: {\"back\": true} presses the mouse's back button"),
        ("wait", "wait needs a number of seconds \(span(seconds))"),
        ("shot", "shot needs a file name without '/' (it writes NAME.png in --out)"),
        ("expect", "expect needs an object of state log paths and values, like {\"primary.w\": 320}"),
    ]

    private static var stepNames: [String] { rules.map(\.name) }

    /// What the step called `name` needs, or nil for an unknown step.
    private static func needs(_ name: String) -> String? { rules.first { $0.name == name }?.needs }

    /// A number too large to read, placed in its step (when it lies in one) with what that step needs.
    private static func tooLarge(_ error: JSONSyntaxError) -> ScriptError {
        guard case .index(let step)? = error.path.first else { return ScriptError(step: nil, message: "\(error)") }
        guard error.path.count > 1, case .key(let name) = error.path[1], let rule = needs(name) else {
            return ScriptError(step: step, message: "\(error)")
        }
        return ScriptError(step: step, message: "\(error); \(rule)")
    }

    private static func parseStep(_ item: JSONValue, keyNamed: (String) -> Key?) throws(Problem) -> ScriptStep {
        guard case .object(let members) = item, members.count == 1, let (name, value) = members.first else {
            throw Problem(text: "each step is an object with exactly one key, one of: \(stepNames.joined(separator: ", "))")
        }
        let form = needs(name) ?? ""  // empty only for an unknown name, which `default` reports
        switch name {
        case "resize":
            let (w, h) = try pair(value, "resize", "[width, height]")
            guard windowSide.contains(w), windowSide.contains(h) else {
                throw Problem(text: "resize [\(shown(w)), \(shown(h))] is out of range: width and height must be "
                    + "\(shown(windowSide.lowerBound)) ... \(shown(windowSide.upperBound))")
            }
            return .resize(Size(width: w.rounded(), height: h.rounded()))
        case "down": return .down(try point(value, "down"))
        case "move": return .move(try point(value, "move"))
        case "up": return .up(try point(value, "up"))
        case "tap": return .tap(try point(value, "tap"))
        case "doubleTap": return .doubleTap(try point(value, "doubleTap"))
        case "drag":
            guard let from = value.value(at: "from"), let to = value.value(at: "to"), case .number(let duration)? = value.value(at: "duration")
            else { throw Problem(text: form) }
            try check(duration, in: seconds, "drag duration", rule: "drag needs a duration \(span(seconds)) seconds")
            return .drag(from: try point(from, "drag.from"), to: try point(to, "drag.to"), duration: duration)
        case "key":
            guard case .string(let spec) = value else { throw Problem(text: form) }
            return try key(spec, keyNamed: keyNamed)
        case "text":
            guard case .string(let text) = value else { throw Problem(text: form) }
            return .text(text)
        case "wheel":
            guard let at = value.value(at: "at"), case .number(let dy)? = value.value(at: "dy"), dy.isFinite else {
                throw Problem(text: form)
            }
            return .wheel(at: try point(at, "wheel.at"), dy: dy)
        case "scroll":
            guard let at = value.value(at: "at"), case .number(let duration)? = value.value(at: "duration") else {
                throw Problem(text: form)
            }
            try check(duration, in: seconds, "scroll duration", rule: "scroll needs a duration \(span(seconds)) seconds")
            func amount(_ key: String) throws(Problem) -> Double {
                guard let v = value.value(at: key) else { return 0 }
                guard case .number(let n) = v, n.isFinite else { throw Problem(text: form) }
                return n
            }
            let dx = try amount("dx"), dy = try amount("dy")
            guard dx != 0 || dy != 0 else {
                throw Problem(text: "scroll dx 0 and dy 0 move nothing: scroll needs a nonzero \"dx\" or \"dy\"")
            }
            return .scroll(at: try point(at, "scroll.at"), dx: dx, dy: dy, duration: duration)
        case "touch":
            guard let from = value.value(at: "from"), let to = value.value(at: "to"), case .number(let duration)? = value.value(at: "duration")
            else { throw Problem(text: form) }
            try check(duration, in: seconds, "touch duration", rule: "touch needs a duration \(span(seconds)) seconds")
            return .touch(from: try point(from, "touch.from"), to: try point(to, "touch.to"), duration: duration)
        case "back":
            guard case .bool(true) = value else { throw Problem(text: form) }
            return .back
        case "wait":
            guard case .number(let time) = value else { throw Problem(text: form) }
            try check(time, in: seconds, "wait", rule: form)
            return .wait(time)
        case "shot":
            guard case .string(let shotName) = value, !shotName.isEmpty, !shotName.contains("/"), shotName != ".", shotName != ".."
            else { throw Problem(text: form) }
            return .shot(shotName)
        case "expect":
            guard case .object(let pairs) = value, !pairs.isEmpty else { throw Problem(text: form) }
            return .expect(Dictionary(pairs, uniquingKeysWith: { _, last in last }), order: pairs.map(\.0))
        default:
            throw Problem(text: "unknown step '\(name)'; steps are: \(stepNames.joined(separator: ", "))")
        }
    }

    /// Refuses a number outside `range`, naming the number, then the rule it breaks.
    private static func check(_ value: Double, in range: ClosedRange<Double>, _ what: String, rule: String) throws(Problem) {
        guard range.contains(value) else { throw Problem(text: "\(what) \(shown(value)) is out of range: \(rule)") }
    }

    /// "from 0 to 600": a range as messages state it.
    private static func span(_ range: ClosedRange<Double>) -> String { "from \(shown(range.lowerBound)) to \(shown(range.upperBound))" }

    /// A number as a message shows it: 1e9 as 1000000000, and in full where 4 decimals would change it
    /// (so -0.00001 is not shown as -0, and the largest Double not as inf).
    private static func shown(_ v: Double) -> String {
        let short = JSONValue.format(v)
        return Double(short) == v ? short : "\(v)"
    }

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
