// A mail-like host for the accessibility tests: a 20-row list in the primary, the chosen item's text in the detail.
import SplitKit
import SplitKitTestSupport

/// The split of SPEC §2's worked example with the mail scene's list and detail as content.
struct MailLikeHost {
    var split: SplitViewState
    var list = ListView(count: 20, rowHeight: 44)

    init(width: Double, height: Double = 800, edge: PrimaryEdge = .leading, direction: LayoutDirection = .leftToRight) {
        var c = SplitConfiguration.specExample
        c.primaryEdge = edge
        c.layoutDirection = direction
        split = try! SplitViewState(configuration: c, size: Size(width: width, height: height),
                                    primaryPage: NavigationPage(id: "items", title: "Items"))
        place()
    }

    mutating func place() { list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame) }

    func content(_ column: SplitColumn) -> ColumnContent {
        let list = self.list
        switch column {
        case .primary:
            return ColumnContent(title: "Items", accessibility: { frame in
                var placed = list
                placed.place(in: frame)
                return [placed.accessibilityNodes(id: "items", name: "Items") { "Item \($0 + 1)" }]
            }) { _, _ in }
        case .secondary(let page?), .page(let page):
            return ColumnContent(title: page.title, accessibility: { frame in
                [AccessibleNode(id: "detail", role: .text, name: "", states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine],
                                bounds: frame, text: "You selected \(page.title)")]
            }) { _, _ in }
        case .secondary(nil):
            return .placeholder("No selection", appearance: .light)
        case .inspector(let page):
            return ColumnContent(title: page.title, accessibility: { frame in
                [AccessibleNode(id: "details", role: .text, name: "Details", states: [.visible, .showing, .enabled, .focusable, .readOnly],
                                bounds: frame, text: "Details")]
            }) { _, _ in }
        }
    }

    var tree: AccessibleNode { split.accessibilityTree(content: content) }

    /// A key through the focus chain, as a host sends it, then the focus settled in the tree that follows.
    @discardableResult
    mutating func key(_ key: Key, _ modifiers: KeyModifiers = [], at time: Double = 0) -> SplitViewResult {
        let result = split.send(.key(key, modifiers, time: time), focusChain: tree)
        place()
        split.send(.settleFocus(in: tree))
        return result
    }

    mutating func choose(_ row: Int, at time: Double = 0) {
        list.select(row)
        split.send(.showDetail(NavigationPage(id: String(row), title: "Item \(row + 1)"), time: time))
        place()
    }

    mutating func settle(at time: Double) {
        split.advance(to: time)
        place()
        split.send(.settleFocus(in: tree))
    }
}
