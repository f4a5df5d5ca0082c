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
        // In a window its display row says the scale in Hebrew too (the video driver's name stays as SDL gives it).
        #expect(DemoWords(s.split.appearance.strings)(InspectorWord.pixelsPerPoint, "1.5") == "1.5 פיקסלים לנקודה")
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

    /// Every text a display list draws.
    static func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { command -> String? in if case .text(let t, _, _, _) = command { t } else { nil } }
    }

    /// The users scene with the desktop's `language`, right to left as --direction auto makes it for Hebrew and Arabic.
    static func users(_ language: String, width: Double = 1200) throws -> UsersScene {
        var look = Appearance.light
        look.strings = strings(language)
        var configuration = UsersScene.configuration
        configuration.layoutDirection = ["he", "ar"].contains(language.prefix(2)) ? .rightToLeft : .leftToRight
        return try UsersScene(configuration: configuration, window: Size(width: width, height: 800), appearance: look,
                              savedPrimaryWidth: nil, store: UserStore())
    }

    /// Issue 36: the users scene's own words follow the language — the Credentials form, its messages, the edit screen and
    /// what assistive technologies hear of them; the users' names and the state log's messages do not.
    @Test func aHebrewDesktopGivesAHebrewUsersScene() throws {
        let s = try Self.users("he_IL.UTF-8")
        s.chooseUser(0, at: 0)
        s.chooseSection(.credentials, of: 0, at: 1)
        s.advance(to: 2)
        var texts = Self.texts(s.displayList())
        for hebrew in ["מזהה משתמש", "שינוי סיסמה", "נוכחית", "חדשה", "חובה", "לפחות 8 תווים", "Ava Lindqvist", "ava.lindqvist"] {
            #expect(texts.contains(hebrew), "\(hebrew)")
        }
        for english in ["User ID", "CHANGE PASSWORD", "Change password", "Current", "New", "Required", "At least 8 characters"] {
            #expect(!texts.contains(english), "\(english)")
        }
        var tree = s.accessibilityTree()
        #expect(tree.node(withID: UsersScene.changePasswordID)?.name == "שינוי סיסמה")
        #expect(tree.node(withID: UsersScene.passwordIDs[0])?.name == "סיסמה נוכחית")
        #expect(tree.node(withID: UsersScene.passwordIDs[0])?.description == "חובה")
        #expect(tree.node(withID: UsersScene.passwordIDs[1])?.name == "סיסמה חדשה")
        #expect(tree.node(withID: "users.userID")?.name == "מזהה משתמש " + UserText.isolated("ava.lindqvist"))
        #expect(tree.node(withID: UsersScene.menuID)?.name == "מקטעים")
        // A refused change says why in Hebrew, on screen and to a screen reader; the state log keeps its English.
        s.passwordForm.current = TextField("wrong-one", isSecure: true)
        s.passwordForm.new = TextField("aurora-borealis", isSecure: true)
        _ = s.changePassword()
        #expect(Self.texts(s.displayList()).contains("הסיסמה הנוכחית שגויה."))
        #expect(s.accessibilityTree().node(withID: "users.password.message")?.name == "הסיסמה הנוכחית שגויה.")
        #expect(s.stateFields().first { $0.0 == "passwordMessage" }?.1 == .string("The current password is not right."))
        // The edit screen: its title, its buttons (drawn and named), the hint, and why a save is refused.
        s.chooseSection(.personal, of: 0, at: 3)
        s.advance(to: 4)
        s.startEditing(.name, of: 0, at: 5)
        s.advance(to: 6)
        texts = Self.texts(s.displayList())
        #expect(texts.contains("עריכת שם") && texts.contains("ביטול") && texts.contains("שמירה") && texts.contains("Return לשמירה · Esc לביטול"))
        #expect(!texts.contains("Edit Name") && !texts.contains("Cancel") && !texts.contains("Save"))
        tree = s.accessibilityTree()
        #expect(tree.node(withID: UsersScene.cancelID)?.name == "ביטול" && tree.node(withID: UsersScene.saveID)?.name == "שמירה")
        #expect(tree.node(withID: "users.screen.title")?.name == "עריכת שם")
        _ = s.handle(.key(.character("a"), .control, time: 7))
        _ = s.handle(.key(.backspace, [], time: 7))
        _ = s.handle(.key(.enter, [], time: 7))
        #expect(Self.texts(s.displayList()).contains("השם לא יכול להיות ריק."))
        #expect(s.accessibilityTree().node(withID: "users.edit.message")?.name == "השם לא יכול להיות ריק.")
        #expect(s.stateFields().first { $0.0 == "editMessage" }?.1 == .string("A name can't be empty."))
        #expect(DemoWords(Self.strings("he_IL.UTF-8")).editTitle(.birthDate) == "עריכת תאריך לידה")
    }

    /// Issue 36: the users scene's messages and the map's words in the other languages, numbers in their digits; English
    /// word for word as before.
    @Test func theUsersScenesMessagesFollowTheLanguage() throws {
        let invisible = UserEditError.invisibleName(["\u{3164}", "\u{200B}", "\u{202E}", "\u{2066}"])
        let english = DemoWords(.english)
        #expect(english.message(invisible) == "A name needs a character that shows: U+3164 HANGUL FILLER, U+200B ZERO WIDTH SPACE and "
            + "U+202E RIGHT-TO-LEFT OVERRIDE and others draw nothing.")
        #expect(english.message(.invisibleName(["\u{3164}"])) == "A name needs a character that shows: U+3164 HANGUL FILLER draws nothing.")
        #expect(english.message(.invisibleName(["\u{3164}", "\u{200B}"]))
                == "A name needs a character that shows: U+3164 HANGUL FILLER and U+200B ZERO WIDTH SPACE draw nothing.")
        #expect(english.message(.passwordTooShort(minimum: 8)) == "A new password needs at least 8 characters.")
        #expect(english.message(.invalidEmail("x")) == "“" + UserText.isolated("x") + "” is not an email address, like name@example.com.")
        #expect(english.editTitle(.jobTitle) == "Edit Job title" && english.message(.changed) == "Password changed.")
        #expect(english.coordinates(latitude: 59.3342, longitude: -9.1381) == "59.3342° N, 9.1381° W")
        #expect(invisible.description == english.message(invisible))
        let german = DemoWords(Self.strings("de_DE.UTF-8")), arabic = DemoWords(Self.strings("ar_EG.UTF-8"))
        #expect(german.message(.passwordTooShort(minimum: 8)) == "Ein neues Passwort braucht mindestens 8 Zeichen.")
        #expect(german.message(.invisibleName(["\u{3164}", "\u{200B}"]))
                == "Ein Name braucht ein sichtbares Zeichen: U+3164 HANGUL FILLER und U+200B ZERO WIDTH SPACE zeigen nichts an.")
        #expect(german.coordinates(latitude: 59.3342, longitude: 18.0632) == "59,3342° N, 18,0632° O")
        #expect(DemoWords(Self.strings("ja_JP.UTF-8")).coordinates(latitude: 59.3342, longitude: 18.0632) == "北緯59.3342° 東経18.0632°")
        #expect(DemoWords(Self.strings("fr_FR.UTF-8")).message(.checking) == "Vérification…")
        #expect(DemoWords(Self.strings("es_ES.UTF-8")).editTitle(.email) == "Editar correo")
        #expect(arabic.message(.passwordTooShort(minimum: 8)) == "يجب أن تتكون كلمة المرور الجديدة من ٨ أحرف على الأقل.")
        #expect(arabic.coordinates(latitude: 59.3342, longitude: 18.0632) == "٥٩٫٣٣٤٢° شمالا، ١٨٫٠٦٣٢° شرقا")
    }

    /// Issue 36: French "Changer le mot de passe" was cut to "Changer le mot de…" in the 220-point Change password button;
    /// the button takes the room its label needs, 16 points either side, in a wide window and a narrow one. English keeps
    /// its 220 points.
    @Test func theChangePasswordButtonHoldsItsLabel() throws {
        for (language, width) in [("fr_FR.UTF-8", 1200.0), ("fr_FR.UTF-8", 700), ("de_DE.UTF-8", 700), ("C.UTF-8", 1200)] {
            let s = try Self.users(language, width: width)
            s.chooseUser(0, at: 0)
            s.chooseSection(.credentials, of: 0, at: 1)
            s.advance(to: 2)
            let button = s.placedChangePasswordButton(in: s.screenLayout(in: try #require(s.containerFrame)))
            let label = s.split.appearance.textMeasure.width(of: button.label.shown, style: TextStyle(size: Button.fontSize, weight: .bold, color: Color(hex: 0)))
            #expect(button.frame.width >= label + 32, "\(language) \(width): \(button.label.shown)")
            #expect(Self.texts(s.displayList()).contains(button.label.shown))
            if language == "C.UTF-8" { #expect(button.frame.width == 220 && button.label.shown == "Change password") }
        }
    }

    /// The column-width lab with the desktop's `language`, right to left for Hebrew and Arabic.
    static func lab(_ language: String) throws -> ColumnsScene {
        var look = Appearance.light
        look.strings = strings(language)
        var configuration = MailScene.configuration  // as --scene columns starts
        configuration.layoutDirection = ["he", "ar"].contains(language.prefix(2)) ? .rightToLeft : .leftToRight
        return try ColumnsScene(configuration: configuration, window: Size(width: 1200, height: 800), appearance: look,
                                savedPrimaryWidth: nil, switchOn: false)
    }

    /// Issue 36: the lab's words follow the language — its panel, sliders, readout, switch and snap anchors field, drawn
    /// and spoken — its numbers in the language's digits; the rules keep their API names and the state log its English.
    @Test func aHebrewDesktopGivesAHebrewLab() throws {
        let lab = try Self.lab("he_IL.UTF-8")
        let tree = lab.accessibilityTree()
        #expect(tree.node(withID: LabControl.anchorsField.nodeID)?.name == "נקודות עיגון")
        #expect(tree.node(withID: ColumnsScene.controlsID)?.name == "הגדרות רוחב" && tree.name == "רוחבי עמודות")
        #expect(tree.node(withID: LabControl.fractionSlider.nodeID)?.name == "שבר מועדף")
        #expect(tree.node(withID: LabControl.constraintsSwitch.nodeID)?.name == "אילוצים מונפשים")
        #expect(tree.node(withID: "columns.readout")?.name == "360 נק׳ — fraction: 0.3 × חלון ברוחב 1200")
        #expect(tree.node(withID: "columns.width")?.name == "360 נק׳, כלל: fraction")
        let list = lab.displayList()
        let texts = Self.texts(list)
        for hebrew in ["שבר מועדף", "רוחב מזערי לעמודה המשנית", "0.3  (360 נק׳)", "200 נק׳", "360 נק׳ — fraction: 0.3 × חלון ברוחב 1200",
                       "אילוצים מונפשים", "נקודות עיגון (בנקודות או בשברים: \u{200E}250,0.5,600)", "אין: המפריד נשאר היכן שמשחררים אותו.",
                       "כלל: fraction", "360 נק׳"] {
            #expect(texts.contains(hebrew), "\(hebrew)")
        }
        #expect(!texts.contains { $0.hasPrefix("Preferred") || $0.hasPrefix("Snap anchors") || $0.hasPrefix("None:") || $0.hasSuffix(" pt") })
        #expect(list.title == "רוחבי עמודות — splitview")
        // The panel keeps its places left to right; its words read in their own direction, a Hebrew readout from the right.
        let readout = list.commands.lazy.compactMap { command -> TextStyle? in
            if case .text("360 נק׳ — fraction: 0.3 × חלון ברוחב 1200", let style, let box, _) = command, box == lab.readoutBox { style } else { nil }
        }.first
        #expect(readout?.direction == .content)
        // A list that cannot be read says why in Hebrew, the item typed isolated; the state log keeps its English.
        lab.focus = .anchorsField
        _ = lab.handle(.text("250,abc", time: 0.1))
        #expect(lab.anchorsNote == "לא הוחל: פריט 2, \"" + UserText.isolated("abc") + "\", אינו רוחב.")
        _ = lab.handle(.key(.backspace, [], time: 0.2))
        _ = lab.handle(.key(.backspace, [], time: 0.2))
        _ = lab.handle(.key(.backspace, [], time: 0.2))
        _ = lab.handle(.text("0.5,600", time: 0.3))
        #expect(lab.anchorsNote == "המפריד נח על 250 · 600 נק׳ (בתנופה: על הבאה באותו כיוון)")
        let log = lab.stateFields()
        #expect(log.first { $0.0 == "readout" }?.1 == .string("360 pt — fraction: 0.3 × 1200 window"))
        #expect(log.first { $0.0 == "sliders" }.map { "\($0.1)" }?.contains("Preferred fraction") == true)
        // Arabic writes the numbers in its digits and decimal mark; English as the state log does.
        let arabic = try Self.lab("ar_EG.UTF-8")
        #expect(arabic.readout == "٣٦٠ نقطة — fraction: ٠٫٣ × نافذة بعرض ١٢٠٠")
        #expect(try Self.lab("de_DE.UTF-8").readout == "360 pt — fraction: 0,3 × 1200 Fensterbreite")
        #expect(DemoWords(.english).problem(.fractionOverOne(2, "1.5"), quoting: { $0 }) == "item 2, 1.5, is a fraction over 1")
    }
}
