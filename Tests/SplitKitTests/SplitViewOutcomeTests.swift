// Issue 36: every outcome a host must act on reaches SplitView's one handler, whichever call caused it — so a list bound
// to the split's selection clears when the user goes back, however they went.
import Testing
import SplitKit
import SplitKitTestSupport

@MainActor
struct SplitViewOutcomeTests {
    /// A compact split (500 points) showing "Item 3" above the list, with every outcome recorded.
    func compactSplitShowingADetail() -> (SplitView, () -> [SplitViewEffect]) {
        let split = SplitView(try! SplitViewState(configuration: .specExample, size: Size(width: 500, height: 700),
                                                  primaryPage: NavigationPage(id: "items", title: "Items")))
        var seen: [SplitViewEffect] = []
        split.onEffect = { seen.append($0) }
        split.send(.showDetail(NavigationPage(id: "2", title: "Item 3"), time: 0))
        split.advance(to: 1)
        #expect(split.stackTitles == ["Items", "Item 3"] && seen.isEmpty)
        return (split, { seen })
    }

    @Test func aTouchpadBackSwipeThatEndsInAdvanceReachesTheHandler() {
        let (split, seen) = compactSplitShowingADetail()
        for n in 0..<6 { split.send(.scroll(dx: -25, dy: 0, at: Point(x: 300, y: 400), time: 2 + Double(n) / 60)) }
        #expect(seen().isEmpty)  // the swipe is still under the fingers
        split.advance(to: 2 + 5 / 60 + 0.15)  // no scroll for 150 ms: the swipe ends here, and pops the detail
        #expect(seen() == [.detailDismissed])
        split.advance(to: 4)
        #expect(split.stackTitles == ["Items"] && seen() == [.detailDismissed])  // once
    }

    @Test func theBackButtonAndTheBackKeyReachTheHandler() throws {
        let (split, seen) = compactSplitShowingADetail()
        let back = try #require(split.backButton)
        split.send(.pointerDown(Point(x: back.midX, y: back.midY), time: 2))
        split.send(.pointerUp(Point(x: back.midX, y: back.midY), time: 2.05))
        #expect(seen() == [.detailDismissed])

        let (keyed, keyedSeen) = compactSplitShowingADetail()
        keyed.send(.key(.left, .alt, time: 2))
        #expect(keyedSeen() == [.detailDismissed])
    }

    @Test func aScreenReadersPressOfBackReachesTheHandler() {
        let (split, seen) = compactSplitShowingADetail()
        let result = split.perform(.perform(.press, node: AccessibleNode.ID.backButton), time: 2)
        #expect(result?.handled == true && seen() == [.detailDismissed])
    }

    @Test func aSettledWidthReachesTheHandlerFromADrag() throws {
        let split = SplitView(try! SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 700)))
        var seen: [SplitViewEffect] = []
        split.onEffect = { seen.append($0) }
        let x = try #require(split.layout.separator).midX
        split.send(.pointerDown(Point(x: x, y: 300), time: 0))
        split.send(.pointerMove(Point(x: x + 30, y: 300), time: 0.1))
        split.send(.pointerUp(Point(x: x + 30, y: 300), time: 0.2))
        #expect(seen.count == 1)
        if case .saveUserPrimaryWidth(let width)? = seen.first { #expect(width == split.userPrimaryWidth) } else { Issue.record("no width saved: \(seen)") }
    }

    /// A list's `chosen` names the row tapped even when it was selected already: after going back, the same row opens again.
    @Test func tappingTheSelectedRowAgainChoosesIt() {
        var list = ListView(count: 10, rowHeight: 44, selection: 2)
        list.place(in: Rect(x: 0, y: 0, width: 300, height: 600))
        let row2 = list.frame(ofRow: 2)
        _ = list.send(.pointerDown(Point(x: row2.midX, y: row2.midY), time: 0))
        let result = list.send(.pointerUp(Point(x: row2.midX, y: row2.midY), time: 0.05))
        #expect(!result.selectionChanged && result.chosen == 2)
    }

    /// A key that moves the selection says where to (`movedTo`), so a detail that follows the selection reads `shown`.
    @Test func aKeyMoveSaysWhereTheSelectionWent() {
        var list = ListView(count: 10, rowHeight: 44, selection: 2)
        list.place(in: Rect(x: 0, y: 0, width: 300, height: 600))
        let down = list.send(.key(.down, [], time: 0))
        #expect(down.movedTo == 3 && down.shown == 3 && down.chosen == nil)
        let enter = list.send(.key(.enter, [], time: 0.1))
        #expect(enter.movedTo == nil && enter.shown == 3 && enter.chosen == 3)
    }
}
