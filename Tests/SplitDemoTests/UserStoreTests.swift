// The users model: edits, validation, password changes, what is saved, and reset.
import Foundation
import SplitKitTestSupport
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
        #expect(store.users[0].passwordHash.matches("aurora-borealis") && !store.users[0].passwordHash.matches("northern-lights"))
        #expect(throws: UserEditError.wrongCurrentPassword) { try store.changePassword(of: 0, current: "northern-lights", new: "long-enough") }
    }

    /// The samples' passwords, which the source no longer holds, still open the form (issue 25).
    static let samplePasswords = ["northern-lights", "lagoon-breeze", "croissant-42", "kimchi-stack", "colosseum-7", "cedar-uptime",
                                  "bund-at-night", "tram-28-yellow", "thistle-docs", "spree-queue", "sakura-pixels", "liffey-tickets"]

    @Test func theSamplesPasswordsStillWorkThroughTheirHashes() {
        for (user, password) in zip(User.samples, Self.samplePasswords) {
            #expect(user.passwordHash.matches(password), "\(user.id)")
            #expect(!user.passwordHash.matches(password + "x"), "\(user.id)")
            #expect(user.passwordHash.description.hasPrefix("scrypt$15$8$1$"))
        }
        #expect(Set(User.samples.map(\.passwordHash.salt)).count == 12)  // a salt each
    }

    @Test func aHashReadsBackFromItsTextAndRefusesWhatIsNotOne() throws {
        let hash = PasswordHash(deriving: "correct horse")
        #expect(PasswordHash(text: hash.description) == hash)
        #expect(PasswordHash(deriving: "correct horse") != hash)  // a new salt each time
        #expect(PasswordHash(text: "correct horse") == nil)
        #expect(PasswordHash(text: "scrypt$40$8$1$AAAAAAAAAAA=$" + String(repeating: "A", count: 44)) == nil)  // N = 2⁴⁰: refused
    }

    /// scrypt comes from the system's OpenSSL (``Scrypt``): RFC 7914's second test vector, byte for byte. (The samples'
    /// hashes, made with swift-crypto's BoringSSL before, still matching is the test above.)
    @Test func scryptIsRFC7914s() throws {
        let key = try Scrypt.system.deriveKey(from: Array("password".utf8), salt: Array("NaCl".utf8), log2N: 10, blockSize: 8,
                                              parallelism: 16, length: 64).get()
        #expect(key.map { String(format: "%02x", $0) }.joined() == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d9"
            + "2e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
    }

    /// Without OpenSSL (libssl3 not installed) nothing can be hashed: a hash that could not be derived matches no password,
    /// and is never written over what a file had; a password change says why, naming the package to install.
    @Test func withoutOpenSSLNothingIsHashedWrongOrWritten() throws {
        let absent = Scrypt(library: "libcrypto-absent.so.0")
        let why = try #require(absent.unavailable)
        #expect(why.description.contains("libcrypto-absent.so.0") && why.description.contains("apt-get install libssl3"))
        #expect(Scrypt.system.unavailable == nil)
        let hash = PasswordHash(deriving: "correct horse", with: absent)
        #expect(!hash.matches("correct horse") && !hash.matches(""))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([hash]) }
        #expect(UserEditError.passwordHashingUnavailable.description.contains("libssl3"))
    }

    /// Issue 34: a planted `scrypt$19$32$2` hash made one wrong guess cost 48 s and 2.1 GB on the main thread. Only a
    /// cost up to what the program writes (N 2¹⁵, r 8, p 1) is read.
    @Test func aHashCostlierThanTheProgramWritesIsRefused() {
        let tail = "$AAAAAAAAAAAAAAAAAAAAAA==$" + String(repeating: "A", count: 43) + "="
        #expect(PasswordHash(text: "scrypt$15$8$1" + tail) != nil && PasswordHash(text: "scrypt$12$4$1" + tail) != nil)
        for cost in ["19$32$2", "16$8$1", "15$9$1", "15$8$2", "20$1$1"] {
            #expect(PasswordHash(text: "scrypt$" + cost + tail) == nil, "\(cost)")
        }
    }

    /// Issue 34: records planted with a password's text were each hashed before the first frame, unknown users
    /// included (10 of them: 7.6 s to start). Only the sample users' are read, and their hashes are made on another
    /// thread.
    @Test func aPasswordsTextIsReadOnlyForTheSampleUsers() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let ava = try JSONReader.parse(String(decoding: JSONEncoder().encode(User.samples[0]), as: UTF8.self))
        guard case .object(var members) = ava else { Issue.record("not an object"); return }
        members.removeAll { $0.0 == "passwordHash" }
        var users: [(String, JSONValue)] = (0..<10).map { i in
            ("planted\(i)", .object(members.map { $0.0 == "id" ? ("id", .string("planted\(i)")) : $0 } + [("password", .string("hunter2-\(i)"))]))
        }
        users.append(("ava.lindqvist", .object(members + [("password", .string("old-plain-text"))])))
        let file = JSONValue.object([("version", .number(1)), ("users", .object(users))])
        try Data(file.compactText.utf8).write(to: URL(fileURLWithPath: folder + "/settings.json"))
        var warnings: [String] = []
        let loaded = try SettingsStore(path: folder + "/settings.json").load { warnings.append("\($0)") }
        #expect(Set(loaded.users.keys) == ["ava.lindqvist"])
        #expect(warnings.count == 10 && warnings.allSatisfy { $0.contains("only for the sample users") }, Comment(rawValue: warnings.first ?? ""))
        #expect(loaded.users["ava.lindqvist"]?.passwordHash.matches("old-plain-text") == true)
    }

    /// A settings file holds no password: a changed one is saved as a salted hash; a record from before (with the
    /// password's text) is read with its hash and written back without the text.
    @MainActor @Test func settingsHoldHashesNeverPasswords() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var store = UserStore()
        try store.changePassword(of: 0, current: "northern-lights", new: "aurora-borealis")
        var settings = Settings()
        settings.users = store.edits
        let file = try SettingsStore(path: folder + "/settings.json")
        try file.save(settings)
        let text = try String(contentsOfFile: folder + "/settings.json", encoding: .utf8)
        #expect(!text.contains("aurora-borealis") && !text.contains("\"password\"") && text.contains("\"passwordHash\" : \"scrypt$"))
        // A file an earlier splitview wrote, with the text.
        guard case .object(let users)? = try JSONReader.parse(text).value(at: "users"),
              var record = users.first(where: { $0.0 == "ava.lindqvist" })?.1 else { Issue.record("no record: \(text)"); return }
        if case .object(var members) = record {
            members.removeAll { $0.0 == "passwordHash" }
            members.append(("password", .string("old-plain-text")))
            record = .object(members)
        }
        let old = JSONValue.object([("version", .number(1)), ("users", .object([("ava.lindqvist", record)]))])
        try Data(old.compactText.utf8).write(to: URL(fileURLWithPath: folder + "/settings.json"))
        let options = try SplitviewOptions.parse(["--headless", "--script", "/dev/null", "--settings", folder + "/settings.json"])
        var messages: [String] = []
        _ = SplitviewApp.run(options) { messages.append($0) }
        let rewritten = try String(contentsOfFile: folder + "/settings.json", encoding: .utf8)
        #expect(!rewritten.contains("old-plain-text") && !rewritten.contains("\"password\""), "\(rewritten)")
        let loaded = file.load { _ in }
        #expect(loaded.users["ava.lindqvist"]?.passwordHash.matches("old-plain-text") == true)
    }

    /// Without OpenSSL a record holding a password's text cannot be written anew with its hash: it stays in the file
    /// as it was read, never replaced by an empty record (a review found `{}` written over the user's edits).
    @MainActor @Test func aRecordThatCannotBeHashedStaysAsItWasRead() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let ava = try JSONReader.parse(String(decoding: JSONEncoder().encode(User.samples[0]), as: UTF8.self))
        guard case .object(var members) = ava else { Issue.record("not an object"); return }
        members.removeAll { $0.0 == "passwordHash" || $0.0 == "jobTitle" }
        members += [("jobTitle", .string("Edited by hand")), ("password", .string("old-plain-text"))]
        let file = JSONValue.object([("version", .number(1)), ("users", .object([("ava.lindqvist", .object(members))]))])
        try Data(file.compactText.utf8).write(to: URL(fileURLWithPath: folder + "/settings.json"))
        var settings = try SettingsStore(path: folder + "/settings.json").load { _ in }
        settings.users["ava.lindqvist"]?.passwordHash = PasswordHash(deriving: "old-plain-text", with: Scrypt(library: "libcrypto-absent.so.0"))
        let text = try settings.fileText()
        #expect(text.contains("\"old-plain-text\"") && text.contains("Edited by hand"), "\(text)")
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
