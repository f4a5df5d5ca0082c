// A line of text cut into runs in visual order, each of one direction, one script and one face: what FriBidi's
// reordering and HarfBuzz's shaping need, so Hebrew reads right to left, Arabic joins and CJK finds a font.
import CTextShaping

/// A run of a line: characters of one embedding level, one script and one face, kept in logical order — HarfBuzz
/// shapes it in its direction and puts its glyphs in visual order itself.
struct TextRun: Hashable, Sendable {
    /// The run's characters, in the order they were typed.
    var text: String
    /// True for a right-to-left run (an odd embedding level).
    var isRightToLeft: Bool
    /// The ISO 15924 tag of its script ("Latn", "Hebr", "Arab", "Hani" …), for HarfBuzz.
    var script: String
    /// Which face draws it: 0 the set's own font, others fallbacks found through fontconfig.
    var face: Int
    /// Where it starts in the line, in Unicode scalars from the line's start (logical order).
    var start: Int = 0
}

/// Cuts lines into ``TextRun``s with GNU FriBidi (UAX #9: levels, brackets, reordering) and HarfBuzz's script
/// property; which face draws a character is the caller's answer, told whether the character is shown as an emoji.
enum TextRuns {
    /// The paragraph direction for a line: from its first strong character, or given.
    enum Base: Int32, Hashable, Sendable {
        case firstStrong = 0, leftToRight = 1, rightToLeft = 2

        /// FriBidi's paragraph direction for text reading `direction`: ``TextDirection/content`` by its first strong
        /// character, the others as given — ``TextDirection/interface``, not resolved by then, as a left-to-right one
        /// (what a display list reads it as unless its direction is set).
        init(_ direction: TextDirection) {
            switch direction {
            case .content: self = .firstStrong
            case .rightToLeft: self = .rightToLeft
            case .leftToRight, .interface: self = .leftToRight
            }
        }
    }

    /// True when `text` read from `base` is one left-to-right run in the set's own font without asking FriBidi: a
    /// simple line (``isSimple(_:)``) in a paragraph that is not right to left. In a right-to-left one its spaces and
    /// punctuation at either end take the paragraph's side ("Items." reads ".Items").
    static func isSimple(_ text: String, base: Base) -> Bool {
        base != .rightToLeft && isSimple(text)
    }

    /// True when `text` needs none of this: every character before U+0590 (Latin, Greek, Cyrillic, Armenian) or a
    /// dash, quote, bullet or ellipsis — all left to right and in the set's own font. Such a line is one run, measured and drawn as before.
    static func isSimple(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } || text.unicodeScalars.allSatisfy { $0.value < 0x0590 || Self.simplePunctuation.contains($0.value) }
    }

    /// Dashes, quotes, bullets and the ellipsis of General Punctuation (not its direction marks and embeddings).
    static let simplePunctuation: ClosedRange<UInt32> = 0x2010...0x2027

    /// The runs of `text` in visual order (left to right on screen), and whether the paragraph is right to left.
    /// Common characters (spaces, punctuation, digits) take the script of the run they are in, and combining marks
    /// (variation selectors among them), the zero-width joiner and other characters that draw nothing (direction marks
    /// and isolates: Unicode's default-ignorable ones) the face of the character before them — at the line's start, the
    /// face after them — so a word and its marks, or an emoji sequence such as 👩‍💻, are shaped together. A run goes on
    /// across a change of embedding level that keeps its direction and its logical order (a name isolated by U+2068 …
    /// U+2069 inside a line of the same direction), so isolating text does not change how it is shaped.
    static func runs(of text: String, base: Base = .firstStrong,
                     face: (_ scalar: Unicode.Scalar, _ asEmoji: Bool) -> Int) -> (runs: [TextRun], rightToLeft: Bool) {
        let scalars = Array(text.unicodeScalars)
        let count = scalars.count
        guard count > 0 else { return ([], base == .rightToLeft) }
        var codes = scalars.map(\.value)
        var levels = [UInt8](repeating: 0, count: count)
        var order = [Int32](repeating: 0, count: count)
        let rightToLeft = csdl_bidi_reorder(&codes, Int32(count), base.rawValue, &levels, &order) == 1
        let scripts = resolvedScripts(of: scalars)
        var faces = [Int](repeating: 0, count: count)
        var leadingIgnorables = 0  // default-ignorable characters at the line's start: they take the face after them
        for i in 0..<count {
            let properties = scalars[i].properties
            let ignorable = properties.isDefaultIgnorableCodePoint
            let joins = properties.generalCategory.isMark || scalars[i].value == 0x200D || ignorable
            if i == leadingIgnorables, ignorable {
                leadingIgnorables += 1
                continue
            }
            faces[i] = i > 0 && joins ? faces[i - 1] : face(scalars[i], isShownAsEmoji(scalars, at: i))
        }
        for i in 0..<leadingIgnorables { faces[i] = leadingIgnorables < count ? faces[leadingIgnorables] : 0 }
        var runs: [TextRun] = []
        var v = 0
        while v < count {
            let first = Int(order[v])
            let level = levels[first], rtl = level % 2 == 1
            var low = first, high = first, last = first, w = v + 1
            while w < count {
                let next = Int(order[w])
                guard next == (rtl ? last - 1 : last + 1), levels[next] % 2 == level % 2, scripts[next] == scripts[first],
                      faces[next] == faces[first] else { break }
                last = next
                low = min(low, next)
                high = max(high, next)
                w += 1
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[low...high])
            runs.append(TextRun(text: String(view), isRightToLeft: rtl, script: scripts[first], face: faces[first], start: low))
            v = w
        }
        return (runs, rightToLeft)
    }

    /// Whether the character at `i` is shown as an emoji (Unicode's UTS #51): one whose default is emoji presentation
    /// (🙂, ✅) unless text presentation is asked for with U+FE0E after it, or any emoji character (❤, ☺) with U+FE0F.
    static func isShownAsEmoji(_ scalars: [Unicode.Scalar], at i: Int) -> Bool {
        switch i + 1 < scalars.count ? scalars[i + 1].value : 0 {
        case 0xFE0E: false
        case 0xFE0F: scalars[i].properties.isEmoji
        default: scalars[i].properties.isEmojiPresentation
        }
    }

    /// Each character's script, with common and inherited ones ("Zyyy", "Zinh") taking the script before them, or
    /// after them at the start of the line ("Latn" when the line has none).
    static func resolvedScripts(of scalars: [Unicode.Scalar]) -> [String] {
        var scripts = scalars.map(script(of:))
        let isReal = { (tag: String) in tag != "Zyyy" && tag != "Zinh" && tag != "Zzzz" }
        var previous: String?
        for i in scripts.indices {
            if isReal(scripts[i]) { previous = scripts[i] } else if let previous { scripts[i] = previous }
        }
        let first = scripts.first(where: isReal) ?? "Latn"
        for i in scripts.indices where !isReal(scripts[i]) { scripts[i] = first }
        return scripts
    }

    /// The ISO 15924 tag of a character's script, from HarfBuzz.
    static func script(of scalar: Unicode.Scalar) -> String {
        var tag = [CChar](repeating: 0, count: 5)
        csdl_script_tag(scalar.value, &tag)
        return String(decoding: tag.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Unicode.GeneralCategory {
    /// A combining mark: it belongs to the character before it.
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
