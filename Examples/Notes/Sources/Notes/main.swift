// Notes: 30 notes beside their wrapped text on SplitKit, in a window or headless; the list's width is kept.
import SplitKit
import SplitKitApp
import SplitKitATSPI
import SplitKitSDL
import SplitKitScripting
import SplitKitStorage

let notes = (1...30).map { n in
    (title: "Note \(n)", text: Array(repeating: "Note \(n) wraps to the width of its column.", count: 2 + n % 7).joined(separator: " "))
}

/// The app's one scene: the split with the list of notes in the primary and the chosen note in the secondary. The split
/// answers the rest (its animations, its drawing, the window's title, screen readers, the desktop's locale).
@MainActor
final class Notes: SplitScene {
    let split: SplitView  // the split's state with what its columns show; it keeps the keyboard focus
    var list = ListView(count: notes.count, rowHeight: 44)
    var text = TextView(text: "", style: TextStyle(size: 17, color: Palette.light.label))
    var wantsToQuit = false

    init(size: Size, widths: SplitWidthStore) throws {  // the width the user left the list at, if any
        split = SplitView(try SplitViewState(configuration: SplitConfiguration(minimumPrimaryColumnWidth: 200), size: size,
                                             userPrimaryWidth: widths.load { print("Notes: \($0)") }, primaryPage: NavigationPage(id: "notes", title: "Notes")))
        split.content = { [unowned self] column in self.layOut(); return self.content(for: column) }  // placed as shown now
        split.onEffect = { [unowned self] effect in  // every outcome, whatever caused it: a width to keep, a detail left
            widths.save(from: [effect]) { print("Notes: \($0)") }
            if effect == .detailDismissed { list.select(nil) }
        }
    }

    /// Puts the list and the text where the split shows them now.
    func layOut() {
        list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)
        text.place(in: split.detailContentLayout.inset(by: .all(16)))
    }

    func handle(_ event: InputEvent) {
        if case .key(.character("Q"), .control, _) = event { wantsToQuit = true }
        if split.send(event).handled { return list.cancelPress() }  // the split's gestures and keys (Tab, F6, F8) first
        layOut()
        if split.focusedNodeID == "notes.text", text.send(event) { return }  // the focused text takes its keys
        if let row = list.send(event).shown { return show(row, at: event.time) }  // tapped (again too), opened, or a key moved to
        _ = text.send(event)  // the wheel over the text
    }
    func show(_ row: Int, at time: Double) {  // beside the list, or above it on the compact stack
        split.send(.showDetail(NavigationPage(id: String(row), title: notes[row].title), time: time))
        text.text = notes[row].text
    }

    func adoptTextMeasure(_ measure: TextMeasure) {  // lay out with the widths the window's font draws
        split.send(.setTextMeasure(measure))
        text.measure = measure
    }

    /// What a column shows, and what a screen reader finds there: the list of notes, a note's text, or a placeholder.
    func content(for column: SplitColumn) -> ColumnContent {
        switch column {
        case .primary: ColumnContent(title: "Notes", accessibility: { _ in [self.list.accessibilityNodes(id: "notes.list", name: "Notes") { notes[$0].title }] },
                                     draw: { box, out in self.list.draw(in: box, into: &out, appearance: self.split.appearance) { notes[$0].title } })
        case .secondary(let page?), .page(let page), .inspector(let page):
            ColumnContent(title: page.title, accessibility: { _ in [self.text.accessibilityNode(id: "notes.text")] }) { _, out in self.text.draw(into: &out) }
        case .secondary(nil): .placeholder("No note selected", appearance: split.appearance)
        }
    }

    func performAccessibility(_ request: AccessibilityRequest, time: Double) -> Bool {  // the split's nodes first, then the rows
        if let result = split.perform(request, time: time) { return result.handled }  // the separator's value, the buttons, focus
        guard let answer = list.perform(request, id: "notes.list") else { return false }
        if let row = answer.chosen { show(row, at: time) }  // a row chosen as a tap chooses it
        return true
    }
}

// In a window the width is kept in ~/.config/splitkit-notes/width.json; a headless run keeps its own (OUT/width.json).
AppLauncher.run("Notes", size: Size(width: 1000, height: 700), accessibility: AccessibilityBridge.self) { launch in
    try Notes(size: launch.size, widths: launch.widthStore(application: "splitkit-notes"))
}
