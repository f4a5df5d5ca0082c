// The users model: edits, validation, password changes, what is saved, and reset.
import Foundation
import Testing
@testable import SplitDemo
import SplitKitScripting

@Suite("User store")
struct UserStoreTests {
    @Test func samplesAreTwelveFixedUsers() {
        #expect(User.samples.count == 12)
        #expect(Set(User.samples.map(\.id)).count == 12)
        #expect(User.samples[0].initials == "AL")
        #expect(UserStore().edits.isEmpty)
    }

    @Test func validEditsAreStoredAndTrimmed() throws {
        var store = UserStore()
        try store.set(.name, of: 1, to: "  Benjamin Okafor ")
        try store.set(.email, of: 1, to: "ben@okafor.dev")
        try store.set(.birthDate, of: 1, to: "2000-02-29")
        try store.set(.jobTitle, of: 1, to: "Staff engineer")
        let ben = store.users[1]
        #expect(ben.name == "Benjamin Okafor" && ben.email == "ben@okafor.dev" && ben.jobTitle == "Staff engineer")
        #expect(ben.birthDate == BirthDate(year: 2000, month: 2, day: 29))
        #expect(store.edits.keys.sorted() == ["ben.okafor"])
    }

    @Test(arguments: [
        (UserField.name, "   ", UserEditError.emptyName),
        (.email, "ben.example.com", .invalidEmail("ben.example.com")),
        (.email, "ben@example", .invalidEmail("ben@example")),
        (.email, "b en@example.com", .invalidEmail("b en@example.com")),
        (.birthDate, "1999-02-29", .invalidBirthDate("1999-02-29")),
        (.birthDate, "21/04/1990", .invalidBirthDate("21/04/1990")),
    ])
    func invalidValuesAreRefusedAndNothingChanges(field: UserField, text: String, error: UserEditError) {
        var store = UserStore()
        #expect(throws: error) { try store.set(field, of: 2, to: text) }
        #expect(store.users == UserStore().users)
        #expect(error.description.count > 10)
    }

    @Test func passwordChangesCheckTheCurrentOne() throws {
        var store = UserStore()
        #expect(throws: UserEditError.wrongCurrentPassword) { try store.changePassword(of: 0, current: "nope", new: "long-enough") }
        #expect(throws: UserEditError.passwordTooShort(minimum: 8)) { try store.changePassword(of: 0, current: "northern-lights", new: "short") }
        #expect(throws: UserEditError.passwordUnchanged) { try store.changePassword(of: 0, current: "northern-lights", new: "northern-lights") }
        try store.changePassword(of: 0, current: "northern-lights", new: "aurora-borealis")
        #expect(store.users[0].password == "aurora-borealis")
    }

    @MainActor @Test func editsSurviveASettingsRoundTripAndResetForgetsThem() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var store = UserStore()
        try store.set(.name, of: 3, to: "Dan Kim")
        var settings = Settings()
        settings.users = store.edits
        let file = try SettingsStore(path: folder + "/settings.json")
        try file.save(settings)
        let loaded = file.load { _ in Issue.record("unexpected warning") }
        #expect(UserStore(edits: loaded.users).users[3].name == "Dan Kim")
        #expect(UserStore(edits: loaded.users).users == store.users)
        // --reset: the program clears the edits and saves at once.
        let options = try SplitviewOptions.parse(["--reset", "--headless", "--script", "/dev/null", "--settings", folder + "/settings.json"])
        #expect(options.reset)
        var messages: [String] = []
        _ = SplitviewApp.run(options) { messages.append($0) }
        #expect(messages.contains { $0.contains("reset") })
        let after = file.load { _ in }
        #expect(after.users.isEmpty)
        #expect(UserStore(edits: after.users).users == User.samples)
    }

    @Test func birthDatesParseStrictly() {
        #expect(BirthDate(iso: "1988-03-14")?.description == "1988-03-14")
        #expect(BirthDate(iso: "1900-02-29") == nil)  // not a leap year
        #expect(BirthDate(iso: "2024-13-01") == nil)
        #expect(BirthDate(iso: "88-03-14") == nil)
    }
}
