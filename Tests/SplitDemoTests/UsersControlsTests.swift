// The users scene's controls are SplitKit's: password fields the split focuses, Personal info's label and value rows.
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
}
