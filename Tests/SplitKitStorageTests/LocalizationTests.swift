// The split's words in the desktop's language: which language the environment asks for, every shipped catalog whole,
// an app's catalog over the library's, and numbers in the locale's form.
import Foundation
import SplitKit
import SplitKitStorage
import Testing

@Suite("Localization")
struct LocalizationTests {
    static let shipped: Set<String> = ["en", "he", "ar", "ja", "de", "fr", "es"]

    func chosen(_ environment: [String: String], from available: Set<String> = shipped) -> String {
        DesktopLanguage(environment: environment).choose(from: available)
    }

    @Test func theLanguageComesFromEachVariableInGettextsOrder() {
        #expect(chosen([:]) == "en")
        #expect(chosen(["LANG": "he_IL.UTF-8"]) == "he")
        #expect(chosen(["LC_MESSAGES": "de_DE.UTF-8", "LANG": "he_IL.UTF-8"]) == "de")
        #expect(chosen(["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "he_IL.UTF-8"]) == "fr")
        #expect(chosen(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"]) == "ja")  // empty is unset
        #expect(chosen(["LANGUAGE": "ar:es", "LANG": "de_DE.UTF-8"]) == "ar")
        #expect(chosen(["LANGUAGE": "xx:pt_BR:es_MX", "LANG": "de_DE.UTF-8"]) == "es")  // first available, es_MX as es
        #expect(chosen(["LANGUAGE": "xx", "LANG": "de_DE.UTF-8"]) == "de")  // none in the list: the locale's language
        #expect(chosen(["LANG": "iw_IL"]) == "he")  // Hebrew's old code
        #expect(chosen(["LANG": "sr_RS@latin"]) == "en")  // not shipped
        #expect(chosen(["LANG": "pt_BR.UTF-8"], from: ["pt", "pt_BR"]) == "pt_BR")
        #expect(DesktopLanguage(environment: ["LANG": "ar_EG.UTF-8@x"]).locale == "ar_EG")
    }

    @Test func theCLocaleIsEnglishWhateverLanguageSays() {
        for c in ["C", "POSIX", "C.UTF-8", "C.utf8"] {
            #expect(chosen(["LC_ALL": c, "LANGUAGE": "he", "LANG": "he_IL.UTF-8"]) == "en")
            #expect(DesktopLanguage(environment: ["LANG": c]).preferences.isEmpty)
        }
        #expect(chosen(["LANGUAGE": "he"]) == "en")  // LANGUAGE alone, no locale: untranslated, as gettext
    }

    @Test func everyShippedCatalogLoadsAndHasEveryKey() throws {
        let library = StringsCatalog.library
        #expect(library.languages.isSuperset(of: Self.shipped))
        for language in library.languages {
            let words = try library.words(in: language)
            for key in SplitStrings.Key.allCases {
                let word = try #require(words[key.rawValue], "\(language) has no \(key.rawValue)")
                #expect(!word.isEmpty, "\(language): \(key.rawValue) is empty")
                // A placeholder in the English is in every translation (else the page's title would be lost).
                #expect(key.english.contains("%@") == word.contains("%@"), "\(language): \(key.rawValue) = \(word)")
            }
            #expect(Set(words.keys) == Set(SplitStrings.Key.allCases.map(\.rawValue)), "\(language) has unknown keys")
        }
        // The English catalog is the built-in English, word for word.
        let english = try library.words(in: "en")
        for key in SplitStrings.Key.allCases { #expect(english[key.rawValue] == key.english) }
    }

    @Test func theDesktopsLanguageFillsTheTable() {
        let hebrew = SplitStrings.forDesktop(environment: ["LANG": "he_IL.UTF-8"])
        #expect(hebrew.language == "he" && hebrew[.back] == "חזרה" && hebrew[.sidebarWidth] == "רוחב סרגל הצד")
        #expect(hebrew.text(.backTo, "Items") == "חזרה אל Items" && hebrew.points(320) == "320 נקודות")
        let english = SplitStrings.forDesktop(environment: ["LC_ALL": "C.UTF-8", "LANG": "he_IL.UTF-8"])
        #expect(english.language == "en" && english[.back] == "Back" && english.points(1320) == "1320 points")
        #expect(english.numbers == .western)
        for language in Self.shipped.subtracting(["en"]) {
            let strings = SplitStrings.forDesktop(environment: ["LANG": language])
            #expect(strings.language == language && strings[.back] != "Back", "\(language)")
        }
    }

    @Test func numbersAreSpokenInTheLocalesForm() {
        #expect(SplitStrings.forDesktop(environment: ["LANG": "ar_EG.UTF-8"]).points(320) == "٣٢٠ نقطة")
        #expect(SplitStrings.forDesktop(environment: ["LANG": "de_DE.UTF-8"]).points(1320) == "1.320 Punkte")
        #expect(SplitStrings.forDesktop(environment: ["LANG": "ja_JP.UTF-8"]).points(320) == "320ポイント")
        #expect(NumberForm.locale("fa").format(12) == "۱۲")
        // LANGUAGE's Arabic over a German locale: Arabic words, numbers as the language writes them.
        #expect(SplitStrings.forDesktop(environment: ["LANGUAGE": "ar", "LANG": "de_DE.UTF-8"]).numbers.id == "locale:ar")
    }

    @Test func anAppsCatalogExtendsAndReplacesTheLibrarysWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, text) in [("he", "\"app.title\" = \"פתקים\";\n\"split.back\" = \"אחורה\";\n"), ("it", "\"app.title\" = \"Note\";\n")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("App.strings"))
        }
        let app = StringsCatalog(folder: folder.path, table: "App")
        #expect(app.languages == ["he", "it"])
        let hebrew = SplitStrings.forDesktop(environment: ["LANG": "he_IL.UTF-8"], catalogs: [app])
        #expect(hebrew.text("app.title", default: "Notes") == "פתקים" && hebrew[.back] == "אחורה")
        #expect(hebrew[.sidebarWidth] == "רוחב סרגל הצד")  // the library's other words kept
        // A language only the app ships: its words, the library's English for the rest.
        let italian = SplitStrings.forDesktop(environment: ["LANG": "it_IT.UTF-8"], catalogs: [app])
        #expect(italian.language == "it" && italian.text("app.title", default: "Notes") == "Note" && italian[.back] == "Back")
        // A broken table is named, and its words stay English.
        try Data("\"app.title\" = ".utf8).write(to: folder.appendingPathComponent("he.lproj/App.strings"))
        var problems: [StringsCatalogError] = []
        let broken = SplitStrings.forDesktop(environment: ["LANG": "he_IL.UTF-8"], catalogs: [app]) { problems.append($0) }
        #expect(problems.count == 1 && problems.first?.description.contains("App.strings") == true)
        #expect(broken[.back] == "חזרה" && broken.text("app.title", default: "Notes") == "Notes")
    }
}
