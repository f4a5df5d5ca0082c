// A JSON value with ordered object keys: the state log's records, script arguments and expectations.
//
// It writes itself (`compactText`) instead of going through JSONEncoder because JSONEncoder does not keep the
// order in which keys are encoded (it emits them in hash order, which changes from run to run), and
// `.sortedKeys` would put `window` before `frame`: the state log must list SPEC §8.2's fields in SPEC order and be
// byte-for-byte the same every run. Strings are escaped here too, as JSONEncoder escapes them: calling JSONEncoder for
// each string kept its code (about 1 MB) resident in every window that writes a state log. Reading goes through
// JSONReader.

import Glibc

/// A JSON value. Objects keep their key order so state log lines read the same every run.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(compactText)
    }

    /// The value at a dotted path such as `"primary.w"` or `"stack.0"`; nil when there is none.
    public func value(at path: String) -> JSONValue? {
        var current: JSONValue = self
        for part in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch current {
            case .object(let members):
                guard let next = members.first(where: { $0.0 == part })?.1 else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(part), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The value as one line of JSON.
    public var compactText: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers print without a fraction; others with up to 4 decimals (enough for points and seconds).
    /// From 1e15 on a `Double` has no fourth decimal left to round, so such numbers print in full ("1e+20").
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        guard abs(n) < 1e15 else { return "\(n)" }  // rounding by ×10000 would overflow to inf near the largest
        if n == n.rounded() { return String(Int64(n)) }
        var text = String((n * 10000).rounded() / 10000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A string as JSONEncoder writes it with `/` left as it is: `"` and `\` escaped; backspace, tab, line feed, form
    /// feed and carriage return as `\b` `\t` `\n` `\f` `\r`; the other characters below U+0020 as `\u00xx` in lower-case
    /// hex; every other character as it is.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x00...0x1F: out += (scalar.value < 0x10 ? "\\u000" : "\\u00") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
