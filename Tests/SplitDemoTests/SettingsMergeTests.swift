// Issue 25: saves that never lose what the file holds — nesting the writer cannot write back, a file changed since
// it was read (merged member by member, or kept when it cannot be read), and saves gathered off the main thread.
import Foundation
import SplitKitTestSupport
import Synchronization
import Testing
@testable import SplitDemo
import SplitKitScripting

@Suite("Settings: nothing lost")
struct SettingsMergeTests {
    func nested(_ arrays: Int) -> String { String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays) }

    /// 511 arrays in a member (512 levels with the document): Foundation reads it but cannot write it back, so the
    /// next save used to write `{}`. Now the file is refused as it is read, set aside and reported, and nothing in
    /// it is lost; one level less is read and written back whole.
    @Test func aFileNestedDeeperThanTheWriterCanWriteIsSetAsideNotWiped() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        let deep = #"{"deep": \#(nested(511)), "scenes": {"mail": {"primaryWidth": 420}}, "version": 1}"#
        try deep.write(toFile: path, atomically: true, encoding: .utf8)
        var warnings: [String] = []
        let store = try SettingsStore(path: path)
        _ = store.load(now: Date(timeIntervalSince1970: 0)) { warnings.append("\($0)") }
        #expect(warnings.count == 1 && warnings[0].contains("512 levels deep") && warnings[0].contains("511"), "\(warnings)")
        #expect(try String(contentsOfFile: path + ".corrupt-19700101-000000", encoding: .utf8) == deep)
        try store.update { $0[scene: "mail"].primaryWidth = 300 }
        #expect(try String(contentsOfFile: path + ".corrupt-19700101-000000", encoding: .utf8) == deep)

        let deepest = #"{"deep": \#(nested(510)), "scenes": {"mail": {"primaryWidth": 420}}, "version": 1}"#
        try deepest.write(toFile: path, atomically: true, encoding: .utf8)
        let kept = try SettingsStore(path: path)
        _ = kept.load { Issue.record("unexpected warning: \($0)") }
        try kept.update { $0[scene: "mail"].primaryWidth = 333 }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(JSONNesting.depth(of: Array(text.utf8)) == 511 && text.contains("333"))
    }

    /// Settings that cannot be written as JSON (made here directly, deeper than the writer goes) are never saved as
    /// something else: the file stays as it was and the save says so.
    @Test func settingsThatCannotBeWrittenKeepTheFileAsItWas() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        let store = try SettingsStore(path: path)
        try store.update { $0[scene: "mail"].primaryWidth = 420 }
        let before = try String(contentsOfFile: path, encoding: .utf8)
        var value = JSONValue.array([])
        for _ in 0..<600 { value = .array([value]) }
        let deep = value
        #expect { try store.update { $0.unknown["deep"] = KeptJSON(deep) } } throws: { error in
            guard case .keptAsItWas(let failed, let reason)? = error as? SettingsError else { return false }
            return failed == path && reason.contains("could not be written as JSON")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    /// Two instances on one file: each save is its change applied to what the file holds now, so neither loses the
    /// other's; a member added by hand meanwhile stays too.
    @Test func twoStoresOnOneFileKeepEachOthersChanges() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/settings.json"
        let a = try SettingsStore(path: path), b = try SettingsStore(path: path)
        _ = a.load { _ in }
        _ = b.load { _ in }
        var renamed = User.samples[2]
        renamed.name = "Chloé Marlee"
        try b.update { $0.users[renamed.id] = renamed }
        // An editor adds a member while both run (not through a store).
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"version\"", with: "\"byHand\" : true,\n  \"version\"")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try a.update { $0[scene: "mail"].primaryWidth = 510 }
        try b.update { $0[scene: "users"].primaryWidth = 400 }
        let loaded = try SettingsStore(path: path).load { Issue.record("unexpected warning: \($0)") }
        #expect(loaded.users[renamed.id]?.name == "Chloé Marlee")
        #expect(loaded[scene: "mail"].primaryWidth == 510 && loaded[scene: "users"].primaryWidth == 400)
        #expect(loaded.unknown["byHand"]?.value == .bool(true))
        // Last writer wins, member by member.
        try a.update { $0[scene: "mail"].primaryWidth = 600 }
        try b.update { $0[scene: "mail"].primaryWidth = 620 }
        #expect(try SettingsStore(path: path).load { _ in }[scene: "mail"].primaryWidth == 620)
    }

    /// The file changed since it was read and cannot be read now: the save keeps it as it is and says so.
    @Test func aFileThatChangedAndCannotBeReadIsKept() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let (path, store) = try loadedStore(in: folder)
        try store.update { $0[scene: "mail"].primaryWidth = 420 }
        try "{ half written by someone".write(toFile: path, atomically: false, encoding: .utf8)
        #expect { try store.update { $0[scene: "mail"].primaryWidth = 500 } } throws: { error in
            guard case .keptAsItWas(_, let reason)? = error as? SettingsError else { return false }
            return reason.contains("changed since it was read")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ half written by someone")
    }

    /// A burst of saves is written once, off the caller's thread, and all of it is on disk after a flush.
    @Test func aBurstOfSavesIsWrittenTogetherAndFlushed() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let (path, store) = try loadedStore(in: folder)
        let reports = Mutex<[String]>([])
        let saver = SettingsSaver(store: store, delay: 0.2) { line in reports.withLock { $0.append(line) } }
        for width in 1...20_000 { saver.save { $0[scene: "mail"].primaryWidth = Double(width) } }
        #expect(!FileManager.default.fileExists(atPath: path))  // nothing written yet: the burst is still gathering
        saver.flush()
        #expect(try SettingsStore(path: path).load { _ in }[scene: "mail"].primaryWidth == 20_000)
        #expect(reports.withLock { $0 }.isEmpty)
    }
}
