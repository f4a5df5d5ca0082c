// Where keyboard focus can go in an accessibility tree: the Tab order, the panes F6 cycles, and the way back to a
// sensible place when the focused object is gone.

extension AccessibleNode {
    /// True when keyboard focus can land on this node now: focusable, enabled and showing.
    public var takesFocus: Bool { states.isSuperset(of: [.focusable, .enabled, .showing]) }

    /// The ids of the nodes that take focus, in document (Tab) order.
    public var focusOrder: [String] { flattened.filter(\.takesFocus).map(\.id) }

    /// The first node in this subtree that takes focus, this node included.
    public var firstFocusable: AccessibleNode? { flattened.first(where: \.takesFocus) }

    /// The panes F6 cycles through, in document order: showing panes with something to focus inside and no such pane
    /// inside them (in a split inside a split, the inner columns count, not the column holding them).
    public var focusPanes: [AccessibleNode] {
        func isCandidate(_ node: AccessibleNode) -> Bool {
            node.isPane && node.states.contains(.showing) && node.children.contains { $0.firstFocusable != nil }
        }
        return flattened.filter { pane in
            isCandidate(pane) && !pane.flattened.dropFirst().contains(where: isCandidate)
        }
    }

    /// The nodes from this one down to the node with `id`, both included; nil when it is not in this tree.
    public func path(to id: String) -> [AccessibleNode]? {
        if self.id == id { return [self] }
        for child in children {
            if let below = child.path(to: id) { return [self] + below }
        }
        return nil
    }

    /// The innermost pane holding the node with `id` (the node itself when it is a pane), if any.
    public func pane(containing id: String) -> AccessibleNode? {
        path(to: id)?.last(where: \.isPane)
    }

    /// This tree with ``AccessibleStates/focused`` on the node with `id` only (none when nil) — and, when that node
    /// is a list, on its selected row too: the row is what a screen reader announces ("Item 3"), and moving the
    /// selection with the arrow keys moves that focus from row to row, as in a GTK list.
    public func markingFocus(_ id: String?) -> AccessibleNode {
        var node = self
        node.states.remove(.focused)
        if node.id == id {
            node.states.insert(.focused)
            node.children = children.map { $0.markingFocus(nil) }
            if node.role == .list, let row = node.children.firstIndex(where: { $0.states.contains(.selected) }) {
                node.children[row].states.insert(.focused)
            }
            return node
        }
        node.children = children.map { $0.markingFocus(id) }
        return node
    }

    /// This subtree as not shown: no node in it is visible or showing (a collapsed column, an overlay slid out,
    /// a page under the top one).
    public func hidden() -> AccessibleNode {
        var node = self
        node.states.subtract([.visible, .showing])
        node.children = children.map { $0.hidden() }
        return node
    }

    /// The nodes below this one as dimmed under something modal (the detail under a shown overlay): neither
    /// focusable nor enabled. This node keeps its states.
    public func dimmingDescendants() -> AccessibleNode {
        var node = self
        node.children = children.map { child in
            var dimmed = child.dimmingDescendants()
            dimmed.states.subtract([.focusable, .enabled, .focused])
            return dimmed
        }
        return node
    }
}
