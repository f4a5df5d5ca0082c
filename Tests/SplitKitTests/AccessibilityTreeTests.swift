// The split's accessibility tree per band, its names, states and the separator's value (SPEC §2), and the requests an
// assistive technology makes of it.
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    typealias ID = AccessibleNode.ID

    @Test func tiledHasThePrimaryTheSeparatorAndTheSecondary() {
        let host = MailLikeHost(width: 1200)
        let tree = host.tree
        #expect(tree.role == .splitPane && tree.id == ID.split && tree.bounds == Rect(x: 0, y: 0, width: 1200, height: 800))
        #expect(tree.children.map(\.id) == [ID.primary, ID.separator, ID.secondary])
        let primary = tree.children[0]
        #expect(primary.role == .panel && primary.isPane && primary.name == "Items" && primary.bounds.width == 360)
        #expect(primary.children.map(\.id) == [ID.heading(of: ID.primary), "items"])
        #expect(primary.children[0].role == .heading && primary.children[0].name == "Items")
        let secondary = tree.children[2]
        #expect(secondary.name == "No selection" && secondary.isPane)
        #expect(secondary.children.map(\.role) == [.label] && secondary.children[0].name == "No selection")
        #expect(tree.node(withID: ID.sidebarButton) == nil)  // the primary is on screen: no button to show it
    }

    @Test func theSeparatorsValueIsTheWidthWithinWhatADragCanReach() throws {
        let separator = try #require(MailLikeHost(width: 1200).tree.node(withID: ID.separator))
        #expect(separator.role == .separator && separator.name == "Sidebar width")
        // SPEC §2's worked example: 0.3 × 1200 = 360, within 200 ... 640 in a 1200-wide window.
        #expect(separator.value == AccessibleValue(current: 360, minimum: 200, maximum: 640, step: 10, text: "360 points"))
        #expect(separator.states.isSuperset(of: [.focusable, .horizontal, .expandable, .expanded, .showing]))
        #expect(!separator.states.contains(.collapsed))
        #expect(separator.actions == [.collapse])
        #expect(separator.bounds == Rect(x: 360, y: 0, width: 8, height: 800))
        // In a 920-wide window the most the primary can get is 920 − 8 − 360 = 552 (rule secondaryMinimum).
        let narrow = try #require(MailLikeHost(width: 920).tree.node(withID: ID.separator)?.value)
        #expect(narrow.minimum == 200 && narrow.maximum == 552 && narrow.current == 276)
    }

    @Test func aCollapsedPrimaryIsHiddenAndTheButtonShowsIt() throws {
        var host = MailLikeHost(width: 1200)
        host.split.send(.hidePrimary(time: 0))
        host.settle(at: 2)
        let tree = host.tree
        #expect(!tree.children[0].states.contains(.showing) && !tree.children[0].states.contains(.visible))
        #expect(tree.node(withID: "items.row.0")?.states.contains(.showing) == false)
        let separator = try #require(tree.node(withID: ID.separator))
        #expect(separator.states.contains(.collapsed) && !separator.states.contains(.expanded) && separator.actions == [.expand])
        #expect(separator.value?.text == "sidebar hidden")  // what a screen reader says for it, not "0 points"
        let secondary = try #require(tree.node(withID: ID.secondary))
        #expect(secondary.children.first?.id == ID.sidebarButton)
        #expect(secondary.children.first?.role == .pushButton && secondary.children.first?.name == "Show sidebar")
        #expect(secondary.children.first?.actions == [.press])
    }

    @Test func theOverlayPanelShowsOnlyWhileOutAndDimsTheDetail() throws {
        var host = MailLikeHost(width: 800, height: 700)
        host.choose(2)
        var tree = host.tree
        #expect(tree.children.map(\.id) == [ID.secondary, ID.primary])
        #expect(tree.children[0].name == "Item 3" && tree.children[0].children.map(\.id) == [ID.sidebarButton, ID.heading(of: ID.secondary), "detail"])
        #expect(tree.node(withID: ID.sidebarButton)?.name == "Show sidebar")
        #expect(tree.node(withID: ID.sidebarButton)?.takesFocus == true && tree.node(withID: "detail")?.takesFocus == true)
        #expect(!tree.children[1].states.contains(.showing) && !tree.children[1].states.contains(.visible))
        #expect(tree.focusOrder == [ID.sidebarButton, "detail"])

        host.split.send(.showPrimary(time: 0))
        host.settle(at: 2)
        tree = host.tree
        #expect(tree.children[1].states.isSuperset(of: [.visible, .showing]))
        #expect(tree.children[1].bounds == Rect(x: 0, y: 0, width: 240, height: 700))
        let button = try #require(tree.node(withID: ID.sidebarButton))
        #expect(button.name == "Hide sidebar" && !button.states.contains(.focusable) && !button.states.contains(.enabled))
        #expect(tree.node(withID: "detail")?.states.contains(.enabled) == false)
        #expect(tree.focusOrder == ["items"])  // the dimmed detail is out of reach
    }

    @Test func compactShowsTheStacksPagesWithTheTopOneShowing() throws {
        var host = MailLikeHost(width: 400, height: 700)
        #expect(host.tree.children.map(\.id) == [ID.page("items")])
        #expect(host.tree.node(withID: ID.backButton) == nil)
        host.choose(2)
        host.settle(at: 2)
        let tree = host.tree
        #expect(tree.children.map(\.id) == [ID.page("items"), ID.page("2")])
        #expect(tree.children.allSatisfy { $0.isPane })
        #expect(!tree.children[0].states.contains(.showing) && tree.children[1].states.contains(.showing))
        #expect(tree.children[1].name == "Item 3" && tree.children[1].bounds == Rect(x: 0, y: 0, width: 400, height: 700))
        let back = try #require(tree.children[1].children.first)
        #expect(back.id == ID.backButton && back.role == .pushButton && back.name == "Back to \u{2068}Items\u{2069}" && back.actions == [.press])
        #expect(back.bounds == host.split.backButton)
        host.split.send(.setBackButtonHidden(true))
        #expect(host.tree.node(withID: ID.backButton) == nil)
    }

    @Test func listRowsAreNamedSelectableAndShowingOnlyOnScreen() throws {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        let list = try #require(host.tree.node(withID: "items"))
        #expect(list.role == .list && list.name == "Items" && list.takesFocus)
        #expect(list.children.count == 20)
        #expect(list.children.map(\.name).prefix(3) == ["Item 1", "Item 2", "Item 3"])
        #expect(list.children.map(\.id)[19] == "items.row.19")
        #expect(list.children[2].states.isSuperset(of: [.selectable, .selected, .showing]))
        #expect(list.children.filter { $0.states.contains(.selected) }.count == 1)
        // 756 points of list below the 44-point toolbar: rows 0 ... 17 show, 18 and 19 are scrolled out of sight.
        #expect(list.children.map { $0.states.contains(.showing) } == Array(repeating: true, count: 18) + [false, false])
        #expect(list.children[1].bounds == Rect(x: 0, y: 88, width: 360, height: 44))
    }

    @Test func aFocusedListHandsItsFocusToTheSelectedRowSoTheRowIsAnnounced() throws {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        let tree = host.tree.markingFocus("items")
        let list = try #require(tree.node(withID: "items"))
        #expect(list.states.contains(.focused))
        #expect(list.children.filter { $0.states.contains(.focused) }.map(\.name) == ["Item 3"])
        // Focus elsewhere: no row keeps it.
        let away = try #require(host.tree.markingFocus(AccessibleNode.ID.separator).node(withID: "items"))
        #expect(!away.states.contains(.focused) && away.children.allSatisfy { !$0.states.contains(.focused) })
    }

    @Test func aListAnswersSelectionAndActivation() {
        var list = ListView(count: 20, rowHeight: 44)
        list.place(in: Rect(x: 0, y: 44, width: 300, height: 400))
        #expect(list.perform(.select(node: "items.row.15", true), id: "items") == ListViewResult(handled: true, selectionChanged: true, tapped: 15))
        #expect(list.selection == 15 && list.visibleRows.contains(15))
        #expect(list.perform(.perform(.activate, node: "items.row.4"), id: "items")?.activated == 4)
        #expect(list.perform(.select(node: "items.row.4", false), id: "items")?.selectionChanged == true && list.selection == nil)
        #expect(list.perform(.select(node: "items.row.20", true), id: "items") == nil)
        #expect(list.perform(.select(node: "other.row.1", true), id: "items") == nil)
    }

    @Test func settingTheSeparatorsValueMovesTheWidthClampedAndSaved() {
        var host = MailLikeHost(width: 1200)
        let set = host.split.send(.accessibility(.setValue(500, node: ID.separator), time: 0))
        #expect(set.handled && set.effects == [.saveUserPrimaryWidth(500)])
        #expect(host.split.layout.primary.width == 500)
        #expect(host.split.send(.accessibility(.setValue(5000, node: ID.separator), time: 0)).effects == [.saveUserPrimaryWidth(640)])
        #expect(host.split.send(.accessibility(.setValue(10, node: ID.separator), time: 0)).effects == [.saveUserPrimaryWidth(200)])
        #expect(host.tree.node(withID: ID.separator)?.value?.current == 200)
        #expect(!host.split.send(.accessibility(.setValue(.nan, node: ID.separator), time: 0)).handled)
        var overlay = MailLikeHost(width: 800)
        #expect(!overlay.split.send(.accessibility(.setValue(300, node: ID.separator), time: 0)).handled)
    }

    @Test func actionsCollapseExpandAndPressTheButtons() {
        var tiled = MailLikeHost(width: 1200)
        #expect(tiled.split.send(.accessibility(.perform(.collapse, node: ID.separator), time: 0)).handled)
        tiled.settle(at: 2)
        #expect(tiled.split.displayMode == .secondaryOnly)
        #expect(tiled.split.send(.accessibility(.perform(.press, node: ID.sidebarButton), time: 2)).handled)
        tiled.settle(at: 4)
        #expect(tiled.split.displayMode == .oneBesideSecondary)
        #expect(!tiled.split.send(.accessibility(.perform(.press, node: ID.sidebarButton), time: 4)).handled)  // not there now
        tiled.split.send(.accessibility(.perform(.collapse, node: ID.separator), time: 4))
        tiled.split.send(.accessibility(.perform(.expand, node: ID.separator), time: 4.1))
        tiled.settle(at: 6)
        #expect(tiled.split.displayMode == .oneBesideSecondary)

        var overlay = MailLikeHost(width: 800)
        #expect(overlay.split.send(.accessibility(.perform(.press, node: ID.sidebarButton), time: 0)).handled)
        overlay.settle(at: 2)
        #expect(overlay.split.displayMode == .oneOverSecondary)

        var compact = MailLikeHost(width: 400)
        compact.choose(4)
        compact.settle(at: 2)
        let back = compact.split.send(.accessibility(.perform(.press, node: ID.backButton), time: 2))
        #expect(back.handled && back.effects == [.detailDismissed])
        compact.settle(at: 4)
        #expect(compact.split.stackTitles == ["Items"])
        #expect(!compact.split.send(.accessibility(.perform(.press, node: "items.row.1"), time: 4)).handled)  // the host's
    }

    @Test func widgetsDescribeThemselves() {
        var field = TextField("secret", isSecure: true)
        field.send(.key(.left, [], time: 0))
        let node = field.accessibilityNode(id: "pw", name: "Current", bounds: Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(node.role == .passwordText && node.text == "••••••" && node.caretOffset == 5)
        #expect(node.states.isSuperset(of: [.editable, .singleLine, .focusable]))
        let plain = TextField("Ava").accessibilityNode(id: "name", name: "Name", bounds: .zero)
        #expect(plain.role == .entry && plain.text == "Ava" && plain.caretOffset == 3)
        var view = TextView(text: "One\nTwo", style: TextStyle(size: 15, color: Color(hex: 0)))
        view.place(in: Rect(x: 0, y: 0, width: 200, height: 100))
        let text = view.accessibilityNode(id: "body")
        #expect(text.role == .text && text.text == "One\nTwo" && text.states.isSuperset(of: [.readOnly, .multiLine]))
        #expect(text.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func theOutlineReadsLikeAnInspector() {
        var host = MailLikeHost(width: 1200)
        host.choose(2)
        let outline = host.tree.outline(rowLimit: 2)
        print("mail-like tree, 1200×800 tiled:\n" + outline)
        #expect(outline.contains("separator \"Sidebar width\" [split.separator] @360,0 8×800 value 360 in 200...640 step 10"))
        #expect(outline.contains("… 18 more rows"))
    }
}
