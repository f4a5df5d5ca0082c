// Which way a split reads: left to right, or mirrored for right-to-left languages (leading = right).

/// The direction a split view is read in: where *leading* is on screen.
///
/// Left to right, leading is the left; right to left (Arabic, Hebrew, Persian, Urdu…), leading is the right and the
/// whole split mirrors: a leading primary sits on the right, the overlay slides in from the right with its shadow on
/// its left, a pushed page comes in from the left and the back swipe starts at the right edge, toolbars put their
/// leading button (back, sidebar) on the right with the back chevron pointing right, text aligned ``TextAlignment/leading``
/// sits against the right, Tab and F6 go right to left, and Left/Right on the separator still move it the way the arrow
/// points. Screen coordinates (frames, accessibility bounds, pointer positions) stay left to right.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Leading is the left (English, and most scripts).
    case leftToRight = "ltr"
    /// Leading is the right: the split mirrors.
    case rightToLeft = "rtl"

    /// The screen side that is leading in this direction.
    public var leadingSide: Side { self == .leftToRight ? .left : .right }

    /// The screen side that is trailing in this direction.
    public var trailingSide: Side { self == .leftToRight ? .right : .left }

    /// +1 when reading moves right on screen, -1 when it moves left: multiplies a screen x motion into a motion
    /// towards the trailing side.
    public var sign: Double { self == .leftToRight ? 1 : -1 }

    /// The screen side of the primary at `edge`.
    public func side(of edge: PrimaryEdge) -> Side {
        edge == .leading ? leadingSide : trailingSide
    }

    /// `alignment` on screen: ``TextAlignment/leading`` against the left edge, ``TextAlignment/trailing`` against the
    /// right (what a ``DrawCommand/text(_:_:in:alignment:)`` holds); mirrored right to left.
    public func screenAlignment(_ alignment: TextAlignment) -> TextAlignment {
        guard self == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    /// `frame` mirrored within `container` when right to left (left as it is when left to right): a layout worked out
    /// from the leading edge, put where this direction has it.
    public func place(_ frame: Rect, in container: Rect) -> Rect {
        guard self == .rightToLeft else { return frame }
        return Rect(x: container.x + container.maxX - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The direction of a desktop's locale, from its environment as POSIX looks it up for messages: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`, the first that is set and not empty. Right to left when that locale's language is
    /// written right to left (``rightToLeftLanguages``: `ar`, `he_IL.UTF-8`, `fa_IR`…), whether or not the locale is
    /// installed; left to right otherwise, for `C`, `POSIX` and when nothing is set.
    public static func ofLocale(environment: [String: String]) -> LayoutDirection {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return ofLocale(named: locale)
    }

    /// The direction of one locale name (`he_IL.UTF-8`, `ar`, `fa_IR@latin`, `en_US`, `C`): its language is what comes
    /// before `_`, `.`, `@` or `-`, in any case.
    public static func ofLocale(named locale: String) -> LayoutDirection {
        let language = locale.prefix { !"_.@-".contains($0) }.lowercased()
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// The ISO 639 codes of languages written right to left: Arabic, Hebrew (and its old code `iw`), Persian, Urdu,
    /// Yiddish (and `ji`), Pashto, Sindhi, Central Kurdish, Dhivehi, Uyghur, Syriac, Aramaic, Kashmiri, Western Punjabi,
    /// Mazanderani, Gilaki, Northern Luri, Bakhtiari, N'Ko and Samaritan.
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ji", "ps", "sd", "ckb", "dv", "ug", "syr", "arc", "ks", "pnb", "mzn", "glk",
        "lrc", "bqi", "nqo", "sam",
    ]
}
