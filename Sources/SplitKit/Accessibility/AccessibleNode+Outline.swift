// The tree as indented text, one node a line, for tests, logs and reading it without an assistive technology.

extension AccessibleNode {
    /// The tree as text, one node a line, indented by depth: role, quoted name, description, id, bounds, value, the states worth
    /// reading (not visible, showing or enabled, which nearly every node has: a node without them says so), actions and
    /// text. Rows of a list beyond `rowLimit` are summed up in one line.
    public func outline(rowLimit: Int = .max) -> String {
        var lines: [String] = []
        func visit(_ node: AccessibleNode, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + node.outlineLine)
            for (index, child) in node.children.enumerated() {
                if child.role == .listItem, index >= rowLimit {
                    lines.append(String(repeating: "  ", count: depth + 1) + "… \(node.children.count - index) more rows")
                    break
                }
                visit(child, depth: depth + 1)
            }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    private var outlineLine: String {
        func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        var parts = ["\(role.rawValue) \"\(name)\""]
        if !description.isEmpty { parts.append("(\(description))") }
        parts.append("[\(id)]")
        parts.append("@\(number(bounds.x)),\(number(bounds.y)) \(number(bounds.width))×\(number(bounds.height))")
        if let value {
            parts.append("value \(number(value.current)) in \(number(value.minimum))...\(number(value.maximum)) step \(number(value.step))")
        }
        var words: [String] = []
        let named: [(AccessibleStates, String)] = [
            (.focusable, "focusable"), (.focused, "focused"), (.selectable, "selectable"), (.selected, "selected"),
            (.editable, "editable"), (.readOnly, "readOnly"), (.singleLine, "singleLine"), (.multiLine, "multiLine"),
            (.horizontal, "horizontal"), (.vertical, "vertical"), (.expandable, "expandable"), (.expanded, "expanded"),
            (.collapsed, "collapsed"), (.pressed, "pressed"), (.checked, "checked"), (.active, "active"), (.modal, "modal"),
        ]
        if !states.contains(.visible) { words.append("notVisible") }
        if !states.contains(.showing) { words.append("notShowing") }
        if !states.contains(.enabled) { words.append("disabled") }
        words += named.filter { states.contains($0.0) }.map(\.1)
        if isPane { words.append("pane") }
        if !words.isEmpty { parts.append("{" + words.joined(separator: " ") + "}") }
        if !actions.isEmpty { parts.append("actions " + actions.map(\.rawValue).joined(separator: ",")) }
        if let text { parts.append("text \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\"") }
        if let caretOffset { parts.append("caret \(caretOffset)") }
        return parts.joined(separator: " ")
    }
}
