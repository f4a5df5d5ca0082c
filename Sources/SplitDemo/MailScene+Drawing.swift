// Draws the mail scene: toolbars, the item list, the separator band and the detail.
import SplitKit

extension MailScene {
    public func displayList() -> DisplayList {
        var list = DisplayList()
        let layout = split.layout
        list.fill(Rect(x: 0, y: 0, width: split.window.width, height: split.window.height), Theme.background)
        drawSecondary(in: layout.secondary, into: &list)
        drawPrimary(in: layout.primary, into: &list)
        if let separator = layout.separator { drawSeparator(separator, into: &list) }
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        list.cursor = split.separatorHovered || split.separatorDrag != nil ? .resizeHorizontal : .arrow
        return list
    }

    private func drawToolbar(_ title: String, in frame: Rect, into list: inout DisplayList) {
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: Theme.toolbarHeight)
        list.fill(bar, Theme.toolbarBackground)
        list.horizontalLine(x: bar.x, y: bar.maxY - 1, width: bar.width, Theme.hairline)
        list.text(title, Theme.title, in: bar.inset(by: .horizontal(Theme.rowInset)), alignment: .center)
    }

    private func drawPrimary(in frame: Rect, into list: inout DisplayList) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.primaryBackground)
            let rows = listFrame
            list.clipped(to: rows) { list in
                for index in 0..<self.list.count {
                    let row = self.list.frame(ofRow: index, in: rows)
                    guard row.maxY > rows.y, row.y < rows.maxY else { continue }
                    let selected = index == self.list.selection
                    if selected { list.fill(row, Theme.accent) }
                    list.text(
                        Self.title(ofRow: index), selected ? Theme.selectedRowText : Theme.rowText,
                        in: row.inset(by: .horizontal(Theme.rowInset)))
                    if !selected {
                        list.horizontalLine(
                            x: row.x + Theme.rowInset, y: row.maxY - 1, width: row.width - Theme.rowInset, Theme.rowSeparator)
                    }
                }
            }
            drawToolbar(Self.primaryTitle, in: frame, into: &list)
        }
    }

    /// The separator band: a light fill, 1-point lines on both edges and a grip in the middle.
    private func drawSeparator(_ frame: Rect, into list: inout DisplayList) {
        list.fill(frame, split.separatorFocused ? Theme.accent.withOpacity(0.25) : Theme.separatorBand)
        list.verticalLine(x: frame.x, y: frame.y, height: frame.height, Theme.hairline)
        list.verticalLine(x: frame.maxX - 1, y: frame.y, height: frame.height, Theme.hairline)
        let grip = Rect(x: frame.midX - 1, y: frame.midY - 18, width: 2, height: 36)
        list.fill(grip, split.separatorDrag != nil || split.separatorFocused ? Theme.accent : Theme.separatorGrip)
    }

    private func drawSecondary(in frame: Rect, into list: inout DisplayList) {
        guard !frame.isEmpty else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, Theme.background)
            let body = Rect(x: frame.x, y: frame.y + Theme.toolbarHeight, width: frame.width,
                            height: max(0, frame.height - Theme.toolbarHeight))
            if let title = selectionTitle, let row = self.list.selection {
                drawToolbar(title, in: frame, into: &list)
                list.text("You selected item \(row + 1)", Theme.body, in: body, alignment: .center)
            } else {
                drawToolbar("", in: frame, into: &list)
                list.text("No selection", Theme.placeholder, in: body, alignment: .center)
            }
        }
    }
}
