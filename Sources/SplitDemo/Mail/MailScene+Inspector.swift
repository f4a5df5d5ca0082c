// The mail scene's inspector column: the chosen item's details — subject, sender, participants, messages, size.
import SplitKit

extension MailScene {
    static let inspectorID = "mail.inspector"
    /// The inspector column's page (SPEC §15.2), titled in its toolbar and, when collapsed, in the stack.
    static let inspectorPage = NavigationPage(id: "details", title: "Details")

    /// The inspector's content: the item whose thread is the detail, field by field, or "No selection".
    func inspectorContent() -> ColumnContent {
        guard let row = selectedRow else { return .placeholder("No selection", appearance: split.appearance) }
        let details = Self.details(of: SampleMail.items[row])
        return ColumnContent(title: Self.inspectorPage.title, accessibility: { frame in
            [details.accessibilityNode(id: Self.inspectorID, name: "Details of \(SampleMail.items[row].title)", in: frame)]
        }) { frame, list in details.draw(in: frame, into: &list, appearance: self.split.appearance) }
    }

    /// An item's details as the inspector lists them, each a caption over its value. A value reads in the direction of
    /// its first letter ("633 bytes" stays so right to left), except the list of participants, which reads in the
    /// window's direction whatever script its first name is in, so the names are listed from the leading end.
    static func details(of item: MailItem) -> LabeledValueList {
        var participants: [String] = []
        for message in item.messages where !participants.contains(message.from.name) { participants.append(message.from.name) }
        return LabeledValueList([
            LabeledValue("Subject", item.subject), LabeledValue("From", item.from.name), LabeledValue("Address", item.from.address),
            LabeledValue("Participants", participants.joined(separator: ", "), readsInInterfaceDirection: true),
            LabeledValue("Messages", String(item.messages.count)),
            LabeledValue("Last message", item.messages[item.messages.count - 1].sent), LabeledValue("Size", "\(item.size) bytes"),
        ], insets: Insets(top: 16, left: Theme.rowInset, bottom: 0, right: Theme.rowInset))
    }
}
