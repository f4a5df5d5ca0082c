// The words in a `.strings` table's text (`"key" = "value";` with comments), read as Foundation's property-list reader
// reads that old-style format, without Foundation.

/// Reads the text of a `.strings` table: `"key" = "value";` entries, `/* … */` and `//` comments, the escapes `\"`,
/// `\\`, `\n`, `\t`, `\r`, `\UXXXX` (UTF-16, surrogate pairs joined) and octal `\ooo`, unquoted words of ASCII letters,
/// digits and `_$/:.-`, a bare `"key";` for `"key" = "key";`, and the whole table in `{ … }`. A later entry replaces an
/// earlier one with the same key. White space and line breaks are Foundation's (tab to carriage return, space, U+2028,
/// U+2029). Where Foundation differs: a comment left open and text that is no entry are mistakes here (Foundation
/// read to the end, or stopped there without a word), and an octal escape above `\177` is Latin-1 (Foundation's was
/// NeXTSTEP's character set).
enum StringsTableText {
    /// What is wrong with a table's text, and on which line.
    struct Mistake: Error, CustomStringConvertible {
        let line: Int
        let what: String
        var description: String { "line \(line): \(what)" }
    }

    /// The words `text` holds; throws ``Mistake`` at the first thing that is not part of a strings table.
    static func words(in text: String) throws(Mistake) -> [String: String] {
        var reader = Reader(Array(text.unicodeScalars))
        return try reader.table()
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            if scalars.first == "\u{FEFF}" { index = 1 }
        }

        var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// Moves past the next scalar, counting lines: a line feed, a carriage return, or both together end one.
        mutating func advance() {
            let scalar = scalars[index]
            if Self.isLineBreak(scalar), !(scalar == "\n" && index > 0 && scalars[index - 1] == "\r") { line += 1 }
            index += 1
        }

        static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }

        /// Foundation's white space in this format: tab, line feed, vertical tab, form feed, carriage return, space,
        /// and the line and paragraph separators.
        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}"
        }

        func mistake(_ what: String, line: Int? = nil) -> Mistake { Mistake(line: line ?? self.line, what: what) }

        mutating func table() throws(Mistake) -> [String: String] {
            var words: [String: String] = [:]
            try skipSpace()
            let braced = next == "{"
            if braced { advance() }
            while true {
                try skipSpace()
                guard let scalar = next else {
                    if braced { throw mistake("the table opened with '{' has no '}'") }
                    return words
                }
                if braced, scalar == "}" {
                    advance()
                    try skipSpace()
                    if next != nil { throw mistake("text after the table's closing '}'") }
                    return words
                }
                let key = try string("a key in quotes")
                try skipSpace()
                if next == ";" {
                    advance()
                    words[key] = key
                    continue
                }
                guard next == "=" else { throw mistake("'=' is missing after the key \"\(key)\"") }
                advance()
                try skipSpace()
                let value = try string("the value of \"\(key)\" in quotes")
                try skipSpace()
                guard next == ";" else { throw mistake("';' is missing after the value of \"\(key)\"") }
                advance()
                words[key] = value
            }
        }

        /// Skips white space and comments.
        mutating func skipSpace() throws(Mistake) {
            while let scalar = next {
                if Self.isSpace(scalar) {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
                    guard index + 1 < scalars.count else { throw mistake("the comment that starts on line \(start) has no end ('*/')") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let scalar = next, !Self.isLineBreak(scalar) { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted or unquoted string; `expected` names it when there is none.
        mutating func string(_ expected: String) throws(Mistake) -> String {
            guard let first = next else { throw mistake("the table ends where \(expected) should be") }
            if first == "\"" || first == "'" { return try quoted(first) }
            var word = String.UnicodeScalarView()
            while let scalar = next, Self.isUnquoted(scalar) {
                word.append(scalar)
                advance()
            }
            guard !word.isEmpty else { throw mistake("\(expected) should be here, not '\(first)'") }
            return String(word)
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar))
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws(Mistake) -> String {
            let start = line
            advance()
            var text = String.UnicodeScalarView()
            var pendingHigh: UInt16?  // a \U high surrogate waiting for its low half
            func flushHigh() {
                if pendingHigh != nil { text.append("\u{FFFD}"); pendingHigh = nil }
            }
            while let scalar = next {
                advance()
                if scalar == quote {
                    flushHigh()
                    return String(text)
                }
                guard scalar == "\\", let escaped = next else {
                    flushHigh()
                    text.append(scalar)
                    continue
                }
                advance()
                if escaped == "U" {
                    var unit: UInt16 = 0
                    for _ in 0..<4 {
                        guard let digit = next, let value = Int(String(digit), radix: 16) else { break }
                        unit = unit &* 16 &+ UInt16(value)
                        advance()
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        flushHigh()
                        pendingHigh = unit
                    } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                        pendingHigh = nil
                        text.append(Unicode.Scalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00))!)
                    } else {
                        flushHigh()
                        text.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
                    }
                    continue
                }
                flushHigh()
                if ("0"..."7").contains(escaped) {
                    var value = escaped.value - 0x30
                    for _ in 0..<2 {
                        guard let digit = next, ("0"..."7").contains(digit) else { break }
                        value = value * 8 + digit.value - 0x30
                        advance()
                    }
                    text.append(Unicode.Scalar(UInt8(value & 0xFF)))  // 8 bits, as Foundation keeps
                    continue
                }
                switch escaped {
                case "a": text.append("\u{07}")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "v": text.append("\u{0B}")
                default: text.append(escaped)
                }
            }
            throw mistake("the text in quotes that starts on line \(start) has no closing \(quote == "\"" ? "\"" : "'")", line: start)
        }
    }
}
