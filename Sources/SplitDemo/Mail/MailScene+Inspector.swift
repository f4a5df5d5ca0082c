// The mail scene's inspector column: the chosen item's details — subject, sender, participants, messages, size.
import SplitKit

extension MailScene {
    static let inspectorID = "mail.inspector"
    /// The inspector column's page (SPEC §15.2), titled in its toolbar and, when collapsed, in the stack.
    static func inspectorPage(_ words: DemoWords) -> NavigationPage { NavigationPage(id: "details", title: words.details) }

    /// The inspector's content: the item whose thread is the detail, field by field, or "No selection".
    func inspectorContent() -> ColumnContent {
        guard let row = selectedRow else { return .placeholder(split.appearance.strings[.noSelection], appearance: split.appearance) }
        let words = self.words, details = Self.details(of: SampleMail.items[row], words)
        return ColumnContent(title: words.details, accessibility: { frame in
            [details.accessibilityNode(id: Self.inspectorID, name: words.details(of: words.item(row + 1)), in: frame)]
        }) { frame, list in details.draw(in: frame, into: &list, appearance: self.split.appearance) }
    }

    /// An item's details as the inspector lists them, each a caption over its value, in the split's language. A value
    /// reads in the direction of its first letter ("633 bytes" stays so right to left), except the list of
    /// participants, which reads in the window's direction whatever script its first name is in, so the names are
    /// listed from the leading end.
    static func details(of item: MailItem, _ words: DemoWords) -> LabeledValueList {
        var participants: [String] = []
        for message in item.messages where !participants.contains(message.from.name) { participants.append(message.from.name) }
        return LabeledValueList([
            LabeledValue(words.subject, item.subject), LabeledValue(words.from, item.from.name), LabeledValue(words.address, item.from.address),
            LabeledValue(words.participants, participants.joined(separator: ", "), readsInInterfaceDirection: true),
            LabeledValue(words.messages, words.number(item.messages.count)),
            LabeledValue(words.lastMessage, words.sent(item.messages[item.messages.count - 1].sent)), LabeledValue(words.size, words.bytes(item.size)),
        ], insets: Insets(top: 16, left: Theme.rowInset, bottom: 0, right: Theme.rowInset))
    }
}
