// D-Bus values as data: what the AT-SPI bridge answers and emits and the portal sends, built and compared without libdbus.

/// One D-Bus value with its type. The bridge's answers are made of these (pure, testable), and
/// ``DBusMessageCodec`` writes them into libdbus messages with the iterator API.
package enum DBusValue: Hashable, Sendable {
    case string(String)
    case objectPath(String)
    /// A type signature (`g`).
    case signature(String)
    case boolean(Bool)
    case byte(UInt8)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    /// A variant: any value, carrying its own signature.
    indirect case variant(DBusValue)
    /// An array of values of one type; `element` is that type's signature (so an empty array still has one).
    case array(element: String, [DBusValue])
    /// A structure: `(…)`.
    case structure([DBusValue])
    /// A dictionary entry `{kv}`, only inside an array.
    indirect case dictEntry(DBusValue, DBusValue)

    /// The value's D-Bus type signature.
    package var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .boolean: return "b"
        case .byte: return "y"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .variant: return "v"
        case .array(let element, _): return "a" + element
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): return "{" + key.signature + value.signature + "}"
        }
    }

    /// An AT-SPI object reference `(so)`: the bus name of the application that owns it, and its path.
    package static func reference(bus: String, path: String) -> DBusValue {
        .structure([.string(bus), .objectPath(path)])
    }

    /// A dictionary `a{sv}` from names to values.
    package static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// A dictionary `a{ss}`.
    package static func stringDictionary(_ entries: [(String, String)]) -> DBusValue {
        .array(element: "{ss}", entries.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    /// The string, if this is a string or object path (or a variant holding one).
    package var stringValue: String? {
        switch self {
        case .string(let s), .objectPath(let s): return s
        case .variant(let inner): return inner.stringValue
        default: return nil
        }
    }

    /// The number, if this is any integer or a double (or a variant holding one).
    package var doubleValue: Double? {
        switch self {
        case .double(let d): return d
        case .int64(let n): return Double(n)
        case .uint64(let n): return Double(n)
        case .variant(let inner): return inner.doubleValue
        default: return intValue.map(Double.init)
        }
    }

    /// The integer, if this is any integer (or a variant holding one) that an `Int` holds; doubles are not taken.
    package var intValue: Int? {
        switch self {
        case .byte(let n): return Int(n)
        case .int16(let n): return Int(n)
        case .uint16(let n): return Int(n)
        case .int32(let n): return Int(n)
        case .uint32(let n): return Int(n)
        case .int64(let n): return Int(exactly: n)
        case .uint64(let n): return Int(exactly: n)
        case .variant(let inner): return inner.intValue
        default: return nil
        }
    }

    /// The truth value, if this is a boolean (or a variant holding one).
    package var boolValue: Bool? {
        switch self {
        case .boolean(let b): return b
        case .variant(let inner): return inner.boolValue
        default: return nil
        }
    }
}
