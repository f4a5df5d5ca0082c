// The settings file: round trip, atomic replacement, corrupt files set aside, default location.
import Foundation
import Testing
@testable import SplitDemo
import SplitKitScripting

@Suite("Settings store")
struct SettingsStoreTests {
    @Test func savedSettingsComeBack() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let store = SettingsStore(path: folder + "/nested/settings.json")
        var settings = Settings()
        settings[scene: "mail"].primaryWidth = 560
        try store.save(settings)
        var warnings: [SettingsError] = []
        let loaded = SettingsStore(path: store.path).load { warnings.append($0) }
        #expect(loaded == settings)
        #expect(warnings.isEmpty)
        // Only the settings file is left: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/nested") == ["settings.json"])
    }

    @Test func aMissingFileGivesDefaultsQuietly() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var warned = false
        let settings = SettingsStore(path: folder + "/settings.json").load { _ in warned = true }
        #expect(settings == Settings())
        #expect(!warned)
    }

    @Test func aCorruptFileIsSetAsideAndReportedNotOverwritten() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        let store = SettingsStore(path: path)
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

    @Test func aFileWithTheWrongShapeIsSetAsideToo() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try #"{"scenes": {"mail": {"primaryWidth": "wide"}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [SettingsError] = []
        _ = SettingsStore(path: path).load { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect("\(warnings[0])".contains("scenes.mail.primaryWidth"))
    }

    @Test func olderFilesWithoutAVersionStillLoad() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        try #"{"scenes": {"mail": {"primaryWidth": 480}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let settings = SettingsStore(path: path).load { _ in Issue.record("unexpected warning") }
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
}
