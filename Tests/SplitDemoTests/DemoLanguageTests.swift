// The demo in the desktop's language: its catalogs cover every word it has, its English fallback is its English
// catalog, and a Hebrew desktop gives a Hebrew mail scene — its own words and the split's.
import Foundation
import Testing
import SplitKit
import SplitKitStorage
@testable import SplitDemo

@MainActor
@Suite("Demo language")
struct DemoLanguageTests {
    @Test func everyDemoCatalogHasEveryWordOfTheEnglishOne() throws {
        let catalog = DemoWords.catalog
        #expect(catalog.languages.isSuperset(of: ["en", "he", "ar", "ja", "de", "fr", "es"]))
        let english = try catalog.words(in: "en")
        for language in catalog.languages {
            let words = try catalog.words(in: language)
            #expect(Set(words.keys) == Set(english.keys), "\(language)")
            for (key, value) in english {
                #expect(value.contains("%@") == (words[key]?.contains("%@") ?? false), "\(language): \(key)")
            }
        }
    }

    @Test func theCodesEnglishIsTheEnglishCatalog() throws {
        let catalog = try DemoWords.catalog.words(in: "en")
        let code = DemoWords(.english), cataloged = DemoWords(SplitStrings(words: catalog))
        #expect(code.items == cataloged.items && code.item(3) == cataloged.item(3) && code.item(3) == "Item 3")
        #expect(code.details(of: "Item 3") == cataloged.details(of: "Item 3") && code.bytes(633) == cataloged.bytes(633))
        #expect(code.fromLine("Ava") == cataloged.fromLine("Ava") && code.fromButton("Ava") == cataloged.fromButton("Ava"))
        for section in UserSection.allCases { #expect(code.section(section) == cataloged.section(section)) }
        for field in UserField.allCases { #expect(code.field(field) == cataloged.field(field)) }
        #expect(code.chooseAField == cataloged.chooseAField)
        #expect([code.contact, code.subject, code.from, code.address, code.participants, code.messages, code.lastMessage,
                 code.size, code.users, code.sidebar, code.detail, code.details]
                == [cataloged.contact, cataloged.subject, cataloged.from, cataloged.address, cataloged.participants,
                    cataloged.messages, cataloged.lastMessage, cataloged.size, cataloged.users, cataloged.sidebar,
                    cataloged.detail, cataloged.details])
    }

    @Test func aHebrewDesktopGivesAHebrewMailScene() throws {
        var look = Appearance.light
        look.strings = SplitStrings.forDesktop(environment: ["LANG": "he_IL.UTF-8"], catalogs: [DemoWords.catalog])
        let s = try MailScene(configuration: MailScene.configuration, window: Size(width: 1200, height: 800), appearance: look,
                              savedPrimaryWidth: nil)
        _ = s.handle(.pointerDown(Point(x: 100, y: 44 + 44 * 2 + 22), time: 0))
        _ = s.handle(.pointerUp(Point(x: 100, y: 44 + 44 * 2 + 22), time: 0))
        s.advance(to: 2)
        #expect(s.selectionTitle == "פריט 3")
        let tree = s.accessibilityTree()
        #expect(tree.name == "פריטים")
        #expect(tree.node(withID: AccessibleNode.ID.separator)?.name == "רוחב סרגל הצד")
        #expect(tree.node(withID: AccessibleNode.ID.separator)?.value?.text == "360 נקודות")
        let texts = s.displayList().commands.compactMap { command -> String? in if case .text(let t, _, _, _) = command { t } else { nil } }
        #expect(texts.contains("פריטים") && texts.contains("פריט 1"))
        #expect(!texts.contains("Items") && !texts.contains("Item 1"))
    }
}
