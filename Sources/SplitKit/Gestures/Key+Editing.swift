// The keys a focused text keeps for itself: the one rule for who gets a key first, a text being edited or the split.

extension Key {
    /// True for a key that edits or moves through text, which a focused editable node (``AccessibleStates/editable``:
    /// a ``TextField``, a host's own field) keeps over the split's bindings: Backspace and Delete (not "back"), the
    /// arrows, Home, End, Page Up and Down (not the separator's nudges), Space and Return, and characters — plain, with
    /// Shift (selection) or, for the deleting and moving keys, with Ctrl (by words). Escape, Tab, function keys, Alt
    /// chords and Ctrl with a character stay the split's and the host's: leaving a field, moving the focus, going
    /// back, shortcuts such as Ctrl+Q. A ``TextField`` agrees: it takes no Alt chord, takes Ctrl+A, C, X and V only
    /// after the split's bindings left them, and leaves Escape to ``SplitView``, which takes the focus off the field.
    public func isTextEditing(with modifiers: KeyModifiers) -> Bool {
        guard !modifiers.contains(.alt) else { return false }
        switch self {
        case .backspace, .delete, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown:
            return true
        case .space, .enter, .character:
            return !modifiers.contains(.control)
        case .escape, .tab, .f1, .f8, .f9, .other:
            return false
        }
    }
}
