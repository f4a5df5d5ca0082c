// Draws the mail scene's content — the item list and the detail — inside the split view's own chrome.
import SplitKit

extension MailScene {
    public func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list) { column in
            switch column {
            case .primary:
                return ColumnContent(title: Self.primaryTitle) { frame, list in self.drawList(in: frame, into: &list) }
            case .secondary(let page?), .page(let page):
                return self.detail(row: Int(page.id) ?? 0)
            case .secondary(nil):
                return .placeholder("No selection", appearance: self.split.appearance)
            }
        }
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        return list
    }

    /// The rows of the list, in the content frame below its toolbar.
    private func drawList(in rows: Rect, into list: inout DisplayList) {
        let theme = self.theme
        for index in 0..<self.list.count {
            let row = self.list.frame(ofRow: index, in: rows)
            guard row.maxY > rows.y, row.y < rows.maxY else { continue }
            let selected = index == selectedRow
            if selected {
                list.fill(row, theme.accent)
            } else if index == self.list.selection {
                list.fill(row, theme.highlight)  // the keyboard's place on a collapsed list
            }
            list.text(Self.title(ofRow: index), selected ? theme.selectedRowText : theme.rowText,
                      in: row.inset(by: .horizontal(Theme.rowInset)))
            if !selected {
                list.horizontalLine(x: row.x + Theme.rowInset, y: row.maxY - 1, width: row.width - Theme.rowInset, theme.rowSeparator)
            }
        }
    }

    /// The detail of a row: its title in the toolbar and its text in the middle.
    private func detail(row: Int) -> ColumnContent {
        ColumnContent(title: Self.title(ofRow: row)) { frame, list in
            list.text(Self.body(ofRow: row), self.theme.body, in: frame, alignment: .center)
        }
    }
}
