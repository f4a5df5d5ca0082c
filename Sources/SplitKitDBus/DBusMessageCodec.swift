// DBusValues in and out of libdbus messages, with the iterator API only (no variadic C calls from Swift).
import CDBus

/// D-Bus type codes (`DBUS_TYPE_*`, which C defines as casts Swift does not import).
package enum DBusType {
    package static let string = Int32(UInt8(ascii: "s"))
    package static let objectPath = Int32(UInt8(ascii: "o"))
    package static let boolean = Int32(UInt8(ascii: "b"))
    package static let int16 = Int32(UInt8(ascii: "n"))
    package static let uint16 = Int32(UInt8(ascii: "q"))
    package static let int32 = Int32(UInt8(ascii: "i"))
    package static let uint32 = Int32(UInt8(ascii: "u"))
    package static let int64 = Int32(UInt8(ascii: "x"))
    package static let uint64 = Int32(UInt8(ascii: "t"))
    package static let byte = Int32(UInt8(ascii: "y"))
    package static let double = Int32(UInt8(ascii: "d"))
    package static let signature = Int32(UInt8(ascii: "g"))
    package static let variant = Int32(UInt8(ascii: "v"))
    package static let array = Int32(UInt8(ascii: "a"))
    package static let structure = Int32(UInt8(ascii: "r"))
    package static let dictEntry = Int32(UInt8(ascii: "e"))
    package static let invalid = Int32(0)
}

/// Writes ``DBusValue``s into messages and reads a message's arguments back as values.
package enum DBusMessageCodec {
    /// Appends `values` as the message's arguments; false when libdbus ran out of memory.
    @discardableResult
    package static func append(_ values: [DBusValue], to message: OpaquePointer) -> Bool {
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        return values.allSatisfy { append($0, to: &iter) }
    }

    private static func append(_ value: DBusValue, to iter: inout DBusMessageIter) -> Bool {
        switch value {
        case .string(let s): return appendString(s, type: DBusType.string, to: &iter)
        case .objectPath(let s): return appendString(s, type: DBusType.objectPath, to: &iter)
        case .signature(let s): return appendString(s, type: DBusType.signature, to: &iter)
        case .boolean(let b):
            var v: dbus_bool_t = b ? 1 : 0
            return dbus_message_iter_append_basic(&iter, DBusType.boolean, &v) != 0
        case .byte(let n): return appendBasic(n, type: DBusType.byte, to: &iter)
        case .int16(let n): return appendBasic(n, type: DBusType.int16, to: &iter)
        case .uint16(let n): return appendBasic(n, type: DBusType.uint16, to: &iter)
        case .int32(let n): return appendBasic(n, type: DBusType.int32, to: &iter)
        case .uint32(let n): return appendBasic(n, type: DBusType.uint32, to: &iter)
        case .int64(let n): return appendBasic(n, type: DBusType.int64, to: &iter)
        case .uint64(let n): return appendBasic(n, type: DBusType.uint64, to: &iter)
        case .double(let d): return appendBasic(d, type: DBusType.double, to: &iter)
        case .variant(let inner):
            return container(DBusType.variant, signature: inner.signature, in: &iter) { sub in append(inner, to: &sub) }
        case .array(let element, let items):
            return container(DBusType.array, signature: element, in: &iter) { sub in items.allSatisfy { append($0, to: &sub) } }
        case .structure(let fields):
            return container(DBusType.structure, signature: nil, in: &iter) { sub in fields.allSatisfy { append($0, to: &sub) } }
        case .dictEntry(let key, let value):
            return container(DBusType.dictEntry, signature: nil, in: &iter) { sub in append(key, to: &sub) && append(value, to: &sub) }
        }
    }

    /// Appends a fixed-size value (a number) of D-Bus type `type`, which must be the one its Swift type stands for.
    private static func appendBasic<T: BitwiseCopyable>(_ value: T, type: Int32, to iter: inout DBusMessageIter) -> Bool {
        var v = value
        return dbus_message_iter_append_basic(&iter, type, &v) != 0
    }

    private static func appendString(_ s: String, type: Int32, to iter: inout DBusMessageIter) -> Bool {
        // D-Bus strings hold no NUL: a string with one is cut there rather than refused.
        s.withCString { pointer in
            var p: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iter, type, &p) != 0
        }
    }

    private static func container(_ type: Int32, signature: String?, in iter: inout DBusMessageIter,
                                  fill: (inout DBusMessageIter) -> Bool) -> Bool {
        var sub = DBusMessageIter()
        let opened: dbus_bool_t
        if let signature {
            opened = signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &sub) }
        } else {
            opened = dbus_message_iter_open_container(&iter, type, nil, &sub)
        }
        guard opened != 0 else { return false }
        guard fill(&sub) else {
            dbus_message_iter_abandon_container(&iter, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iter, &sub) != 0
    }

    /// The message's arguments, each with its own type; file descriptors (which the bridge never takes) are
    /// skipped, so read the message's signature (``signature(of:)``) to say what a caller sent.
    package static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        return values(&iter)
    }

    private static func values(_ iter: inout DBusMessageIter) -> [DBusValue] {
        var out: [DBusValue] = []
        while true {
            let type = dbus_message_iter_get_arg_type(&iter)
            if type == DBusType.invalid { break }
            if let value = value(&iter, type: type) { out.append(value) }
            if dbus_message_iter_next(&iter) == 0 { break }
        }
        return out
    }

    private static func value(_ iter: inout DBusMessageIter, type: Int32) -> DBusValue? {
        switch type {
        case DBusType.string, DBusType.objectPath, DBusType.signature:
            var p: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &p)
            let s = p.map { String(cString: $0) } ?? ""
            return type == DBusType.objectPath ? .objectPath(s) : type == DBusType.signature ? .signature(s) : .string(s)
        case DBusType.boolean:
            let v: dbus_bool_t = basic(&iter, 0)
            return .boolean(v != 0)
        case DBusType.byte: return .byte(basic(&iter, 0))
        case DBusType.int16: return .int16(basic(&iter, 0))
        case DBusType.uint16: return .uint16(basic(&iter, 0))
        case DBusType.int32: return .int32(basic(&iter, 0))
        case DBusType.uint32: return .uint32(basic(&iter, 0))
        case DBusType.int64: return .int64(basic(&iter, 0))
        case DBusType.uint64: return .uint64(basic(&iter, 0))
        case DBusType.double: return .double(basic(&iter, 0))
        case DBusType.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return values(&sub).first.map { .variant($0) }
        case DBusType.array:
            let full = signature(of: &iter)
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return .array(element: String(full.dropFirst()), values(&sub))
        case DBusType.structure:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return .structure(values(&sub))
        case DBusType.dictEntry:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            let pair = values(&sub)
            guard pair.count == 2 else { return nil }
            return .dictEntry(pair[0], pair[1])
        default:
            return nil
        }
    }

    /// The fixed-size value at the iterator, read into a `T` (which must be the size of its D-Bus type).
    private static func basic<T: BitwiseCopyable>(_ iter: inout DBusMessageIter, _ zero: T) -> T {
        var v = zero
        dbus_message_iter_get_basic(&iter, &v)
        return v
    }

    /// The signature of the message's arguments, all of them, as libdbus read it off the wire ("iiu"; "" for none).
    package static func signature(of message: OpaquePointer) -> String {
        dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
    }

    private static func signature(of iter: inout DBusMessageIter) -> String {
        guard let s = dbus_message_iter_get_signature(&iter) else { return "" }
        defer { dbus_free(s) }
        return String(cString: s)
    }
}
