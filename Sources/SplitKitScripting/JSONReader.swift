// Reads JSON strictly: the reader's own scan names the line and column of a mistake, JSONDecoder builds the values.
import FoundationEssentials
import Glibc

/// A place in JSON text that could not be read.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// What sort of mistake it is, for callers that explain some sorts further.
    public enum Kind: Equatable, Sendable {
        /// The text breaks JSON's grammar, or is not UTF-8.
        case grammar
        /// A number beyond the largest `Double`: the grammar is right, the value is what cannot be read.
        case numberTooLarge
        /// A number nearer to 0 than the smallest `Double` (such as `1e-400`), which JSONDecoder refuses.
        case numberTooSmall
        /// A key that appears twice in one object: JSONDecoder would keep one of the two without a word.
        case duplicateKey
        /// The outermost array has more elements than the caller takes (``JSONReader/validate(_:maximumElements:)``):
        /// the rest was not read.
        case tooManyElements
    }

    /// 1-based line of the problem (0 when the text has no position for it).
    public var line: Int
    /// 1-based column of the problem, in characters.
    public var column: Int
    /// What was wrong.
    public var message: String
    /// What sort of mistake it is.
    public var kind: Kind
    /// The array indices and object keys leading to the problem, outermost first (for a duplicate key, ending
    /// with that key). Filled in for ``Kind/numberTooLarge``, ``Kind/numberTooSmall`` and ``Kind/duplicateKey``
    /// only, where a caller can say what belongs there.
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
/// The reader's own strict scan checks the text first — RFC 8259's grammar (numbers as JSON writes them: no
/// `+1`, `01`, `1.`, `.5`; escapes `\u` with four hex digits and surrogates in pairs; no raw control characters;
/// no trailing commas), each key once per object, at most 512 levels of nesting, and numbers a `Double` can hold —
/// and names the line and column of the first mistake. `JSONDecoder` then builds the values. A UTF-8 byte order
/// mark at the start is passed over (editors on some systems write one). Object members come back sorted by key.
///
/// Why both: on Linux (Swift 6.3) `JSONDecoder` says only "The given data was not valid JSON." — no line,
/// column or path — and accepts trailing commas and silently keeps one of two equal keys; what it does well,
/// decoding into types with the coding path of a wrong value, is left to it.
public enum JSONReader {
    /// The deepest nesting accepted (the limit of Foundation's `JSONDecoder`, which builds the values).
    public static let maximumDepth = 512

    /// Parses UTF-8 JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    /// Parses JSON bytes, which must be UTF-8.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let body = try validate(data)
        do {
            return try JSONDecoder().decode(JSONValue.self, from: body)
        } catch {
            // Not expected: the scan refuses everything JSONDecoder is known to refuse.
            throw JSONSyntaxError(line: 0, column: 0, message: "not valid JSON (\(error))")
        }
    }

    /// Checks that JSON bytes are UTF-8 and one well-formed JSON value that `JSONDecoder` can read, naming the
    /// line and column of the first mistake, and returns the JSON text without a leading byte order mark (lines
    /// and columns are counted without it, as editors show them). For callers that decode the bytes into their
    /// own types: decode the bytes returned. With `maximumElements`, an outermost array with more elements is refused
    /// as soon as the scan reaches the one too many (``JSONSyntaxError/Kind/tooManyElements``), before anything else
    /// is read or decoded.
    @discardableResult
    public static func validate(_ data: Data, maximumElements: Int = .max) throws(JSONSyntaxError) -> Data {
        let body = data.starts(with: byteOrderMark) ? Data(data.dropFirst(byteOrderMark.count)) : data
        let bytes = [UInt8](body)
        if let bad = firstInvalidUTF8(bytes) {
            throw error(at: bad, in: bytes, "not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        if let mistake = JSONScanner.firstMistake(in: bytes, maximumDepth: maximumDepth, maximumElements: maximumElements) {
            throw error(at: mistake.offset, in: bytes, mistake.message, kind: mistake.kind, path: mistake.path)
        }
        return body
    }

    /// UTF-8's byte order mark, U+FEFF.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A string literal's value (quotes included in `literal`), its escapes read by JSONDecoder; empty if it
    /// cannot be read.
    static func stringValue(ofLiteral literal: [UInt8]) -> String {
        (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? ""
    }

    private static func error(
        at offset: Int, in bytes: [UInt8], _ message: String, kind: JSONSyntaxError.Kind = .grammar, path: [JSONPathComponent] = []
    ) -> JSONSyntaxError {
        let (line, column) = position(of: offset, in: bytes)
        return JSONSyntaxError(line: line, column: column, message: message, kind: kind, path: path)
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(0, offset), bytes.count)
        var line = 1, lineStart = 0
        for (index, byte) in bytes[..<end].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    /// The offset of the first byte that does not belong to valid UTF-8, if any: the standard library's check first
    /// (a byte at a time here took a second for a 16 MB file in a debug build), the offset only for text that fails it.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
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
