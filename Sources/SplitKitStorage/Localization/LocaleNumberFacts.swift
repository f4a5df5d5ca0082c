// How a locale writes a number (its digits, marks, grouping and signs), looked up in a table taken from ICU's number
// formats at build time, and a number written with them: ICU's own form, without ICU's 40 MB in every window.

/// The few facts a locale's number format needs: ICU's decimal format for the locale with at most two decimals,
/// rounded half to even, reduced to what it writes. The table of them (`LocaleNumberFacts+Table.swift`) is written by
/// `make number-facts` from ICU, and a test checks every locale against ICU number for number.
struct LocaleNumberFacts: Hashable, Sendable {
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
    /// What comes before and after the digits of a number that is not negative, and of one that is (a minus, with
    /// the direction marks some right-to-left locales add).
    let plus: (prefix: String, suffix: String), minus: (prefix: String, suffix: String)
    /// Infinity's sign and "not a number" ("∞", "NaN"), each signed as a number is (ICU writes "-NaN" for a negative NaN).
    let infinity: String, notANumber: String

    init(
        digits: String, decimal: String, group: String, primaryGroup: Int, secondaryGroup: Int, minimumGrouping: Int,
        plus: (prefix: String, suffix: String), minus: (prefix: String, suffix: String), infinity: String, notANumber: String
    ) {
        (self.digits, self.decimal, self.group) = (digits, decimal, group)
        (self.primaryGroup, self.secondaryGroup, self.minimumGrouping) = (primaryGroup, secondaryGroup, minimumGrouping)
        (self.plus, self.minus, self.infinity, self.notANumber) = (plus, minus, infinity, notANumber)
    }

    static func == (a: LocaleNumberFacts, b: LocaleNumberFacts) -> Bool {
        (a.digits, a.decimal, a.group, a.primaryGroup, a.secondaryGroup, a.minimumGrouping)
            == (b.digits, b.decimal, b.group, b.primaryGroup, b.secondaryGroup, b.minimumGrouping)
            && a.plus == b.plus && a.minus == b.minus && (a.infinity, a.notANumber) == (b.infinity, b.notANumber)
    }

    func hash(into hasher: inout Hasher) {
        for part in [digits, decimal, group, plus.prefix, plus.suffix, minus.prefix, minus.suffix, infinity, notANumber] {
            hasher.combine(part)
        }
        hasher.combine(primaryGroup)
        hasher.combine(secondaryGroup)
        hasher.combine(minimumGrouping)
    }

    /// `number` as the locale writes it: at most two decimals (rounded half to even from the shortest decimal that
    /// reads back as `number`, as ICU rounds), trailing zeros dropped, grouped; the sign is the sign bit's, as in ICU, so a
    /// negative zero, and a negative number that rounds to zero, is "-0".
    func format(_ number: Double) -> String {
        let sign = number.sign == .minus ? minus : plus
        if !number.isFinite { return sign.prefix + (number.isNaN ? notANumber : infinity) + sign.suffix }
        let (whole, decimals) = Self.roundedDigits(number.magnitude)
        let ascii = digits == "0123456789", table = ascii ? [] : Array(digits)
        func localized(_ part: ArraySlice<UInt8>) -> String {
            ascii ? String(decoding: part, as: UTF8.self) : String(part.map { table[Int($0 - 48)] })
        }
        var text = sign.prefix
        for (index, part) in grouped(whole).enumerated() {
            if index > 0 { text += group }
            text += localized(part)
        }
        if !decimals.isEmpty { text += decimal + localized(decimals[...]) }
        return text + sign.suffix
    }

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
        let shortest = Array(magnitude.description.utf8)  // "123.45", "1e-05", "1.2345e+20"
        let exponentAt = shortest.firstIndex(of: UInt8(ascii: "e"))
        let mantissa = shortest[..<(exponentAt ?? shortest.endIndex)]
        let exponent = exponentAt.map { Int(String(decoding: shortest[($0 + 1)...], as: UTF8.self))! } ?? 0
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
        var significant = Array(mantissa[..<point]) + mantissa[point...].dropFirst()
        var pointAt = mantissa.distance(from: mantissa.startIndex, to: point) + exponent  // digits left of the point
        if pointAt < 0 {
            significant = [UInt8](repeating: 48, count: -pointAt) + significant
            pointAt = 0
        }
        if significant.count < pointAt { significant += [UInt8](repeating: 48, count: pointAt - significant.count) }
        // Keep two decimals; the first dropped digit and any after it decide the rounding, ties to the even digit.
        let kept = pointAt + 2
        if significant.count > kept {
            let dropped = significant[kept...]
            let first = dropped.first!
            let roundsUp = first > 53 || (first == 53 && (dropped.dropFirst().contains { $0 != 48 }
                || (significant[kept - 1] - 48) % 2 == 1))
            significant.removeSubrange(kept...)
            if roundsUp {
                var index = kept - 1
                while index >= 0 && significant[index] == 57 {
                    significant[index] = 48
                    index -= 1
                }
                if index >= 0 { significant[index] += 1 } else { significant.insert(49, at: 0); pointAt += 1 }
            }
        }
        var whole = Array(significant[..<pointAt])
        var decimals = Array(significant[pointAt...])
        while decimals.last == 48 { decimals.removeLast() }
        while whole.count > 1 && whole.first == 48 { whole.removeFirst() }
        if whole.isEmpty { whole = [48] }
        return (whole, decimals)
    }

    /// The facts for `identifier` (`ar_EG`, `pt-BR`, `sr_Latn_RS`): the table's entry for it, else for the name with its
    /// last part dropped, and so on to the root locale's ("1,320.5"), as ICU falls back.
    static func forLocale(_ identifier: String) -> LocaleNumberFacts {
        var parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).enumerated().map { index, part in
            // Language lower case, script title case, region upper case, as the table's names are written.
            index == 0 ? part.lowercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
        }
        while !parts.isEmpty {
            if let record = table[parts.joined(separator: "_")] { return records[record] }
            parts.removeLast()
        }
        return records[0]
    }

    /// The table's names, each with the index of its facts in `records`.
    private static let table: [String: Int] = {
        var table: [String: Int] = [:]
        for entry in names.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let equals = entry.firstIndex(of: "="), let record = Int(entry[entry.index(after: equals)...]) else { continue }
            table[String(entry[..<equals])] = record
        }
        return table
    }()
}
