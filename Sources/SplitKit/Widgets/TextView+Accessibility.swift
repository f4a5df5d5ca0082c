// A text view as assistive technologies see it: read-only, several lines, its whole text.

extension TextView {
    /// The view's node: a focusable, read-only, multi-line ``AccessibleRole/text`` named `name` (may be empty) where
    /// the view is laid out, holding the whole text (not only the lines on screen).
    public func accessibilityNode(id: String, name: String = "") -> AccessibleNode {
        AccessibleNode(id: id, role: .text, name: name, states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine],
                       bounds: frame, text: text)
    }
}
