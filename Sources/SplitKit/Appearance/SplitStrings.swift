// Every word the split draws or speaks, as one value an app can extend or replace; English is built in, and the
// translations are loaded outside the core (SplitKitStorage reads the shipped catalogs), so SplitKit stays free of I/O.

/// The words the split draws and speaks — the back button's "Back", the separator's "Sidebar width", "Show inspector",
/// "320 points" — looked up by key, with English built in for every key of the library.
///
/// An appearance carries one (``Appearance/strings``). SplitKitStorage loads the shipped translations (Hebrew, Arabic,
/// Japanese, German, French, Spanish) for the desktop's language; an app can extend the table with its own words and
/// read them back from the same value, or replace any of the library's:
/// ```swift
/// var strings = SplitStrings(language: "he")
/// strings.words["split.back"] = "חזור"            // replace one of the library's words
/// strings.words["notes.title"] = "פתקים"          // an app's own word
/// strings.text("notes.title", default: "Notes")  // "פתקים"
/// ```
public struct SplitStrings: Hashable, Sendable {
    /// The language the words are in, as a BCP 47 tag or POSIX locale name (`en`, `he`, `pt_BR`).
    public var language: String
    /// The words by key: the library's keys (``Key``'s raw values, such as `split.back`) and any an app adds. A key
    /// missing here falls back to the library's English (for ``Key``) or to the default the caller passes.
    public var words: [String: String]
    /// How numbers are written in the language (Western digits by default; Arabic-Indic for an Arabic locale that uses
    /// them), for what is spoken, such as the separator's width.
    public var numbers: NumberForm

    /// A table in `language` with `words` over the built-in English, numbers written as `numbers` says.
    public init(language: String = "en", words: [String: String] = [:], numbers: NumberForm = .western) {
        self.language = language
        self.words = words
        self.numbers = numbers
    }

    /// The library's English and nothing else.
    public static let english = SplitStrings()

    /// The library's word for `key`: this table's, else the built-in English.
    public subscript(_ key: Key) -> String {
        words[key.rawValue] ?? key.english
    }

    /// The word for an app's own `key`, or `english` when the table has none (so a missing translation still reads).
    public func text(_ key: String, default english: String) -> String {
        words[key] ?? english
    }

    /// The library's word for `key` with its placeholders filled in by `arguments` (see ``fill(_:with:)``).
    public func text(_ key: Key, _ arguments: String...) -> String {
        Self.fill(self[key], with: arguments)
    }

    /// An app's word for `key` (or `english`) with its placeholders filled in by `arguments`.
    public func text(_ key: String, default english: String, _ arguments: String...) -> String {
        Self.fill(text(key, default: english), with: arguments)
    }

    /// A whole number of points as spoken in this language: "320 points", "320 נקודות", "٣٢٠ نقطة".
    public func points(_ value: Double) -> String {
        text(.points, numbers.format(value.isFinite ? value.rounded(.towardZero) : 0))
    }

    /// This table with `other`'s words added over its own (an app's translations or its own words win).
    public func merging(_ other: [String: String]) -> SplitStrings {
        var merged = self
        merged.words.merge(other) { _, new in new }
        return merged
    }

    /// `template` with its placeholders replaced, the way a `Localizable.strings` value writes them: `%@` takes the
    /// next argument, `%1$@`, `%2$@` … a given one (so a translation may reorder them), `%%` is a percent sign. A
    /// placeholder with no argument is left out.
    public static func fill(_ template: String, with arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var result = "", next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                result += "%"
                rest = after.dropFirst()
            } else if after.hasPrefix("@") {
                if next < arguments.count { result += arguments[next] }
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let position = Int(after[..<dollar]),
                      after[after.index(after: dollar)...].hasPrefix("@") {
                if position >= 1 && position <= arguments.count { result += arguments[position - 1] }
                rest = after[after.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}
