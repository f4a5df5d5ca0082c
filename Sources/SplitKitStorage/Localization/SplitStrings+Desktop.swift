// The split's words in the desktop's language: the shipped catalogs (and an app's) read for the language the
// environment asks for, numbers written in that locale's form (ICU's, from the table of its facts built in).
import FoundationEssentials
import Glibc
import SplitKit

extension SplitStrings {
    /// The split's words in the language the desktop asks for (``DesktopLanguage``), with an app's own `catalogs` over
    /// the library's: the first language asked for that the library or one of `catalogs` ships, else English. Numbers
    /// are written in that locale's form (Arabic-Indic digits for `ar_EG`, say). A catalog that cannot be read is left
    /// out and named in `problems` (its words stay English).
    public static func forDesktop(
        environment: [String: String] = ProcessInfo.processInfo.environment, catalogs: [StringsCatalog] = [],
        problems: (StringsCatalogError) -> Void = { _ in }
    ) -> SplitStrings {
        let desktop = DesktopLanguage(environment: environment)
        let all = [StringsCatalog.library] + catalogs
        let language = desktop.choose(from: all.reduce(into: Set(["en"])) { $0.formUnion($1.languages) })
        return shipped(language: language, locale: desktop.locale, catalogs: catalogs, problems: problems)
    }

    /// The split's words in `language` (a shipped language code such as `he`, or `en`), with `catalogs`' words in it
    /// over the library's; numbers in the form of `locale` (`ar_EG`) when it is in that language, else of the language.
    public static func shipped(
        language: String, locale: String? = nil, catalogs: [StringsCatalog] = [], problems: (StringsCatalogError) -> Void = { _ in }
    ) -> SplitStrings {
        var words: [String: String] = [:]
        for catalog in [StringsCatalog.library] + catalogs {
            do { words.merge(try catalog.words(in: language)) { _, new in new } } catch { problems(error) }
        }
        // English without a locale (the C locale) keeps the library's plain digits, as before any language was chosen.
        guard language != "en" || locale != nil else { return SplitStrings(language: language, words: words) }
        let sameLanguage = locale.map { DesktopLanguage.candidates($0).last == DesktopLanguage.candidates(language).last } ?? false
        return SplitStrings(language: language, words: words, numbers: .locale(sameLanguage ? locale! : language))
    }

    /// The languages the library ships its words in, English included.
    public static var shippedLanguages: Set<String> { StringsCatalog.library.languages.union(["en"]) }
}

extension NumberForm {
    /// Numbers as `identifier`'s locale writes them (grouped, at most two decimals, as ICU's number formats give them):
    /// `ar_EG` gives "١٬٣٢٠", `de` "1.320", `en` "1,320". A locale of a language ICU has no data for gets the root
    /// locale's form ("1,320").
    public static func locale(_ identifier: String) -> NumberForm {
        let facts = LocaleNumberFacts.forLocale(identifier)
        return NumberForm(id: "locale:" + identifier) { facts.format($0) }
    }
}
