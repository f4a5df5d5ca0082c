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

    /// Names ICU does not list but resolves to facts of their own, besides a listed name without its script (below):
    /// glibc's locales of a region ICU has no locale for in the language (`ar_IN`), and old language codes (`iw` for
    /// Hebrew).
    static let namesICUDoesNotList = [
        "ar_IN", "az_IR", "ber_DZ", "ber_MA", "bho_NP", "eu_FR", "ht_HT", "ia_FR", "kok_IN", "mai_NP", "sd_IN",
        "in", "in_ID", "iw", "iw_IL", "mo", "sh", "tl", "tl_PH", "no", "no_NO",
    ]

    /// Every listed name with a script (`uz_Arab_AF`) also without it (`uz_AF`): ICU finds the script the language
    /// is written in there (Arabic digits in Afghanistan's Uzbek), where the table's fall back alone would find the
    /// language's own (`uz`, Latin).
    static let namesWithoutTheirScript: [String] = Locale.availableIdentifiers.compactMap { name in
        let parts = name.split(separator: "_")
        guard parts.count == 3, parts[1].count == 4 else { return nil }
        let short = parts[0] + "_" + parts[2]
        return Locale.availableIdentifiers.contains(String(short)) ? nil : String(short)
    }

    /// Languages ICU has data for, its old codes among them; for any other ICU falls back to the process's default
    /// locale, and the table to the root locale's form.
    static let languagesICUKnows = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" }) })
        .union(["ht", "in", "iw", "mo", "sh", "tl"])

    /// glibc's locale names (`de_CH`, `sr_RS`): glibc 2.36's (Debian 12's /usr/share/i18n/SUPPORTED, without encodings
    /// and modifiers), and the system's own list when the `locales` package is installed.
    static let glibcNames: [String] = {
        let known = """
            C aa_DJ aa_ER aa_ET af_ZA agr_PE ak_GH am_ET an_ES anp_IN ar_AE ar_BH ar_DZ ar_EG ar_IN ar_IQ ar_JO ar_KW ar_LB
            ar_LY ar_MA ar_OM ar_QA ar_SA ar_SD ar_SS ar_SY ar_TN ar_YE as_IN ast_ES ayc_PE az_AZ az_IR be_BY bem_ZM ber_DZ
            ber_MA bg_BG bhb_IN bho_IN bho_NP bi_VU bn_BD bn_IN bo_CN bo_IN br_FR brx_IN bs_BA byn_ER ca_AD ca_ES ca_FR
            ca_IT ce_RU chr_US ckb_IQ cmn_TW crh_UA cs_CZ csb_PL cv_RU cy_GB da_DK de_AT de_BE de_CH de_DE de_IT de_LI
            de_LU doi_IN dsb_DE dv_MV dz_BT el_CY el_GR en_AG en_AU en_BW en_CA en_DK en_GB en_HK en_IE en_IL en_IN en_NG
            en_NZ en_PH en_SC en_SG en_US en_ZA en_ZM en_ZW eo es_AR es_BO es_CL es_CO es_CR es_CU es_DO es_EC es_ES es_GT
            es_HN es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_US es_UY es_VE et_EE eu_ES eu_FR fa_IR ff_SN fi_FI fil_PH
            fo_FO fr_BE fr_CA fr_CH fr_FR fr_LU fur_IT fy_DE fy_NL ga_IE gd_GB gez_ER gez_ET gl_ES gu_IN gv_GB ha_NG hak_TW
            he_IL hi_IN hif_FJ hne_IN hr_HR hsb_DE ht_HT hu_HU hy_AM ia_FR id_ID ig_NG ik_CA is_IS it_CH it_IT iu_CA ja_JP
            ka_GE kab_DZ kk_KZ kl_GL km_KH kn_IN ko_KR kok_IN ks_IN ku_TR kw_GB ky_KG lb_LU lg_UG li_BE li_NL lij_IT ln_CD
            lo_LA lt_LT lv_LV lzh_TW mag_IN mai_IN mai_NP mfe_MU mg_MG mhr_RU mi_NZ miq_NI mjw_IN mk_MK ml_IN mn_MN mni_IN
            mnw_MM mr_IN ms_MY mt_MT my_MM nan_TW nb_NO nds_DE nds_NL ne_NP nhn_MX niu_NU niu_NZ nl_AW nl_BE nl_NL nn_NO
            nr_ZA nso_ZA oc_FR om_ET om_KE or_IN os_RU pa_IN pa_PK pap_AW pap_CW pl_PL ps_AF pt_BR pt_PT quz_PE raj_IN
            rif_MA ro_RO ru_RU ru_UA rw_RW sa_IN sah_RU sat_IN sc_IT sd_IN se_NO sgs_LT shn_MM shs_CA si_LK sid_ET sk_SK
            sl_SI sm_WS so_DJ so_ET so_KE so_SO sq_AL sq_MK sr_ME sr_RS ss_ZA st_ZA sv_FI sv_SE sw_KE sw_TZ syr szl_PL
            ta_IN ta_LK tcy_IN te_IN tg_TJ th_TH the_NP ti_ER ti_ET tig_ER tk_TM tl_PH tn_ZA to_TO tpi_PG tr_CY tr_TR ts_ZA
            tt_RU ug_CN uk_UA unm_US ur_IN ur_PK uz_UZ ve_ZA vi_VN wa_BE wae_CH wal_ET wo_SN xh_ZA yi_US yo_NG yue_HK
            yuw_PG zh_CN zh_HK zh_SG zh_TW zu_ZA
            """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let installed = (try? String(contentsOfFile: "/usr/share/i18n/SUPPORTED", encoding: .utf8)) ?? ""
        let system = installed.split(separator: "\n").map { String($0.prefix { $0 != "." && $0 != " " && $0 != "@" }) }
        return Set(known + system).filter { !$0.isEmpty }.sorted()
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
    static let quickProbes: [Double] = [1_234_567.5, 1320, 12_345, 100_000, 10_000_000, 0, 89.25, -2.005, -0.0, -.infinity, .nan, -.nan]

    @Test func everyLocaleWritesNumbersAsICUWritesThem() {
        let unknown = Set(Self.allNames.filter { !Self.languagesICUKnows.contains(String(LocaleNumberFacts.tableName($0).prefix { $0 != "_" })) })
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
        #expect(Self.glibcNames.count >= 307 && unknown.count > 10)
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
        #expect(NumberForm.locale("uz_AF").format(1_234_567.5) == "۱٬۲۳۴٬۵۶۷٫۵")  // uz_Arab_AF's, where uz is Latin
        // A region ICU lists no locale for (and glibc has none): the language's form, where ICU writes the root's.
        #expect(NumberForm.locale("de_JP").format(1320.5) == "1.320,5")
    }

    @Test func everyEntryOfTheTableReads() {
        let entries = LocaleNumberFacts.names.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(entries.count > 300)
        #expect(LocaleNumberFacts.table.count == entries.count)
        for (name, record) in LocaleNumberFacts.table {
            #expect(LocaleNumberFacts.tableName(name) == name)
            #expect(LocaleNumberFacts.forLocale(name) == LocaleNumberFacts.records[record])
        }
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
    static let allNames = Array(Set(Locale.availableIdentifiers + namesICUDoesNotList + namesWithoutTheirScript + glibcNames + [
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
        let plus = LocaleNumberFacts.Affixes(text(one[..<before]), text(one[(one.count - after)...]))
        func bare(_ number: Double) -> [Unicode.Scalar] { Array(write(number).dropFirst(before).dropLast(after)) }
        let digits = (0...9).flatMap { bare(Double($0)) }
        let (oneDigit, minusOne) = (bare(1), write(-1))
        let at = (0...(minusOne.count - oneDigit.count)).first { Array(minusOne[$0..<($0 + oneDigit.count)]) == oneDigit }!
        let minus = LocaleNumberFacts.Affixes(text(minusOne[..<at]), text(minusOne[(at + oneDigit.count)...]))
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
        // (Tried up to 4 digits: no locale has more than 2, and ten digits hold a group of at most 3 beyond a group of 3.)
        var minimum = 1
        while primary > 0 && minimum < 4 && !text(bare(pow(10, Double(primary + minimum - 1)))).contains(group) { minimum += 1 }
        return LocaleNumberFacts(
            digits: text(digits), decimal: decimal, group: group, primaryGroup: primary, secondaryGroup: secondary,
            minimumGrouping: minimum, plus: plus, minus: minus, infinity: text(bare(.infinity)), notANumber: text(bare(.nan))
        )
    }

    /// The table's source: the distinct facts, root's first, and each name whose facts differ from its parent's.
    static func tableSource() -> String {
        let root = icuFacts("root")
        var records = [root], kept: [String: Int] = [:]
        let names = Set((Locale.availableIdentifiers + namesWithoutTheirScript + namesICUDoesNotList).map(LocaleNumberFacts.tableName)).sorted { a, b in
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
                + "              plus: .init(\(literal(facts.plus.prefix)), \(literal(facts.plus.suffix))), "
                + "minus: .init(\(literal(facts.minus.prefix)), \(literal(facts.minus.suffix))), "
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
