// How a locale writes a number (its digits, marks, grouping and signs), looked up in a table taken from ICU's number
// formats at build time, and a number written with them: ICU's own form, without ICU's 42 MB in every window.

/// The few facts a locale's number format needs: ICU's decimal format for the locale with at most two decimals,
/// rounded half to even, reduced to what it writes. The table of them (`LocaleNumberFacts+Table.swift`) is written by
/// `make number-facts` from ICU, and a test checks every locale ICU lists and every glibc locale against ICU, number
/// for number.
struct LocaleNumberFacts: Hashable, Sendable {
    /// What comes before and after a number's digits.
    struct Affixes: Hashable, Sendable {
        let prefix: String, suffix: String
        init(_ prefix: String, _ suffix: String) { (self.prefix, self.suffix) = (prefix, suffix) }
    }
    /// The locale's ten digits, zero first ("0123456789", "٠١٢٣٤٥٦٧٨٩").
    let digits: String
    /// The mark before the decimals ("." or ",").
    let decimal: String
    /// The mark between groups of digits; empty for a locale that does not group.
    let group: String
    /// The size of the group next to the decimal mark (3), and of every group further left (3; 2 in India).
    let primaryGroup: Int, secondaryGroup: Int
    /// Grouping starts only when the digits left of the first group number at least this many (2 in Spanish:
    /// "1320", "13.200").
    let minimumGrouping: Int
    /// Around the digits of a number that is not negative, and of one that is (a minus, with the direction marks some
    /// right-to-left locales add).
    let plus: Affixes, minus: Affixes
    /// Infinity's sign and "not a number" ("∞", "NaN"), each signed as a number is (ICU writes "-NaN" for a negative NaN).
    let infinity: String, notANumber: String
    /// The digits as characters, by value; empty for ASCII's, which are written as they are.
    private let digitCharacters: [Character]

    init(
        digits: String, decimal: String, group: String, primaryGroup: Int, secondaryGroup: Int, minimumGrouping: Int,
        plus: Affixes, minus: Affixes, infinity: String, notANumber: String
    ) {
        (self.digits, self.decimal, self.group) = (digits, decimal, group)
        (self.primaryGroup, self.secondaryGroup, self.minimumGrouping) = (primaryGroup, secondaryGroup, minimumGrouping)
        (self.plus, self.minus, self.infinity, self.notANumber) = (plus, minus, infinity, notANumber)
        digitCharacters = digits == "0123456789" ? [] : Array(digits)
    }

    /// `number` as the locale writes it: at most two decimals (rounded half to even from the shortest decimal that
    /// reads back as `number`, as ICU rounds), trailing zeros dropped, grouped; the sign is the sign bit's, as in ICU, so a
    /// negative zero, and a negative number that rounds to zero, is "-0".
    func format(_ number: Double) -> String {
        let sign = number.sign == .minus ? minus : plus
        if !number.isFinite { return sign.prefix + (number.isNaN ? notANumber : infinity) + sign.suffix }
        let (whole, decimals) = Self.roundedDigits(number.magnitude)
        func localized(_ part: ArraySlice<UInt8>) -> String {
            digitCharacters.isEmpty ? String(decoding: part, as: UTF8.self) : String(part.map { digitCharacters[Int($0 - Self.zero)] })
        }
        var text = sign.prefix
        for (index, part) in grouped(whole).enumerated() {
            if index > 0 { text += group }
            text += localized(part)
        }
        if !decimals.isEmpty { text += decimal + localized(decimals[...]) }
        return text + sign.suffix
    }

    /// ASCII's "0".
    private static let zero = UInt8(ascii: "0")

    /// The whole part's ASCII digits split into the locale's groups, most significant first.
    private func grouped(_ whole: [UInt8]) -> [ArraySlice<UInt8>] {
        guard !group.isEmpty, primaryGroup > 0, whole.count - primaryGroup >= minimumGrouping else { return [whole[...]] }
        var parts = [whole[(whole.count - primaryGroup)...]]
        var end = whole.count - primaryGroup
        let size = secondaryGroup > 0 ? secondaryGroup : primaryGroup
        while end > 0 {
            parts.append(whole[max(0, end - size)..<end])
            end -= size
        }
        return parts.reversed()
    }

    /// The ASCII digits of `magnitude` (finite, not negative) rounded half to even to two decimals: the whole part
    /// ("0" at least) and the decimals left after dropping trailing zeros. Rounded from the shortest decimal that
    /// reads back as the number (Swift's `description`, as ICU's double-conversion gives it), so 2.675 is "2.68".
    static func roundedDigits(_ magnitude: Double) -> (whole: [UInt8], decimals: [UInt8]) {
        let (five, nine) = (UInt8(ascii: "5"), UInt8(ascii: "9"))
        let shortest = Array(magnitude.description.utf8)  // "123.45", "1e-05", "1.2345e+20"
        let exponentAt = shortest.firstIndex(of: UInt8(ascii: "e"))
        let mantissa = shortest[..<(exponentAt ?? shortest.endIndex)]
        let exponent = exponentAt.map { Int(String(decoding: shortest[($0 + 1)...], as: UTF8.self))! } ?? 0
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
        var significant = Array(mantissa[..<point]) + mantissa[point...].dropFirst()
        var pointAt = mantissa.distance(from: mantissa.startIndex, to: point) + exponent  // digits left of the point
        if pointAt < 0 {
            significant = [UInt8](repeating: zero, count: -pointAt) + significant
            pointAt = 0
        }
        if significant.count < pointAt { significant += [UInt8](repeating: zero, count: pointAt - significant.count) }
        // Keep two decimals; the first dropped digit and any after it decide the rounding, ties to the even digit.
        let kept = pointAt + 2
        if significant.count > kept {
            let dropped = significant[kept...]
            let first = dropped.first!
            let roundsUp = first > five || (first == five && (dropped.dropFirst().contains { $0 != zero }
                || (significant[kept - 1] - zero) % 2 == 1))
            significant.removeSubrange(kept...)
            if roundsUp {
                var index = kept - 1
                while index >= 0 && significant[index] == nine {
                    significant[index] = zero
                    index -= 1
                }
                if index >= 0 { significant[index] += 1 } else { significant.insert(zero + 1, at: 0); pointAt += 1 }
            }
        }
        var whole = Array(significant[..<pointAt])
        var decimals = Array(significant[pointAt...])
        while decimals.last == zero { decimals.removeLast() }
        while whole.count > 1 && whole.first == zero { whole.removeFirst() }
        if whole.isEmpty { whole = [zero] }
        return (whole, decimals)
    }

    /// The facts for `identifier` (`ar_EG`, `pt-BR`, `sr_Latn_RS`): the table's entry for its ``tableName(_:)``, else for
    /// the name with its last part dropped, and so on to the root locale's ("1,320.5"). For every name ICU lists, and
    /// every glibc locale, that is ICU's answer. For a language and region ICU has no locale for (`de_JP`) it is the
    /// language's form, where ICU took the root's or the region's; keywords (`@numbers=latn`, `-u-nu-`) are not read.
    static func forLocale(_ identifier: String) -> LocaleNumberFacts {
        var parts = tableName(identifier).split(separator: "_")
        while !parts.isEmpty {
            if let record = table[parts.joined(separator: "_")] { return records[record] }
            parts.removeLast()
        }
        return records[0]
    }

    /// `identifier` as the table writes names: parts joined by "_", the language lower case, a script title case, a
    /// region or variant upper case (`pt-br` → `pt_BR`, `SR_latn_rs` → `sr_Latn_RS`).
    static func tableName(_ identifier: String) -> String {
        identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).enumerated().map { index, part in
            index == 0 ? part.lowercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
        }.joined(separator: "_")
    }

    /// The table's names, each with the index of its facts in `records` (entries are `name=index`; the test checks
    /// that every one reads).
    static let table: [String: Int] = {
        var table: [String: Int] = [:]
        for entry in names.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let equals = entry.firstIndex(of: "="), let record = Int(entry[entry.index(after: equals)...]),
                records.indices.contains(record)
            else { continue }
            table[String(entry[..<equals])] = record
        }
        return table
    }()
}
