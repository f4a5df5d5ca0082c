// Which way a piece of text reads by itself: the direction of its first strong letter, as the bidi algorithm finds it.

extension LayoutDirection {
    /// The direction of the first strong character of `text` (UAX #9's rules P2 and P3, isolates not looked into):
    /// right to left for a letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko …) or a
    /// right-to-left mark, left to right for any other letter or a left-to-right mark; nil when `text` has none —
    /// digits, punctuation and spaces only, which take the direction around them.
    public init?(firstStrongIn text: String) {
        for scalar in text.unicodeScalars {
            if Self.isRightToLeftStrong(scalar) { self = .rightToLeft; return }
            if scalar == "\u{200E}" || (scalar.properties.isAlphabetic && !Self.isNumberOrMark(scalar)) {
                self = .leftToRight
                return
            }
        }
        return nil
    }

    /// The invisible mark that makes a line read in this direction when it comes first (U+200E LEFT-TO-RIGHT MARK or
    /// U+200F RIGHT-TO-LEFT MARK): what a wrapped line of a paragraph needs when its own first letter reads the other
    /// way, since a drawn line takes its direction from its first strong character.
    public var mark: Character { self == .leftToRight ? "\u{200E}" : "\u{200F}" }

    /// True for a character that is strong right to left: a letter of a script written right to left, the
    /// right-to-left mark or the Arabic letter mark.
    static func isRightToLeftStrong(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200F}" || scalar == "\u{061C}" { return true }
        return isInRightToLeftBlock(scalar) && scalar.properties.isAlphabetic && !isNumberOrMark(scalar)
    }

    /// True when `scalar` lies in a block of a script written right to left: Hebrew to Arabic Extended-A, the
    /// Hebrew and Arabic presentation forms, and the right-to-left ranges of the supplementary planes.
    static func isInRightToLeftBlock(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    /// Digits (Arabic-Indic ones included) and combining marks: alphabetic or in a right-to-left block, but not strong.
    private static func isNumberOrMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory.isNumberOrMark
    }
}

private extension Unicode.GeneralCategory {
    var isNumberOrMark: Bool {
        switch self {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
