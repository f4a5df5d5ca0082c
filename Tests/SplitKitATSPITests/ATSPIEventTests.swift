// Issue 19: the events the bridge emits are the differences between two snapshots, named and shaped as
// libatspi and Orca expect them (GTK 4's choices: accessible-value with a double, focus: after state-changed).
import SplitKit
import Testing
@testable import SplitKitATSPI

@Suite("AT-SPI events from snapshot differences")
struct ATSPIEventTests {
    func events(_ old: AccessibilitySnapshot, _ new: AccessibilitySnapshot) -> [ATSPISignal] {
        ATSPIEvents.between(ATSPITree(old), ATSPITree(new), bus: ATSPIFixtures.bus)
    }

    func names(_ signals: [ATSPISignal]) -> [String] {
        signals.map { "\($0.eventName) \($0.detail1) \(ATSPIPath.id(in: $0.path) ?? $0.path)" }
    }

    @Test func theSameSnapshotEmitsNothing() {
        #expect(events(ATSPIFixtures.snapshot(), ATSPIFixtures.snapshot()).isEmpty)
    }

    /// Moving the separator changes its value (a double, as GTK sends it) and the bounds of its neighbours, which
    /// emit nothing.
    @Test func aNewWidthIsAValueChange() {
        let signals = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(width: 280)), ATSPIFixtures.snapshot(ATSPIFixtures.tree(width: 300)))
        #expect(names(signals) == ["object:property-change:accessible-value 0 split.separator"])
        #expect(signals.first?.arguments == [.string("accessible-value"), .int32(0), .int32(0), .variant(.double(300)), .properties([])])
        #expect(signals.first?.arguments.map(\.signature).joined() == "siiva{sv}")
    }

    /// Focus leaves the old object before it reaches the new one, then `focus:` names the new one.
    @Test func focusMovesWithStateChangesAndAFocusEvent() {
        let signals = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(focused: "items")),
                             ATSPIFixtures.snapshot(ATSPIFixtures.tree(focused: "split.separator")))
        #expect(names(signals) == [
            "object:state-changed:focused 0 items", "object:state-changed:focused 1 split.separator", "focus: 0 split.separator",
        ])
        #expect(signals[1].interface == ATSPI.eventObject && signals[1].member == "StateChanged")
        #expect(signals[2].interface == ATSPI.eventFocus && signals[2].member == "Focus")
    }

    /// A node that comes with the focus (issue 39: the handle of the inspector's sheet, focused in the frame its panel
    /// opens in) is added and then gains the focus, so a screen reader says where the keys went.
    @Test func aNodeAddedFocusedGainsTheFocus() {
        let signals = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(focused: "items", rows: 3)),
                             ATSPIFixtures.snapshot(ATSPIFixtures.tree(focused: "items.row.4", rows: 5)))
        #expect(names(signals) == [
            "object:children-changed:add 3 items", "object:children-changed:add 4 items",
            "object:state-changed:focused 0 items", "object:state-changed:focused 1 items.row.4", "focus: 0 items.row.4",
        ])
    }

    @Test func aNewSelectionChangesTheRowsStatesAndTheList() {
        let signals = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(selectedRow: 3)), ATSPIFixtures.snapshot(ATSPIFixtures.tree(selectedRow: 5)))
        #expect(Set(names(signals)) == [
            "object:state-changed:selected 0 items.row.3", "object:state-changed:selected 1 items.row.5",
            "object:selection-changed 0 items", "object:property-change:accessible-name 0 split.secondary",
        ])
    }

    /// Rows added and removed: removals from the end first, then additions at their new index, each with the
    /// child's reference, before any other change.
    @Test func childrenAddedAndRemoved() {
        let grown = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(rows: 3)), ATSPIFixtures.snapshot(ATSPIFixtures.tree(rows: 5)))
        #expect(names(grown) == ["object:children-changed:add 3 items", "object:children-changed:add 4 items"])
        #expect(grown.first?.data == ATSPIFixtures.ref("items.row.4"))
        let shrunk = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(rows: 5)), ATSPIFixtures.snapshot(ATSPIFixtures.tree(rows: 3)))
        #expect(names(shrunk) == ["object:children-changed:remove 4 items", "object:children-changed:remove 3 items"])
        // The scene's tree appearing inside the frame.
        let appeared = events(ATSPIFixtures.snapshot(nil), ATSPIFixtures.snapshot())
        #expect(names(appeared) == ["object:children-changed:add 0 \(ATSPIPath.frame)"])
    }

    @Test func reorderedChildrenAreTakenOutAndPutBack() {
        var reordered = ATSPIFixtures.tree()
        reordered.children.swapAt(0, 2)
        let signals = events(ATSPIFixtures.snapshot(), ATSPIFixtures.snapshot(reordered))
        #expect(names(signals) == [
            "object:children-changed:remove 2 split", "object:children-changed:remove 1 split", "object:children-changed:remove 0 split",
            "object:children-changed:add 0 split", "object:children-changed:add 1 split", "object:children-changed:add 2 split",
        ])
    }

    @Test func aRenamedButtonAndTheWindowsTitleAndFocus() {
        let renamed = events(ATSPIFixtures.snapshot(ATSPIFixtures.tree(buttonName: "Hide sidebar")),
                             ATSPIFixtures.snapshot(ATSPIFixtures.tree(buttonName: "Show sidebar")))
        #expect(names(renamed) == ["object:property-change:accessible-name 0 split.sidebarButton"])
        #expect(renamed.first?.data == .string("Show sidebar"))
        let deactivated = events(ATSPIFixtures.snapshot(active: true), ATSPIFixtures.snapshot(active: false))
        #expect(names(deactivated) == ["object:state-changed:active 0 \(ATSPIPath.frame)", "window:deactivate 0 \(ATSPIPath.frame)"])
    }

    @Test func editedTextIsADeletionAndAnInsertion() {
        let signals = ATSPIEvents.textChanged(path: "/p", from: "Hello world", to: "Hello brave world")
        #expect(signals.map(\.detail) == ["insert"])
        #expect(signals.first.map { [$0.detail1, $0.detail2] } == [6, 6])
        #expect(signals.first?.data == .string("brave "))
        let replaced = ATSPIEvents.textChanged(path: "/p", from: "abcd", to: "aXd")
        #expect(replaced.map { "\($0.detail) \($0.detail1) \($0.detail2) \($0.data.stringValue ?? "")" } == ["delete 1 2 bc", "insert 1 1 X"])
    }
}
