// Reads JSON strictly with Foundation, adding what it leaves out: trailing commas refused, line:column errors
// (found in the text where Foundation gives no place, as for lone surrogates and numbers too large).
import Foundation

/// A place in JSON text that could not be read.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// What sort of mistake it is, for callers that explain some sorts further.
    public enum Kind: Equatable, Sendable {
        /// The text breaks JSON's grammar, or is not UTF-8.
        case grammar
        /// A number beyond the largest `Double`: the grammar is right, the value is what cannot be read.
        case numberTooLarge
    }

    /// 1-based line of the problem (0 when the text has no position for it).
    public var line: Int
    /// 1-based column of the problem, in characters.
    public var column: Int
    /// What was wrong.
    public var message: String
    /// What sort of mistake it is.
    public var kind: Kind
    /// The array indices and object keys leading to the problem, outermost first. Filled in for
    /// ``Kind/numberTooLarge`` only, where the text up to the problem is known to be well formed.
    public var path: [JSONPathComponent]

    /// Creates an error.
    public init(line: Int, column: Int, message: String, kind: Kind = .grammar, path: [JSONPathComponent] = []) {
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
        self.path = path
    }

    public var description: String { line > 0 ? "line \(line), column \(column): \(message)" : message }
}

/// One step from a JSON value into a member of it.
public enum JSONPathComponent: Hashable, Sendable {
    /// An array element, counted from 0.
    case index(Int)
    /// An object member.
    case key(String)
}

/// Parses JSON documents into ``JSONValue``s.
///
/// Foundation's `JSONSerialization` checks the text — numbers as JSON writes them (no `+1`, `01`, `1.`, `.5`),
/// escapes (`\u` with four hex digits, surrogate pairs joined), no raw control characters, at most 512 levels
/// of nesting — and `JSONDecoder` builds the values. Foundation accepts trailing commas (`[1,]`); this reader
/// does not, so anything it accepts is valid JSON. Where Foundation names no place for a mistake — a lone
/// surrogate escape, a number beyond the largest `Double` — this reader finds it in the text. Object members come
/// back sorted by key.
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
            throw firstMistake(foundation: error, in: bytes)
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

    /// The mistake to report when Foundation refused the text: the first in the text of Foundation's and the two
    /// it cannot place — a lone surrogate (it blames the end of the file) and a number too large (it gives no
    /// position). Foundation's wins a tie, and one with no position comes last.
    private static func firstMistake(foundation failure: any Error, in bytes: [UInt8]) -> JSONSyntaxError {
        let reported = explain(failure, in: bytes)
        let found = [loneSurrogate(bytes), tooLargeNumber(bytes)].compactMap { $0 }.min { $0.offset < $1.offset }
        if let found, found.offset < (reported.offset ?? Int.max) {
            let path = found.kind == .numberTooLarge ? path(to: found.offset, in: bytes) : []
            return error(at: found.offset, in: bytes, found.message, kind: found.kind, path: path)
        }
        return reported.offset.map { error(at: $0, in: bytes, reported.message) }
            ?? JSONSyntaxError(line: 0, column: 0, message: reported.message)
    }

    /// A mistake this reader found itself, at a byte offset.
    private struct Finding {
        var offset: Int
        var message: String
        var kind: JSONSyntaxError.Kind
    }

    /// Foundation's message, and the character offset it names (the end of the text for an unexpected end).
    private static func explain(_ failure: any Error, in bytes: [UInt8]) -> (offset: Int?, message: String) {
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
        return (offset, message)
    }

    private static func error(
        at offset: Int, in bytes: [UInt8], _ message: String, kind: JSONSyntaxError.Kind = .grammar, path: [JSONPathComponent] = []
    ) -> JSONSyntaxError {
        let end = min(max(0, offset), bytes.count)
        var line = 1, lineStart = 0
        for (index, byte) in bytes[..<end].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, message: message, kind: kind, path: path)
    }

    /// The offset of a comma followed (after white space) by `]` or `}`, outside strings.
    private static func trailingComma(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = endOfString(bytes, openingAt: index)
            } else if byte == UInt8(ascii: ","), [UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[nextNonSpace(bytes, after: index)]) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The offset of the quote that closes the string opened at `start` (the end of the text if none does).
    private static func endOfString(_ bytes: [UInt8], openingAt start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index, bytes.count)
    }

    /// The first `\uXXXX` escape that is half of a UTF-16 surrogate pair without its other half. Foundation refuses
    /// these but reports "Unexpected end of file", or no place at all.
    private static func loneSurrogate(_ bytes: [UInt8]) -> Finding? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                let end = endOfString(bytes, openingAt: index)
                if let lone = loneSurrogate(bytes, in: index + 1..<end) { return lone }
                index = end
            }
            index += 1
        }
        return nil
    }

    /// The first lone surrogate escape among a string's contents.
    private static func loneSurrogate(_ bytes: [UInt8], in contents: Range<Int>) -> Finding? {
        let high: ClosedRange<UInt16> = 0xD800...0xDBFF, low: ClosedRange<UInt16> = 0xDC00...0xDFFF
        var index = contents.lowerBound
        while index < contents.upperBound {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let unit = escapedCodeUnit(bytes, at: index) else {
                index += 2  // another escape, such as \\ or \n
                continue
            }
            let written = String(decoding: bytes[index..<index + 6], as: UTF8.self)
            if high.contains(unit) {
                guard let next = escapedCodeUnit(bytes, at: index + 6), low.contains(next) else {
                    return Finding(offset: index, message: "the escape \(written) is a lone surrogate: "
                        + "a high surrogate (\\ud800–\\udbff) must be followed by a low one (\\udc00–\\udfff)", kind: .grammar)
                }
                index += 12
            } else if low.contains(unit) {
                return Finding(offset: index, message: "the escape \(written) is a lone surrogate: "
                    + "a low surrogate (\\udc00–\\udfff) must follow a high one (\\ud800–\\udbff)", kind: .grammar)
            } else {
                index += 6
            }
        }
        return nil
    }

    /// The UTF-16 code unit of a `\uXXXX` escape starting at `index`, if one does.
    private static func escapedCodeUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
        let hex = bytes[index + 2..<index + 6]
        guard hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return UInt16(String(decoding: hex, as: UTF8.self), radix: 16)
    }

    /// The first number outside strings that is beyond the largest `Double`. Foundation refuses it as "not
    /// representable" without saying where it is.
    private static func tooLargeNumber(_ bytes: [UInt8]) -> Finding? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                index = endOfString(bytes, openingAt: index) + 1
                continue
            }
            // A run of letters, digits and sign, point and exponent characters: a number, true, false, null or a mistake.
            let end = bytes[index...].firstIndex { !isTokenByte($0) } ?? bytes.count
            guard end > index else {
                index += 1
                continue
            }
            let token = String(decoding: bytes[index..<end], as: UTF8.self)
            // Only a number JSON allows, so a mistake such as 01e999 or 0x1p9999 is left to Foundation to name.
            if token.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil, Double(token)?.isInfinite == true {
                return Finding(offset: index, message: "the number \(token) is too large (beyond ±1.8e308)", kind: .numberTooLarge)
            }
            index = end
        }
        return nil
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        let character = Character(Unicode.Scalar(byte))
        return byte < 0x80 && (character.isLetter || character.isNumber || "+-.".contains(character))
    }

    /// The array indices and object keys leading to `offset`, read from the (well formed) text before it.
    private static func path(to offset: Int, in bytes: [UInt8]) -> [JSONPathComponent] {
        var levels: [JSONPathComponent?] = []  // nil: an object whose next key is still to come
        var index = 0
        while index < offset {
            switch bytes[index] {
            case UInt8(ascii: "["): levels.append(.index(0))
            case UInt8(ascii: "{"): levels.append(nil)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): _ = levels.popLast()
            case UInt8(ascii: ","):
                switch levels.last {
                case .index(let n)??: levels[levels.count - 1] = .index(n + 1)
                case .some: levels[levels.count - 1] = nil  // the next member's key is to come
                case nil: break
                }
            case UInt8(ascii: "\""):
                let end = endOfString(bytes, openingAt: index)
                if case .some(nil) = levels.last { levels[levels.count - 1] = .key(stringValue(bytes[index..<min(end + 1, bytes.count)])) }
                index = end
            default: break
            }
            index += 1
        }
        return levels.map { $0 ?? .key("") }
    }

    /// A string literal's value, its escapes read by Foundation (empty if it cannot be read).
    private static func stringValue(_ literal: ArraySlice<UInt8>) -> String {
        (try? JSONSerialization.jsonObject(with: Data(literal), options: .fragmentsAllowed)) as? String ?? ""
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
