// Toolbars and their buttons, drawn the split view's way, for the chrome and for hosts' own inner toolbars.

extension DisplayList {
    /// A toolbar across the top of `frame`: background (its `corners` rounded like an overlay panel's), a hairline
    /// along the bottom, the buttons at its ends and `title` in bold, centred when there is room, else beside the
    /// buttons and cut with "…" (``ToolbarLayout``). `pressed` draws that end's button paler. The ends are the list's
    /// ``layoutDirection``'s: right to left, the leading button is on the right; `leadingInset` points at the leading
    /// end stay clear for something drawn apart. The host's `actions` sit inside the trailing button (the one whose id
    /// is `pressedAction` paler, a disabled one grey). Returns the layout, whose button frames are the buttons' hit areas.
    @discardableResult
    public mutating func toolbar(
        _ title: String, in frame: Rect, appearance: Appearance, corners: Corners = [],
        leading: ToolbarItem? = nil, trailing: ToolbarItem? = nil, leadingInset: Double = 0, pressed: ToolbarEnd? = nil,
        actions: [ToolbarAction] = [], pressedAction: String? = nil
    ) -> ToolbarLayout {
        let layout = ToolbarLayout(title: title, in: frame, leading: leading, trailing: trailing, leadingInset: leadingInset,
                                   actions: actions, appearance: appearance, direction: layoutDirection)
        let m = appearance.metrics, p = appearance.palette, bar = layout.bar
        commands.append(.roundedRect(bar, radius: m.overlayCornerRadius, corners: corners, p.toolbarBackground))
        horizontalLine(x: bar.x, y: bar.maxY - 1, width: bar.width, p.hairline)
        if !title.isEmpty {
            text(title, ToolbarLayout.titleStyle(appearance), in: layout.title.frame, alignment: layout.title.alignment)
        }
        for (end, item, placed) in [(ToolbarEnd.leading, leading, layout.leading), (.trailing, trailing, layout.trailing)] {
            guard let item, let placed, !placed.text.isEmpty else { continue }
            toolbarButton(placed, appearance: appearance, pressed: pressed == end, bold: item.isBold)
        }
        for (action, placed) in zip(actions, layout.actions) {
            var style = ToolbarLayout.buttonStyle(appearance, pressed: action.isEnabled && action.id == pressedAction)
            if !action.isEnabled { style.color = appearance.palette.secondaryLabel }
            text(placed.text, style, in: placed.frame, alignment: .center)
        }
        return layout
    }

    /// A toolbar button's text (back, Cancel, Save) where a ``ToolbarLayout`` placed it, in the accent colour,
    /// paler while pressed, reading in the placed text's ``ToolbarLayout/Placed/direction``.
    public mutating func toolbarButton(_ button: ToolbarLayout.Placed, appearance: Appearance, pressed: Bool = false, bold: Bool = false) {
        var style = ToolbarLayout.buttonStyle(appearance, bold: bold, pressed: pressed)
        style.direction = button.direction
        // Padding on the side the text sits against; the other side's padding is slack for rounding to pixels.
        let pad = appearance.metrics.toolbarButtonPadding
        let box = button.frame.inset(by: layoutDirection.screenAlignment(button.alignment) == .trailing ? Insets(right: pad) : Insets(left: pad))
        text(button.text, style, in: box, alignment: button.alignment)
    }

    /// The button that shows the primary: a sidebar icon (a window with its primary pane filled), paler while
    /// pressed; the pane sits on `paneSide`, the primary's side (``SplitConfiguration/primarySide``).
    public mutating func sidebarButton(in frame: Rect, appearance: Appearance, paneSide: Side, pressed: Bool) {
        let icon = Rect(x: frame.midX - 11, y: frame.midY - 8, width: 22, height: 16)
        let color = pressed ? appearance.palette.accent.withOpacity(0.4) : appearance.palette.accent
        let pane = Rect(x: paneSide == .left ? icon.x + 2 : icon.maxX - 9, y: icon.y + 2, width: 7, height: icon.height - 4)
        fill(pane, color.withOpacity(Double(color.alpha) / 255 * 0.55))
        commands.append(.border(icon, radius: 3, corners: .all, edges: .all, color))
    }
}
