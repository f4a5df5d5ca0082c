// A JSON value with ordered object keys: the state log's records, script arguments and expectations.

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

    /// The value as indented JSON (two spaces a level), ending with a newline: for files people read.
    public var prettyText: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out + "\n"
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += inner
                Self.writeString(key, to: &out)
                out += " : "
                value.writePretty(to: &out, indent: inner)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        case .number(let n):
            // Full precision: files must give back exactly what was read.
            out += n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        default:
            write(to: &out)
        }
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
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        var text = String((n * 10000).rounded() / 10000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
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
