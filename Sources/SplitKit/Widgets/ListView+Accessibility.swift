// A list as assistive technologies see it (a list of selectable rows) and the requests they make of it.

extension ListView {
    /// The id of row `index` in a list whose node id is `id` (`"items.row.3"`).
    public static func rowID(_ index: Int, in id: String) -> String { "\(id).row.\(index)" }

    /// How many rows past those on screen, each way, a list's node holds (``accessibleRows``).
    public static let accessibleMargin = 50

    /// The rows a list's node holds: those on screen and ``accessibleMargin`` more each way, and the selection
    /// wherever it is — so a list of a million rows costs a screen reader (and each frame's tree) what a short one does.
    public var accessibleRows: [Int] {
        let visible = visibleRows
        var rows = Array(max(0, visible.lowerBound - Self.accessibleMargin)..<min(count, visible.upperBound + Self.accessibleMargin))
        if let selection, (0..<count).contains(selection), !rows.contains(selection) {
            rows.insert(selection, at: rows.firstIndex { $0 > selection } ?? rows.endIndex)
        }
        return rows
    }

    /// The list's node: a focusable ``AccessibleRole/list`` named `name` where the list is laid out, holding an
    /// ``AccessibleRole/listItem`` for each of the ``accessibleRows`` in order, each with its place among all the rows
    /// (``AccessibleNode/setPosition``: "row 40 of 1,000"), named by `rowName` (asked for those rows only), selectable,
    /// selected when it is the selection, showing only while on screen, with ``AccessibleAction/activate``. Put it in
    /// the column's ``ColumnContent/accessibility`` nodes.
    public func accessibilityNodes(id: String, name: String, rowName: (Int) -> String) -> AccessibleNode {
        let visible = visibleRows
        let rows = accessibleRows.map { index in
            var states: AccessibleStates = [.visible, .enabled, .selectable]
            if visible.contains(index) { states.insert(.showing) }
            if index == selection { states.insert(.selected) }
            return AccessibleNode(id: Self.rowID(index, in: id), role: .listItem, name: rowName(index), states: states,
                                  bounds: self.frame(ofRow: index), actions: [.activate],
                                  setPosition: AccessibleSetPosition(position: index + 1, size: count))
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
