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
            return ColumnContent(title: Self.primaryTitle, accessibility: { _ in
                [self.list.accessibilityNodes(id: Self.listID, name: Self.primaryTitle, rowName: Self.title(ofRow:))]
            }) { frame, list in self.drawList(in: frame, into: &list) }
        case .secondary(let page?), .page(let page):
            return detail(row: Int(page.id) ?? 0)
        case .secondary(nil):
            return .placeholder("No selection", appearance: split.appearance)
        }
    }

    /// The rows of the list, in the content frame below its toolbar: the row whose detail is shown in the accent,
    /// the keyboard's place on a collapsed list highlighted.
    private func drawList(in rows: Rect, into list: inout DisplayList) {
        let style: ListSelectionStyle = selectedRow != nil && selectedRow == self.list.selection ? .accent : .highlight
        self.list.draw(in: rows, into: &list, appearance: split.appearance, selectionStyle: style, title: Self.title(ofRow:))
    }

    /// The detail of a row: its title in the toolbar and its text in the middle (a read-only text to a screen reader).
    private func detail(row: Int) -> ColumnContent {
        ColumnContent(title: Self.title(ofRow: row), accessibility: { frame in
            [AccessibleNode(id: Self.detailID, role: .text, name: Self.title(ofRow: row), states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine],
                            bounds: frame, text: Self.body(ofRow: row))]
        }) { frame, list in
            list.text(Self.body(ofRow: row), self.theme.body, in: frame, alignment: .center)
        }
    }
}
