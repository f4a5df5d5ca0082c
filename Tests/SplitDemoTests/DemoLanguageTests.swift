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
    /// The placeholders of a catalog value, sorted (`%@`, `%1$@`), so a translation must fill in the same arguments.
    static func placeholders(_ text: String) -> [String] {
        text.matches(of: /%(?:[0-9]+\$)?@/).map { String($0.output) }.sorted()
    }

    @Test func everyDemoCatalogHasEveryWordOfTheEnglishOne() throws {
        let catalog = DemoWords.catalog
        #expect(catalog.languages.isSuperset(of: ["en", "he", "ar", "ja", "de", "fr", "es"]))
        let english = try catalog.words(in: "en")
        for language in catalog.languages {
            let words = try catalog.words(in: language)
            #expect(Set(words.keys) == Set(english.keys), "\(language)")
            for (key, value) in english {
                #expect(Self.placeholders(value) == Self.placeholders(words[key] ?? ""), "\(language): \(key)")
                #expect(words[key]?.isEmpty == false, "\(language): \(key) is empty")
            }
        }
        // Issue 36: every key the code reads through the word enums (the ? list's, the inspector's, the sample mail's) is
        // in the English catalog as the code's English, so in every catalog by the check above.
        #expect(DemoWords.keyedWords.count == Set(DemoWords.keyedWords.map(\.key)).count, "a key is used twice")
        for (key, code) in DemoWords.keyedWords {
            #expect(english[key] == code, "en.lproj/Demo.strings: \(key) is \(english[key] ?? "missing"), the code says \(code)")
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

    /// The demo with the desktop's `language` (a `LANG` value), the split's words and the demo's.
    static func strings(_ language: String) -> SplitStrings {
        SplitStrings.forDesktop(environment: ["LANG": language], catalogs: [DemoWords.catalog])
    }

    /// Issue 36: the `?` list follows the language — its heading, groups, places, inputs and effects, not only the scenes.
    @Test func aHebrewDesktopGivesAHebrewHelpList() throws {
        var look = Appearance.light
        look.strings = Self.strings("he_IL.UTF-8")
        let size = Size(width: 1200, height: 800)
        var rightToLeft = MailScene.configuration
        rightToLeft.layoutDirection = .rightToLeft  // as --direction auto makes it for Hebrew
        let host = SceneHost(scene: try MailScene(configuration: rightToLeft, window: size, appearance: look, savedPrimaryWidth: nil))
        host.handle(.resize(size, time: 0))
        let scene = host.displayList().commands.count
        host.handle(.text("?", time: 0))
        let texts = host.displayList().commands.dropFirst(scene).compactMap { command -> String? in
            if case .text(let t, _, _, _) = command { t } else { nil }
        }
        #expect(texts.contains("פקדים · סצנת הדואר, צד אל צד") && texts.contains("בכל מקום"))
        #expect(texts.contains("? או Esc להסתרה · גלילה או ↓ להמשך"))
        #expect(!texts.contains { $0.hasPrefix("Controls") || $0 == "EVERYWHERE" || $0.hasPrefix("? or Esc") })
        // Right to left, as the split: the keys' column is right of what they do, and keys read in their own order.
        let boxes = host.displayList().commands.dropFirst(scene).reduce(into: [String: (Rect, TextStyle)]()) { boxes, command in
            if case .text(let t, let style, let box, _) = command { boxes[t] = boxes[t] ?? (box, style) }
        }
        let quit = try #require(boxes["Ctrl+Q"]), quits = try #require(boxes["יציאה (ההגדרות נשמרות תוך כדי, כך ששום דבר לא אובד)"])
        #expect(quit.0.x > quits.0.maxX && quit.1.direction == .content && quits.1.direction == .rightToLeft)
        // Every group, place and effect of every scene and band is in Hebrew; an input too, unless it is keys alone.
        let english = Controls(keys: .standard, configuration: MailScene.configuration, metrics: .standard)
        let hebrew = Controls(keys: .standard, configuration: MailScene.configuration, metrics: .standard, words: DemoWords(look.strings))
        #expect(english.groups.count == hebrew.groups.count)
        for (e, h) in zip(english.groups, hebrew.groups) {
            #expect(e.title != h.title && e.controls.count == h.controls.count)
            for (ec, hc) in zip(e.controls, h.controls) {
                #expect(ec.place != hc.place && ec.effect != hc.effect, "\(ec.place): \(ec.effect)")
                let keysAlone = ec.input.split { " /,+".contains($0) }.allSatisfy { $0.first?.isLowercase == false }  // Ctrl+Q, Home / End
                #expect(keysAlone || ec.input != hc.input, "\(ec.input)")
            }
        }
    }

    /// A Hebrew mail scene in a 1200 × 800 window, right to left as --direction auto makes it.
    static func hebrewMail() throws -> MailScene {
        var look = Appearance.light
        look.strings = strings("he_IL.UTF-8")
        var configuration = MailScene.configuration
        configuration.layoutDirection = .rightToLeft
        return try MailScene(configuration: configuration, window: Size(width: 1200, height: 800), appearance: look, savedPrimaryWidth: nil)
    }

    /// Issue 36: the F1 inspector's names and the words of its values follow it too.
    @Test func theInspectorFollowsTheLanguage() throws {
        let s = try Self.hebrewMail()
        let inspector = Inspector(split: s.split.state, frameTimes: nil, stats: nil)
        #expect(inspector.lines.map(\.0) == ["מחלקת גודל", "מצב תצוגה", "חלון", "ראשית", "מפריד", "משנית", "רוחב", "כיסוי", "מחסנית"])
        #expect(inspector.lines[0].1 == "regular · רצועת tiled")
        #expect(inspector.timingLines.map { [$0.0, $0.1] } == [["זמני פריימים", "לא נמדדים בשעון הווירטואלי"]])
        var list = DisplayList()
        inspector.draw(into: &list)
        #expect(list.commands.contains { if case .text("מפקח  ·  F1 להסתרה", _, _, _) = $0 { true } else { false } })
        // Right to left, the names are on the right; a frame's numbers keep their order.
        func box(_ text: String) -> (Rect, TextStyle)? {
            list.commands.lazy.compactMap { if case .text(text, let style, let box, _) = $0 { (box, style) } else { nil } }.first
        }
        let name = try #require(box("חלון")), value = try #require(box("1200 × 800"))
        #expect(name.0.x >= value.0.maxX && value.1.direction == .content)
    }

    /// Issue 36: the sample mail's interface words — days, times in the language's digits, a sender's language — follow it;
    /// what the senders wrote does not.
    @Test func theSampleMailsWordsFollowTheLanguage() throws {
        let s = try Self.hebrewMail()
        // Item 6's thread starts with a message sent yesterday.
        let list = try #require(s.split.layout.primary)  // on the right
        _ = s.handle(.pointerDown(Point(x: list.midX, y: 44 + 44 * 5 + 22), time: 0))
        _ = s.handle(.pointerUp(Point(x: list.midX, y: 44 + 44 * 5 + 22), time: 0))
        s.advance(to: 2)
        let texts = s.displayList().commands.compactMap { command -> String? in if case .text(let t, _, _, _) = command { t } else { nil } }
        #expect(texts.contains("אתמול") && !texts.contains("Yesterday"))
        #expect(texts.contains(SampleMail.items[5].subject) && texts.contains(SampleMail.items[5].messages[0].from.name))
        let words = DemoWords(s.split.appearance.strings)
        #expect(words.writesIn(SampleMail.contacts[0]) == "שפת כתיבה: שוודית" && words.sent(.monday) == "יום שני")
        #expect(DemoWords(Self.strings("ar_EG.UTF-8")).sent(.clock("09:14")) == "٠٩:١٤")
        #expect(DemoWords(.english).sent(.clock("09:14")) == "09:14" && DemoWords(.english).writesIn(SampleMail.contacts[0]) == "Writes in Swedish")
    }
}
