// How often a split view asks the host for its content during a separator drag: the focus on the separator settles in
// the split's chrome, so only drawing asks, once a column a frame.
import SplitKit
import SplitKitTestSupport
import Testing

/// Counts the host's calls: the content of a column, and the window's tree around the split's.
private final class CallCounter {
    var contents = 0
    var windowTrees = 0
}

@Suite("Content asked per event")
struct FocusTreeCountTests {
    /// A split view whose primary holds a focusable list, with counters on its content and window tree.
    private func countedSplitView() throws -> (SplitView, CallCounter) {
        let counter = CallCounter()
        let split = SplitView(try SplitViewState(configuration: .specExample, size: Size(width: 1200, height: 800)))
        split.content = { column in
            counter.contents += 1
            guard case .primary = column else { return ColumnContent(title: "Detail") { _, _ in } }
            return ColumnContent(title: "List", accessibility: { frame in
                [AccessibleNode(id: "list", role: .list, name: "List", states: [.visible, .showing, .enabled, .focusable], bounds: frame)]
            }) { _, _ in }
        }
        split.windowTree = { tree in
            counter.windowTrees += 1
            return tree
        }
        return (split, counter)
    }

    @Test func aDragOfTheFocusedSeparatorAsksForTheContentOnlyToDraw() throws {
        let (split, counter) = try countedSplitView()
        split.send(.focus(AccessibleNode.ID.separator))
        split.advance(to: 1)
        let x = try #require(split.layout.separator).x
        var list = DisplayList()
        let events: [InputEvent] = [
            .pointerDown(Point(x: x, y: 300), time: 2), .pointerMove(Point(x: x + 40, y: 300), time: 2.1),
            .pointerMove(Point(x: x + 80, y: 300), time: 2.2), .pointerUp(Point(x: x + 80, y: 300), time: 2.3),
        ]
        for event in events {
            counter.contents = 0
            counter.windowTrees = 0
            split.send(event)
            split.advance(to: event.time)
            #expect(counter.contents == 0, "\(event)")  // no tree of the content: the separator's place is the chrome's
            #expect(counter.windowTrees == (event.isPointerDown ? 3 : 2), "\(event)")  // the chrome's, inside the window's
            split.draw(into: &list)
            #expect(counter.contents == 2, "\(event)")  // the primary and the secondary, drawn once
        }
        #expect(split.focusedNodeID == AccessibleNode.ID.separator && split.userPrimaryWidth == 440)
    }

    @Test func aFocusInTheContentStillSettlesInTheWholeTree() throws {
        let (split, counter) = try countedSplitView()
        split.send(.focus("list"))
        counter.contents = 0
        split.advance(to: 1)
        #expect(counter.contents == 2 && split.focusedNodeID == "list")  // the list's place is the content's to say
    }
}

extension InputEvent {
    fileprivate var isPointerDown: Bool {
        if case .pointerDown = self { true } else { false }
    }
}
