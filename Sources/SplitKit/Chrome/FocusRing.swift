// The keyboard focus made visible: an accent outline (2 points, 3 in high contrast) around the focused object.

extension DisplayList {
    /// Appends the focus ring: a rounded outline in the palette's accent colour, as wide as its
    /// ``Palette/focusRingWidth`` (2 points; 3 in high contrast), 2 points outside `rect` for a control (a button, a
    /// field), or along the inside of `rect` for an area that fills its column (`inside`: a list, a text), so it never
    /// spills over a column's edge; kept inside `within` (a control against the window's edge keeps its ring on screen). The split draws it for its focused node; a host draws it for focused
    /// controls of its own outside the split.
    public mutating func focusRing(around rect: Rect, appearance: Appearance, inside: Bool = false, within: Rect? = nil) {
        var ring = inside ? rect : rect.inset(by: .all(-2))
        if let within { ring = ring.intersection(within) }
        guard ring.width > 2, ring.height > 2 else { return }
        let accent = appearance.palette.accent
        // One 1-point outline per point of the palette's ring width (3 in high contrast), each inside the last.
        for step in 0..<max(1, Int(appearance.palette.focusRingWidth.rounded())) where ring.width > Double(2 * step) {
            commands.append(.border(ring.inset(by: .all(Double(step))), radius: max(0, 6 - Double(step)), corners: .all, edges: .all, accent))
        }
    }
}
