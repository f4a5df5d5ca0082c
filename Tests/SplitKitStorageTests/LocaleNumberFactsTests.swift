// Numbers in a locale's form without ICU at run time: the built-in table writes every number as ICU's number format
// (FoundationInternationalization's, which the library called before) writes it, for every locale ICU lists and every
// glibc locale; the table is what ICU says now, and `make number-facts` writes it again when ICU changes.
import Foundation
import FoundationInternationalization
import SplitKit
@testable import SplitKitStorage
import Testing

@Suite("Locale number facts")
struct LocaleNumberFactsTests {
    /// The generated table, from this file's place in the package.
    static let tableFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SplitKitStorage/Localization/LocaleNumberFacts+Table.swift")

    /// Names ICU does not list but resolves to facts of their own: glibc's locales of a region ICU lacks for the
    /// language (`pa_PK` is Punjabi in Arabic script), and old language codes (`iw` for Hebrew).
    static let namesICUDoesNotList = [
        "ar_IN", "az_IR", "ber_DZ", "ber_MA", "bho_NP", "eu_FR", "ht_HT", "ia_FR", "kok_IN", "mai_NP", "pa_PK", "sd_IN",
        "zh_HK", "zh_TW", "in", "in_ID", "iw", "iw_IL", "mo", "sh", "tl", "tl_PH", "no", "no_NO",
    ]

    /// Languages ICU has data for, its old codes among them; for any other ICU falls back to the process's default
    /// locale, and the table to the root locale's form.
    static let languagesICUKnows = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" }) })
        .union(["ht", "in", "iw", "mo", "sh", "tl"])

    /// glibc's locale names (`de_CH`, `sr_RS`), from the `locales` package's list when it is installed.
    static let glibcNames: [String] = {
        guard let text = try? String(contentsOfFile: "/usr/share/i18n/SUPPORTED", encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map { String($0.prefix { $0 != "." && $0 != " " && $0 != "@" }) }).sorted()
    }()

    /// Numbers that tell each fact apart: every digit, the decimal mark, grouping from one to ten digits (India's by
    /// hundreds, Spanish's from five), rounding to two decimals with ties to even, huge and tiny, signs, ∞ and NaN.
    static let probes: [Double] = {
        var numbers: [Double] = [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 99, 100, 320, 999, 1000, 1320, 9999, 10_000, 12_345, 99_999, 100_000, 123_456,
            1_234_567, 12_345_678, 123_456_789, 1_234_567_890, 1e15, 1e16, 1.5e20, 1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
            1e-5, 0.001, 0.004, 0.005, 0.015, 0.025, 0.125, 0.135, 0.145, 2.675, 1.005, 0.995, 9.995, 99.995, 999.995, 0.5,
            1.5, 2.5, 59.3342, 12_345.678, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 4_503_599_627_370_497, 9_007_199_254_740_992,
            .infinity, .nan,
        ]
        // And 120 more spread over ten million, whole and with one to three decimals (the same every run).
        for step in 0..<120 { numbers.append(Double((step * 7_919_093 + 12_345) % 10_000_001) / [1, 10, 100, 1000, 200, 8][step % 6]) }
        return numbers + numbers.map { -$0 }
    }()

    /// A few numbers that show each of a locale's facts, for checking that a name finds its facts in the table.
    static let quickProbes: [Double] = [1_234_567.5, 1320, 12_345, 100_000, 10_000_000, 0, 7.25, -2.005, -.infinity, .nan]

    @Test func everyLocaleWritesNumbersAsICUWritesThem() {
        let unknown = Set(Self.allNames.filter { !Self.languagesICUKnows.contains(String(Self.canonical($0).prefix { $0 != "_" })) })
        var checked = 0, representatives: [LocaleNumberFacts: String] = [:]
        for name in Self.allNames where !unknown.contains(name) {
            let icu = Self.icuStyle(name), ours = NumberForm.locale(name)
            for number in Self.quickProbes {
                #expect(ours.format(number) == icu.format(number), "\(name) \(number)")
                checked += 1
            }
            let facts = Self.icuFacts(name)
            if representatives[facts] == nil { representatives[facts] = name }
        }
        // Every distinct form through every probe, by a name that has it.
        for name in representatives.values {
            let icu = Self.icuStyle(name), ours = NumberForm.locale(name)
            for number in Self.probes {
                #expect(ours.format(number) == icu.format(number), "\(name) \(number)")
                checked += 1
            }
        }
        // A language ICU has no data for is written in the root locale's form, whatever the process's default locale.
        for name in unknown {
            #expect(NumberForm.locale(name).format(-1_234_567.25) == "-1,234,567.25", "\(name)")
        }
        #expect(representatives.count > 50)
        #expect(checked > 20_000)
        #expect(Self.glibcNames.isEmpty || unknown.count > 10)
    }

    @Test func familiarFormsCanBeReadAtAGlance() {
        #expect(NumberForm.locale("ar_EG").format(1320.5) == "١٬٣٢٠٫٥")
        #expect(NumberForm.locale("ar_EG").format(-3) == "\u{61C}-٣")
        #expect(NumberForm.locale("de").format(1320.5) == "1.320,5")
        #expect(NumberForm.locale("de_CH").format(1320.5) == "1’320.5")
        #expect(NumberForm.locale("es").format(1320) == "1320")
        #expect(NumberForm.locale("es").format(13_200) == "13.200")
        #expect(NumberForm.locale("fr").format(1320.5) == "1\u{202F}320,5")
        #expect(NumberForm.locale("en_IN").format(10_000_000) == "1,00,00,000")
        #expect(NumberForm.locale("he-IL").format(-2.675) == "\u{200E}-2.68")
        #expect(NumberForm.locale("iw_IL").format(-1) == "\u{200E}-1")
        #expect(NumberForm.locale("EN_us").format(0.125) == "0.12")
        #expect(NumberForm.locale("en").format(-0.001) == "-0")
        #expect(NumberForm.locale("pa_PK").format(12) == "۱۲")
        // A region ICU lists no locale for (and glibc has none): the language's form, where ICU writes the root's.
        #expect(NumberForm.locale("de_JP").format(1320.5) == "1.320,5")
    }

    /// The checked-in table is what ICU says now; `make number-facts` (SPLITVIEW_WRITE_NUMBER_FACTS=1) writes it.
    @Test func theTableIsWhatICUSaysNow() throws {
        let source = Self.tableSource()
        if ProcessInfo.processInfo.environment["SPLITVIEW_WRITE_NUMBER_FACTS"] == "1" {
            try source.write(to: Self.tableFile, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOf: Self.tableFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let fresh = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = checkedIn.indices.first { $0 < fresh.count && checkedIn[$0] != fresh[$0] } ?? (checkedIn.count == fresh.count ? nil : min(checkedIn.count, fresh.count))
        #expect(line == nil, "ICU's number formats changed from line \((line ?? 0) + 1) of LocaleNumberFacts+Table.swift: run `make number-facts` and read the difference")
    }

    // MARK: ICU's facts

    /// Every name checked: ICU's list, the ones it resolves without listing, glibc's, and names written loosely.
    static let allNames = Array(Set(Locale.availableIdentifiers + namesICUDoesNotList + glibcNames + [
        "pt-BR", "EN_us", "he-IL", "sr_Latn_RS", "zh_Hant_TW", "en_ZZ", "xx", "ji", "C", "POSIX",
    ])).sorted()

    static func icuStyle(_ name: String) -> FloatingPointFormatStyle<Double> {
        FloatingPointFormatStyle<Double>(locale: Locale(identifier: name)).precision(.fractionLength(0...2))
    }

    /// ICU's facts for `name`, read back from what its number format writes for a few numbers.
    static func icuFacts(_ name: String) -> LocaleNumberFacts {
        let style = icuStyle(name)
        let write = { (number: Double) in Array(style.format(number).unicodeScalars) }
        func text(_ scalars: some Sequence<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }
        // The affixes of a number that is not negative: what 1 and 8 share around their one digit.
        let (one, eight) = (write(1), write(8))
        let before = zip(one, eight).prefix { $0 == $1 }.count
        let after = zip(one.reversed(), eight.reversed()).prefix { $0 == $1 }.count
        let plus = (text(one[..<before]), text(one[(one.count - after)...]))
        func bare(_ number: Double) -> [Unicode.Scalar] { Array(write(number).dropFirst(before).dropLast(after)) }
        let digits = (0...9).flatMap { bare(Double($0)) }
        let (oneDigit, minusOne) = (bare(1), write(-1))
        let at = (0...(minusOne.count - oneDigit.count)).first { Array(minusOne[$0..<($0 + oneDigit.count)]) == oneDigit }!
        let minus = (text(minusOne[..<at]), text(minusOne[(at + oneDigit.count)...]))
        let decimal = text(bare(1.5).dropFirst(oneDigit.count).dropLast(oneDigit.count))
        // Grouping: the marks and the runs of digits in ten digits, and the fewest digits left of a group it needs.
        var runs = [0], group = ""
        for scalar in bare(1_234_567_890) {
            if digits.contains(scalar) {
                runs[runs.count - 1] += 1
            } else {
                if runs.last != 0 { runs.append(0); group = "" }
                group.unicodeScalars.append(scalar)
            }
        }
        let primary = runs.count > 1 ? runs[runs.count - 1] : 0, secondary = runs.count > 2 ? runs[runs.count - 2] : primary
        var minimum = 1
        while primary > 0 && minimum < 4 && !text(bare(pow(10, Double(primary + minimum - 1)))).contains(group) { minimum += 1 }
        return LocaleNumberFacts(
            digits: text(digits), decimal: decimal, group: group, primaryGroup: primary, secondaryGroup: secondary,
            minimumGrouping: minimum, plus: plus, minus: minus, infinity: text(bare(.infinity)), notANumber: text(bare(.nan))
        )
    }

    /// A name as the table writes it: language lower case, script title case, region and variant upper case.
    static func canonical(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" }).enumerated().map { index, part in
            index == 0 ? part.lowercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
        }.joined(separator: "_")
    }

    /// The table's source: the distinct facts, root's first, and each name whose facts differ from its parent's.
    static func tableSource() -> String {
        let root = icuFacts("root")
        var records = [root], kept: [String: Int] = [:]
        let names = Set((Locale.availableIdentifiers + namesICUDoesNotList).map(canonical)).sorted { a, b in
            let (depthA, depthB) = (a.split(separator: "_").count, b.split(separator: "_").count)
            return depthA != depthB ? depthA < depthB : a < b
        }
        for name in names {
            let facts = icuFacts(name)
            var parent = name.split(separator: "_").dropLast().map(String.init), inherited = root
            while !parent.isEmpty {
                if let record = kept[parent.joined(separator: "_")] { inherited = records[record]; break }
                parent.removeLast()
            }
            guard facts != inherited else { continue }
            kept[name] = records.firstIndex(of: facts) ?? records.count
            if kept[name] == records.count { records.append(facts) }
        }
        var source = """
            // Generated by `make number-facts` from ICU's number formats (FoundationInternationalization's): do not edit.
            // LocaleNumberFactsTests checks every locale against ICU, number for number, and that this file is what ICU says now.

            extension LocaleNumberFacts {
                /// Each distinct locale's facts; the first is the root locale's, for a name the table does not hold.
                static let records: [LocaleNumberFacts] = [

            """
        for facts in records {
            source += "        .init(digits: \(literal(facts.digits)), decimal: \(literal(facts.decimal)), group: \(literal(facts.group)), "
                + "primaryGroup: \(facts.primaryGroup), secondaryGroup: \(facts.secondaryGroup), minimumGrouping: \(facts.minimumGrouping),\n"
                + "              plus: (\(literal(facts.plus.prefix)), \(literal(facts.plus.suffix))), "
                + "minus: (\(literal(facts.minus.prefix)), \(literal(facts.minus.suffix))), "
                + "infinity: \(literal(facts.infinity)), notANumber: \(literal(facts.notANumber))),\n"
        }
        source += "    ]\n\n    /// Every name whose facts differ from those of the name with its last part dropped (`de_CH`'s from `de`'s), as\n"
        source += "    /// `name=record`.\n    static let names = \"\"\"\n"
        var line = "        "
        for name in kept.keys.sorted() {
            let entry = "\(name)=\(kept[name]!)"
            if line.count + entry.count + 1 > 120 { source += line.dropLast() + "\n"; line = "        " }
            line += entry + " "
        }
        return source + line.dropLast() + "\n        \"\"\"\n}\n"
    }

    /// `text` as a Swift string literal, everything but printable ASCII written as `\u{…}` so a reader sees it.
    static func literal(_ text: String) -> String {
        let body = text.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) && scalar != "\\" && scalar != "\""
                ? String(scalar) : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
        return "\"" + body.joined() + "\""
    }
}
