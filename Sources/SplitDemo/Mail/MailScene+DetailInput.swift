// The mail detail's page on top, set up where the split shows it and answering taps, keys and screen readers:
// a message chosen in a thread, or a message's sender, is pushed inside the detail.
import SplitKit

extension MailScene {
    /// The page on top of the detail, whichever way it is shown.
    var topMailPage: MailPage? { split.detail.flatMap(MailPage.init) }

    /// Sets up the thread's list or the message's text for the page on top: laid out in the detail's content frame,
    /// taking taps where that is on screen and still; a page new on top starts unselected and unscrolled.
    func placeDetail() {
        guard let page = topMailPage else { return placedPage = nil }
        let layout = split.detailContentLayout
        if page != placedPage {
            placedPage = page
            fromPressed = false
            thread = ListView(count: page.item.messages.count, rowHeight: Self.messageRowHeight(split.appearance), tapSlop: split.appearance.metrics.tapSlop)
            if case .message(_, let index) = page {
                text = TextView(text: page.item.messages[index].body, style: theme.body, measure: split.appearance.textMeasure)
            }
        }
        // Each set rewraps the text: only when the theme or the fonts changed, not on every event and frame.
        if text.style != theme.body { text.style = theme.body }
        if text.measure != split.appearance.textMeasure { text.measure = split.appearance.textMeasure }
        thread.place(in: Self.belowHeader(layout), interactive: split.detailContentFrame.map { $0.intersection(Self.belowHeader(layout)) })
        text.place(in: Self.belowHeader(layout).inset(by: Insets(top: 12, left: Theme.rowInset, bottom: 12, right: Theme.rowInset)))
    }

    /// Input for the page on top of the detail: a thread's list chooses a message (tap, or Return when it has the
    /// focus); a press released on a message's sender row, or Return on it, shows the sender; a message's text scrolls.
    func handleDetail(_ event: InputEvent) {
        guard let page = topMailPage else { return }
        let time = event.time
        let focused = split.focusedNodeID
        switch page {
        case .thread(let row):
            if case .key = event, focused != Self.threadID { return }
            let result = thread.send(event)
            if let index = result.chosen { open(.message(row: row, index: index), at: time) }
        case .message(let row, let index):
            let header = split.detailContentFrame.map(Self.header)
            switch event {
            case .pointerDown(let p, _): fromPressed = header?.contains(p) == true
            case .pointerUp(let p, _):
                defer { fromPressed = false }
                if fromPressed, header?.contains(p) == true { open(.contact(row: row, index: index), at: time) }
            case .key(.enter, [], _) where focused == Self.fromID, .key(.space, [], _) where focused == Self.fromID:
                open(.contact(row: row, index: index), at: time)
            case .key where focused == Self.detailID, .scroll:
                text.send(event)
            default: break
            }
        case .contact: break
        }
    }

    /// Drills into `page` inside the detail.
    func open(_ page: MailPage, at time: Double) {
        split.send(.pushDetail(page.page(words), time: time))
        placeList()
    }

    /// A screen reader's request to the detail's page on top: selecting or activating a message opens it, pressing the
    /// sender's row opens the sender. Nil when the request is for another node.
    func performDetail(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]? {
        guard let page = topMailPage else { return nil }
        switch (page, request) {
        case (.thread(let row), _):
            guard let answer = thread.perform(request, id: Self.threadID) else { return nil }
            if let index = answer.chosen { open(.message(row: row, index: index), at: time) }
            return []
        case (.message(let row, let index), .perform(.press, node: Self.fromID)):
            open(.contact(row: row, index: index), at: time)
            return []
        default:
            return nil
        }
    }
}
