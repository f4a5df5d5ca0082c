// One strings table in every language it ships: `LANG.lproj/TABLE.strings` files in a folder, or built into a module's
// code (the library's own, by the EmbedStrings plugin), read without Foundation's `Bundle`.
import FoundationEssentials
import Glibc

/// A table of words in several languages, in the `.strings` format (`"key" = "value";`), one text per language.
///
/// The library's own words are the `SplitKit` table built into SplitKitStorage (``library``). An app adds its own
/// table and passes it to `SplitStrings.forDesktop(catalogs:)`, so its words and the library's come from one table in
/// one language. From a folder of `LANG.lproj/TABLE.strings` files, such as the resources SwiftPM copies for a target
/// that declares them:
/// ```swift
/// let words = StringsCatalog(folder: Bundle.module.resourcePath!, table: "Localizable")
/// appearance.strings = SplitStrings.forDesktop(catalogs: [words])
/// appearance.strings.text("notes.title", default: "Notes")
/// ```
/// or from texts the app holds itself (``init(table:texts:)``).
///
/// The language is chosen by ``DesktopLanguage``, as gettext chooses it, and the table read for that language whole.
public struct StringsCatalog: Sendable {
    /// The table's name: its files are `LANG.lproj/TABLE.strings`.
    public let table: String
    private let source: Source

    private enum Source: Sendable {
        /// `LANG.lproj/TABLE.strings` files in this folder.
        case folder(String)
        /// The table's text in each language, built in.
        case texts([String: String])
    }

    /// The table named `table` in `folder`: its `LANG.lproj/TABLE.strings` files.
    public init(folder: String, table: String = "Localizable") {
        self.table = table
        source = .folder(folder)
    }

    /// The table named `table` given as its text (`"key" = "value";` lines) in each language (`he`, `ar`…).
    public init(table: String, texts: [String: String]) {
        self.table = table
        source = .texts(texts)
    }

    /// The library's own words: the table `SplitKit` that SplitKitStorage ships, built into its code.
    public static var library: StringsCatalog { StringsCatalog(table: "SplitKit", texts: ShippedStrings.tables["SplitKit"] ?? [:]) }

    /// The languages the table is in (`he`, `ar`, `en`…): those of the folder's `.lproj` folders that hold it.
    public var languages: Set<String> {
        switch source {
        case .texts(let texts):
            return Set(texts.keys)
        case .folder(let folder):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return Set(names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.filter { language in
                language != "Base" && FileManager.default.fileExists(atPath: path(in: folder, language))
            })
        }
    }

    /// The table's words in `language` (`he`); empty when the table is not in it. Throws ``StringsCatalogError`` when
    /// the file is there but is not a strings table.
    public func words(in language: String) throws(StringsCatalogError) -> [String: String] {
        let name: String, text: String
        switch source {
        case .texts(let texts):
            guard let given = texts[language] else { return [:] }
            (name, text) = ("the built-in \(language).lproj/\(table).strings", given)
        case .folder(let folder):
            name = path(in: folder, language)
            guard FileManager.default.fileExists(atPath: name) else { return [:] }
            guard let data = FileManager.default.contents(atPath: name) else {
                throw .unreadable(path: name, reason: "it cannot be read (\(String(cString: strerror(errno))))")
            }
            let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])  // as Xcode writes tables
            guard let decoded = utf16 ? String(data: data, encoding: .utf16) : String(validating: data, as: UTF8.self) else {
                throw .unreadable(path: name, reason: "it is not UTF-8 text (nor UTF-16 with a byte order mark)")
            }
            text = decoded
        }
        do { return try StringsTableText.words(in: text) } catch {
            throw .unreadable(path: name, reason: "it is not a strings table (\"key\" = \"value\"; lines): \(error)")
        }
    }

    /// The table's file for `language` in `folder`.
    private func path(in folder: String, _ language: String) -> String { folder + "/" + language + ".lproj/" + table + ".strings" }
}

/// Why a strings table could not be read.
public enum StringsCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be read as a table, for `reason`.
    case unreadable(path: String, reason: String)

    /// What went wrong, where, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path) could not be read as a strings table: \(reason); the words stay in English. Fix the file, or remove it"
        }
    }
}
