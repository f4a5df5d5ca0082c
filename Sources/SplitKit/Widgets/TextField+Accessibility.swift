// A text field as assistive technologies see it: an editable line, or a password whose text stays hidden.

extension TextField {
    /// The field's node: a focusable, editable, single-line ``AccessibleRole/entry`` named `name` (its label) at
    /// `bounds`, with its text and caret; a secure field is a ``AccessibleRole/passwordText`` whose text is one bullet
    /// per character, as it is drawn, never the password. Its ``placeholder`` is its description (what to type).
    public func accessibilityNode(id: String, name: String, bounds: Rect) -> AccessibleNode {
        AccessibleNode(id: id, role: isSecure ? .passwordText : .entry, name: name, description: placeholder,
                       states: [.visible, .showing, .enabled, .focusable, .editable, .singleLine], bounds: bounds,
                       text: isSecure ? String(repeating: "•", count: text.count) : text, caretOffset: caret)
    }
}
