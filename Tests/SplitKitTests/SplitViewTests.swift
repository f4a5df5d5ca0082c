// Issue 26: the split view a host keeps — one call an event and one a frame, focus included, the tree built only
// when focus needs it, and content that may read the split while it changes.
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Split view for a host loop")
struct SplitViewTests {
    /// A host with a list in the primary and a field in the detail, counting how often the tree was built.
    final class Host {
        let split: SplitView
        var list = ListView(count: 5, rowHeight: 44)
        var treesBuilt = 0

        init(width: Double) throws {
            split = SplitView(try SplitViewState(configuration: .specExample, size: Size(width: width, height: 800),
                                                 primaryPage: NavigationPage(id: "items", title: "Items")))
            split.content = { [unowned self] column in self.content(column) }
        }

        func content(_ column: SplitColumn) -> ColumnContent {
            // Reads the split while it may be changing: the split view copies its state, so this is allowed.
            let appearance = split.appearance
            switch column {
            case .primary:
                return ColumnContent(title: "Items", accessibility: { [unowned self] frame in
                    treesBuilt += 1
                    var placed = list
                    placed.place(in: frame)
                    return [placed.accessibilityNodes(id: "items", name: "Items") { "Item \($0 + 1)" }]
                }) { _, _ in }
            case .secondary(let page?), .page(let page):
                return ColumnContent(title: page.title, accessibility: { frame in
                    [AccessibleNode(id: "field", role: .entry, name: "Title", states: [.visible, .showing, .enabled, .focusable, .editable],
                                    bounds: Rect(x: frame.x + 16, y: frame.y + 16, width: 200, height: 32))]
                }) { _, _ in }
            case .secondary(nil), .inspector:
                return .placeholder("No selection", appearance: appearance)
            }
        }
    }

    @Test func nothingFocusedNoTreeIsBuilt() throws {
        let host = try Host(width: 1200)
        host.split.send(.pointerMove(Point(x: 500, y: 300), time: 0))
        host.split.send(.pointerDown(Point(x: 500, y: 300), time: 0.1))
        host.split.send(.pointerUp(Point(x: 500, y: 300), time: 0.15))
        host.split.send(.key(.f9, [], time: 0.2))
        host.split.advance(to: 1)
        #expect(host.treesBuilt == 0)
    }

    @Test func tabWalksTheHostsControlsAndTheSplitsInOneCallEach() throws {
        let host = try Host(width: 1200)
        host.split.send(.showDetail(NavigationPage(id: "one", title: "One"), time: 0))
        var seen: [String?] = []
        for _ in 0..<4 {
            host.split.send(.key(.tab, [], time: 0.1))
            seen.append(host.split.focusedNodeID)
        }
        #expect(seen == ["items", AccessibleNode.ID.separator, "field", "items"])
        #expect(host.split.focusVisible && host.treesBuilt > 0)
    }

    /// The focus that was on a page that went away moves on, in the frame's one call.
    @Test func aFocusedPageThatSlidesAwayHandsTheFocusOnInAdvance() throws {
        let host = try Host(width: 480)
        host.split.send(.showDetail(NavigationPage(id: "one", title: "One"), time: 0))
        host.split.advance(to: 1)
        host.split.send(.key(.tab, [], time: 1.1))
        #expect(host.split.focusedNodeID == AccessibleNode.ID.backButton)  // the page's back button, then its field
        host.split.send(.key(.tab, [], time: 1.15))
        #expect(host.split.focusedNodeID == "field")
        #expect(!host.split.send(.key(.backspace, [], time: 1.2)).handled)  // the field keeps Backspace
        host.split.send(.back(time: 1.3))
        host.split.advance(to: 3)
        #expect(host.split.stackTitles == ["Items"] && host.split.focusedNodeID == "items")
    }

    @Test func anAssistiveTechnologysFocusOnTheHostsNodeIsTakenAndAnUnknownOneLeftToTheHost() throws {
        let host = try Host(width: 1200)
        host.split.send(.showDetail(NavigationPage(id: "one", title: "One"), time: 0))
        #expect(host.split.perform(.focus(node: "field"), time: 0.1) == .consumed)
        #expect(host.split.focusedNodeID == "field")
        #expect(host.split.perform(.perform(.press, node: "somewhere.else"), time: 0.2) == nil)
        #expect(host.split.perform(.setValue(420, node: AccessibleNode.ID.separator), time: 0.3)?.handled == true)
        #expect(host.split.primaryWidth.width == 420)
    }

    @Test func capture() throws {
        let host = try Host(width: 800)  // overlay band
        #expect(!host.split.wantsPointer(at: Point(x: 400, y: 400)))  // the secondary's content: the host's
        let button = try #require(host.split.primaryButton)
        #expect(host.split.wantsPointer(at: Point(x: button.midX, y: button.midY)))
        host.split.send(.showPrimary(time: 0))
        host.split.advance(to: 2)
        #expect(host.split.wantsPointer(at: Point(x: 700, y: 400)))  // the dim
        #expect(!host.split.wantsPointer(at: Point(x: 100, y: 400)))  // the list on the panel
        #expect(!host.split.wantsPointer(at: Point(x: 900, y: 400)))  // outside
        #expect(!host.split.wantsKeyboard)
        host.split.send(.hidePrimary(time: 3))
        host.split.advance(to: 5)
        host.split.send(.focus(AccessibleNode.ID.sidebarButton))
        #expect(host.split.wantsKeyboard)
        host.split.send(.focus(nil))
        #expect(!host.split.wantsKeyboard)
    }
}
