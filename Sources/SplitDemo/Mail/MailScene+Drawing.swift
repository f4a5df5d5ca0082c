// Draws the mail scene's content — the item list and the detail — inside the shared split chrome.
import SplitKit

extension MailScene {
    public func displayList() -> DisplayList {
        var list = DisplayList()
        SplitChrome(split: split).draw(
            primary: { frame, corners, list in self.drawList(in: frame, corners: corners, into: &list) },
            secondary: { frame, _, list in self.drawDetail(row: self.selectedRow, in: frame, into: &list) },
            page: { page, frame, list in
                if page == self.split.primaryPage {
                    self.drawList(in: frame, corners: [], into: &list)
                } else {
                    self.drawDetail(row: Int(page.id), in: frame, into: &list)
                }
            },
            into: &list)
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        return list
    }

    /// The list column or page: toolbar and rows (the chrome has painted the background, rounded as needed).
    private func drawList(in frame: Rect, corners: Corners, into list: inout DisplayList) {
        let rows = Rect(x: frame.x, y: frame.y + Theme.toolbarHeight, width: frame.width,
                        height: max(0, frame.height - Theme.toolbarHeight))
        list.clipped(to: rows) { list in
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
        SplitChrome.drawToolbar(Self.primaryTitle, in: frame, corners: corners, into: &list)
    }

    /// The detail column or page: the item's title and text, or the "No selection" placeholder.
    private func drawDetail(row: Int?, in frame: Rect, into list: inout DisplayList) {
        let body = Rect(x: frame.x, y: frame.y + Theme.toolbarHeight, width: frame.width,
                        height: max(0, frame.height - Theme.toolbarHeight))
        if let row {
            SplitChrome.drawToolbar(Self.title(ofRow: row), in: frame, into: &list)
            list.text(Self.body(ofRow: row), Theme.body, in: body, alignment: .center)
        } else {
            SplitChrome.drawToolbar("", in: frame, into: &list)
            list.text("No selection", Theme.placeholder, in: body, alignment: .center)
        }
    }
}
