// The users scene's controls are SplitKit's: password fields the split focuses, Personal info's label and value rows,
// and the edit screen's Cancel and Save buttons.
import Testing
import SplitKit
@testable import SplitDemo

@MainActor
@Suite("Users scene: SplitKit's controls", .serialized)
struct UsersControlsTests {
    /// The users scene at 1200 × 800 with Ava Lindqvist's Personal info shown and still.
    func avasPersonalInfo() -> UsersScene {
        let s = try! UsersScene(configuration: UsersScene.configuration, window: Size(width: 1200, height: 800), appearance: .light,
                                savedPrimaryWidth: nil, store: UserStore())
        click(s, Point(x: 150, y: 72), at: 0)
        s.advance(to: 1)
        return s
    }

    func click(_ s: UsersScene, _ p: Point, at t: Double) {
        _ = s.handle(.pointerDown(p, time: t))
        _ = s.handle(.pointerUp(p, time: t))
    }

    /// The scene with the Name row's edit screen up and still.
    func editingTheName() -> UsersScene {
        let s = avasPersonalInfo()
        click(s, Point(x: 900, y: 90), at: 1)
        s.advance(to: 2)
        return s
    }

    @Test func aPressOnAPasswordFieldFocusesItThroughTheSplit() throws {
        let s = avasPersonalInfo()
        s.chooseSection(.credentials, of: 0, at: 1)
        s.advance(to: 2)
        let drawn = s.displayList()  // the split learns where the fields are from the frame it drew
        #expect(UsersScene.passwordIDs.allSatisfy { id in drawn.fieldAreas.contains { $0.id == id } })
        _ = s.handle(.pointerDown(Point(x: 900, y: 186), time: 2))  // the current password's box: focused on the press
        #expect(s.split.focusedNodeID == UsersScene.passwordIDs[0] && s.acceptsText)
        _ = s.handle(.pointerUp(Point(x: 900, y: 186), time: 2))
        _ = s.handle(.text("abc", time: 2))
        #expect(s.passwordForm.current.text == "abc")
        _ = s.displayList()
        _ = s.handle(.pointerDown(Point(x: 640, y: 230), time: 3))  // the label "New": its row focuses its field too
        #expect(s.split.focusedNodeID == UsersScene.passwordIDs[1])
        _ = s.handle(.pointerUp(Point(x: 640, y: 230), time: 3))
        let tree = s.accessibilityTree()
        let new = try #require(tree.node(withID: UsersScene.passwordIDs[1]))
        #expect(new.role == .passwordText && new.description == "At least 8 characters" && new.states.contains(.focused))
        #expect(tree.node(withID: UsersScene.passwordIDs[0])?.text == "•••")
        _ = s.handle(.key(.escape, [], time: 3))  // the split takes the focus off a field
        #expect(s.split.focusedNodeID == nil && !s.acceptsText)
    }

    /// A press in a password field or the edit field puts the caret under it, whether the press focused the field or
    /// it had the focus already (the caret used to stay at the end).
    @Test func aPressInAFieldPutsTheCaretUnderIt() throws {
        let s = avasPersonalInfo()
        s.chooseSection(.credentials, of: 0, at: 1)
        s.advance(to: 2)
        _ = s.displayList()
        let current = try #require(s.passwordFieldFrame(0))
        click(s, Point(x: current.maxX - 20, y: current.midY), at: 2)
        _ = s.handle(.text("abcdef", time: 2))
        #expect(s.passwordForm.current.caret == 6)
        click(s, Point(x: current.x + TextField.boxPadding + 1, y: current.midY), at: 3)  // already focused: before the first bullet
        #expect(s.passwordForm.current.caret == 0)
        _ = s.displayList()
        let new = try #require(s.passwordFieldFrame(1))
        _ = s.handle(.pointerDown(Point(x: new.midX, y: new.midY), time: 4))  // focuses the new password's field, empty
        _ = s.handle(.pointerUp(Point(x: new.midX, y: new.midY), time: 4))
        _ = s.handle(.text("xy", time: 4))
        #expect(s.split.focusedNodeID == UsersScene.passwordIDs[1] && s.passwordForm.new.text == "xy")

        let editing = editingTheName()
        _ = editing.displayList()
        let field = try #require(editing.containerFrame.map { editing.screenLayout(in: $0).editField })
        click(editing, Point(x: field.x + TextField.boxPadding + 1, y: field.midY), at: 3)
        _ = editing.handle(.text("Dr ", time: 3))
        #expect(editing.edit?.text.text == "Dr Ava Lindqvist")
    }

    @Test func personalInfosNodeIsTheLabelAndValueListsWithItsRowsAsButtons() throws {
        let s = avasPersonalInfo()
        let node = try #require(s.accessibilityTree().node(withID: UsersScene.personalInfoID))
        #expect(node.role == .text && node.name == "Personal info" && !node.takesFocus)
        #expect(node.text == "Name: Ava Lindqvist\nEmail: ava.lindqvist@example.com\nBirth date: 1988-03-14\nJob title: Product designer")
        #expect(node.children.map(\.id) == UserField.allCases.map(UsersScene.fieldID))
        #expect(node.children.allSatisfy { $0.role == .pushButton && $0.takesFocus && $0.actions == [.press] })
        #expect(node.children.first?.description == "Ava Lindqvist")
        let layout = s.screenLayout(in: try #require(s.containerFrame))
        let list = s.personalInfo(of: s.store.users[0], in: layout)
        #expect(list.rows.map(\.label) == ["Name", "Email", "Birth date", "Job title"])
        let listNode = list.accessibilityNode(id: UsersScene.personalInfoID, name: "Personal info", in: layout.personalBox)
        #expect(node.text == listNode.text && node.bounds == listNode.bounds)
        #expect(node.children.map(\.name) == listNode.children.map(\.name))
        #expect(node.children.map(\.description) == listNode.children.map(\.description))
        #expect(node.children.map(\.bounds) == UserField.allCases.map(layout.row(of:)))  // a press anywhere on the row
    }

    @Test(arguments: [Key.enter, .space]) func aKeyOnTheFocusedSaveSaves(key: Key) {
        let s = editingTheName()
        _ = s.handle(.text("!", time: 2))
        #expect(s.performAccessibility(.focus(node: UsersScene.saveID), time: 2) != nil)
        #expect(s.split.focusedNodeID == UsersScene.saveID)
        #expect(s.handle(.key(key, [], time: 2)) == [.saveUsers(s.store.edits)])
        #expect(s.edit == nil && s.store.users[0].name == "Ava Lindqvist!")
        #expect(s.split.focusedNodeID == UsersScene.fieldID(.name))  // back to the row it came from
    }

    @Test func returnOnTheFocusedCancelCancelsAndSavesNothing() {
        let s = editingTheName()
        _ = s.handle(.text("!", time: 2))
        #expect(s.performAccessibility(.focus(node: UsersScene.cancelID), time: 2) != nil)
        #expect(s.handle(.key(.enter, [], time: 2)).isEmpty)
        #expect(s.edit == nil && s.store.users[0].name == "Ava Lindqvist")
        #expect(s.split.focusedNodeID == UsersScene.fieldID(.name))
    }

    @Test func saveIsPressedByAClickWithAPressedLookAndByAnAssistiveTechnology() throws {
        let s = editingTheName()
        let save = try #require(s.editButtons?.save)
        #expect(save.style == .prominent && s.editButtons?.cancel.style == .bordered)
        let on = Point(x: save.frame.midX, y: save.frame.midY)
        _ = s.handle(.pointerDown(on, time: 2))
        #expect(s.accessibilityTree().node(withID: UsersScene.saveID)?.states.contains(.pressed) == true)
        _ = s.handle(.pointerMove(Point(x: 900, y: 400), time: 2))  // dragged off: let go there, nothing happens
        _ = s.handle(.pointerUp(Point(x: 900, y: 400), time: 2))
        #expect(s.edit != nil)
        _ = s.handle(.pointerDown(on, time: 2))
        _ = s.handle(.pointerUp(on, time: 2))
        #expect(s.edit == nil && s.container?.current == .section(.personal, user: 0))
        s.advance(to: 3)
        click(s, Point(x: 900, y: 134), at: 3)  // the Email row
        s.advance(to: 4)
        #expect(s.edit?.field == .email)
        #expect(s.performAccessibility(.perform(.press, node: UsersScene.cancelID), time: 4) == [])
        #expect(s.edit == nil)
    }
}
