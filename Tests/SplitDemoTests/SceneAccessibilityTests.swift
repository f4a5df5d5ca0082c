// The demo's scenes to assistive technologies and the keyboard: their trees, the requests they answer through the
// host, one focus chain per window, and F7 for slow motion now that F8 is the separator's.
import Testing
import SplitKit
import SplitKitScripting
import SplitKitSDL
@testable import SplitDemo

@MainActor
@Suite("Scenes: accessibility and keyboard reach (issue 19)", .serialized)
struct SceneAccessibilityTests {
    typealias ID = AccessibleNode.ID

    func host(_ scene: SceneName, width: Double, height: Double = 800, perform: @escaping (SceneEffect) -> Void = { _ in }) throws -> SceneHost {
        let options = try SplitviewOptions.parse(["--scene", scene.rawValue])
        let size = Size(width: width, height: height)
        let host = SceneHost(scene: try SplitviewApp.makeScene(options, window: size, settings: Settings()), perform: perform)
        host.handle(.resize(size, time: 0))
        return host
    }

    func key(_ host: SceneHost, _ key: Key, _ modifiers: KeyModifiers = [], at time: Double = 0) {
        host.handle(.key(key, modifiers, time: time))
        host.advance(to: time)
    }

    func logged(_ host: SceneHost, _ name: String) -> JSONValue? { host.stateFields().first { $0.0 == name }?.1 }

    @Test func mailsTreeHasTheRowsAndTheDetailText() throws {
        let h = try host(.mail, width: 1200)
        h.handle(.pointerDown(Point(x: 100, y: 154), time: 0))
        h.handle(.pointerUp(Point(x: 100, y: 154), time: 0))
        let tree = try #require(h.accessibilityTree())
        print("mail, 1200×800 tiled, Item 3 chosen:\n" + tree.outline(rowLimit: 4))
        let rows = try #require(tree.node(withID: MailScene.listID)).children
        #expect(rows.map(\.name) == (1...20).map { "Item \($0)" })
        #expect(rows.filter { $0.states.contains(.selected) }.map(\.name) == ["Item 3"])
        // The thread's messages as a list named by its subject, each row by who wrote it, when, and how it starts.
        let thread = try #require(tree.node(withID: MailScene.threadID))
        #expect(thread.role == .list && thread.name == "موعد الاجتماع" && thread.children.count == 4)
        #expect(thread.children.first?.name == "يوسف حداد, 13:30: مرحبا، هل يناسبك الاجتماع يوم الثلاثاء؟")
        #expect(tree.name == "Items")  // "Items split pane", not an unnamed one
        #expect(tree.node(withID: ID.secondary)?.name == "Item 3")
        #expect(tree.node(withID: ID.separator)?.value == AccessibleValue(current: 360, minimum: 200, maximum: 640, step: 10, text: "360 points"))
    }

    @Test func mailsOverlayTreeAt800By560() throws {
        let h = try host(.mail, width: 800, height: 560)
        let hidden = try #require(h.accessibilityTree())
        print("mail, 800×560 overlay band, list hidden:\n" + hidden.outline(rowLimit: 3))
        #expect(hidden.children.map(\.id) == [ID.secondary, ID.primary])
        #expect(hidden.node(withID: ID.primary)?.states.contains(.showing) == false)
        #expect(hidden.node(withID: ID.sidebarButton)?.name == "Show sidebar")
        #expect(h.performAccessibility(.perform(.press, node: ID.sidebarButton), time: 0))
        h.advance(to: 2)
        let shown = try #require(h.accessibilityTree())
        print("mail, 800×560 overlay band, list shown:\n" + shown.outline(rowLimit: 3))
        #expect(shown.node(withID: ID.primary)?.states.isSuperset(of: [.visible, .showing]) == true)
        #expect(shown.node(withID: ID.sidebarButton)?.takesFocus == false)
        #expect(shown.node(withID: MailScene.listID)?.states.contains(.focused) == true)  // an AT press moves the focus in
        #expect(logged(h, "keyboardFocus") == .string(MailScene.listID))
        #expect(logged(h, "overlayProgress") == 1)
    }

    @Test func settingTheSeparatorThroughTheHostIsSavedLikeADrag() throws {
        var saved: [SceneEffect] = []
        let h = try host(.mail, width: 1200) { saved.append($0) }
        #expect(h.performAccessibility(.setValue(480, node: ID.separator), time: 0))
        #expect(saved == [.savePrimaryWidth(480)])
        #expect(logged(h, "userPrimaryWidth") == 480)
        #expect(h.performAccessibility(.select(node: "mail.items.row.5", true), time: 0))
        #expect(logged(h, "selection") == "Item 6")
        #expect(h.performAccessibility(.focus(node: MailScene.listID), time: 0))
        #expect(logged(h, "keyboardFocus") == .string(MailScene.listID))
        #expect(!h.performAccessibility(.focus(node: "nothing.here"), time: 0))
    }

    @Test func tabAndF6InMailAndTheListTakesArrowsOnlyWhenItMay() throws {
        let h = try host(.mail, width: 1200)
        key(h, .down)  // nothing focused: the list takes Down, as it always did
        #expect(logged(h, "selection") == "Item 1")
        var seen: [JSONValue?] = []
        for _ in 0..<6 {
            key(h, .tab)
            seen.append(logged(h, "keyboardFocus"))
        }
        // The list, the separator, the detail's toolbar as drawn from the leading edge — the scene's Flag and Fill window
        // buttons (host toolbar items), then the inspector's button at the end — and the thread.
        #expect(seen == [.string(MailScene.listID), .string(ID.separator), .string(ID.toolbarAction(MailScene.flagActionID)),
                         .string(ID.toolbarAction(MailScene.fillActionID)), .string(ID.inspectorButton), .string(MailScene.threadID)])
        key(h, .down)  // the thread's messages have the focus: Down is theirs, not the list's
        #expect(logged(h, "selection") == "Item 1")
        key(h, .enter)  // and Return opens the message chosen, inside the detail
        #expect(logged(h, "stack") == .array([.string("Items"), .string("Item 1"), .string("Ava Lindqvist")]))
        key(h, .left, .alt)
        #expect(logged(h, "stack") == .array([.string("Items"), .string("Item 1")]))
        key(h, .f6)
        #expect(logged(h, "keyboardFocus") == .string(MailScene.listID))
        key(h, .down)
        #expect(logged(h, "selection") == "Item 2")
        key(h, .f8)
        #expect(logged(h, "separatorFocused") == true)
        key(h, .end)
        #expect(logged(h, "userPrimaryWidth") == 640)
        key(h, .escape)
        #expect(logged(h, "keyboardFocus") == .string(MailScene.listID))
    }

    @Test func usersFocusChainReachesTheMenuAndTheScreensControls() throws {
        let h = try host(.users, width: 1200)
        key(h, .down)  // the first user, Personal info
        let tree = try #require(h.accessibilityTree())
        print("users, 1200×800 tiled, first user:\n" + tree.outline(rowLimit: 2))
        #expect(tree.node(withID: UsersScene.menuID)?.children.map(\.name) == ["Personal info", "Location", "Credentials"])
        #expect(tree.node(withID: UsersScene.fieldID(.name))?.role == .pushButton)
        var order: [String] = []
        for _ in 0..<4 {
            key(h, .tab)
            if case .string(let id)? = logged(h, "keyboardFocus") { order.append(id) }
        }
        #expect(order == [UsersScene.listID, ID.separator, UsersScene.menuID, UsersScene.fieldID(.name)])
        key(h, .enter)  // Return on the focused Name row opens its edit screen, the field focused
        h.advance(to: 1)
        #expect(logged(h, "editing") == "name")
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.editFieldID))
        #expect(h.accessibilityTree()?.node(withID: UsersScene.editFieldID)?.role == .entry)
        key(h, .f6, at: 1)
        key(h, .f8, at: 1)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.editFieldID))  // the edit screen is modal
        key(h, .escape, at: 1)
        h.advance(to: 2)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.fieldID(.name)))  // back to the row it came from
    }

    /// The split view settles the focus after each action in the tree the scene shows then: the scene shows the edit
    /// screen before focusing its field, and the row before focusing it again, whether the edit is saved or cancelled
    /// (the last row, which the pane's first control is not).
    @Test(arguments: [true, false]) func usersEditGivesTheFocusBackToItsOwnRow(saved: Bool) throws {
        let h = try host(.users, width: 1200)
        key(h, .down)
        for _ in 0..<7 { key(h, .tab) }  // list, separator, menu, then the four rows of Personal info
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.fieldID(.jobTitle)))
        key(h, .enter, at: 1)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.editFieldID))
        if saved {
            h.handle(.text("!", time: 2))
            key(h, .enter, at: 2)
        } else {
            key(h, .escape, at: 2)
        }
        #expect(logged(h, "editing") == .null)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.fieldID(.jobTitle)))
        h.advance(to: 4)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.fieldID(.jobTitle)))
    }

    @Test func usersPasswordFieldsAreSecretAndTabGoesFromOneToTheNext() throws {
        let h = try host(.users, width: 1200)
        key(h, .down)
        let users = try #require(h.scene as? UsersScene)
        users.chooseSection(.credentials, of: 0, at: 0)
        h.advance(to: 1)
        #expect(h.performAccessibility(.focus(node: UsersScene.passwordIDs[0]), time: 1))
        h.handle(.text("abc", time: 1))
        key(h, .tab, at: 1)
        #expect(logged(h, "keyboardFocus") == .string(UsersScene.passwordIDs[1]))
        let current = try #require(h.accessibilityTree()?.node(withID: UsersScene.passwordIDs[0]))
        #expect(current.role == .passwordText && current.text == "•••")
    }

    @Test func theLabsSlidersAndSwitchAnswerAndTheirValuesShow() throws {
        var saved: [SceneEffect] = []
        let h = try host(.columns, width: 1200) { saved.append($0) }
        let tree = try #require(h.accessibilityTree())
        let slider = try #require(tree.node(withID: LabControl.maximumSlider.nodeID))
        #expect(slider.role == .slider && slider.name == "Maximum width")
        #expect(slider.value == AccessibleValue(current: 640, minimum: 0, maximum: 1200, step: 10))
        #expect(tree.node(withID: LabControl.constraintsSwitch.nodeID)?.role == .toggleButton)
        #expect(tree.focusPanes.map(\.id) == [ColumnsScene.controlsID])
        #expect(h.performAccessibility(.setValue(500, node: LabControl.maximumSlider.nodeID), time: 0))
        h.advance(to: 1)
        #expect((h.scene as? ColumnsScene)?.split.configuration.maximumPrimaryColumnWidth == 500)
        #expect(h.performAccessibility(.perform(.toggle, node: LabControl.constraintsSwitch.nodeID), time: 1))
        #expect(saved == [.saveConstraintsSwitch(true)])
        h.advance(to: 3)
        #expect(h.accessibilityTree()?.node(withID: LabControl.constraintsSwitch.nodeID)?.states.contains(.checked) == true)
    }

    @Test func slowMotionMovedToF7AndF8FocusesTheSeparator() throws {
        let h = try host(.mail, width: 1200)
        key(h, .f8)
        #expect(h.scene.split.appearance.motion.timeScale == 1)
        #expect(logged(h, "separatorFocused") == true)
        key(h, .other("F7"))
        #expect(h.scene.split.appearance.motion.timeScale > 1)
    }
}
