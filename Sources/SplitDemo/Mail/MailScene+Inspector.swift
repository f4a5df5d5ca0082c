// The mail scene's inspector column: the chosen item's details — subject, sender, participants, messages, size.
import SplitKit

extension MailScene {
    static let inspectorID = "mail.inspector"
    /// The inspector column's page (SPEC §15.2), titled in its toolbar and, when collapsed, in the stack.
    static func inspectorPage(_ words: DemoWords) -> NavigationPage { NavigationPage(id: "details", title: words.details) }

    /// The inspector's content: the item whose thread is the detail, field by field, or "No selection".
    func inspectorContent() -> ColumnContent {
        guard let row = selectedRow else { return .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance) }
        let words = self.words, fields = Self.details(of: SampleMail.items[row], words)
        return ColumnContent(title: words.details, accessibility: { frame in
            [AccessibleNode(id: Self.inspectorID, role: .text, name: words.details(of: words.item(row + 1)),
                            states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine], bounds: frame,
                            text: fields.map { "\($0.label): \($0.value)" }.joined(separator: "\n"))]
        }) { frame, list in self.drawDetails(fields, in: frame, into: &list) }
    }

    /// An item's details as the inspector lists them, each a label and its value.
    static func details(of item: MailItem, _ words: DemoWords) -> [(label: String, value: String)] {
        var participants: [String] = []
        for message in item.messages where !participants.contains(message.from.name) { participants.append(message.from.name) }
        return [(words.subject, item.subject), (words.from, item.from.name), (words.address, item.from.address),
                (words.participants, participants.joined(separator: ", ")), (words.messages, words.number(item.messages.count)),
                (words.lastMessage, item.messages[item.messages.count - 1].sent), (words.size, words.bytes(item.size))]
    }

    /// Each field as a grey caption over its value, one under another, cut with "…" when the column is narrow. A value
    /// reads in the direction of its first letter ("633 bytes" stays so right to left), except the list of participants,
    /// which reads in the window's direction whatever script its first name is in, so the names are listed from the
    /// leading end.
    private func drawDetails(_ fields: [(label: String, value: String)], in frame: Rect, into list: inout DisplayList) {
        let theme = self.theme, box = frame.inset(by: Insets(top: 16, left: Theme.rowInset, bottom: 0, right: Theme.rowInset))
        let mark = String(split.configuration.layoutDirection.mark)
        for (i, field) in fields.enumerated() {
            let y = box.y + Double(i) * 52
            list.text(field.label, theme.caption, in: Rect(x: box.x, y: y, width: box.width, height: 18))
            list.text(field.label == words.participants ? mark + field.value : field.value, theme.body, in: Rect(x: box.x, y: y + 18, width: box.width, height: 26))
        }
    }
}
