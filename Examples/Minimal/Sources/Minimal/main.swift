// Minimal: contacts beside their detail on SplitKit, in an SDL window, or headless: --headless SCRIPT OUT.
import Foundation
import SplitKit
import SplitKitApp
import SplitKitATSPI
import SplitKitSDL
import SplitKitScripting

let contacts = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra",
                "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson", "Margaret Hamilton"]

/// The app's one scene: the split view with the contacts in the primary and a contact in the secondary. The split
/// answers the rest (its animations, its drawing, the window's title, screen readers, the desktop's locale).
@MainActor
final class Contacts: SplitScene {
    let split: SplitView  // the split's state with what its columns show; it keeps the keyboard focus
    var list = ListView(count: contacts.count, rowHeight: 44)  // rows, selection, taps, keys, and their nodes

    init(size: Size) throws {
        split = SplitView(try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 220), size: size,
                                             primaryPage: NavigationPage(id: "contacts", title: "Contacts")))
        split.content = { [unowned self] column in self.content(for: column) }
        split.onEffect = { [unowned self] in if $0 == .detailDismissed { list.select(nil) } }  // back at the list, however
    }

    func show(_ row: Int, at time: Double) { split.send(.showDetail(NavigationPage(id: String(row), title: contacts[row]), time: time)) }

    func handle(_ event: InputEvent) {
        if split.send(event).handled { return list.cancelPress() }  // the split's own gestures and keys (Tab, F6, F8) come first
        list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)  // where the primary is now
        if let row = list.send(event).chosen { show(row, at: event.time) }  // a row tapped, or Return on the selected one
    }


    /// What a column shows, and what a screen reader finds there: the list of contacts, a contact, or a placeholder.
    func content(for column: SplitColumn) -> ColumnContent {
        let palette = split.appearance.palette
        switch column {
        case .primary:
            return ColumnContent(title: "Contacts", accessibility: { _ in [self.list.accessibilityNodes(id: "contacts", name: "Contacts") { contacts[$0] }] },
                                 draw: { box, out in self.list.draw(in: box, into: &out, appearance: self.split.appearance) { contacts[$0] } })
        case .secondary(let page?), .page(let page), .inspector(let page):
            return ColumnContent(title: page.title, accessibility: { [AccessibleNode(id: "contact", role: .label, name: page.title, bounds: $0)] }) { frame, list in
                let initials = String(page.title.split(separator: " ").compactMap(\.first))
                let badge = Rect(x: frame.midX - 40, y: frame.y + 40, width: 80, height: 80)
                list.commands.append(.roundedRect(badge, radius: 40, corners: .all, palette.accent))
                list.text(initials, TextStyle(size: 30, weight: .bold, color: palette.labelOnAccent), in: badge, alignment: .center)
                let name = Rect(x: frame.x, y: badge.maxY + 16, width: frame.width, height: 30)
                list.text(page.title, TextStyle(size: 22, weight: .bold, color: palette.label), in: name, alignment: .center)
            }
        case .secondary(nil):
            return .placeholder("No contact", appearance: split.appearance)
        }
    }

    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {  // the split's nodes first, then the rows
        if split.perform(request, time: time) != nil { return true }  // the separator, the sidebar and back buttons; focus
        guard let answer = list.perform(request, id: "contacts") else { return false }
        if let row = answer.chosen { show(row, at: time) }  // a row selected or activated, as a tap or Return
        return true
    }
}

let size = Size(width: 1000, height: 700)
let arguments = CommandLine.arguments
do {
    if arguments.count == 4, arguments[1] == "--headless" {
        let run = try Headless.replay(scriptAt: arguments[2], scene: Contacts(size: size), size: size, outDirectory: arguments[3])
        for failure in run.failures { print("expect failed at \(failure)") }
        exit(run.failures.isEmpty ? 0 : 1)
    }
    let window = try AppWindow(title: "Contacts", size: size, minimumSize: Size(width: 320, height: 240),
                               fontPath: FontLocator.fontPath(explicitPath: nil))
    WindowRunner(scene: try Contacts(size: size), window: window, accessibility: AccessibilityBridge.self).run()  // screen readers too
} catch {
    print("Minimal: \(error)")
    exit(1)
}
