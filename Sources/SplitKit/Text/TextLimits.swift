// How much text a field or a stored value may hold, counted in what each cost grows with, and the cut that keeps it so.

/// The most text a field holds, in characters and in what drawing and storing it cost.
///
/// A `Character` (a grapheme cluster) can be any size: one letter with a million combining marks, or thousands of
/// emoji joined by zero-width joiners, is one character. So a length in characters alone bounds nothing a frame
/// pays for. These limits bound each cost:
///
/// - ``characters``: what a user counts and edits (200);
/// - ``scalars``: Unicode scalars, what bidi ordering, font lookup and shaping work through (1,000);
/// - ``utf8Bytes``: bytes in UTF-8, what storing, hashing and comparing the text cost (2,000);
/// - ``scalarsPerCharacter``: the scalars of one character — its first and every combining mark, variation selector,
///   skin tone, zero-width joiner and joined emoji, tag character after it (31). That is the first scalar and the 30
///   non-starters Unicode's Stream-Safe Text Format (UAX #15) allows in a row, three times the longest emoji
///   sequence Unicode recommends (10 scalars: 👩🏻‍❤️‍💋‍👨🏼); only abuse has more. A character's scalars past
///   that are dropped, the first ones kept, as a browser keeps a field to its `maxlength`.
///
/// 200 characters of Latin, Cyrillic, CJK or emoji with a skin tone fit all four; joiner-made emoji such as 👩‍💻
/// (3 scalars, 11 bytes) fit 181 times.
public struct TextLimits: Hashable, Sendable {
    /// Most characters (grapheme clusters).
    public var characters: Int
    /// Most Unicode scalars.
    public var scalars: Int
    /// Most bytes in UTF-8.
    public var utf8Bytes: Int
    /// Most scalars in one character; what is past them is dropped.
    public var scalarsPerCharacter: Int

    /// Limits of `characters` characters, `scalars` scalars, `utf8Bytes` bytes and `scalarsPerCharacter` scalars a
    /// character (each at least 1, and the bytes at least 4: one scalar's worth).
    public init(characters: Int = 200, scalars: Int = 1_000, utf8Bytes: Int = 2_000, scalarsPerCharacter: Int = 31) {
        self.characters = max(1, characters)
        self.scalars = max(1, scalars)
        self.utf8Bytes = max(4, utf8Bytes)
        self.scalarsPerCharacter = max(1, scalarsPerCharacter)
    }

    /// 200 characters, 1,000 scalars, 2,000 bytes, 31 scalars a character: a name, an address, a title.
    public static let standard = TextLimits()

    /// Whether `text` is within every limit.
    public func allows(_ text: String) -> Bool {
        text.utf8.count <= utf8Bytes && text.unicodeScalars.count <= scalars && text.count <= characters
            && text.allSatisfy { $0.unicodeScalars.count <= scalarsPerCharacter }
    }

    /// `text` within the limits: each character cut to its first ``scalarsPerCharacter`` scalars, then its longest
    /// beginning of whole characters within the other three. Only the first ``utf8Bytes`` bytes of `text` are looked
    /// at, so the work is bounded whatever its length.
    public func limited(_ text: String) -> String {
        let cut = capped(lookedAt(text))
        var kept = 0, scalarCount = 0, bytes = 0
        var end = cut.startIndex
        for character in cut {
            let s = character.unicodeScalars.count, b = character.utf8.count
            guard kept < characters, scalarCount + s <= scalars, bytes + b <= utf8Bytes else { break }
            kept += 1
            scalarCount += s
            bytes += b
            end = cut.index(after: end)
        }
        return end == cut.endIndex ? cut : String(cut[..<end])
    }

    /// `text` (itself within the limits) with `typed` put in at `caret` (in characters), and the caret after it: what
    /// of `typed` fits — its characters capped, and its longest beginning that keeps the whole within the limits.
    /// Only the first ``utf8Bytes`` bytes of `typed` are looked at. A mark typed after a letter joins it, and that
    /// character is capped too.
    public func inserting(_ typed: String, into text: String, at caret: Int) -> (text: String, caret: Int) {
        let index = text.index(text.startIndex, offsetBy: min(max(0, caret), text.count))
        let before = String(text[..<index]), after = String(text[index...])
        var room = (characters: characters - text.count, scalars: scalars - text.unicodeScalars.count,
                    bytes: utf8Bytes - text.utf8.count)
        var accepted = ""
        for character in capped(lookedAt(typed)) {
            let s = character.unicodeScalars.count, b = character.utf8.count
            guard room.characters > 0, s <= room.scalars, b <= room.bytes else { break }
            accepted.append(character)
            room = (room.characters - 1, room.scalars - s, room.bytes - b)
        }
        // Capping only drops scalars, so the joined text stays within the other limits.
        let head = capped(before + accepted), whole = capped(head + after)
        return (whole, min(head.count, whole.count))
    }

    /// `text` with each character cut to its first ``scalarsPerCharacter`` scalars (a joiner left at the end of a cut
    /// is dropped too, so the cut character does not join the next one); repeated until no character is longer, as
    /// a cut can still let two characters join (Hangul jamo).
    public func capped(_ text: String) -> String {
        var text = text
        while text.unicodeScalars.count > scalarsPerCharacter,
              text.contains(where: { $0.unicodeScalars.count > scalarsPerCharacter }) {
            var view = String.UnicodeScalarView()
            for character in text {
                let scalars = character.unicodeScalars
                guard scalars.count > scalarsPerCharacter else {
                    view.append(contentsOf: scalars)
                    continue
                }
                var kept = Array(scalars.prefix(scalarsPerCharacter))
                while kept.count > 1, kept.last == "\u{200D}" { kept.removeLast() }
                view.append(contentsOf: kept)
            }
            text = String(view)
        }
        return text
    }

    /// What of `text` is looked at: its first ``utf8Bytes`` bytes, ending between two scalars, and without a last
    /// character the cut may have shortened — a part of 👩🏽‍💻 is 👩🏽, another character — unless it already has
    /// ``scalarsPerCharacter`` scalars, all it could keep anyway.
    func lookedAt(_ text: String) -> String {
        let start = Self.prefix(of: text, utf8Bytes: utf8Bytes)
        guard start.utf8.count < text.utf8.count, let last = start.last, last.unicodeScalars.count < scalarsPerCharacter else { return start }
        let next = text.unicodeScalars[text.utf8.index(text.utf8.startIndex, offsetBy: start.utf8.count)]
        let continues = (String(last) + String(Character(next))).count == 1  // the cut fell inside the last character
        return continues ? String(start.dropLast()) : start
    }

    /// The longest beginning of `text` of at most `utf8Bytes` bytes that ends between two scalars.
    static func prefix(of text: String, utf8Bytes: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > utf8Bytes else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: utf8Bytes)
        while end > utf8.startIndex, end.samePosition(in: text.unicodeScalars) == nil { end = utf8.index(before: end) }
        return String(text.unicodeScalars[..<end])
    }
}
