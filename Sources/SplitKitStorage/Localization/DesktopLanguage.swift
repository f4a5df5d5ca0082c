// Which language the desktop asks for, from the environment as GNU gettext reads it: LANGUAGE's list first, then the
// locale of messages (LC_ALL, LC_MESSAGES, LANG); the untranslated C locale means the library's English.
import FoundationEssentials
import Glibc
import SplitKit

/// The languages a desktop session asks for, in order, read from its environment.
///
/// As GNU gettext does: the locale of messages is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
/// empty; `LANGUAGE`, a colon-separated list (`he:ar:en`), comes before it. A locale of `C` or `POSIX` (`C.UTF-8`
/// included) means untranslated, and then `LANGUAGE` is not read: so `LC_ALL=C.UTF-8` always gives English, as tests
/// and scripts expect. (glibc still reads `LANGUAGE` under `C.UTF-8`; here the untranslated locale wins.)
public struct DesktopLanguage: Hashable, Sendable {
    /// The languages asked for, most wanted first, each as its locale name without encoding or modifier (`he_IL`,
    /// `pt_BR`, `ar`); empty when the desktop asks for none (the C locale, or nothing set).
    public let preferences: [String]
    /// The locale of messages without encoding or modifier (`he_IL`, `ar_EG`), nil for the C locale or none: its
    /// region decides how numbers are written when the language chosen is its language.
    public let locale: String?

    /// The languages `environment` asks for.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let name, let locale = Self.stripped(name), !Self.isUntranslated(locale) else {
            self.preferences = []
            self.locale = nil
            return
        }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").compactMap { Self.stripped(String($0)) }
        self.preferences = listed.filter { !Self.isUntranslated($0) } + [locale]
        self.locale = locale
    }

    /// The first language asked for that is in `available` (language codes such as `he`, or locale names such as
    /// `pt_BR`), tried as given and then as its language alone (`he_IL`, then `he`); `en` when none is.
    public func choose(from available: Set<String>) -> String {
        for preference in preferences {
            for candidate in Self.candidates(preference) where available.contains(candidate) { return candidate }
        }
        return "en"
    }

    /// `preference` as given, then its language alone, with Hebrew's old code `iw` read as `he`.
    static func candidates(_ preference: String) -> [String] {
        let language = String(preference.prefix { $0 != "_" && $0 != "-" }).lowercased()
        let modern = language == "iw" ? "he" : language
        return [preference, String(preference.map { $0 == "-" ? "_" : $0 }), modern].reduce(into: []) { list, name in
            if !list.contains(name) { list.append(name) }
        }
    }

    /// A locale name without its encoding (`.UTF-8`) or modifier (`@euro`); nil when nothing is left.
    static func stripped(_ name: String) -> String? {
        let base = name.prefix { $0 != "." && $0 != "@" }.trimmingBlanks()
        return base.isEmpty ? nil : base
    }

    /// True for the untranslated locales: `C` and `POSIX` (their encodings stripped already).
    static func isUntranslated(_ locale: String) -> Bool { locale == "C" || locale == "POSIX" }
}
