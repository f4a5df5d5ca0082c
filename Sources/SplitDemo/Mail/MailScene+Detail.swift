// The mail detail's pages drawn and read out: a thread's messages as a list, a message's sender and text, the sender.
import SplitKit

extension MailScene {
    static let threadID = "mail.thread"
    static let fromID = "mail.from"
    /// A message row: the sender on one line, the preview under it.
    /// A message row's height: 60 text points, never less than 60 points.
    static func messageRowHeight(_ appearance: Appearance) -> Double { max(60, appearance.textPoints(60).rounded()) }
    /// The subject's band above a thread's messages, and the sender's band above a message's text.
    static let headerHeight = 44.0

    /// What a detail page shows: a thread, a message, or a sender.
    func detail(_ mailPage: MailPage) -> ColumnContent {
        let page = mailPage.page(words)
        // A thread's toolbar holds the split's buttons and the scene's own Flag button, which the split lays out and presses.
        var items: [ToolbarAction] = []
        if case .thread(let row) = mailPage { items = [ToolbarAction(id: Self.flagActionID, label: .text(words.flag(flagged.contains(row))))] }
        if !split.state.isCollapsed, split.state.detailPages.last == page {  // on the detail on top, beside the columns
            items.append(ToolbarAction(id: Self.fillActionID, label: .text(words.fillWindow(split.state.isFillingWindow))))
        }
        return ColumnContent(title: page.title, toolbarItems: items, accessibility: { frame in self.detailNodes(mailPage, in: frame) }) { frame, list in
            switch mailPage {
            case .thread(let row): self.drawThread(row, in: frame, into: &list)
            case .message(let row, let index): self.drawMessage(row, index, in: frame, into: &list)
            case .contact(let row, let index): self.drawContact(SampleMail.items[row].messages[index].from, in: frame, into: &list)
            }
        }
    }

    /// The thread's list of messages for `frame` (the content frame): the scene's own list when it was set up for this
    /// thread, so its selection and scroll show. Not merely when the thread is on top: the split reads a new page's
    /// nodes (to settle the focus) before ``placeDetail()`` sets the scene's list up for it, and the list of the thread
    /// before has other rows.
    func threadList(_ row: Int, in frame: Rect) -> ListView {
        if placedPage == .thread(row: row) { return thread }
        var list = ListView(count: SampleMail.items[row].messages.count, rowHeight: Self.messageRowHeight(split.appearance))
        list.place(in: Self.belowHeader(frame))
        return list
    }

    static func belowHeader(_ frame: Rect) -> Rect {
        Rect(x: frame.x, y: frame.y + headerHeight, width: frame.width, height: max(0, frame.height - headerHeight))
    }

    static func header(_ frame: Rect) -> Rect {
        Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, headerHeight))
    }

    private func drawThread(_ row: Int, in frame: Rect, into list: inout DisplayList) {
        let item = SampleMail.items[row], theme = self.theme
        // What people wrote (subjects, names, previews) reads by its own first letter, not the interface's way.
        list.text(item.subject, theme.title.reading(.content), in: Self.header(frame).inset(by: .horizontal(Theme.rowInset)))
        list.fill(Rect(x: frame.x, y: frame.y + Self.headerHeight - 1, width: frame.width, height: 1), theme.hairline)
        threadList(row, in: frame).draw(into: &list, appearance: split.appearance, selectionStyle: .highlight) { row, list in
            let message = item.messages[row.index], box = row.frame.inset(by: .horizontal(Theme.rowInset))
            let half = box.height / 2
            // The name's box leaves the time its 90 points at the trailing end (the left right to left).
            let name = split.configuration.layoutDirection.place(Rect(x: box.x, y: box.y + 4, width: box.width - 90, height: half - 4), in: box)
            list.text(message.from.name, theme.title.reading(.content), in: name)
            list.text(words.sent(message.sent), theme.caption, in: Rect(x: box.x, y: box.y + 4, width: box.width, height: half - 4), alignment: .trailing)
            list.text(message.preview, theme.caption.reading(.content), in: Rect(x: box.x, y: box.y + half, width: box.width, height: half - 4))
        }
    }

    private func drawMessage(_ row: Int, _ index: Int, in frame: Rect, into list: inout DisplayList) {
        let message = SampleMail.items[row].messages[index], theme = self.theme
        let header = Self.header(frame)
        if fromPressed { list.fill(header, theme.highlight) }
        // The sender at the leading end; the time, then the chevron of a row that opens a page, at the trailing end.
        let line = header.inset(by: .horizontal(Theme.rowInset))
        list.text(words.fromLine(message.from.name), theme.body, in: line)
        list.text(split.configuration.layoutDirection.disclosureChevron, TextStyle(size: theme.sp(20), color: theme.secondaryLabel), in: line, alignment: .trailing)
        list.text(words.sent(message.sent), theme.caption, in: line.inset(by: .horizontal(20)), alignment: .trailing)
        list.fill(Rect(x: frame.x, y: header.maxY - 1, width: frame.width, height: 1), theme.hairline)
        messageText(row, index, in: frame).draw(into: &list)
    }

    /// The message's text, wrapped for `frame` below its sender (the scene's own view when it was set up for this
    /// message, so its scroll shows; see ``threadList(_:in:)``).
    func messageText(_ row: Int, _ index: Int, in frame: Rect) -> TextView {
        if placedPage == .message(row: row, index: index) { return text }
        var view = TextView(text: SampleMail.items[row].messages[index].body, style: theme.body, measure: split.appearance.textMeasure)
        view.place(in: Self.belowHeader(frame).inset(by: Insets(top: 12, left: Theme.rowInset, bottom: 12, right: Theme.rowInset)))
        return view
    }

    private func drawContact(_ contact: MailContact, in frame: Rect, into list: inout DisplayList) {
        let theme = self.theme, box = frame.inset(by: Insets(top: 24, left: Theme.rowInset, bottom: 0, right: Theme.rowInset))
        let lines: [(String, TextStyle)] = [(contact.name, TextStyle(size: theme.sp(24), weight: .bold, color: theme.label)),
                                            (contact.address, theme.body), (words.writesIn(contact), theme.caption)]
        for (i, (line, style)) in lines.enumerated() {
            list.text(line, style, in: Rect(x: box.x, y: box.y + Double(i) * 36, width: box.width, height: 32))
        }
    }

    /// The page's nodes: a thread's messages as a list, a message's sender as a button and its text, a sender's card.
    private func detailNodes(_ mailPage: MailPage, in frame: Rect) -> [AccessibleNode] {
        let item = mailPage.item
        switch mailPage {
        case .thread(let row):
            return [threadList(row, in: frame).accessibilityNodes(id: Self.threadID, name: item.subject) { index in
                let message = item.messages[index]
                return "\(message.from.name), \(words.sent(message.sent)): \(message.preview)"
            }]
        case .message(let row, let index):
            let message = item.messages[index]
            return [AccessibleNode(id: Self.fromID, role: .pushButton, name: words.fromButton(message.from.name),
                                   states: [.visible, .showing, .enabled, .focusable], bounds: Self.header(frame), actions: [.press]),
                    messageText(row, index, in: frame).accessibilityNode(id: Self.detailID, name: mailPage.page(words).title)]
        case .contact(_, let index):
            let contact = item.messages[index].from
            return [AccessibleNode(id: Self.detailID, role: .text, name: contact.name, states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine],
                                   bounds: frame, text: "\(contact.name)\n\(contact.address)\n\(words.writesIn(contact))")]
        }
    }
}
