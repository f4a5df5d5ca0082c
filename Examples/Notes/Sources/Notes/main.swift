// Notes: 30 notes beside their wrapped text on SplitKit, in a window or headless; the list's width is kept.
import SplitKit
import SplitKitSDL
import SplitKitScripting

let notes = (1...30).map { n in
    (title: "Note \(n)", text: Array(repeating: "Note \(n) wraps to the width of its column.", count: 2 + n % 7).joined(separator: " "))
}
let widthStore = SplitWidthStore(application: "splitkit-notes")  // ~/.config/splitkit-notes/width.json

/// The app's one scene: the split with the list of notes in the primary and the chosen note in the secondary.
@MainActor
final class Notes: ScriptableScene {
    var split: SplitViewState
    var list = ListView(count: notes.count, rowHeight: 44)
    var text = TextView(text: "", style: TextStyle(size: 17, color: Palette.light.label))
    var wantsToQuit = false

    init(size: Size) throws {  // the width the user left the list at, if any
        split = try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 200), size: size,
                                   userPrimaryWidth: widthStore.load { print("Notes: \($0)") }, primaryPage: NavigationPage(id: "notes", title: "Notes"))
    }

    /// Puts the list and the text where the split shows them now.
    func layOut() {
        list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)
        text.place(in: split.contentFrame(in: split.layout.secondary).inset(by: .all(16)))
    }

    func handle(_ event: InputEvent) {
        if case .key(.character("Q"), .control, _) = event { wantsToQuit = true }
        let result = split.send(event)  // the split's own gestures and keys come first
        widthStore.save(from: result.effects) { print("Notes: \($0)") }  // a drag ended: keep its width
        if result.effects.contains(.detailDismissed) { list.select(nil) }
        if result.handled { return list.cancelPress() }
        layOut()
        if list.send(event).selectionChanged, let row = list.selection {
            split.send(.showDetail(NavigationPage(id: String(row), title: notes[row].title), time: event.time))
            text.text = notes[row].text
        } else {
            _ = text.send(event)
        }
    }

    func advance(to time: Double) { split.advance(to: time) }
    var isAnimating: Bool { split.isAnimating }
    func adoptTextMeasure(_ measure: TextMeasure) {  // lay out with the widths the window's font draws
        split.send(.setTextMeasure(measure))
        text.measure = measure
    }

    func displayList() -> DisplayList {
        layOut()
        var frame = DisplayList()
        split.draw(into: &frame) { column in
            switch column {
            case .primary: ColumnContent(title: "Notes") { box, out in self.list.draw(in: box, into: &out, appearance: self.split.appearance) { notes[$0].title } }
            case .secondary(let page?), .page(let page): ColumnContent(title: page.title) { _, out in self.text.draw(into: &out) }
            case .secondary(nil): .placeholder("No note selected", appearance: self.split.appearance)
            }
        }
        frame.title = split.detail.map { "\($0.title) — Notes" } ?? "Notes"
        return frame
    }

    func stateFields() -> [(String, JSONValue)] { split.stateFields(selection: split.detail?.title, scene: "notes") }
}

AppLauncher.run("Notes", size: Size(width: 1000, height: 700)) { size in try Notes(size: size) }
