// The keyboard focus made visible: a 2-point accent outline around the focused object.

extension DisplayList {
    /// Appends the focus ring: a 2-point rounded outline in the palette's accent colour, 2 points outside `rect` for
    /// a control (a button, a field), or along the inside of `rect` for an area that fills its column (`inside`: a
    /// list, a text), so it never spills over a column's edge; kept inside `within` (a control against the window's
    /// edge keeps its ring on screen). The split draws it for its focused node; a host draws it for focused
    /// controls of its own outside the split.
    public mutating func focusRing(around rect: Rect, appearance: Appearance, inside: Bool = false, within: Rect? = nil) {
        var ring = inside ? rect : rect.inset(by: .all(-2))
        if let within { ring = ring.intersection(within) }
        guard ring.width > 2, ring.height > 2 else { return }
        let accent = appearance.palette.accent
        commands.append(.border(ring, radius: 6, corners: .all, edges: .all, accent))
        commands.append(.border(ring.inset(by: .all(1)), radius: 5, corners: .all, edges: .all, accent))
    }
}
