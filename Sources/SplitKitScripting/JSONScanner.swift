// Finds the first mistake in JSON text in one strict pass (RFC 8259, keys once per object), with its offset and path.

/// A strict JSON grammar check over UTF-8 bytes. It builds no values (JSONDecoder does that); it only names the
/// first place the text breaks the grammar, holds a number a `Double` cannot take or repeats a key in one object,
/// and the array indices and object keys leading there.
struct JSONScanner {
    /// The first mistake: where it is, what is wrong, and the containers around it.
    struct Mistake: Error {
        var offset: Int
        var message: String
        var kind: JSONSyntaxError.Kind = .grammar
        var path: [JSONPathComponent] = []
    }

    /// An open container: an array at an element index, or an object at a member whose key spans these bytes.
    private enum Level {
        case array(Int)
        case object(key: Range<Int>)
    }

    private let bytes: [UInt8]
    private let maximumDepth: Int
    /// The most elements the outermost array may have: the scan stops at the one after, without reading the rest.
    private let maximumElements: Int
    private var index = 0
    private var levels: [Level] = []
    /// For each open object, innermost last: the keys read so far (as JSONDecoder reads them, escapes decoded and
    /// compared as Swift compares strings) and the offset of each one's opening quote.
    private var keysSeen: [[String: Int]] = []

    /// The first mistake in `bytes`, or nil when they are one well-formed JSON value.
    static func firstMistake(in bytes: [UInt8], maximumDepth: Int, maximumElements: Int = .max) -> Mistake? {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth, maximumElements: maximumElements)
        do {
            try scanner.scanDocument()
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8], maximumDepth: Int, maximumElements: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
    }

    private mutating func scanDocument() throws(Mistake) {
        value: while true {
            try scanValueOrOpen()
            // After a value: close containers, or step to the next element or member.
            while let level = levels.last {
                skipSpace()
                let close = if case .array = level { UInt8(ascii: "]") } else { UInt8(ascii: "}") }
                if peek == close {
                    index += 1
                    if case .object = levels.removeLast() { keysSeen.removeLast() }
                } else if peek == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    skipSpace()
                    if let next = peek, next == UInt8(ascii: "]") || next == UInt8(ascii: "}") {
                        throw Mistake(offset: comma, message: "a trailing comma before '\(Character(Unicode.Scalar(next)))'")
                    }
                    switch level {
                    case .array(let n):
                        if levels.count == 1, n + 1 >= maximumElements {
                            throw Mistake(offset: index, message: "more than \(maximumElements) elements", kind: .tooManyElements)
                        }
                        levels[levels.count - 1] = .array(n + 1)
                    case .object: try scanKey()
                    }
                    continue value
                } else {
                    throw expected("',' or '\(Character(Unicode.Scalar(close)))'")
                }
            }
            skipSpace()
            guard peek == nil else { throw expected("the end of the text") }
            return
        }
    }

    /// Scans a whole scalar value, or opens a container and leaves `index` at its first element's value
    /// (an empty container is opened and closed, counting as a value).
    private mutating func scanValueOrOpen() throws(Mistake) {
        skipSpace()
        let value = "a value (a string, number, object, array, true, false or null)"
        guard let byte = peek else { throw expected(value) }
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isArray = byte == UInt8(ascii: "[")
            guard levels.count < maximumDepth else {
                throw Mistake(offset: index, message: "nested more than \(maximumDepth) levels deep")
            }
            index += 1
            skipSpace()
            if peek == UInt8(ascii: isArray ? "]" : "}") {
                index += 1
            } else if isArray {
                levels.append(.array(0))
                try scanValueOrOpen()
            } else {
                levels.append(.object(key: 0..<0))
                keysSeen.append([:])
                try scanKey()
                try scanValueOrOpen()
            }
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case UInt8(ascii: "t") where literal("true"), UInt8(ascii: "f") where literal("false"), UInt8(ascii: "n") where literal("null"):
            break
        default: throw expected(value)
        }
    }

    /// Scans `"key"` and the colon after it, recording the key as the innermost object's member; a key the
    /// object already has is a mistake.
    private mutating func scanKey() throws(Mistake) {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw expected("a member's key, a string in double quotes") }
        let start = index
        let key = try scanString()
        levels[levels.count - 1] = .object(key: key)
        let name = keyName(key)
        if let first = keysSeen[keysSeen.count - 1][name] {
            let (line, column) = JSONReader.position(of: first, in: bytes)
            throw Mistake(offset: start, message: "the key \(JSONValue.string(name).compactText) appears twice in one object (first at line "
                + "\(line), column \(column)); JSON objects take each key once, and one of the two would be lost: remove one",
                kind: .duplicateKey, path: path)
        }
        keysSeen[keysSeen.count - 1][name] = start
        skipSpace()
        guard peek == UInt8(ascii: ":") else { throw expected("':' after the key") }
        index += 1
    }

    /// Scans a string literal, returning the bytes of its contents (between the quotes).
    private mutating func scanString() throws(Mistake) -> Range<Int> {
        let start = index + 1
        index += 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return start..<index - 1
            case UInt8(ascii: "\\"):
                try scanEscape()
            case ..<0x20:
                throw Mistake(offset: index, message: "a raw control character (U+\(hex(UInt16(byte)))) in a string; write it as an escape such as \\n or \\u0009")
            default:
                index += 1
            }
        }
        throw expected("the '\"' that closes the string")
    }

    private mutating func scanEscape() throws(Mistake) {
        guard index + 1 < bytes.count else {
            index += 1
            throw expected("an escape after '\\'")
        }
        guard bytes[index + 1] == UInt8(ascii: "u") else {
            guard "\"\\/bfnrt".utf8.contains(bytes[index + 1]) else {
                throw Mistake(offset: index, message: "the escape \(text(index..<index + 2)) is not one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
            index += 2
            return
        }
        guard let unit = codeUnit(at: index) else {
            throw Mistake(offset: index, message: "the escape \(text(index..<min(index + 6, bytes.count))) needs four hex digits after \\u")
        }
        let written = text(index..<index + 6)
        if (0xD800...0xDBFF).contains(unit) {
            guard let next = codeUnit(at: index + 6), (0xDC00...0xDFFF).contains(next) else {
                throw Mistake(offset: index, message: "the escape \(written) is a lone surrogate: "
                    + "a high surrogate (\\ud800–\\udbff) must be followed by a low one (\\udc00–\\udfff)")
            }
            index += 12
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw Mistake(offset: index, message: "the escape \(written) is a lone surrogate: "
                + "a low surrogate (\\udc00–\\udfff) must follow a high one (\\ud800–\\udbff)")
        } else {
            index += 6
        }
    }

    /// The UTF-16 code unit of a `\uXXXX` escape starting at `offset`, if one does.
    private func codeUnit(at offset: Int) -> UInt16? {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        let digits = bytes[offset + 2..<offset + 6]
        guard digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    /// Scans `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?` and checks that a `Double` can hold it.
    private mutating func scanNumber() throws(Mistake) {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
            if let digit = peek, isDigit(digit) {
                let end = bytes[index...].firstIndex { !isDigit($0) } ?? bytes.count
                throw Mistake(offset: index, message: "the number \(text(start..<end)) has a leading zero; JSON writes no zeros before a number's first digit")
            }
        } else {
            try digits(after: "'-'")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            try digits(after: "the decimal point")
        }
        let mantissa = start..<index
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            try digits(after: "the exponent's 'e'")
        }
        let token = text(start..<index)
        guard let value = Double(token) else { return }
        if value.isInfinite {
            throw Mistake(offset: start, message: "the number \(token) is too large (beyond ±1.8e308)", kind: .numberTooLarge, path: path)
        }
        // A value that rounds to zero from nonzero digits: JSONDecoder refuses it rather than read 0.
        if value == 0, bytes[mantissa].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            throw Mistake(offset: start, message: "the number \(token) is too small (nearer to 0 than ±4.9e-324); write 0",
                          kind: .numberTooSmall, path: path)
        }
    }

    private mutating func digits(after what: String) throws(Mistake) {
        guard let byte = peek, isDigit(byte) else { throw expected("a digit after \(what)") }
        while let byte = peek, isDigit(byte) { index += 1 }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[index...].starts(with: word) else { return false }
        index += word.count
        return true
    }

    /// "expected X, found Y" at the current offset, or that the text ends before X.
    private func expected(_ what: String) -> Mistake {
        guard index < bytes.count else { return Mistake(offset: index, message: "the text ends early: expected \(what)") }
        var decoder = UTF8()
        var rest = bytes[index...].makeIterator()
        let found = if case .scalarValue(let scalar) = decoder.decode(&rest) { String(Character(scalar)) } else { "?" }
        return Mistake(offset: index, message: "expected \(what), found '\(found)'")
    }

    /// The array indices and object keys of the open containers, outermost first.
    private var path: [JSONPathComponent] {
        levels.map { level in
            switch level {
            case .array(let n): return .index(n)
            case .object(let key): return .key(keyName(key))
            }
        }
    }

    /// A key's value, from the bytes between its quotes: its escapes read as JSONDecoder reads them.
    private func keyName(_ key: Range<Int>) -> String {
        let literal = bytes[key]
        guard literal.contains(UInt8(ascii: "\\")) else { return String(decoding: literal, as: UTF8.self) }
        return JSONReader.stringValue(ofLiteral: Array(bytes[key.lowerBound - 1...key.upperBound]))
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    private func hex(_ n: UInt16) -> String {
        let digits = String(n, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }
}
