// Draws a button: its fill and text in its style, paler while pressed, greyed out while disabled.

extension Button {
    /// The size of a button's text; a symbol is drawn larger.
    public static let fontSize = 17.0

    /// Draws the button in its ``frame``: ``ButtonStyle/bordered`` a rounded fill in the palette's highlight with
    /// accent text, ``ButtonStyle/prominent`` an accent fill with bold text in the colour for text on the accent,
    /// ``ButtonStyle/plain`` accent text alone; while pressed the fill (or the plain text) is paler, and a disabled
    /// button is drawn in the secondary label colour. The text is centred, cut with "…" when it does not fit. The split
    /// draws the focus ring around a focused button's node; a host draws it for a button outside the split
    /// (``DisplayList/focusRing(around:appearance:inside:within:)``).
    public func draw(into list: inout DisplayList, appearance: Appearance) {
        let p = appearance.palette
        let size = if case .symbol = label { 22.0 } else { Self.fontSize }
        var text = TextStyle(size: appearance.textPoints(size), weight: style == .prominent ? .bold : .regular, color: p.accent)
        switch style {
        case .bordered:
            let fill = isEnabled ? (isPressed ? p.accent.withOpacity(0.25) : p.highlight) : p.highlight.withOpacity(0.5)
            list.commands.append(.roundedRect(frame, radius: 8, corners: .all, fill))
        case .prominent:
            let fill = isEnabled ? (isPressed ? p.accent.withOpacity(0.6) : p.accent) : p.highlight
            list.commands.append(.roundedRect(frame, radius: 8, corners: .all, fill))
            text.color = p.labelOnAccent
        case .plain:
            if isPressed { text.color = p.accent.withOpacity(0.4) }
        }
        if !isEnabled { text.color = p.secondaryLabel }
        list.text(label.shown, text, in: frame.inset(by: .horizontal(8)), alignment: .center)
    }
}

extension Button {
    /// The button's node: a ``AccessibleRole/pushButton`` named by its label (a symbol by its name), at its ``frame``,
    /// focusable and enabled unless disabled, ``AccessibleStates/pressed`` while held, with the ``AccessibleAction/press``
    /// action. Put it in the column's ``ColumnContent/accessibility`` nodes.
    public func accessibilityNode(id: String, description: String = "") -> AccessibleNode {
        var states: AccessibleStates = [.visible, .showing]
        if isEnabled { states.formUnion([.enabled, .focusable]) }
        if isPressed { states.insert(.pressed) }
        return AccessibleNode(id: id, role: .pushButton, name: label.accessibleName, description: description, states: states,
                              bounds: frame, actions: [.press])
    }

    /// True when `request` presses this button (node id `id`) and it is enabled: the host then does what a click would.
    public func performs(_ request: AccessibilityRequest, id: String) -> Bool {
        guard isEnabled, case .perform(.press, let node) = request else { return false }
        return node == id
    }
}
