// One strings table of a bundle in every language it ships: Foundation's `LANG.lproj/TABLE.strings` resources, which
// SwiftPM copies into a target's bundle (`resources: [.process(…)]` with the package's `defaultLocalization`).
import Foundation

/// A table of words a bundle ships in several languages, as `Localizable.strings` files in `LANG.lproj` folders.
///
/// The library's own words are the `SplitKit` table of SplitKitStorage's bundle (``library``); an app adds its own
/// table from its target's `Bundle.module` and passes it to `SplitStrings.forDesktop(catalogs:)`,
/// so its words and the library's come from one table in one language:
/// ```swift
/// let words = StringsCatalog(bundle: .module, table: "Localizable")
/// appearance.strings = SplitStrings.forDesktop(catalogs: [words])
/// appearance.strings.text("notes.title", default: "Notes")
/// ```
///
/// Foundation on Linux does not pick a bundle's language from the environment (its preferred localization is not the
/// desktop's), so the language is chosen by ``DesktopLanguage`` and the table read for that language whole.
public struct StringsCatalog: @unchecked Sendable {
    // @unchecked: a Bundle is an immutable description of a folder once made; the catalog only reads it.
    /// The bundle the table is in.
    public let bundle: Bundle
    /// The table's name: its files are `LANG.lproj/TABLE.strings`.
    public let table: String

    /// The table named `table` in `bundle`.
    public init(bundle: Bundle, table: String = "Localizable") {
        self.bundle = bundle
        self.table = table
    }

    /// The library's own words: the table `SplitKit` that SplitKitStorage ships.
    public static var library: StringsCatalog { StringsCatalog(bundle: .module, table: "SplitKit") }

    /// The languages the table is in (`he`, `ar`, `en`…): those of the bundle's `.lproj` folders that hold it.
    public var languages: Set<String> {
        Set(bundle.localizations.filter { url(for: $0) != nil })
    }

    /// The table's words in `language` (a bundle localization such as `he`); empty when the table is not in it.
    /// Throws ``StringsCatalogError`` when the file is there but is not a strings table.
    public func words(in language: String) throws(StringsCatalogError) -> [String: String] {
        guard let url = url(for: language) else { return [:] }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: "\(error)") }
        let parsed: Any
        do { parsed = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw .unreadable(path: url.path, reason: "it is not a strings table (\"key\" = \"value\"; lines): \(error)")
        }
        guard let words = parsed as? [String: String] else {
            throw .unreadable(path: url.path, reason: "it holds something other than \"key\" = \"value\"; lines")
        }
        return words
    }

    /// The table's file for `language`, if the bundle has one.
    private func url(for language: String) -> URL? {
        bundle.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: language)
    }
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
