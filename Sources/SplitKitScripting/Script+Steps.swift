// How each script step is written and checked: the steps' rules, their decoding from `{"NAME": VALUE}`, key names
// with modifiers, shot names and the ranges of numbers, each message saying what the step needs.
import FoundationEssentials
import Glibc
import SplitKit

extension Script {
    /// How long a timed step or a wait may last, in seconds.
    static let seconds: ClosedRange<Double> = 0...600
    /// A window's width and height, in points.
    static let windowSide: ClosedRange<Double> = 1...SplitConfiguration.largestWindowSide

    /// Each step's name and what it needs, in the order messages list them. Ranges come from the constants the
    /// checks use, so a message cannot state a different range from the one enforced.
    static let rules: [(name: String, needs: String)] = [
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
        ("shot", "shot needs a file name without '/' (it writes NAME.png in the output folder)"),
        ("expect", "expect needs an object of state log paths and values, like {\"primary.w\": 320}"),
    ]

    static var stepNames: [String] { rules.map(\.name) }

    /// What a step that is not `{"NAME": VALUE}` is told.
    static var oneKeyPerStep: String { "each step is an object with exactly one key, one of: \(stepNames.joined(separator: ", "))" }

    /// What the step called `name` needs, or nil for an unknown step.
    static func needs(_ name: String) -> String? { rules.first { $0.name == name }?.needs }

    /// A number a `Double` cannot hold, placed in its step (when it lies in one) with what that step needs.
    static func unreadableNumber(_ error: JSONSyntaxError) -> ScriptError {
        guard case .index(let step)? = error.path.first else { return ScriptError(step: nil, message: "\(error)") }
        guard error.path.count > 1, case .key(let name) = error.path[1], let rule = needs(name) else {
            return ScriptError(step: step, message: "\(error)")
        }
        return ScriptError(step: step, message: "\(error); \(rule)")
    }

    /// One step as the file writes it, `{"NAME": VALUE}`: checked as it is decoded, except a key's name, which
    /// is looked up afterwards (the lookup is the caller's, and a decoder carries only sendable values).
    enum WrittenStep: Decodable {
        case ready(ScriptStep)
        case key(String)

        init(from decoder: any Decoder) throws {
            // Decoding a list gives each element a coding path of one index: the step's.
            let step = decoder.codingPath.first?.intValue
            let members = try decoder.container(keyedBy: StepKey.self)
            guard members.allKeys.count == 1, let name = members.allKeys.first else {
                throw StepProblem(step: step, text: oneKeyPerStep)
            }
            do {
                self = try Self.decode(name.stringValue, from: members, at: name)
            } catch {
                throw StepProblem(step: step, text: error.text)
            }
        }

        /// The step `name`, checked. The shape of a value is tried with `try?`: a value of the wrong shape is
        /// reported with what the step needs rather than in the decoder's words.
        private static func decode(_ name: String, from members: KeyedDecodingContainer<StepKey>, at key: StepKey) throws(Problem) -> WrittenStep {
            let form = Script.needs(name) ?? ""  // empty only for an unknown name, which `default` reports
            let fields = try? members.nestedContainer(keyedBy: StepKey.self, forKey: key)
            func number(_ field: String) -> Double? { try? fields?.decode(Double.self, forKey: StepKey(field)) }
            func point(_ field: String, _ what: String) throws(Problem) -> Point {
                try Script.point(try? fields?.decode([Double].self, forKey: StepKey(field)), what)
            }
            switch name {
            case "resize":
                let (w, h) = try pair(try? members.decode([Double].self, forKey: key), "resize", "[width, height]")
                guard windowSide.contains(w), windowSide.contains(h) else {
                    throw Problem(text: "resize [\(shown(w)), \(shown(h))] is out of range: width and height must be "
                        + "\(shown(windowSide.lowerBound)) ... \(shown(windowSide.upperBound))")
                }
                return .ready(.resize(Size(width: w.rounded(), height: h.rounded())))
            case "down", "move", "up", "tap", "doubleTap":
                let at = try Script.point(try? members.decode([Double].self, forKey: key), name)
                switch name {
                case "down": return .ready(.down(at))
                case "move": return .ready(.move(at))
                case "up": return .ready(.up(at))
                case "tap": return .ready(.tap(at))
                default: return .ready(.doubleTap(at))
                }
            case "drag", "touch":
                guard fields?.contains(StepKey("from")) == true, fields?.contains(StepKey("to")) == true, let duration = number("duration")
                else { throw Problem(text: form) }
                try check(duration, in: seconds, "\(name) duration", rule: "\(name) needs a duration \(span(seconds)) seconds")
                let from = try point("from", "\(name).from"), to = try point("to", "\(name).to")
                return .ready(name == "drag" ? .drag(from: from, to: to, duration: duration) : .touch(from: from, to: to, duration: duration))
            case "key":
                guard let spec = try? members.decode(String.self, forKey: key) else { throw Problem(text: form) }
                return .key(spec)
            case "text":
                guard let text = try? members.decode(String.self, forKey: key) else { throw Problem(text: form) }
                return .ready(.text(text))
            case "wheel":
                guard fields?.contains(StepKey("at")) == true, let dy = number("dy") else { throw Problem(text: form) }
                return .ready(.wheel(at: try point("at", "wheel.at"), dy: dy))
            case "scroll":
                guard fields?.contains(StepKey("at")) == true, let duration = number("duration") else { throw Problem(text: form) }
                try check(duration, in: seconds, "scroll duration", rule: "scroll needs a duration \(span(seconds)) seconds")
                func amount(_ field: String) throws(Problem) -> Double {
                    guard fields?.contains(StepKey(field)) == true else { return 0 }
                    guard let n = number(field) else { throw Problem(text: form) }
                    return n
                }
                let dx = try amount("dx"), dy = try amount("dy")
                guard dx != 0 || dy != 0 else {
                    throw Problem(text: "scroll dx 0 and dy 0 move nothing: scroll needs a nonzero \"dx\" or \"dy\"")
                }
                return .ready(.scroll(at: try point("at", "scroll.at"), dx: dx, dy: dy, duration: duration))
            case "back":
                guard (try? members.decode(Bool.self, forKey: key)) == true else { throw Problem(text: form) }
                return .ready(.back)
            case "wait":
                guard let time = try? members.decode(Double.self, forKey: key) else { throw Problem(text: form) }
                try check(time, in: seconds, "wait", rule: form)
                return .ready(.wait(time))
            case "shot":
                guard let shotName = try? members.decode(String.self, forKey: key) else { throw Problem(text: form) }
                return .ready(.shot(try Script.checkedShotName(shotName, form: form)))
            case "expect":
                guard case .object(let pairs)? = try? members.decode(JSONValue.self, forKey: key), !pairs.isEmpty else {
                    throw Problem(text: form)
                }
                return .ready(.expect(Dictionary(pairs, uniquingKeysWith: { _, last in last }), order: pairs.map(\.0)))
            default:
                throw Problem(text: "unknown step '\(name)'; steps are: \(Script.stepNames.joined(separator: ", "))")
            }
        }
    }

    /// Any object key: a step's name or one of its fields.
    struct StepKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The longest file name in bytes (NAME_MAX on Linux's file systems); a shot writes NAME.png.
    static let longestFileName = 255

    /// A shot's name, if a file can be named NAME.png after it; else what is wrong with it. `form` is what the
    /// shot step needs.
    static func checkedShotName(_ name: String, form: String) throws(Problem) -> String {
        let written = JSONValue.string(name).compactText  // escaped as in JSON, so a NUL shows as \u0000
        let shown = written.count > 40 ? String(written.prefix(30)) + "…\"" : written
        let bytes = name.utf8.count + ".png".utf8.count
        if name.isEmpty { throw Problem(text: "shot \"\" has no name: \(form)") }
        if name.contains("/") { throw Problem(text: "shot \(shown) holds a '/': \(form)") }
        if name.utf8.contains(0) {
            throw Problem(text: "shot \(shown) holds a NUL character (\\u0000), which no file name can hold: remove it")
        }
        if name == "." || name == ".." {
            throw Problem(text: "shot \(shown) is the name of a folder (\(name == "." ? "this one" : "the one above")), not of a screenshot: "
                + "give it a file name such as \"tiled\" (it writes NAME.png in the output folder)")
        }
        if bytes > longestFileName {
            throw Problem(text: "shot \(shown) (\(name.utf8.count) bytes) is too long: the file NAME.png would be \(bytes) bytes, and a file "
                + "name can be at most \(longestFileName) bytes: shorten the name to \(longestFileName - 4) bytes or fewer")
        }
        return name
    }

    /// Refuses a number outside `range`, naming the number, then the rule it breaks.
    static func check(_ value: Double, in range: ClosedRange<Double>, _ what: String, rule: String) throws(Problem) {
        guard range.contains(value) else { throw Problem(text: "\(what) \(shown(value)) is out of range: \(rule)") }
    }

    /// "from 0 to 600": a range as messages state it.
    static func span(_ range: ClosedRange<Double>) -> String { "from \(shown(range.lowerBound)) to \(shown(range.upperBound))" }

    /// A number as a message shows it: 1e9 as 1000000000, and in full where 4 decimals would change it
    /// (so -0.00001 is not shown as -0, and the largest Double not as inf).
    static func shown(_ v: Double) -> String {
        let short = JSONValue.format(v)
        return Double(short) == v ? short : "\(v)"
    }

    static func pair(_ numbers: [Double]?, _ step: String, _ form: String) throws(Problem) -> (Double, Double) {
        guard let numbers, numbers.count == 2, numbers.allSatisfy(\.isFinite) else { throw Problem(text: "\(step) needs \(form), two numbers") }
        return (numbers[0], numbers[1])
    }

    static func point(_ numbers: [Double]?, _ step: String) throws(Problem) -> Point {
        let (x, y) = try pair(numbers, step, "[x, y]")
        return Point(x: x, y: y)
    }

    static func key(_ spec: String, keyNamed: (String) -> Key?) throws(Problem) -> ScriptStep {
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
