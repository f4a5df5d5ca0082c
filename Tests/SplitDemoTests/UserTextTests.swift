// Users' text that cannot stall or lie (issue 34): names isolated where they join the program's words, names that draw
// nothing refused, fields and the settings file held to the text limits, messages quoting an excerpt.
import Foundation
import Testing
import SplitKit
import SplitKitScripting
@testable import SplitDemo

@MainActor
@Suite("Users' text", .serialized)
struct UserTextTests {
    let fsi = "\u{2068}", pdi = "\u{2069}"
    let spoof = "Ava \u{202E}gnp.exe"

    func scene(_ store: UserStore = UserStore()) -> UsersScene {
        try! UsersScene(configuration: UsersScene.configuration, window: Size(width: 1200, height: 800), appearance: .light,
                        savedPrimaryWidth: nil, store: store)
    }
    func tap(_ s: UsersScene, _ x: Double, _ y: Double, at t: Double) {
        _ = s.handle(.pointerDown(Point(x: x, y: y), time: t))
        _ = s.handle(.pointerUp(Point(x: x, y: y), time: t))
    }
    /// The users scene with the first user chosen and their name's edit screen up.
    func editingTheName(_ store: UserStore = UserStore()) -> UsersScene {
        let s = scene(store)
        tap(s, 150, 72, at: 0)
        s.advance(to: 1)
        s.startEditing(.name, of: 0, at: 1)
        s.advance(to: 2)
        return s
    }

    @Test func aRightToLeftOverrideInANameStaysInsideTheWindowTitle() throws {
        var store = UserStore()
        try store.set(.name, of: 0, to: spoof)
        let s = scene(store)
        tap(s, 150, 72, at: 0)
        // Without the isolate the override ran on to the end: " — splitview" read backwards in every window list.
        #expect(s.displayList().title == fsi + spoof + pdi + " — splitview")
        #expect(scene().displayList().title == "splitview")
    }

    @Test func aNameTypedAndSavedIsIsolatedInTheTitleAndTheMessagesQuoteIsolated() throws {
        let s = editingTheName()
        s.edit?.text.setText("")
        _ = s.handle(.text(spoof, time: 2))
        _ = s.handle(.key(.enter, [], time: 2))
        s.advance(to: 3)
        #expect(s.store.users[0].name == spoof && s.displayList().title == fsi + spoof + pdi + " — splitview")
        // An address and a user ID are joined with other words in what a screen reader reads: each part isolated.
        s.chooseSection(.location, of: 0, at: 3)
        s.advance(to: 4)
        #expect(s.accessibilityTree().node(withID: "users.address")?.name
            == fsi + s.store.users[0].street + pdi + ", " + fsi + s.store.users[0].city + pdi)
    }

    nonisolated static let invisibleNames: [(String, String)] = [
        ("\u{202E}", "U+202E RIGHT-TO-LEFT OVERRIDE"), ("\u{3164}", "U+3164 HANGUL FILLER"),
        ("\u{2800}", "U+2800 BRAILLE PATTERN BLANK"), ("\u{00AD}", "U+00AD SOFT HYPHEN"),
        ("\u{034F}", "U+034F COMBINING GRAPHEME JOINER"),
        ("\u{2066}\u{2069}", "U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE draw nothing"),
    ]

    @Test(arguments: invisibleNames)
    func aNameThatDrawsNothingIsRefusedSayingWhy(name: String, named: String) {
        var store = UserStore()
        #expect(throws: UserEditError.invisibleName(UserText.invisibleScalars(in: name))) { try store.set(.name, of: 0, to: name) }
        #expect(store.users == UserStore().users)
        let message = UserEditError.invisibleName(UserText.invisibleScalars(in: name)).description
        #expect(message.hasPrefix("A name needs a character that shows: ") && message.contains(named) && message.hasSuffix("nothing."))
    }

    @Test func theEditScreenRefusesAnInvisibleNameAndSaysWhy() {
        let s = editingTheName()
        s.edit?.text.setText("")
        _ = s.handle(.text("\u{3164}", time: 2))
        _ = s.handle(.key(.enter, [], time: 2))
        #expect(s.edit?.message == "A name needs a character that shows: U+3164 HANGUL FILLER draws nothing.")
        #expect(s.store.users[0].name == "Ava Lindqvist")
    }

    @Test(arguments: ["Ava", "שלום", "مرحبا", "日本語", "🙂", "e\u{301}", "\u{202E}Ava", "\u{3164}Ava", "Ж"])
    func aNameWithACharacterThatShowsIsKept(name: String) throws {
        var store = UserStore()
        try store.set(.name, of: 0, to: name)
        #expect(store.users[0].name == name)
    }

    @Test func anEmailWithADirectionOverrideIsNotAnEmail() {
        var store = UserStore()
        #expect(throws: UserEditError.invalidEmail("ava@moc.\u{202E}elpmaxe")) { try store.set(.email, of: 0, to: "ava@moc.\u{202E}elpmaxe") }
    }

    @Test func aLongInvalidEmailIsQuotedByItsBeginningIsolated() {
        // 1 MB quoted whole used to make every frame of the edit screen draw a megabyte (834 ms).
        let typed = String(repeating: "y", count: 1_000_000)
        var store = UserStore()
        #expect(throws: UserEditError.invalidEmail(typed)) { try store.set(.email, of: 0, to: typed) }
        let message = UserEditError.invalidEmail(typed).description
        #expect(message == "“" + fsi + String(repeating: "y", count: 31) + "…" + pdi + "” is not an email address, like name@example.com.")
        #expect(UserEditError.invalidEmail("ben.example.com").description
            == "“" + fsi + "ben.example.com" + pdi + "” is not an email address, like name@example.com.")
    }

    @Test func aChainOfFiveThousandEmojiTypedIntoTheNameFieldIsOneCharacterOfThirtyOneScalars() {
        let s = editingTheName()
        _ = s.handle(.text(Array(repeating: "\u{1F469}", count: 5_000).joined(separator: "\u{200D}"), time: 2))
        let text = s.edit?.text.text ?? ""
        #expect(text.hasPrefix("Ava Lindqvist") && text.count == "Ava Lindqvist".count + 1)
        #expect(text.last?.unicodeScalars.count == 31 && text.unicodeScalars.count <= 1_000 && text.utf8.count <= 2_000)
    }

    @Test func aMegabyteOfCombiningMarksTypedIntoTheNameFieldKeepsThirty() {
        let s = editingTheName()
        _ = s.handle(.text("a" + String(repeating: "\u{301}", count: 500_000), time: 2))
        #expect(s.edit?.text.text == "Ava Lindqvista" + String(repeating: "\u{301}", count: 30))
        _ = s.handle(.key(.enter, [], time: 2))
        #expect(s.store.users[0].name == "Ava Lindqvista" + String(repeating: "\u{301}", count: 30))
    }

    /// A settings file whose record for Ava has `name` and `email` replaced.
    func settingsFile(name: String, email: String? = nil) throws -> Data {
        var record = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(User.samples[0])) as? [String: Any])
        record["name"] = name
        if let email { record["email"] = email }
        return try JSONSerialization.data(withJSONObject: ["version": 1, "users": ["ava.lindqvist": record]])
    }

    @Test func aPlantedMegabyteNameIsCutWhenTheFileIsReadAndSaidSo() throws {
        // Saved once, a megabyte of marks made every later start draw 260 ms frames.
        let planted = "Ava" + String(repeating: "\u{301}", count: 500_000)
        var warnings: [String] = []
        let settings = try Settings.decode(try settingsFile(name: planted, email: String(repeating: "x", count: 100_000) + "@example.com")) {
            warnings.append($0)
        }
        let ava = try #require(settings.users["ava.lindqvist"])
        #expect(ava.name == "Ava" + String(repeating: "\u{301}", count: 30) && UserStore.textLimits.allows(ava.email))
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.hasPrefix("'users.ava.lindqvist': '") && $0.utf8.count < 400 })
        #expect(warnings.first { $0.contains("'name' (1000003 bytes) is longer than splitview keeps") } != nil)
        let s = scene(UserStore(edits: settings.users))
        tap(s, 150, 72, at: 0)
        #expect(s.displayList().title == fsi + ava.name + pdi + " — splitview")
        // Saved again, the file holds what is shown, not the megabyte.
        #expect(try settings.fileText().utf8.count < 10_000)
    }

    @Test func aPlantedNameThatDrawsNothingIsNotUsedAndTheRecordIsKept() throws {
        var warnings: [String] = []
        let settings = try Settings.decode(try settingsFile(name: "\u{2800}")) { warnings.append($0) }
        #expect(settings.users["ava.lindqvist"] == nil && UserStore(edits: settings.users).users[0].name == "Ava Lindqvist")
        #expect(warnings == ["the user record 'users.ava.lindqvist' could not be read (A name needs a character that shows: "
            + "U+2800 BRAILLE PATTERN BLANK draws nothing.); it was skipped and kept as it is"])
        #expect(try settings.fileText().contains("\\u2800") || settings.fileText().contains("\u{2800}"))
    }

    @Test func theLabsAnchorsNoteQuotesTheItemIsolatedAndShort() throws {
        let options = try SplitviewOptions.parse(["--scene", "columns"])
        let lab = try #require(try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800), settings: Settings()) as? ColumnsScene)
        let field = lab.anchorsRow.field
        _ = lab.handle(.pointerDown(Point(x: field.midX, y: field.midY), time: 0))
        _ = lab.handle(.pointerUp(Point(x: field.midX, y: field.midY), time: 0))
        _ = lab.handle(.text("250,\u{202E}abc", time: 0.1))
        #expect(lab.anchorsNote == "Not applied: item 2, \"" + fsi + "\u{202E}abc" + pdi + "\", is not a width.")
        let long = SnapAnchorListError.notANumber(1, String(repeating: "z", count: 100_000))
        #expect(long.problem == "item 1, \"" + String(repeating: "z", count: 23) + "…\", is not a width")
    }
}
