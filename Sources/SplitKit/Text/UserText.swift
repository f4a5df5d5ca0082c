// Text from a user or a file, put among the program's own words so it can neither reorder them nor pass for them.

/// Helpers for showing text a program did not write — a name, an address, what was typed — inside its own text.
///
/// - ``isolated(_:)`` keeps the text's direction to itself: a right-to-left override in a name cannot turn the words
///   after it around (`Ava ‮gnp.exe — splitview` showing " — splitview" backwards in every window list).
/// - ``excerpt(_:characters:)`` quotes a long text by its beginning, so a message about a megabyte stays a line.
/// - ``hasVisibleCharacter(_:)`` tells whether the text draws anything at all.
public enum UserText {
    /// U+2068 FIRST STRONG ISOLATE: starts text that takes its direction from its first strong character.
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE: ends an isolate, and with it any embedding or override left open inside.
    public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (Unicode's UAX #9, as HTML's
    /// `<bdi>`): for the text around it the isolate is one neutral character, and inside it reads in the direction of its
    /// own first strong character; embeddings and overrides it leaves open end at the isolate's end. Put user text in
    /// it wherever it is joined with other text — window titles, messages, accessible names. The two marks draw nothing
    /// (FriBidi and HarfBuzz handle them; SplitKitSDL's text layer draws them invisibly).
    public static func isolated(_ text: String) -> String {
        String(Character(firstStrongIsolate)) + text + String(Character(popDirectionalIsolate))
    }

    /// The beginning of `text` for quoting in a message: `text` itself when it has at most `characters` characters of
    /// at most ``TextLimits/scalarsPerCharacter`` scalars each, else its first `characters − 1` characters so cut
    /// (``TextLimits/capped(_:)``), without spaces at the end, and "…". Only the beginning of a long text is looked at.
    public static func excerpt(_ text: String, characters: Int = 32) -> String {
        let characters = max(1, characters), perCharacter = TextLimits.standard.scalarsPerCharacter
        let start = TextLimits(characters: characters, scalars: characters * perCharacter, utf8Bytes: characters * perCharacter * 4,
                               scalarsPerCharacter: perCharacter).limited(text)
        guard start.utf8.count < text.utf8.count else { return text }
        var cut = Substring(start.count == characters ? String(start.dropLast()) : start)  // room for the "…"
        while cut.last?.isWhitespace == true { cut = cut.dropLast() }
        return cut + "…"
    }

    /// `text` as a message quotes it among other words: its ``excerpt(_:characters:)``, ``isolated(_:)``.
    public static func quoted(_ text: String, characters: Int = 32) -> String {
        isolated(excerpt(text, characters: characters))
    }

    /// Whether `text` has a character that draws something: a scalar that is not white space, not a control or format
    /// character (direction marks, embeddings, overrides and isolates, joiners, the soft hyphen), not default-ignorable
    /// (variation selectors, the combining grapheme joiner, tags), not a combining mark on its own, and not one of the
    /// fillers that draw blank (``isBlankFiller(_:)``). A name made of these alone shows as nothing, or as the text
    /// around it.
    public static func hasVisibleCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isVisible)
    }

    /// The scalars of `text` that draw nothing (see ``hasVisibleCharacter(_:)``), each once, in order.
    public static func invisibleScalars(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { !isVisible($0) && seen.insert($0).inserted }
    }

    /// Whether `scalar` draws something on its own (see ``hasVisibleCharacter(_:)``).
    public static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || isBlankFiller(scalar) { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .nonspacingMark:
            return false
        default:
            return true
        }
    }

    /// Letters and symbols that are drawn as blank space, though Unicode does not call them spaces: the Hangul fillers
    /// (U+115F, U+1160, U+3164, U+FFA0) and the braille pattern blank (U+2800).
    public static func isBlankFiller(_ scalar: Unicode.Scalar) -> Bool {
        [0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800].contains(scalar.value)
    }

    /// `scalar` named as Unicode names it, for a message: `U+202E RIGHT-TO-LEFT OVERRIDE`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return (scalar.properties.name ?? scalar.properties.nameAlias).map { code + " " + $0 } ?? code
    }
}
