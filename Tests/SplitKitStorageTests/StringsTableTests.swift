// The `.strings` tables read without Foundation: every shipped table, and each part of the format, word for word as
// Foundation's property-list reader reads it; the mistakes named by line; and no module of the library importing the
// whole of Foundation again.
import Foundation
import SplitKit
import SplitKitStorage
import Testing

@Suite("Strings tables")
struct StringsTableTests {
    /// The package's folder, from this file's place in it.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `text` read as Foundation reads a `.strings` table.
    func foundationsWords(_ text: String) throws -> [String: String] {
        try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
    }

    /// `text` read by a catalog given it as its Hebrew.
    func catalogsWords(_ text: String) throws(StringsCatalogError) -> [String: String] {
        try StringsCatalog(table: "T", texts: ["he": text]).words(in: "he")
    }

    @Test(arguments: ["SplitKitStorage/Resources", "SplitDemo/Resources"])
    func everyShippedTableReadsAsFoundationReadsIt(folder: String) throws {
        let resources = Self.package.appendingPathComponent("Sources/" + folder)
        let table = folder.hasPrefix("SplitKitStorage") ? "SplitKit" : "Demo"
        let catalog = StringsCatalog(folder: resources.path, table: table)
        #expect(catalog.languages == LocalizationTests.shipped)
        for language in catalog.languages {
            let text = try String(contentsOf: resources.appendingPathComponent("\(language).lproj/\(table).strings"), encoding: .utf8)
            let expected = try foundationsWords(text)
            #expect(expected.count > 10)
            #expect(try catalog.words(in: language) == expected, "\(folder) \(language)")
            if table == "SplitKit" {
                // The copy built into the library's code is the file, word for word.
                #expect(try StringsCatalog.library.words(in: language) == expected, "built-in \(language)")
            }
        }
        if table == "SplitKit" { #expect(StringsCatalog.library.languages == LocalizationTests.shipped) }
    }

    @Test(arguments: [
        "\"a\" = \"b\";",
        "/* a comment\n over lines */ \"a\" = \"b\"; // and one to the end of the line\n\"c\" = \"d\";\n",
        "\"quote\" = \"say \\\"hi\\\"\"; \"slash\" = \"a\\\\b\"; \"controls\" = \"1\\n2\\t3\\r4\";",
        "\"alef\" = \"\\U05D0\"; \"rocket\" = \"\\UD83D\\UDE80\"; \"octal\" = \"\\101\\102\";",
        "unquoted.key-1 = value_2; \"bare\";",
        "{ \"a\" = \"b\"; \"c\" = \"d\"; }",
        "\"same\" = \"first\"; \"same\" = \"second\";",
        "'single' = 'quotes';",
        "\u{FEFF}\"bom\" = \"first\";",
        "\"lines\" = \"one\ntwo\";",
        "\"a\" = \"b\";\r\"c\" = \"d\";\r\n\"e\" = \"f\";",
        "\"a\" = \"b\"; // a comment ended by a carriage return\r\"c\" = \"d\";",
        "\"a\" = \"b\"; // a comment ended by a line separator\u{2028}\"c\" = \"d\";",
        "\"escapes\" = \"\\f\\v\\a\\b\\q\";",
        "\u{0B}\"a\"\u{0C}=\u{2029}\"b\";",
        "   \n/* only a comment */\n",
        "\"שלום\" = \"עולם\"; \"🚀\" = \"日本語\";",
    ])
    func eachPartOfTheFormatReadsAsFoundationReadsIt(text: String) throws {
        #expect(try catalogsWords(text) == foundationsWords(text))
    }

    @Test func anEmptyTableHasNoWords() throws {
        #expect(try catalogsWords("") == [:])  // a language begun and not yet translated (Foundation refused it)
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\n", "line 2", "no closing \""),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "line 2", "';' is missing after the value of \"a\""),
        ("\"a\" \"b\";", "line 1", "'=' is missing after the key \"a\""),
        ("\"a\" = ;", "line 1", "the value of \"a\" in quotes should be here"),
        ("\"a\" = ", "line 1", "the table ends where the value of \"a\" in quotes should be"),
        ("\"a\" = \"b\";\n/* open", "line 2", "has no end"),
        ("{ \"a\" = \"b\";", "line 1", "has no '}'"),
        ("{ \"a\" = \"b\"; } \"c\";", "line 1", "text after the table's closing '}'"),
        ("\"a\" = \"b\";\r\n\"c\" = \"d\";\r\"e\" = \"f\r", "line 3", "no closing \""),
        ("a+b = c;", "line 1", "'=' is missing after the key \"a\""),
        ("\"a\"\u{A0}= \"b\";", "line 1", "'=' is missing after the key \"a\""),
    ])
    func aMistakeIsNamedWithItsLine(text: String, line: String, what: String) throws {
        do throws(StringsCatalogError) {
            _ = try catalogsWords(text)
            Issue.record("read \(text) without a mistake")
        } catch {
            #expect(error.description.contains(line + ": ") && error.description.contains(what), "\(error.description)")
            #expect(error.description.contains("The T table built in for he") && error.description.contains("he.lproj/T.strings"), "\(error.description)")
        }
    }

    @Test func aTableInUTF16WithAByteOrderMarkIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("he.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try #require("\"a\" = \"א\";".data(using: .utf16)).write(to: folder.appendingPathComponent("he.lproj/App.strings"))
        try Data([0x22, 0xFF, 0x22, 0x3D, 0x22, 0x22, 0x3B]).write(to: folder.appendingPathComponent("de.lproj/App.strings"))
        let catalog = StringsCatalog(folder: folder.path, table: "App")
        #expect(try catalog.words(in: "he") == ["a": "א"])
        #expect(throws: StringsCatalogError.self) { try catalog.words(in: "de") }  // neither UTF-8 nor UTF-16
        #expect(try catalog.words(in: "fr") == [:])
    }

    @Test func numbersAreWrittenAsFoundationsNumberFormatterWritesThem() {
        for identifier in ["en", "ar_EG", "ar", "de", "de_CH", "fr", "es", "he", "ja", "fa", "ru", "pt_BR"] {
            let formatter = NumberFormatter()
            (formatter.locale, formatter.numberStyle, formatter.maximumFractionDigits) = (Locale(identifier: identifier), .decimal, 2)
            for number in [0, 1, 12, 320, 1320, 12_345.678, -5.5, 0.125, 0.135, 10_000_000, 59.3342, 1.5] {
                #expect(NumberForm.locale(identifier).format(number) == formatter.string(from: NSNumber(value: number)), "\(identifier) \(number)")
            }
        }
        // India's grouping by hundreds, which ICU's format has and Foundation's NumberFormatter on Linux did not.
        #expect(NumberForm.locale("en_IN").format(10_000_000) == "1,00,00,000")
        #expect(NumberForm.locale("hi_IN").format(1_234_567.5) == "12,34,567.5")
    }

    @Test func blanksAreTrimmedAsFoundationTrimsThem() {
        for text in ["", "  a  ", "\ta b\t", "\u{3000}日本\u{00A0}", "\n x \n", "a\u{200D}", " \u{2028} "] {
            #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimming(\.properties.isWhitespace) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }

    /// Foundation whole (CoreFoundation, its Bundle, its ICU) costs a window 1.5 MB of memory at start-up, and
    /// FoundationInternationalization's ICU 42 MB of the executable and 4.8 MB of memory in a desktop locale: the
    /// library's modules and the demo import FoundationEssentials instead.
    @Test func noModuleOfTheLibraryOrTheDemoImportsTheWholeOfFoundation() throws {
        let sources = Self.package.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        // Any form of it: attributes, an access level, a submodule, a comment after it, indented inside an #if.
        let whole = try Regex(#"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(\w+\s+)?Foundation(Internationalization)?(\.\w+)*\s*(//.*)?$"#)
        for sample in [
            "import Foundation", "  @preconcurrency public import Foundation // for Bundle", "import struct Foundation.Date",
            "import FoundationInternationalization", "import struct FoundationInternationalization.FloatingPointFormatStyle",
        ] {
            #expect(sample.wholeMatch(of: whole) != nil, "\(sample)")
        }
        #expect("import FoundationEssentials".wholeMatch(of: whole) == nil)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.split(separator: "\n").contains { $0.wholeMatch(of: whole) != nil }, "\(file)")
        }
    }
}
