// The users scene: menu, container transitions, the edit screen's modality, collapsing, and a rename across restarts.
import Foundation
import SplitKitTestSupport
import Testing
import SplitKit
import SplitKitScripting
@testable import SplitDemo

@MainActor
@Suite("Users scene", .serialized)
struct UsersSceneTests {
    func scene(width: Double = 1200) -> UsersScene {
        try! UsersScene(configuration: UsersScene.configuration, window: Size(width: width, height: 800), appearance: .light,
                        savedPrimaryWidth: nil, store: UserStore())
    }
    func tap(_ s: UsersScene, _ x: Double, _ y: Double, at t: Double) -> [SceneEffect] {
        _ = s.handle(.pointerDown(Point(x: x, y: y), time: t))
        return s.handle(.pointerUp(Point(x: x, y: y), time: t))
    }
    /// Menu rows are centred at y = 44 + 72 + 44 × index + 22; the menu starts right of the users list.
    func menuY(_ section: UserSection) -> Double { 138 + 44 * Double(UserSection.allCases.firstIndex(of: section)!) }
    let menuX = 480.0

    /// Issue 34: a password change stalled the window 0.78 s (scrypt's check and new hash on the main thread). In a
    /// window it is checked on another thread: the form says "Checking…" and keeps the frames coming, and a later
    /// frame takes the answer and asks for the save; a second Return meanwhile starts nothing.
    @Test func aPasswordChangeIsCheckedOffTheMainThreadInAWindow() throws {
        let s = scene()
        s.checksPasswordsInBackground = true
        _ = tap(s, 150, 44 + 28, at: 0)  // Ava Lindqvist
        _ = tap(s, menuX, menuY(.credentials), at: 1)
        s.advance(to: 2)
        s.passwordForm.current = TextField("northern-lights", isSecure: true)
        s.passwordForm.new = TextField("aurora-borealis", isSecure: true)
        #expect(s.changePassword().isEmpty && s.changePassword().isEmpty)
        #expect(s.passwordForm.message == "Checking…" && s.isAnimating && s.passwordCheck != nil)
        var effects: [SceneEffect] = []
        for frame in 1...600 where effects.isEmpty {  // up to 10 s of frames
            Thread.sleep(forTimeInterval: 0.016)
            effects = s.advance(to: 2 + Double(frame) / 60)
        }
        #expect(s.passwordForm.message == "Password changed." && !s.isAnimating)
        guard case .saveUsers(let edits)? = effects.first else { Issue.record("no save: \(effects)"); return }
        #expect(edits["ava.lindqvist"]?.passwordHash.matches("aurora-borealis") == true)
    }

    @Test func choosingAUserShowsTheirSplitWithTheFirstSection() {
        let s = scene()
        #expect(s.selectedUser == nil && s.container == nil)
        _ = tap(s, 150, 44 + 56 * 2 + 28, at: 0)  // third row
        #expect(s.selectedUser == 2 && s.selectedSection == .personal)
        #expect(s.container?.current == .section(.personal, user: 2))
        #expect(s.menuFrame == Rect(x: 368, y: 0, width: 220, height: 800))
    }

    @Test func rightToLeftTheMenuSitsAtTheSecondarysRightAndItsRowsTakeTaps() {
        var configuration = UsersScene.configuration
        configuration.layoutDirection = .rightToLeft
        let s = try! UsersScene(configuration: configuration, window: Size(width: 1200, height: 800), appearance: .light,
                                savedPrimaryWidth: nil, store: UserStore())
        _ = tap(s, 1050, 44 + 56 * 2 + 28, at: 0)  // the third row of the list, now on the right
        #expect(s.selectedUser == 2)
        let secondary = s.split.layout.secondary
        #expect(s.menuFrame == Rect(x: secondary.maxX - 220, y: 0, width: 220, height: 800))
        #expect(s.containerFrame?.x == secondary.x && s.containerFrame?.maxX == secondary.maxX - 221)
        s.advance(to: 1)
        _ = tap(s, secondary.maxX - 100, menuY(.location), at: 1)
        #expect(s.selectedSection == .location)
    }

    @Test func sectionsSwapScreensWithThePairsTransition() {
        let s = scene()
        _ = tap(s, 150, 72, at: 0)
        s.advance(to: 1)
        _ = tap(s, menuX, menuY(.location), at: 1)
        #expect(s.container?.kind == .slideFromTrailing && s.container?.current == .section(.location, user: 0))
        s.advance(to: 2)
        _ = tap(s, menuX, menuY(.personal), at: 2)
        #expect(s.container?.kind == .slideFromLeading)
        s.advance(to: 3)
        _ = tap(s, 150, 128, at: 3)  // another user: cross-fade, back to the first section
        #expect(s.container?.kind == .crossFade && s.container?.current == .section(.personal, user: 1))
        s.advance(to: 4)
        #expect(!s.isAnimating)
    }

    @Test func switchingSectionsMidTransitionEndsOnTheLastChoice() {
        let s = scene()
        _ = tap(s, 150, 72, at: 0)
        s.advance(to: 1)
        _ = tap(s, menuX, menuY(.location), at: 1)
        s.advance(to: 1.1)
        _ = s.handle(.key(.down, [], time: 1.1))  // focus is on the menu after a menu tap
        s.advance(to: 1.15)
        _ = tap(s, menuX, menuY(.personal), at: 1.15)
        s.advance(to: 3)
        #expect(s.container?.current == .section(.personal, user: 0) && !s.isAnimating)
        #expect(s.selectedSection == .personal)
    }

    @Test func theMenuIgnoresClicksAndKeysWhileEditing() {
        let s = scene()
        _ = tap(s, 150, 72, at: 0)
        s.advance(to: 1)
        _ = tap(s, 900, 90, at: 1)  // the Name row
        #expect(s.edit?.field == .name && s.container?.kind == .slideUp && !s.menuEnabled)
        s.advance(to: 2)
        _ = tap(s, menuX, menuY(.credentials), at: 2)
        _ = s.handle(.key(.down, [], time: 2))
        #expect(s.selectedSection == .personal && s.edit != nil)
        #expect(s.container?.current == .edit(.name, user: 0))
        let drawn = s.displayList().commands
        #expect(drawn.contains(.fill(s.menuFrame!, Theme(.light).disabledVeil)))
        _ = s.handle(.key(.escape, [], time: 3))
        #expect(s.edit == nil && s.menuEnabled && s.container?.kind == .slideDown)
        s.advance(to: 4)
        _ = tap(s, menuX, menuY(.credentials), at: 4)
        #expect(s.selectedSection == .credentials)
    }

    @Test func savingValidatesAndUpdatesTheListAtOnce() {
        let s = scene()
        _ = tap(s, 150, 72, at: 0)
        _ = tap(s, 900, 134, at: 1)  // the Email row
        for _ in 0..<40 { _ = s.handle(.key(.backspace, [], time: 1)) }
        _ = s.handle(.text("not-an-email", time: 1))
        #expect(s.handle(.key(.enter, [], time: 1)).isEmpty)
        #expect(s.edit?.message?.contains("not an email") == true)
        #expect(s.store.users[0].email == "ava.lindqvist@example.com")
        for _ in 0..<40 { _ = s.handle(.key(.backspace, [], time: 1)) }
        _ = s.handle(.text("ava@lindqvist.se", time: 1))
        let effects = s.handle(.key(.enter, [], time: 1))
        #expect(s.store.users[0].email == "ava@lindqvist.se" && s.edit == nil)
        #expect(effects == [.saveUsers(s.store.edits)])
    }

    @Test func collapsingKeepsTheSectionOnTopAndSeparatingBringsItBack() {
        let s = scene()
        _ = tap(s, 150, 72, at: 0)
        _ = tap(s, menuX, menuY(.credentials), at: 1)
        s.advance(to: 2)
        _ = s.handle(.resize(Size(width: 500, height: 800), time: 2))
        #expect(s.split.stackTitles == ["Users", "Ava Lindqvist", "Credentials"])
        #expect(s.containerFrame == Rect(x: 0, y: 0, width: 500, height: 800))
        _ = s.handle(.key(.backspace, [], time: 3))
        s.advance(to: 4)
        #expect(s.split.stackTitles == ["Users", "Ava Lindqvist"] && s.menuFrame != nil)
        _ = s.handle(.resize(Size(width: 1200, height: 800), time: 4))
        #expect(s.selectedSection == .personal)  // the menu was on top: its first row is chosen
        #expect(s.split.stackTitles == ["Users", "Ava Lindqvist"] && s.container?.current == .section(.personal, user: 0))
    }

    @Test func policyDecidesTheUsersStack() {
        let policy = UsersCollapsePolicy()
        let users = NavigationPage(id: "users", title: "Users")
        #expect(policy.collapse(primary: users, secondary: nil) == [users])
        let collapsed = policy.collapse(primary: users, secondary: NavigationPage(id: "4/location", title: "Elena Rossi"))
        #expect(collapsed.map(\.title) == ["Users", "Elena Rossi", "Location"])
        #expect(policy.separate(stack: collapsed) == NavigationPage(id: "4/location", title: "Elena Rossi"))
        #expect(policy.separate(stack: Array(collapsed.prefix(2))) == NavigationPage(id: "4/personal", title: "Elena Rossi"))
        #expect(policy.separate(stack: [users]) == nil)
    }

    @Test func aRenamedUserIsStillRenamedAfterARestart() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let rename = #"""
            [{"tap": [150, 184]}, {"wait": 0.4}, {"tap": [900, 90]}, {"wait": 0.5},
             {"key": "End"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"text": "Lee"},
             {"key": "Return"}, {"wait": 0.5},
             {"expect": {"users.2": "Chloé MarLee", "selection": "Chloé MarLee", "editing": null}}]
            """#
        let check = #"[{"expect": {"users.2": "Chloé MarLee", "users.0": "Ava Lindqvist"}}]"#
        try rename.write(toFile: folder + "/rename.json", atomically: true, encoding: .utf8)
        try check.write(toFile: folder + "/check.json", atomically: true, encoding: .utf8)
        let common = ["--headless", "--scene", "users", "--out", folder + "/out", "--settings", folder + "/settings.json"]
        var errors: [String] = []
        #expect(SplitviewApp.run(try SplitviewOptions.parse(common + ["--script", folder + "/rename.json"])) { errors.append($0) } == 0, "\(errors)")
        #expect(SplitviewApp.run(try SplitviewOptions.parse(common + ["--script", folder + "/check.json"])) { errors.append($0) } == 0, "\(errors)")
        // And --reset brings the sample back.
        var resetMessages: [String] = []
        #expect(SplitviewApp.run(try SplitviewOptions.parse(common + ["--reset", "--script", folder + "/check.json"])) { resetMessages.append($0) } == 1, "\(resetMessages)")
    }

    @Test func theEditScreenIsModalOverTheBackButtonWhenCollapsed() {
        let s = scene(width: 500)
        _ = tap(s, 150, 72, at: 0)  // Ava's menu page
        s.advance(to: 1)
        _ = tap(s, 250, menuY(.personal), at: 1)  // Personal info page
        s.advance(to: 2)
        _ = tap(s, 250, 90, at: 2)  // the Name row: the edit screen comes up
        s.advance(to: 3)
        #expect(s.edit?.field == .name)
        _ = tap(s, 120, 22, at: 3)  // where the back button would be, right of Cancel
        s.advance(to: 4)
        #expect(s.split.stackTitles == ["Users", "Ava Lindqvist", "Personal info"] && s.edit != nil)
        _ = tap(s, 30, 22, at: 4)  // Cancel
        #expect(s.edit == nil)
    }

    @Test func aNameOfAZeroWidthSpaceIsRefusedAndNothingStops() throws {
        // Typed into the edit field, U+200B once ended the program: its text has zero width.
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let script = #"""
            [{"tap": [150, 72]}, {"wait": 0.4}, {"tap": [900, 90]}, {"wait": 0.5},
             {"key": "End"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"},
             {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"},
             {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"}, {"key": "Backspace"},
             {"text": "​"}, {"shot": "invisible"}, {"expect": {"editText": "​"}},
             {"key": "Return"}, {"wait": 0.2}, {"shot": "refused"},
             {"expect": {"editing": "name", "editMessage": "A name can't be empty.", "users.0": "Ava Lindqvist"}}]
            """#
        try script.write(toFile: folder + "/zwsp.json", atomically: true, encoding: .utf8)
        var errors: [String] = []
        let options = try SplitviewOptions.parse(["--headless", "--scene", "users", "--out", folder, "--script", folder + "/zwsp.json"])
        #expect(SplitviewApp.run(options) { errors.append($0) } == 0, "\(errors)")
        #expect(errors.isEmpty)  // drawing nothing for an invisible text is not a problem
        #expect(FileManager.default.fileExists(atPath: folder + "/refused.png"))
    }
}
