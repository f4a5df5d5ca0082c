// Snap anchors over AT-SPI (SPEC §15.3): the separator's "next-anchor" action, from the split's own tree to the request
// a screen reader's DoAction makes, and what the split does with it.
import SplitKitDBus
import SplitKit
import Testing
@testable import SplitKitATSPI

@Suite("AT-SPI: the separator's snap anchors")
struct ATSPISnapAnchorTests {
    func split(anchors: [SeparatorAnchor]) throws -> SplitViewState {
        let c = SplitConfiguration(preferredPrimaryColumnWidthFraction: 0.3, minimumPrimaryColumnWidth: 200, maximumPrimaryColumnWidth: 640,
                                   minimumSecondaryColumnWidth: 360, separatorAnchors: anchors)
        return try SplitViewState(configuration: c, size: Size(width: 1200, height: 800))
    }

    func call(_ member: String, _ args: [DBusValue] = [], on split: SplitViewState) -> (ATSPIReply, [AccessibilityRequest]) {
        let tree = ATSPITree(ATSPIFixtures.snapshot(split.accessibilityTree { _ in ColumnContent(title: nil) { _, _ in } }))
        var responder = ATSPIFixtures.responder()
        return responder.respond(to: ATSPICall(path: ATSPIFixtures.path(AccessibleNode.ID.separator), interface: ATSPI.action,
                                               member: member, arguments: args), in: tree)
    }

    @Test func theActionIsOfferedWithAnchorsAndStepsTheSeparator() throws {
        var split = try split(anchors: [.points(250), .fraction(0.5)])  // 250 and 600 at 1200
        #expect(call("GetActions", on: split).0 == .values([.array(element: "(sss)", [
            .structure([.string("collapse"), .string("Hides the sidebar"), .string("")]),
            .structure([.string("next-anchor"), .string("Moves the separator to the next snap anchor"), .string("")]),
        ])]))
        #expect(call("GetLocalizedName", [.int32(1)], on: split).0 == .values([.string("Next anchor")]))
        let (reply, requests) = call("DoAction", [.int32(1)], on: split)
        #expect(reply == .values([.boolean(true)]) && requests == [.perform(.nextAnchor, node: AccessibleNode.ID.separator)])
        var widths: [Double?] = []
        for (i, request) in Array(repeating: requests[0], count: 3).enumerated() {
            _ = split.send(.accessibility(request, time: Double(i)))
            widths.append(split.userPrimaryWidth)
        }
        #expect(widths == [600, 250, 600])  // from 360: the next wider, then round again
    }

    @Test func withoutAnchorsOnlyCollapseIsOffered() throws {
        let split = try split(anchors: [])
        #expect(call("GetActions", on: split).0 == .values([.array(element: "(sss)", [
            .structure([.string("collapse"), .string("Hides the sidebar"), .string("")]),
        ])]))
        #expect(call("DoAction", [.int32(1)], on: split) == (.values([.boolean(false)]), []))
    }
}
