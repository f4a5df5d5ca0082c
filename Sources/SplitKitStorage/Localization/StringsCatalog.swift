// One strings table in every language it ships: `LANG.lproj/TABLE.strings` files in a folder, or built into a module's
// code (the library's own, by the EmbedStrings plugin), read without Foundation's `Bundle`.
import FoundationEssentials

/// A table of words in several languages, in the `.strings` format (`"key" = "value";`), one text per language.
///
/// The library's own words are the `SplitKit` table built into SplitKitStorage (``library``). An app adds its own
/// table and passes it to `SplitStrings.forDesktop(catalogs:)`, so its words and the library's come from one table in
/// one language. Built into the app's code as the library's are, by the package's `EmbedStrings` plugin (the target
/// adds `plugins: [.plugin(name: "EmbedStrings", package: "splitview")]` and `exclude: ["Resources"]`, its tables in
/// `Resources/LANG.lproj/TABLE.strings`):
/// ```swift
/// let words = StringsCatalog(table: "Localizable", texts: ShippedStrings.tables["Localizable"] ?? [:])
/// appearance.strings = SplitStrings.forDesktop(catalogs: [words])
/// appearance.strings.text("notes.title", default: "Notes")
/// ```
/// or from a folder of `LANG.lproj/TABLE.strings` files (``init(folder:table:)``), such as one installed beside the app.
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
        switch source {
        case .texts(let texts):
            guard let text = texts[language] else { return [:] }
            do { return try StringsTableText.words(in: text) } catch {
                throw .builtInUnreadable(table: table, language: language, reason: "\(error)")
            }
        case .folder(let folder):
            let name = path(in: folder, language)
            guard FileInput.kind(of: name) != nil else { return [:] }
            let data: Data
            do { data = try FileInput.read(name, what: "the strings table") } catch {
                throw .unreadable(path: name, reason: "\(error)")
            }
            let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])  // as Xcode writes tables
            guard let text = utf16 ? String(data: data, encoding: .utf16) : String(validating: data, as: UTF8.self) else {
                throw .unreadable(path: name, reason: "it is not UTF-8 text (nor UTF-16 with a byte order mark)")
            }
            do { return try StringsTableText.words(in: text) } catch {
                throw .unreadable(path: name, reason: "it is not a strings table (\"key\" = \"value\"; lines) at \(error)")
            }
        }
    }

    /// The table's file for `language` in `folder`.
    private func path(in folder: String, _ language: String) -> String { folder + "/" + language + ".lproj/" + table + ".strings" }
}

/// Why a strings table could not be read.
public enum StringsCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be read as a table, for `reason`.
    case unreadable(path: String, reason: String)
    /// The text built in for `table` in `language` is not a table, for `reason`: a fault of the build, not the user's.
    case builtInUnreadable(table: String, language: String, reason: String)

    /// What went wrong, where, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path) could not be read: \(reason); the words stay in English. Fix the file, or remove it"
        case .builtInUnreadable(let table, let language, let reason):
            return "The \(table) table built in for \(language) is not a strings table (at \(reason)); the words stay in "
                + "English. Its Resources/\(language).lproj/\(table).strings needs mending, and the program building again"
        }
    }
}
