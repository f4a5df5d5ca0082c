// The width store: round trip, the inspector's width beside the primary's, a missing folder, a corrupt file set aside, atomic writes, other members kept.
import Foundation
import SplitKit
import SplitKitStorage
import SplitKitTestSupport
import Testing

@Suite("Split width store")
struct SplitWidthStoreTests {
    @Test func aSavedWidthComesBackAndMissingFoldersAreMade() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/a/b/width.json")
            #expect(store.load { Issue.record("unexpected warning: \($0)") } == nil)  // nothing saved yet
            try store.save(312.5)
            #expect(SplitWidthStore(path: store.path).load { Issue.record("unexpected warning: \($0)") } == 312.5)
            // Only the file is left: the temporary file was renamed over it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b") == ["width.json"])
        }
    }

    @Test func theWidthFollowsTheSplitsFlow() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/width.json")
            try store.save(280)
            var split = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800),
                                           userPrimaryWidth: store.load { Issue.record("\($0)") })
            #expect(split.layout.primaryWidth.width == 280)
            // The user drags the separator 40 points; the finished drag asks the app to save the new width.
            var effects: [SplitViewEffect] = []
            for event: InputEvent in [.pointerDown(Point(x: 284, y: 300), time: 0), .pointerMove(Point(x: 324, y: 300), time: 0.1),
                                      .pointerUp(Point(x: 324, y: 300), time: 0.2)] {
                effects += split.send(event).effects
            }
            #expect(effects == [.saveUserPrimaryWidth(320)])
            for case .saveUserPrimaryWidth(let width) in effects { try store.save(width) }
            #expect(store.load { Issue.record("\($0)") } == 320)
        }
    }

    @Test func theInspectorsWidthIsSavedFromItsEffectBesideThePrimarys() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/width.json")
            store.save(from: [.saveUserPrimaryWidth(330), .saveUserInspectorWidth(310)]) { Issue.record("\($0)") }
            #expect(store.loadWidths { Issue.record("\($0)") } == SplitWidthStore.Widths(primary: 330, inspector: 310))
            try store.save(340)  // the primary again: the inspector's width stays
            #expect(store.loadWidths { Issue.record("\($0)") } == SplitWidthStore.Widths(primary: 340, inspector: 310))
            // The split takes both back.
            var c = SplitConfiguration.specExample
            c.preferredInspectorColumnWidth = 280
            let widths = store.loadWidths { Issue.record("\($0)") }
            var split = try SplitViewState(configuration: c, size: Size(width: 1400, height: 800), userPrimaryWidth: widths.primary,
                                           inspectorPage: NavigationPage(id: "info", title: "Info"), userInspectorWidth: widths.inspector)
            split.send(.showInspector(time: 0))
            split.advance(to: 2)
            #expect(split.layout.inspector?.width == 310)
            #expect(split.layout.primaryWidth.width == 340)
        }
    }

    @Test func aBadInspectorWidthIsNamedAsSuch() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            try #"{"primaryWidth": 320, "inspectorWidth": "wide"}"#.write(toFile: path, atomically: true, encoding: .utf8)
            var warnings: [SplitWidthStoreError] = []
            #expect(SplitWidthStore(path: path).loadWidths(now: Date(timeIntervalSince1970: 0)) { warnings.append($0) } == .init())
            #expect(warnings == [.corrupt(path: path, reason: "'inspectorWidth' is not a number", setAsideAt: path + ".corrupt-19700101-000000")])
        }
    }

    @Test func aCorruptFileIsSetAsideReportedAndNotOverwritten() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
            var warnings: [SplitWidthStoreError] = []
            let store = SplitWidthStore(path: path)
            #expect(store.load(now: Date(timeIntervalSince1970: 0)) { warnings.append($0) } == nil)
            let aside = path + ".corrupt-19700101-000000"
            #expect(warnings == [.corrupt(path: path, reason: "not valid JSON", setAsideAt: aside)])
            #expect("\(warnings[0])".contains(aside))
            try store.save(300)
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ not json")  // still there after saving
            #expect(store.load { Issue.record("\($0)") } == 300)
        }
    }

    @Test func aWidthOfTheWrongTypeIsCorrupt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            for text in [#"{"primaryWidth": "wide"}"#, #"{"primaryWidth": true}"#, "[320]"] {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                var warnings: [SplitWidthStoreError] = []
                #expect(SplitWidthStore(path: path).load { warnings.append($0) } == nil)
                guard case .corrupt(_, _, let aside)? = warnings.first else {
                    Issue.record("\(text): \(warnings)")
                    continue
                }
                #expect(try String(contentsOfFile: aside, encoding: .utf8) == text)
            }
        }
    }

    @Test func saveNeverWritesOverAFileItCannotRead() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            try "garbage".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: SplitWidthStoreError.self) { try SplitWidthStore(path: path).save(400) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "garbage")
        }
    }

    @Test func aFailedWriteLeavesThePreviousFileAndNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            let store = SplitWidthStore(path: path)
            try store.save(250)
            let before = try String(contentsOfFile: path, encoding: .utf8)
            // A folder where a store's file should be: its save fails and names the file, and leaves no temporary
            // file beside it; the other file is untouched (AtomicFile's own tests fail a write at the rename).
            let other = folder + "/other.json"
            try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
            try "x".write(toFile: other + "/in", atomically: false, encoding: .utf8)
            #expect { try SplitWidthStore(path: other).save(500) } throws: { error in
                (error as? SplitWidthStoreError).map { "\($0)".contains(other) } ?? false
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["other.json", "width.json"])
        }
    }

    @Test func otherMembersOfTheFileAreKept() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            try #"{"primaryWidth": 200, "theme": {"accent": "green", "on": true}, "zoom": 1.25}"#
                .write(toFile: path, atomically: true, encoding: .utf8)
            try SplitWidthStore(path: path).save(360)
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            #expect(saved?["primaryWidth"] as? Double == 360 && saved?["zoom"] as? Double == 1.25)
            #expect((saved?["theme"] as? [String: Any])?["accent"] as? String == "green")
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""on" : true"#))
        }
    }

    /// The file is written byte for byte as Foundation's JSONSerialization wrote it (pretty, keys sorted, slashes
    /// escaped), whatever its other members hold, so a save changes only the width's line.
    @Test func theFileIsWrittenAsJSONSerializationWroteIt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            try #"{"primaryWidth": 200, "a/b": ["x", 1, 2.5, -0.5, 1e20, 12345678901234567, 18446744073709551615, -9223372036854775808, null, false, {"שלום": "ב/\"ג\""}], "byContent": {"mail/inbox": {"primaryWidth": 300}}, "z": {}}"#
                .write(toFile: path, atomically: true, encoding: .utf8)
            try SplitWidthStore(path: path).save(360.5)
            var expected = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            expected["primaryWidth"] = 360.5
            let written = try JSONSerialization.data(withJSONObject: expected, options: [.prettyPrinted, .sortedKeys]) + Data([0x0A])
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
        }
    }

    @Test func aFolderAtThePathIsReportedAndLeftAlone() throws {
        try withTemporaryFolder { folder in
            var warnings: [SplitWidthStoreError] = []
            #expect(SplitWidthStore(path: folder).load { warnings.append($0) } == nil)
            #expect(warnings.count == 1 && "\(warnings[0])".contains("is a folder"))
            #expect(FileInput.kind(of: folder) == .directory)
        }
    }
}

@Suite("Split width store conveniences")
struct SplitWidthStoreConvenienceTests {
    @Test func anApplicationsStoreFollowsTheXDGBaseDirectoryRules() {
        #expect(SplitWidthStore(application: "notes", environment: ["XDG_CONFIG_HOME": "/cfg"]).path == "/cfg/notes/width.json")
        // A relative XDG_CONFIG_HOME is invalid by the specification and ignored.
        #expect(SplitWidthStore(application: "notes", environment: ["XDG_CONFIG_HOME": "cfg"]).path.hasSuffix("/.config/notes/width.json"))
        #expect(SplitWidthStore(application: "notes", environment: [:]).path == userDatabaseHome() + "/.config/notes/width.json")
    }

    /// The home folder the user database gives this user (what an unset HOME falls back to).
    func userDatabaseHome() -> String {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return "" }
        return String(cString: directory)
    }

    /// Issue 34: HOME="" put the settings in /.config at the root of the file system (and a relative HOME under the
    /// folder the program started in). Empty or relative, it is treated as unset — the user database's home folder —
    /// and said.
    @Test(arguments: ["", "relative/home"])
    func aHomeThatIsEmptyOrRelativeIsTreatedAsUnsetAndSaid(_ home: String) {
        let expected = userDatabaseHome() + "/.config/notes/width.json"
        let location = ConfigFolder.locate("notes/width.json", environment: ["HOME": home])
        #expect(location.path == expected)
        #expect(location.warnings.count == 1, "\(location.warnings)")
        #expect(location.warnings.first?.hasPrefix(home.isEmpty ? "HOME is set but empty" : "HOME is relative/home, not an absolute path") == true)
        #expect(location.warnings.first?.contains("treated as unset and settings go to \(expected)") == true, "\(location.warnings)")
        #expect(SplitWidthStore(application: "notes", environment: ["HOME": home]).path == expected)
        // With a usable XDG_CONFIG_HOME, HOME is not needed and nothing is said.
        #expect(ConfigFolder.locate("notes/width.json", environment: ["HOME": home, "XDG_CONFIG_HOME": "/cfg"]) == ("/cfg/notes/width.json", []))
    }

    /// A location other than the environment asked for is passed on by loadWidths, as its other warnings are.
    @Test func theStoreSaysWhyItsFileIsNotWhereTheEnvironmentAsked() throws {
        try withTemporaryFolder { folder in
            try "not a folder".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
            let store = SplitWidthStore(application: "notes", environment: ["XDG_CONFIG_HOME": folder + "/file", "HOME": folder])
            #expect(store.path == folder + "/.config/notes/width.json")
            var warnings: [SplitWidthStoreError] = []
            #expect(store.loadWidths { warnings.append($0) } == .init())
            #expect(warnings.map(\.description) == ["XDG_CONFIG_HOME is \(folder)/file, which is a file, not a folder, so settings go to "
                + "\(folder)/.config/notes/width.json instead; point XDG_CONFIG_HOME at a folder."])
        }
    }

    @Test func theSplitsEffectsSaveTheWidthTheyAskFor() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/width.json")
            store.save(from: [.detailDismissed]) { Issue.record("unexpected warning: \($0)") }
            #expect(store.load { Issue.record("unexpected warning: \($0)") } == nil)  // nothing asked to be saved
            store.save(from: [.saveUserPrimaryWidth(333)]) { Issue.record("unexpected warning: \($0)") }
            #expect(store.load { Issue.record("unexpected warning: \($0)") } == 333)
            var warnings: [SplitWidthStoreError] = []
            SplitWidthStore(path: folder).save(from: [.saveUserPrimaryWidth(300)]) { warnings.append($0) }  // a folder is in the way
            #expect(warnings.count == 1)
        }
    }
}

/// Issue 35: the width store now saves through the settings' read-merge-write flow (KeptFile).
@Suite("Split width store shared with other instances")
struct SplitWidthStoreSharingTests {
    /// Another instance holding the lock on the folder (saving its own width) is waited for; the width is not
    /// written without the lock, and the save says who held it.
    @Test func aSaveWaitsForAnotherInstancesLockAndWritesNothingWithoutIt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            let store = SplitWidthStore(path: path, lockWait: 0.05)
            FolderLock.withLock(on: folder) { (_: FolderLock.Outcome) -> Void in
                #expect { try store.save(300) } throws: { error in
                    guard case .writeFailed(path, let reason)? = error as? SplitWidthStoreError else { return false }
                    return reason.contains("held the lock on \(folder)")
                }
            }
            #expect(!FileManager.default.fileExists(atPath: path))
            try store.save(300)
            #expect(store.load { Issue.record("\($0)") } == 300)
        }
    }

    /// Two instances, each saving the width the user dragged in it: neither loses the other's.
    @Test func twoInstancesKeepEachOthersWidths() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            let a = SplitWidthStore(path: path), b = SplitWidthStore(path: path)
            _ = a.loadWidths { Issue.record("\($0)") }
            _ = b.loadWidths { Issue.record("\($0)") }
            try a.save(280)
            try b.saveInspectorWidth(310)
            #expect(SplitWidthStore(path: path).loadWidths { Issue.record("\($0)") } == .init(primary: 280, inspector: 310))
        }
    }

    /// Widths kept per content (a folder, a document): each content opens at its own, else at the shared width,
    /// which the last drag anywhere set.
    @Test func widthsKeyedByContentFallBackToTheSharedOnes() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/width.json")
            let quiet: (SplitWidthStoreError) -> Void = { Issue.record("\($0)") }
            store.save(from: [.saveUserPrimaryWidth(300)], for: nil, warn: quiet)
            store.save(from: [.saveUserPrimaryWidth(420), .saveUserInspectorWidth(330)], for: "Inbox", warn: quiet)
            store.save(from: [.saveUserPrimaryWidth(250)], for: "Archive", warn: quiet)
            let reread = SplitWidthStore(path: store.path)
            #expect(reread.loadWidths(for: "Inbox", warn: quiet) == .init(primary: 420, inspector: 330))
            // Archive has no inspector width of its own: the shared one, which Inbox's drag set.
            #expect(reread.loadWidths(for: "Archive", warn: quiet) == .init(primary: 250, inspector: 330))
            // Content never sized opens at the last width dragged anywhere.
            #expect(reread.loadWidths(for: "Drafts", warn: quiet) == .init(primary: 250, inspector: 330))
            #expect(reread.loadWidths(warn: quiet) == .init(primary: 250, inspector: 330))
        }
    }

    /// An entry per content that is not widths is left out (its content opens at the shared widths), kept in the file,
    /// and the file is not set aside for it.
    @Test func aBadEntryForOneContentFallsBackAndIsKept() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/width.json"
            let text = #"{"primaryWidth": 300, "byContent": {"a": "wide", "b": {"primaryWidth": true}, "c": {"primaryWidth": -4}, "d": {"primaryWidth": 410}}}"#
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let store = SplitWidthStore(path: path)
            let quiet: (SplitWidthStoreError) -> Void = { Issue.record("\($0)") }
            for key in ["a", "b", "c", "missing"] { #expect(store.loadWidths(for: key, warn: quiet).primary == 300) }
            #expect(store.loadWidths(for: "d", warn: quiet).primary == 410)
            store.save(from: [.saveUserPrimaryWidth(360)], for: "e", warn: quiet)
            let members = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let byContent = try #require(members["byContent"] as? [String: Any])
            #expect(byContent["a"] as? String == "wide")
            #expect((byContent["e"] as? [String: Any])?["primaryWidth"] as? Double == 360)
            #expect(members["primaryWidth"] as? Double == 360)
        }
    }

    /// The split moves to other content: its widths follow, the primary animating from the width on screen, and
    /// nothing is saved.
    @Test func theSplitTakesTheWidthsOfTheContentItMovesTo() throws {
        var c = SplitConfiguration.specExample
        c.preferredInspectorColumnWidth = 280
        var split = try SplitViewState(configuration: c, size: Size(width: 1400, height: 800), userPrimaryWidth: 300,
                                       inspectorPage: NavigationPage(id: "info", title: "Info"))
        split.send(.showInspector(time: 0))
        split.advance(to: 1)
        let result = split.send(.setUserWidths(primary: 420, inspector: 330, time: 1))
        #expect(result.handled && result.effects.isEmpty)
        #expect(split.userPrimaryWidth == 420 && split.userInspectorWidth == 330)
        #expect(split.displayedPrimaryWidth.width == 300 && split.isWidthAnimating)
        split.advance(to: 2)
        #expect(split.displayedPrimaryWidth.width == 420 && split.layout.inspector?.width == 330)
        // Content the user never sized: the configuration decides again.
        split.send(.setUserWidths(primary: nil, inspector: 0, time: 2))
        split.advance(to: 3)
        #expect(split.userPrimaryWidth == nil && split.userInspectorWidth == nil)
        #expect(split.displayedPrimaryWidth.width == split.primaryWidth.width && split.layout.inspector?.width == 280)
    }

    /// A drag under way when the content changes ends where it is, and its save is returned (the content's before).
    @Test func aDragUnderWayWhenTheContentChangesEndsAndSavesItsWidth() throws {
        var split = try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800), userPrimaryWidth: 300)
        split.send(.pointerDown(Point(x: 304, y: 300), time: 0))
        split.send(.pointerMove(Point(x: 354, y: 300), time: 0.1))
        let result = split.send(.setUserWidths(primary: 420, inspector: nil, time: 0.2))
        #expect(result.effects == [.saveUserPrimaryWidth(350)])
        #expect(split.userPrimaryWidth == 420 && split.separatorDrag == nil)
    }

    /// A width set back to the preferred one is forgotten: the shared one, or one content's alone.
    @Test func aForgottenWidthIsRemovedFromTheFile() throws {
        try withTemporaryFolder { folder in
            let store = SplitWidthStore(path: folder + "/width.json")
            let quiet: (SplitWidthStoreError) -> Void = { Issue.record("\($0)") }
            store.save(from: [.saveUserPrimaryWidth(300), .saveUserInspectorWidth(310)], warn: quiet)
            store.save(from: [.saveUserPrimaryWidth(420)], for: "Inbox", warn: quiet)
            store.save(from: [.forgetUserPrimaryWidth], for: "Inbox", warn: quiet)
            #expect(store.loadWidths(for: "Inbox", warn: quiet) == .init(primary: 420, inspector: 310))  // the shared 420 now
            store.save(from: [.forgetUserPrimaryWidth], warn: quiet)
            #expect(store.loadWidths(for: "Inbox", warn: quiet) == .init(primary: nil, inspector: 310))
            let text = try String(contentsOfFile: store.path, encoding: .utf8)
            #expect(!text.contains("primaryWidth") && text.contains("inspectorWidth"))
        }
    }
}
