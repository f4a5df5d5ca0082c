// The read-merge-write flow both stores share: a load that sets aside what it cannot read, and saves that merge
// member by member, wait for the folder's lock, and never write over a file that changed meanwhile.
import Foundation
import SplitKitStorage
import SplitKitTestSupport
import Synchronization
import Testing

/// A document of named notes, kept as a JSON object; `beforeWrite` runs when its bytes are made (a writer that
/// takes no lock, for the tests).
struct Notes: KeptDocument {
    var members: [String: String] = [:]
    var beforeWrite: (@Sendable () -> Void)?

    init() {}

    init(fileBytes: Data, note: (String) -> Void) throws {
        members = try JSONDecoder().decode([String: String].self, from: fileBytes)
        if members["version"] == "2" { note("version 2 is newer") }
    }

    func fileBytes() throws -> [UInt8] {
        beforeWrite?()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try encoder.encode(members))
    }
}

@Suite("Kept file")
struct KeptFileTests {
    func notes(at path: String) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func twoValuesOfOneFileKeepEachOthersMembers() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            let a = KeptFile<Notes>(path: path, what: "the notes"), b = KeptFile<Notes>(path: path, what: "the notes")
            _ = a.load { Issue.record("\($0)") }
            _ = b.load { Issue.record("\($0)") }
            try a.update { $0.members["a"] = "1" }
            try b.update { $0.members["b"] = "2" }  // b read the file again: it changed since b loaded it
            #expect(try notes(at: path) == ["a": "1", "b": "2"])
        }
    }

    /// A writer that takes no lock replaces the file after the save read it and before the save's rename: the save
    /// reads it again and applies its change anew, so the other writer's member is kept.
    @Test func aFileThatChangedMeanwhileIsReadAgainNotWrittenOver() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            let store = KeptFile<Notes>(path: path, what: "the notes")
            _ = store.load { Issue.record("\($0)") }
            let interloped = Mutex(false)
            let interloper: @Sendable () -> Void = {
                guard !interloped.withLock({ $0 }) else { return }
                interloped.withLock { $0 = true }
                try? Data(#"{"theirs":"2"}"#.utf8).write(to: URL(fileURLWithPath: path))
            }
            let written = try store.update { $0.members["mine"] = "1"; $0.beforeWrite = interloper }
            #expect(interloped.withLock { $0 })
            #expect(try notes(at: path) == ["mine": "1", "theirs": "2"])
            #expect(written.members == ["mine": "1", "theirs": "2"])
        }
    }

    /// Another process's lock on the folder (here another descriptor's) is waited for, and a save that cannot have it
    /// writes nothing.
    @Test func aSaveWaitsForTheFoldersLockAndWritesNothingWithoutIt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            let store = KeptFile<Notes>(path: path, what: "the notes")
            FolderLock.withLock(on: folder) { (outcome: FolderLock.Outcome) -> Void in
                #expect(outcome == .locked)
                #expect { try store.update(lockWait: 0.05) { $0.members["a"] = "1" } } throws: { error in
                    guard case .lockBusy(let locked, _, let waited)? = error as? KeptFileError else { return false }
                    return locked == folder && waited == 0.05
                }
            }
            #expect(!FileManager.default.fileExists(atPath: path))
            try store.update(lockWait: 0.05) { $0.members["a"] = "1" }  // free again
            #expect(try notes(at: path) == ["a": "1"])
        }
    }

    @Test func aFileThatCannotBeReadIsSetAsideAndReported() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
            var problems: [KeptFileProblem] = []
            let store = KeptFile<Notes>(path: path, what: "the notes")
            #expect(store.load(now: Date(timeIntervalSince1970: 0)) { problems.append($0) }.members.isEmpty)
            let aside = path + ".corrupt-19700101-000000"
            guard case .corrupt(_, let setAsideAt)? = problems.first, problems.count == 1 else {
                Issue.record("\(problems)")
                return
            }
            #expect(setAsideAt == aside)
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ not json")
        }
    }

    @Test func partsReadOnlyInPartAreReportedOnLoadAndAFolderIsLeftAlone() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            try #"{"version":"2"}"#.write(toFile: path, atomically: true, encoding: .utf8)
            var problems: [KeptFileProblem] = []
            #expect(KeptFile<Notes>(path: path, what: "the notes").load { problems.append($0) }.members == ["version": "2"])
            #expect(problems == [.partlyRead(detail: "version 2 is newer")])
            problems = []
            _ = KeptFile<Notes>(path: folder, what: "the notes").load { problems.append($0) }
            #expect(problems == [.notAFile(.directory)])
            #expect(FileInput.kind(of: folder) == .directory)
        }
    }

    @Test func aSymbolicLinkLoopIsReportedAndNeverWritten() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/loop.json"
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
            var problems: [KeptFileProblem] = []
            let store = KeptFile<Notes>(path: path, what: "the notes")
            _ = store.load { problems.append($0) }
            #expect(problems == [.linkLoop])
            #expect(throws: KeptFileError.writeFailed(.symbolicLinkLoop(path: path))) { try store.update { $0.members["a"] = "1" } }
        }
    }

    @Test func aFileThatChangedAndCannotBeReadIsKept() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.json"
            let store = KeptFile<Notes>(path: path, what: "the notes")
            try store.update { $0.members["a"] = "1" }
            try "{ half written".write(toFile: path, atomically: false, encoding: .utf8)
            #expect { try store.update { $0.members["a"] = "2" } } throws: { error in
                if case .changedAndUnreadable? = error as? KeptFileError { return true } else { return false }
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ half written")
        }
    }
}
