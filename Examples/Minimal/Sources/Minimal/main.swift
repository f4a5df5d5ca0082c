// Minimal: contacts beside their detail on SplitKit, in an SDL window, or headless: --headless SCRIPT OUT.
import Foundation
import SplitKit
import SplitKitApp
import SplitKitATSPI
import SplitKitSDL
import SplitKitScripting

let contacts = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra",
                "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson", "Margaret Hamilton"]
let rowHeight = 44.0

/// The app's one scene: the split view with the contacts in the primary and a contact in the secondary.
@MainActor
final class Contacts: ScriptableScene {
    let split: SplitView  // the split's state with what its columns show; it keeps the keyboard focus
    var tap = TapTracker<Int>()

    init(size: Size) throws {
        split = SplitView(try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 220), size: size,
                                             primaryPage: NavigationPage(id: "contacts", title: "Contacts")))
        split.content = { [unowned self] column in self.content(for: column) }
    }

    /// Where contact `row` is in a list laid out in `list`, and what a screen reader finds there: a row chosen by its
    /// action or by Return once focused, selected while shown.
    func rowFrame(_ row: Int, in list: Rect) -> Rect { Rect(x: list.x, y: list.y + Double(row) * rowHeight, width: list.width, height: rowHeight) }
    func rowNode(_ row: Int, in list: Rect) -> AccessibleNode {
        var node = AccessibleNode(id: "contacts.\(row)", role: .listItem, name: contacts[row], bounds: rowFrame(row, in: list), actions: [.activate])
        node.states.formUnion(contacts[row] == split.detail?.title ? [.focusable, .selectable, .selected] : [.focusable, .selectable])
        return node
    }
    /// The row under `point` when the list is on screen there, and the row of an accessibility node.
    func row(at point: Point) -> Int? {
        guard split.primaryContentFrame?.contains(point) == true else { return nil }
        return contacts.indices.first { rowFrame($0, in: split.primaryContentLayout).contains(point) }
    }
    func row(withID id: String?) -> Int? { contacts.indices.first { "contacts.\($0)" == id } }
    func show(_ row: Int, at time: Double) { split.send(.showDetail(NavigationPage(id: String(row), title: contacts[row]), time: time)) }

    func handle(_ event: InputEvent) {
        if split.send(event).handled { return tap.cancel() }  // the split's own gestures and keys (Tab, F6, F8) come first
        switch event {
        case .pointerDown(let p, _): tap.press(row(at: p), at: p)
        case .pointerMove(let p, _): tap.move(to: p)
        case .pointerUp(let p, let t): if let row = tap.release(at: p, over: row(at: p)) { show(row, at: t) }
        case .key(.enter, _, let t), .key(.space, _, let t): if let row = row(withID: split.focusedNodeID) { show(row, at: t) }  // the focused row
        default: break
        }
    }

    func advance(to time: Double) { split.advance(to: time) }  // animations move on; the focus stays on something shown
    func adoptTextMeasure(_ measure: TextMeasure) { split.send(.setTextMeasure(measure)) }  // the window font's widths
    var isAnimating: Bool { split.isAnimating }

    /// What a column shows, and what a screen reader finds there: the list of contacts, a contact, or a placeholder.
    func content(for column: SplitColumn) -> ColumnContent {
        let palette = split.appearance.palette
        switch column {
        case .primary:
            return ColumnContent(title: "Contacts", accessibility: { frame in
                [AccessibleNode(id: "contacts", role: .list, name: "Contacts", bounds: frame, children: contacts.indices.map { self.rowNode($0, in: frame) })]
            }) { frame, list in
                for (index, name) in contacts.enumerated() {
                    let row = self.rowFrame(index, in: frame)
                    if name == self.split.detail?.title { list.fill(row, palette.highlight) }
                    list.text(name, TextStyle(size: 17, color: palette.label), in: row.inset(by: .horizontal(16)))
                }
            }
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

    func displayList() -> DisplayList {
        var list = DisplayList()
        split.draw(into: &list)
        list.title = split.detail.map { "\($0.title) — Contacts" } ?? "Contacts"
        return list
    }

    /// The split's nodes and the contacts': what a screen reader sees, and what Tab, F6 and F8 walk.
    func accessibilityTree() -> AccessibleNode? { split.accessibilityTree }
    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {
        if split.perform(request, time: time) != nil { return true }  // the separator, the sidebar and back buttons; focus on a row
        switch request {
        case .perform(.activate, let id), .select(let id, true): if let row = row(withID: id) { show(row, at: time); return true }
        default: break
        }
        return false
    }

    func stateFields() -> [(String, JSONValue)] { split.state.stateFields(selection: split.detail?.title, scene: "contacts") }
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
