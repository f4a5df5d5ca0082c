// Draws the mail scene: toolbars, the item list (tiled or as a Mail-style overlay), the separator and the detail.
import SplitKit

extension MailScene {
    public func displayList() -> DisplayList {
        var list = DisplayList()
        let layout = split.layout
        list.fill(Rect(x: 0, y: 0, width: split.window.width, height: split.window.height), Theme.background)
        if !split.isCollapsed { drawSecondary(in: layout.secondary, into: &list) }
        switch split.band {
        case .tiled:
            drawPrimary(in: layout.primary, into: &list)
            if let separator = layout.separator { drawSeparator(separator, into: &list) }
        case .overlay:
            if split.overlay.value > 0 { drawOverlay(in: layout.primary, into: &list) }
        case .compact:
            drawCollapsed(into: &list)
        }
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        list.cursor = split.separatorHovered || split.separatorDrag != nil ? .resizeHorizontal : .arrow
        return list
    }

    func drawToolbar(_ title: String, in frame: Rect, corners: Corners = [], into list: inout DisplayList) {
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: Theme.toolbarHeight)
        list.commands.append(.roundedRect(bar, radius: Theme.overlayCornerRadius, corners: corners, Theme.toolbarBackground))
        list.horizontalLine(x: bar.x, y: bar.maxY - 1, width: bar.width, Theme.hairline)
        list.text(title, Theme.title, in: bar.inset(by: .horizontal(Theme.rowInset + 44)), alignment: .center)
    }

    func drawRows(clippedTo clip: Rect, into list: inout DisplayList) {
        let rows = listFrame
        list.clipped(to: clip.intersection(rows)) { list in
            for index in 0..<self.list.count {
                let row = self.list.frame(ofRow: index, in: rows)
                guard row.maxY > rows.y, row.y < rows.maxY else { continue }
                let selected = index == self.selectedRow
                if selected {
                    list.fill(row, Theme.accent)
                } else if index == self.list.selection {
                    list.fill(row, Theme.highlight)  // the keyboard's place on a collapsed list
                }
                list.text(
                    Self.title(ofRow: index), selected ? Theme.selectedRowText : Theme.rowText,
                    in: row.inset(by: .horizontal(Theme.rowInset)))
                if !selected {
                    list.horizontalLine(
                        x: row.x + Theme.rowInset, y: row.maxY - 1, width: row.width - Theme.rowInset, Theme.rowSeparator)
                }
            }
        }
    }

    func drawPrimary(in frame: Rect, into list: inout DisplayList) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.primaryBackground)
            drawRows(clippedTo: frame, into: &list)
            drawToolbar(Self.primaryTitle, in: frame, into: &list)
        }
    }

    /// The primary over the dimmed secondary: shadow towards the secondary, rounded corners on that side,
    /// a 1-point border (SPEC §5).
    private func drawOverlay(in frame: Rect, into list: inout DisplayList) {
        let leading = split.configuration.primaryEdge == .leading
        let r = Theme.overlayCornerRadius
        let corners: Corners = leading ? .right : .left
        let progress = split.overlay.value
        list.fill(split.layout.secondary, Theme.dim.withOpacity(split.secondaryDim))
        // The shadow starts under the panel by the corner radius, so it also darkens the rounded corners' cut-outs.
        let caster = leading ? Rect(x: frame.x, y: frame.y, width: frame.width - r, height: frame.height)
            : Rect(x: frame.x + r, y: frame.y, width: frame.width - r, height: frame.height)
        list.commands.append(.shadow(caster, side: leading ? .right : .left, length: Theme.overlayShadowLength + r,
                                     opacity: Theme.overlayShadowOpacity * min(1, progress * 2)))
        list.commands.append(.roundedRect(frame, radius: r, corners: corners, Theme.primaryBackground))
        // Rows stay out of the rounded bottom corner; the toolbar rounds the top one itself.
        let body = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - r)
        let besideCorner = leading
            ? Rect(x: frame.x, y: frame.maxY - r, width: frame.width - r, height: r)
            : Rect(x: frame.x + r, y: frame.maxY - r, width: frame.width - r, height: r)
        drawRows(clippedTo: body, into: &list)
        drawRows(clippedTo: besideCorner, into: &list)
        drawToolbar(Self.primaryTitle, in: frame, corners: leading ? .topRight : .topLeft, into: &list)
        let edges: Edges = leading ? [.top, .bottom, .right] : [.top, .bottom, .left]
        list.commands.append(.border(frame, radius: r, corners: corners, edges: edges, Theme.overlayBorder))
    }

    /// The separator band: a light fill, 1-point lines on both edges and a grip in the middle.
    private func drawSeparator(_ frame: Rect, into list: inout DisplayList) {
        list.fill(frame, split.separatorFocused ? Theme.accent.withOpacity(0.25) : Theme.separatorBand)
        list.verticalLine(x: frame.x, y: frame.y, height: frame.height, Theme.hairline)
        list.verticalLine(x: frame.maxX - 1, y: frame.y, height: frame.height, Theme.hairline)
        guard frame.width >= 6 else { return }
        let grip = Rect(x: frame.midX - 1, y: frame.midY - 18, width: 2, height: 36)
        list.fill(grip, split.separatorDrag != nil || split.separatorFocused ? Theme.accent : Theme.separatorGrip)
    }

    private func drawSecondary(in frame: Rect, into list: inout DisplayList) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.background)
            let body = Rect(x: frame.x, y: frame.y + Theme.toolbarHeight, width: frame.width,
                            height: max(0, frame.height - Theme.toolbarHeight))
            if let title = selectionTitle, let row = selectedRow {
                drawToolbar(title, in: frame, into: &list)
                list.text(Self.body(ofRow: row), Theme.body, in: body, alignment: .center)
            } else {
                drawToolbar("", in: frame, into: &list)
                list.text("No selection", Theme.placeholder, in: body, alignment: .center)
            }
            if let button = split.primaryButton { drawSidebarButton(button, into: &list) }
        }
    }

    /// The toolbar button that shows the primary: a sidebar icon (a window with its left pane filled).
    private func drawSidebarButton(_ frame: Rect, into list: inout DisplayList) {
        let icon = Rect(x: frame.midX - 11, y: frame.midY - 8, width: 22, height: 16)
        let color = split.pressOnButton ? Theme.accent.withOpacity(0.4) : Theme.accent
        let paneOnLeft = split.configuration.primaryEdge == .leading
        let pane = Rect(x: paneOnLeft ? icon.x + 2 : icon.maxX - 9, y: icon.y + 2, width: 7, height: icon.height - 4)
        list.fill(pane, color.withOpacity(Double(color.alpha) / 255 * 0.55))
        list.commands.append(.border(icon, radius: 3, corners: .all, edges: .all, color))
    }
}
