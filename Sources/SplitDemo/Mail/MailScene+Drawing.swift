// Draws the mail scene's content — the item list and the detail — inside the split view's own chrome, and says what
// assistive technologies see there.
import SplitKit

extension MailScene {
    /// The accessibility node ids of the scene's content.
    static let listID = "mail.items"
    static let detailID = "mail.detail"

    public func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        list.title = selectionTitle.map { "\($0) — splitview" } ?? "splitview"
        return list
    }

    /// What goes in a column or page: the list of items, or an item's detail, or the placeholder.
    func content(for column: SplitColumn) -> ColumnContent {
        switch column {
        case .primary:
            return ColumnContent(title: primaryTitle, accessibility: { _ in
                [self.list.accessibilityNodes(id: Self.listID, name: self.primaryTitle, rowName: self.title(ofRow:))]
            }) { frame, list in self.drawList(in: frame, into: &list) }
        case .secondary(let page?), .page(let page):
            return MailPage(page).map(detail) ?? .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance)
        case .secondary(nil):
            return .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance)
        case .inspector:
            return inspectorContent()
        }
    }

    /// The rows of the list, in the content frame below its toolbar: the row whose detail is shown in the accent,
    /// the keyboard's place on a collapsed list highlighted; each row's title and who started its thread.
    private func drawList(in rows: Rect, into list: inout DisplayList) {
        let style: ListSelectionStyle = selectedRow != nil && selectedRow == self.list.selection ? .accent : .highlight
        let theme = self.theme
        self.list.draw(in: rows, into: &list, appearance: split.appearance, selectionStyle: style) { row, list in
            // The title at the leading end, who started the thread at the trailing end in grey, cut with "…" first.
            let box = row.frame.inset(by: .horizontal(Theme.rowInset))
            list.text(title(ofRow: row.index), row.isOnAccent ? theme.selectedRowText : theme.rowText, in: box)
            let from = Rect(x: box.x + 80, y: box.y, width: max(0, box.width - 80), height: box.height)
            list.text(SampleMail.items[row.index].from.name, TextStyle(size: 15, color: row.isOnAccent ? theme.selectedText : theme.secondaryLabel, direction: .content),
                      in: split.state.configuration.layoutDirection.place(from, in: box), alignment: .trailing)
        }
    }
}
