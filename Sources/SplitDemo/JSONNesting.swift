// How deep a JSON document's arrays and objects nest, counted on its bytes without parsing it.

/// The nesting depth of JSON text: what decides whether Foundation's coders can read and write it.
enum JSONNesting {
    /// The deepest nesting of arrays and objects in `bytes` (the document's own object or array is level 1), with
    /// brackets inside strings not counted. Bytes that are not JSON give some count; the parser says what is wrong.
    static func depth<Bytes: Sequence>(of bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
