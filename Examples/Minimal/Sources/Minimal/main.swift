// Minimal: contacts beside their detail on SplitKit, in an SDL window, or headless: --headless SCRIPT OUT.
import Foundation
import SplitKit
import SplitKitSDL
import SplitKitScripting

let contacts = ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra",
                "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson", "Margaret Hamilton"]
let rowHeight = 44.0

/// The app's one scene: the split view with the contacts in the primary and a contact in the secondary.
@MainActor
final class Contacts: ScriptableScene {
    var split: SplitViewState
    var tap = TapTracker<Int>()

    init(size: Size) throws {
        split = try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 220), size: size,
                                   primaryPage: NavigationPage(id: "contacts", title: "Contacts"))
    }

    /// The contact row under `point`, when the list is on screen there.
    func row(at point: Point) -> Int? {
        guard let list = split.primaryContentFrame, list.contains(point) else { return nil }
        let row = Int((point.y - split.primaryContentLayout.y) / rowHeight)
        return contacts.indices.contains(row) ? row : nil
    }

    func handle(_ event: InputEvent) {
        if split.send(event).handled { return tap.cancel() }  // the split's own gestures and keys come first
        switch event {
        case .pointerDown(let p, _): tap.press(row(at: p), at: p)
        case .pointerMove(let p, _): tap.move(to: p)
        case .pointerUp(let p, let t):
            if let row = tap.release(at: p, over: row(at: p)) {
                split.send(.showDetail(NavigationPage(id: String(row), title: contacts[row]), time: t))
            }
        default: break
        }
    }

    func advance(to time: Double) { split.advance(to: time) }
    func adoptTextMeasure(_ measure: TextMeasure) { split.send(.setTextMeasure(measure)) }  // the window font's widths
    var isAnimating: Bool { split.isAnimating }

    func displayList() -> DisplayList {
        var list = DisplayList()
        let palette = split.appearance.palette
        split.draw(into: &list) { column in
            switch column {
            case .primary:
                return ColumnContent(title: "Contacts") { frame, list in
                    for (index, name) in contacts.enumerated() {
                        let row = Rect(x: frame.x, y: frame.y + Double(index) * rowHeight, width: frame.width, height: rowHeight)
                        if name == self.split.detail?.title { list.fill(row, palette.highlight) }
                        list.text(name, TextStyle(size: 17, color: palette.label), in: row.inset(by: .horizontal(16)))
                    }
                }
            case .secondary(let page?), .page(let page):
                return ColumnContent(title: page.title) { frame, list in
                    let initials = String(page.title.split(separator: " ").compactMap(\.first))
                    let badge = Rect(x: frame.midX - 40, y: frame.y + 40, width: 80, height: 80)
                    list.commands.append(.roundedRect(badge, radius: 40, corners: .all, palette.accent))
                    list.text(initials, TextStyle(size: 30, weight: .bold, color: palette.labelOnAccent), in: badge, alignment: .center)
                    let name = Rect(x: frame.x, y: badge.maxY + 16, width: frame.width, height: 30)
                    list.text(page.title, TextStyle(size: 22, weight: .bold, color: palette.label), in: name, alignment: .center)
                }
            case .secondary(nil):
                return .placeholder("No contact", appearance: self.split.appearance)
            }
        }
        list.title = split.detail.map { "\($0.title) — Contacts" } ?? "Contacts"
        return list
    }

    func stateFields() -> [(String, JSONValue)] { split.stateFields(selection: split.detail?.title, scene: "contacts") }
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
    WindowRunner(scene: try Contacts(size: size), window: window).run()
} catch {
    print("Minimal: \(error)")
    exit(1)
}
