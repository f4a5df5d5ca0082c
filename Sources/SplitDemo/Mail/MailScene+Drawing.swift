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

    /// The rows of the list, in the content frame below its toolbar: the row whose detail is shown in the accent,
    /// the keyboard's place on a collapsed list highlighted.
    private func drawList(in rows: Rect, into list: inout DisplayList) {
        let style: ListSelectionStyle = selectedRow != nil && selectedRow == self.list.selection ? .accent : .highlight
        self.list.draw(in: rows, into: &list, appearance: split.appearance, selectionStyle: style, title: Self.title(ofRow:))
    }

    /// The detail of a row: its title in the toolbar and its text in the middle.
    private func detail(row: Int) -> ColumnContent {
        ColumnContent(title: Self.title(ofRow: row)) { frame, list in
            list.text(Self.body(ofRow: row), self.theme.body, in: frame, alignment: .center)
        }
    }
}
