// Fields take the focus from a press and give it up on Escape, so a host never sends `.focus` for its own fields.

extension SplitView {
    /// What the split does for the window's editable fields, after the split's own gestures and bindings left `event`
    /// alone:
    /// - a press on a field the last frame drew (``DisplayList/fieldAreas``: a ``TextField`` drawn with its id) focuses
    ///   it — its caret shows, no ring unless the keys moved the focus last — and stays the host's: false, so the
    ///   host's field gets the press as well;
    /// - Escape (no modifiers) on a focused editable node (``AccessibleStates/editable``) takes the focus off it: true,
    ///   the key is used (in an overlay, the split's Escape hides the overlay first, and the focus leaves with it).
    ///
    /// ``send(_:)-(InputEvent)`` calls it; no accessibility tree is built for a press.
    @discardableResult
    public func focusField(for event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let p, _):
            guard let field = fieldAreas.last(where: { $0.frame.contains(p) }), field.id != state.focusedNodeID else { return false }
            send(.focus(field.id))
            return false
        case .key(.escape, [], _):
            guard let id = state.focusedNodeID, accessibilityTree.node(withID: id)?.states.contains(.editable) == true else { return false }
            send(.focus(nil))
            return true
        default:
            return false
        }
    }
}
