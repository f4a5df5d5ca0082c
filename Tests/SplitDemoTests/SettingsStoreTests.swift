// The settings file: round trip, atomic replacement, corrupt files set aside, default location.
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitDemo
import SplitKitScripting

@Suite("Settings store")
struct SettingsStoreTests {
    @Test func savedSettingsComeBack() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let store = try SettingsStore(path: folder + "/nested/settings.json")
        var settings = Settings()
        settings[scene: "mail"].primaryWidth = 560
        try store.save(settings)
        var warnings: [SettingsError] = []
        let loaded = try SettingsStore(path: store.path).load { warnings.append($0) }
        #expect(loaded == settings)
        #expect(warnings.isEmpty)
        // Only the settings file is left: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/nested") == ["settings.json"])
    }

    @Test func aMissingFileGivesDefaultsQuietly() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var warned = false
        let settings = try SettingsStore(path: folder + "/settings.json").load { _ in warned = true }
        #expect(settings == Settings())
        #expect(!warned)
    }

    @Test func aCorruptFileIsSetAsideAndReportedNotOverwritten() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        let store = try SettingsStore(path: path)
        let settings = store.load(now: Date(timeIntervalSince1970: 0)) { warnings.append($0) }
        #expect(settings == Settings())
        #expect(warnings.count == 1)
        let aside = path + ".corrupt-19700101-000000"
        #expect("\(warnings[0])".contains(path) && "\(warnings[0])".contains(aside))
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ not json")
        var next = Settings()
        next[scene: "mail"].primaryWidth = 300
        try store.save(next)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ not json")  // still there after saving
    }

    @Test func aWrongTypeIsNamedIgnoredAndKeptTheRestIsRead() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try #"{"scenes": {"mail": {"primaryWidth": "wide"}, "users": {"primaryWidth": 400}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        let store = try SettingsStore(path: path)
        let settings = store.load { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect("\(warnings[0])".contains("'scenes.mail.primaryWidth' has the wrong type (\"wide\")"))
        #expect(settings[scene: "users"].primaryWidth == 400 && settings[scene: "mail"].primaryWidth == nil)
        try store.save(settings)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""primaryWidth" : "wide""#))  // kept
    }

    @Test func olderFilesWithoutAVersionStillLoad() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try #"{"scenes": {"mail": {"primaryWidth": 480}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let settings = try SettingsStore(path: path).load { _ in Issue.record("unexpected warning") }
        #expect(settings.version == 1)
        #expect(settings[scene: "mail"].primaryWidth == 480)
    }

    @Test func aFailedWriteLeavesThePreviousFileAlone() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try "previous".write(toFile: path, atomically: true, encoding: .utf8)
        // A folder where the temporary file would go makes the write fail before any rename.
        try FileManager.default.createDirectory(atPath: folder + "/.settings.json.\(getpid()).tmp", withIntermediateDirectories: true)
        #expect(throws: SettingsError.self) { try SettingsStore(path: path).save(Settings()) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    }

    @Test func theDefaultPathFollowsXDG() {
        #expect(SettingsStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"])
            == "/x/cfg/splitview/settings.json")
        #expect(SettingsStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.config/splitview/settings.json")
        #expect(SettingsStore.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])
            == "/home/u/.config/splitview/settings.json")
    }

    /// Issue 34: HOME="" wrote the settings to /.config/splitview/ at the root of the file system, silently. Empty or
    /// relative, HOME is treated as unset (the user database's home folder, as when it is unset), with a warning.
    @Test(arguments: ["", "."])
    func aHomeThatIsEmptyOrRelativeIsTreatedAsUnset(_ home: String) throws {
        let entry = try #require(getpwuid(geteuid()))
        let expected = String(cString: try #require(entry.pointee.pw_dir)) + "/.config/splitview/settings.json"
        let location = SettingsStore.defaultLocation(environment: ["HOME": home])
        #expect(location.path == expected)
        #expect(location.warnings == [(home.isEmpty ? "HOME is set but empty" : "HOME is ., not an absolute path")
            + ", so it is treated as unset and settings go to \(expected), under the home folder the user database gives; "
            + "set HOME to your home folder's full path, or pass --settings PATH"])
        #expect(SettingsStore.defaultLocation(environment: ["HOME": "/home/u"]).warnings.isEmpty)
    }

    @Test func unknownKeysAndScenesComeBackOnSave() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        let original = #"{"version": 1, "theme": {"accent": "green", "precise": 0.123456789}, "scenes": {"mail": {"primaryWidth": 480, "zoom": 1.25}, "future": {"x": [1, 2]}}}"#
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let store = try SettingsStore(path: path)
        var settings = store.load { Issue.record("unexpected warning: \($0)") }
        settings[scene: "mail"].primaryWidth = 500
        try store.save(settings)
        let saved = try JSONReader.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(saved.value(at: "theme.accent") == "green" && saved.value(at: "theme.precise") == .number(0.123456789))
        #expect(saved.value(at: "scenes.mail.zoom") == .number(1.25) && saved.value(at: "scenes.mail.primaryWidth") == 500)
        #expect(saved.value(at: "scenes.future.x.1") == 2)
    }

    @Test func aNewerVersionIsReadForWhatWeKnowAndWrittenBackWhole() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try #"{"version": 999, "scenes": {"mail": {"primaryWidth": 420, "layout": "grid"}}, "sync": {"enabled": true}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        let store = try SettingsStore(path: path)
        var settings = store.load { warnings.append($0) }
        #expect(settings[scene: "mail"].primaryWidth == 420)
        #expect(warnings.count == 1 && "\(warnings[0])".contains("version 999 is newer"))
        settings[scene: "columns"].switchOn = true
        try store.save(settings)
        let saved = try JSONReader.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(saved.value(at: "version") == 999 && saved.value(at: "sync.enabled") == true)
        #expect(saved.value(at: "scenes.mail.layout") == "grid" && saved.value(at: "scenes.columns.switchOn") == true)
    }

    @Test func aBadUserRecordIsSkippedByNameAndKept() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        var good = User.samples[1]
        good.name = "Benjamin Okafor"
        let goodJSON = String(decoding: try JSONEncoder().encode(good), as: UTF8.self)
        try #"{"users": {"ava.lindqvist": {"id": "ava.lindqvist", "name": 7}, "ben.okafor": \#(goodJSON)}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        let store = try SettingsStore(path: path)
        let settings = store.load { warnings.append($0) }
        #expect(settings.users["ben.okafor"]?.name == "Benjamin Okafor" && settings.users["ava.lindqvist"] == nil)
        #expect(warnings.count == 1 && "\(warnings[0])".contains("'users.ava.lindqvist'"))
        try store.save(settings)
        guard case .object(let users)? = try JSONReader.parse(String(contentsOfFile: path, encoding: .utf8)).value(at: "users") else {
            Issue.record("no users")
            return
        }
        #expect(users.first { $0.0 == "ava.lindqvist" }?.1.value(at: "name") == 7)  // the unreadable record, as it was
    }

    @Test func theFilesModeOwnerAndLinkAreKept() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let real = folder + "/real/settings.json", link = folder + "/settings.json"
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try #"{"version": 1}"#.write(toFile: real, atomically: true, encoding: .utf8)
        chmod(real, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/settings.json")
        var settings = Settings()
        settings[scene: "mail"].primaryWidth = 333
        try SettingsStore(path: link).save(settings)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/settings.json")  // still a link
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("333"))
        var info = stat()
        stat(real, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        // A new file is private: the users scene keeps passwords in it.
        try SettingsStore(path: folder + "/new.json").save(settings)
        stat(folder + "/new.json", &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func twoCorruptFilesInOneSecondAreBothKept() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        let moment = Date(timeIntervalSince1970: 100)
        for text in ["first {", "second ["] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let store = try SettingsStore(path: path)
            _ = store.load(now: moment) { _ in }
            try store.save(Settings())  // the run goes on saving
        }
        #expect(try String(contentsOfFile: path + ".corrupt-19700101-000140", encoding: .utf8) == "first {")
        #expect(try String(contentsOfFile: path + ".corrupt-19700101-000140-2", encoding: .utf8) == "second [")
    }

    @Test func temporaryFilesOfKilledSavesAreRemoved() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let stale = folder + "/.settings.json.999999999.tmp", killed = folder + "/.settings.json.Ab3dEf9hIjKl.tmp"
        let writing = folder + "/.settings.json.InUseInUse12.tmp", link = folder + "/.settings.json.LinkLinkLink.tmp"
        let others = folder + "/.settings.json.SomeoneElse1.tmp"
        let recent = folder + "/.settings.json.JustNowJust.tmp"  // an older splitview's, perhaps not yet locked
        for file in [stale, killed, writing, others, recent] { try "half a fi".write(toFile: file, atomically: true, encoding: .utf8) }
        // Names from before temporary files named their maker are removed only when a minute old or more.
        var old = [timeval(tv_sec: time(nil) - 120, tv_usec: 0), timeval(tv_sec: time(nil) - 120, tv_usec: 0)]
        for file in [stale, killed, writing, others] { utimes(file, &old) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/target")
        try "a file of someone's".write(toFile: folder + "/target", atomically: true, encoding: .utf8)
        chown(others, 65534, 65534)  // nobody's
        let fd = open(writing, O_RDONLY)  // a save still writing holds its file locked
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        _ = try SettingsStore(path: folder + "/settings.json").load { _ in }
        #expect(!FileManager.default.fileExists(atPath: stale) && !FileManager.default.fileExists(atPath: killed))
        #expect(FileManager.default.fileExists(atPath: writing))  // a live save's file is left alone
        #expect(FileManager.default.fileExists(atPath: recent))
        #expect(FileManager.default.fileExists(atPath: others))  // so is another user's
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil)  // and a link, not followed
        #expect(try String(contentsOfFile: folder + "/target", encoding: .utf8) == "a file of someone's")
    }

    @Test func aFolderOrAPipeIsRefusedByKindAndLeftAlone() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        #expect { try SettingsStore(path: folder) } throws: { "\($0)".contains("is a folder, not a file") }
        #expect(FileManager.default.fileExists(atPath: folder))
        mkfifo(folder + "/pipe", 0o600)
        #expect { try SettingsStore(path: folder + "/pipe") } throws: { "\($0)".contains("is a named pipe") }
        #expect { try SettingsStore(path: "") } throws: { "\($0)".contains("--settings is empty") }
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try "{\n  \"version\": 1,\n  \"scenes\": {,}\n}".write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        _ = try SettingsStore(path: path).load { warnings.append($0) }
        #expect("\(warnings.first!)".contains("line 3, column"))
    }
}
