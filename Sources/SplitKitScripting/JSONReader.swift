// Reads JSON strictly with Foundation, adding what it leaves out: trailing commas refused, line:column errors.
import Foundation

/// A place in JSON text that could not be read.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// 1-based line of the problem (0 when the text has no position for it).
    public var line: Int
    /// 1-based column of the problem, in characters.
    public var column: Int
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line), column \(column): \(message)" : message }
}

/// Parses JSON documents into ``JSONValue``s.
///
/// Foundation's `JSONSerialization` checks the text — numbers as JSON writes them (no `+1`, `01`, `1.`, `.5`),
/// escapes (`\u` with four hex digits, surrogate pairs joined), no raw control characters, at most 512 levels
/// of nesting — and `JSONDecoder` builds the values. Foundation accepts trailing commas (`[1,]`); this reader
/// does not, so anything it accepts is valid JSON. Object members come back sorted by key.
public enum JSONReader {
    /// The deepest nesting accepted (Foundation's limit).
    public static let maximumDepth = 512

    /// Parses UTF-8 JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    /// Parses JSON bytes, which must be UTF-8.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let bytes = [UInt8](data)
        if let bad = firstInvalidUTF8(bytes) {
            throw error(at: bad, in: bytes, "not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw explain(error, in: bytes)
        }
        if let comma = trailingComma(bytes) {
            throw error(at: comma, in: bytes, "a trailing comma before '\(Character(Unicode.Scalar(bytes[nextNonSpace(bytes, after: comma)])))'")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JSONSyntaxError(line: 0, column: 0, message: "not valid JSON (\(error))")
        }
    }

    /// Foundation's message, with its character offset turned into a line and column.
    private static func explain(_ failure: any Error, in bytes: [UInt8]) -> JSONSyntaxError {
        let described = ((failure as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(failure)"
        var message = described.hasSuffix(".") ? String(described.dropLast()) : described
        var offset: Int?
        for marker in [" around character ", " at "] {
            if let range = message.range(of: marker, options: .backwards), let n = Int(message[range.upperBound...]) {
                offset = n
                message = String(message[..<range.lowerBound])
                break
            }
        }
        if message.hasPrefix("Too many nested") { message = "nested more than \(maximumDepth) levels deep" }
        if message.hasPrefix("Unexpected end of file") || offset == nil && message.contains("end of file") {
            offset = bytes.count
        }
        return offset.map { error(at: $0, in: bytes, message) } ?? JSONSyntaxError(line: 0, column: 0, message: message)
    }

    private static func error(at offset: Int, in bytes: [UInt8], _ message: String) -> JSONSyntaxError {
        let end = min(max(0, offset), bytes.count)
        var line = 1, lineStart = 0
        for (index, byte) in bytes[..<end].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// The offset of a comma followed (after white space) by `]` or `}`, outside strings.
    private static func trailingComma(_ bytes: [UInt8]) -> Int? {
        var inString = false, escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if byte == UInt8(ascii: ","), [UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[nextNonSpace(bytes, after: index)]) {
                return index
            }
        }
        return nil
    }

    private static func nextNonSpace(_ bytes: [UInt8], after index: Int) -> Int {
        var i = index + 1
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
        return min(i, bytes.count - 1)
    }

    /// The offset of the first byte that does not belong to valid UTF-8, if any.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value; object members are sorted by key.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                ($0.stringValue, try container.decode(JSONValue.self, forKey: $0))
            })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { self = .null } else if let b = try? value.decode(Bool.self) { self = .bool(b) }
        else if let n = try? value.decode(Double.self) { self = .number(n) } else { self = .string(try value.decode(String.self)) }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
