// A list as assistive technologies see it (a list of selectable rows) and the requests they make of it.

extension ListView {
    /// The id of row `index` in a list whose node id is `id` (`"items.row.3"`).
    public static func rowID(_ index: Int, in id: String) -> String { "\(id).row.\(index)" }

    /// The list's node: a focusable ``AccessibleRole/list`` named `name` where the list is laid out, holding one
    /// ``AccessibleRole/listItem`` per row in order (a row's index in the set is its place), named by `rowName`,
    /// selectable, selected when it is the selection, showing only while on screen, with ``AccessibleAction/activate``.
    /// Put it in the column's ``ColumnContent/accessibility`` nodes.
    public func accessibilityNodes(id: String, name: String, rowName: (Int) -> String) -> AccessibleNode {
        let visible = visibleRows
        let rows = (0..<count).map { index in
            var states: AccessibleStates = [.visible, .enabled, .selectable]
            if visible.contains(index) { states.insert(.showing) }
            if index == selection { states.insert(.selected) }
            return AccessibleNode(id: Self.rowID(index, in: id), role: .listItem, name: rowName(index), states: states,
                                  bounds: self.frame(ofRow: index), actions: [.activate])
        }
        return AccessibleNode(id: id, role: .list, name: name, states: [.visible, .showing, .enabled, .focusable], bounds: frame,
                              children: rows)
    }

    /// Answers an assistive technology's request to a row of the list whose node id is `id`: selecting a row
    /// selects it (and reveals it) as a tap would (``ListViewResult/tapped``), `false` clears the selection, activating
    /// a row selects it and reports it as Return would (``ListViewResult/activated``). Nil for a request to another
    /// node, so the host passes it on.
    public mutating func perform(_ request: AccessibilityRequest, id: String) -> ListViewResult? {
        let prefix = id + ".row."
        guard request.node.hasPrefix(prefix), let index = Int(request.node.dropFirst(prefix.count)), (0..<count).contains(index) else {
            return nil
        }
        let before = selection
        switch request {
        case .select(_, true):
            select(index)
            return ListViewResult(handled: true, selectionChanged: selection != before, tapped: index)
        case .select(_, false):
            guard selection == index else { return .consumed }
            selection = nil
            return ListViewResult(handled: true, selectionChanged: true)
        case .perform(.activate, _):
            select(index)
            return ListViewResult(handled: true, selectionChanged: selection != before, activated: index)
        default:
            return nil
        }
    }
}
