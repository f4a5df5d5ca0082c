// Toolbars and their buttons, drawn the split view's way, for the chrome and for hosts' own inner toolbars.

extension DisplayList {
    /// A toolbar across the top of `frame`: background (its `corners` rounded like an overlay panel's),
    /// a hairline along the bottom, and `title` centred in bold.
    public mutating func toolbar(_ title: String, in frame: Rect, appearance: Appearance, corners: Corners = []) {
        let m = appearance.metrics, p = appearance.palette
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: m.toolbarHeight)
        commands.append(.roundedRect(bar, radius: m.overlayCornerRadius, corners: corners, p.toolbarBackground))
        horizontalLine(x: bar.x, y: bar.maxY - 1, width: bar.width, p.hairline)
        guard !title.isEmpty else { return }
        // The title keeps clear of the buttons on either side.
        let room = bar.inset(by: .horizontal(min(m.toolbarTitleInset, bar.width / 4)))
        text(title, TextStyle(size: m.toolbarFontSize, weight: .bold, color: p.label), in: room, alignment: .center)
    }

    /// A text button in a toolbar (back, Cancel, Save) in the accent colour, paler while pressed.
    public mutating func toolbarButton(
        _ title: String, in frame: Rect, appearance: Appearance, alignment: TextAlignment, pressed: Bool = false, bold: Bool = false
    ) {
        let accent = appearance.palette.accent
        let style = TextStyle(size: appearance.metrics.toolbarFontSize, weight: bold ? .bold : .regular,
                              color: pressed ? accent.withOpacity(0.4) : accent)
        text(title, style, in: frame.inset(by: .horizontal(8)), alignment: alignment)
    }

    /// The button that shows the primary: a sidebar icon (a window with its primary pane filled), paler while
    /// pressed; the pane sits on the primary's side.
    public mutating func sidebarButton(in frame: Rect, appearance: Appearance, primaryEdge: PrimaryEdge, pressed: Bool) {
        let icon = Rect(x: frame.midX - 11, y: frame.midY - 8, width: 22, height: 16)
        let color = pressed ? appearance.palette.accent.withOpacity(0.4) : appearance.palette.accent
        let pane = Rect(x: primaryEdge == .leading ? icon.x + 2 : icon.maxX - 9, y: icon.y + 2, width: 7, height: icon.height - 4)
        fill(pane, color.withOpacity(Double(color.alpha) / 255 * 0.55))
        commands.append(.border(icon, radius: 3, corners: .all, edges: .all, color))
    }
}
