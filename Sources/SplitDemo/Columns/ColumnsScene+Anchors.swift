// The lab's snap anchors field: typing a list (`250,0.5,600`) sets the preview's anchors as it is typed.
import SplitKit
import SplitKitScripting

extension ColumnsScene {
    /// Keys and text while the field has the focus; nil lets the event through (Tab and F6 to the focus chain).
    func editAnchors(_ event: InputEvent) -> [SceneEffect]? {
        switch event {
        case .key(.escape, _, _):
            focus = nil
            return []
        case .key(.enter, _, _):
            return []  // applied as typed: Return has nothing more to do
        case .pointerMove, .pointerUp:  // a drag from a press in the field selects
            var field = fittedAnchorsField
            guard field.send(event) else { return nil }
            anchorsField = field
            return []
        case .text, .composition, .key(.backspace, _, _), .key(.delete, _, _), .key(.left, _, _), .key(.right, _, _),
            .key(.home, _, _), .key(.end, _, _):
            var field = fittedAnchorsField
            guard field.send(event) else { return nil }
            anchorsField = field
            applyAnchors()
            return []
        default:
            return nil
        }
    }

    /// Gives the split the anchors the field lists: none when it is empty, the list when it can be read; otherwise the
    /// anchors stay as they were and ``anchorsProblem`` says why.
    func applyAnchors() {
        let text = anchorsField.text
        if text.allSatisfy(\.isWhitespace) {
            anchorsProblem = nil
            split.send(.setSeparatorAnchors([]))
            return
        }
        switch SnapAnchorList.parse(text) {
        case .success(let anchors):
            anchorsProblem = nil
            split.send(.setSeparatorAnchors(anchors))
        case .failure(let problem):
            anchorsProblem = problem
        }
    }

    /// The field in the lab's type, measured as drawn and scrolled for its box.
    var fittedAnchorsField: TextField {
        var field = anchorsField
        field.style = TextStyle(size: theme.sp(15), color: theme.label)
        field.measure = split.appearance.textMeasure
        field.place(in: anchorsRow.field, direction: split.configuration.layoutDirection)  // its text 8 points in, as drawn
        return field
    }

    /// The line under the field, in the split's language: what the anchors resolve to in the preview now, or what is
    /// wrong with the text (the item typed isolated: a direction override in it cannot turn the words after it around).
    var anchorsNote: String {
        let words = self.words
        if let anchorsProblem {
            return words(ColumnsWord.notApplied, words.problem(anchorsProblem, quoting: { UserText.quoted($0, characters: 24) }))
        }
        let widths = split.separatorSnap.widths
        guard !widths.isEmpty else { return words(ColumnsWord.noAnchors) }
        return words(ColumnsWord.settlesOn, widths.map(words.measure).joined(separator: " · "))
    }

    /// Draws the label, the field (the caret while it has the focus) and the note.
    func drawAnchors(into list: inout DisplayList) {
        let theme = self.theme, row = anchorsRow, focused = focus == .anchorsField
        list.text(words(ColumnsWord.anchorsLabel), TextStyle(size: theme.sp(15), weight: focused ? .bold : .regular, color: theme.label).reading(.content),
                  in: row.label)
        list.commands.append(.roundedRect(row.field, radius: 6, corners: .all, theme.groupedCell))
        list.commands.append(.border(row.field, radius: 6, corners: .all, edges: .all, focused ? theme.accent : theme.hairline))
        fittedAnchorsField.draw(in: row.field.inset(by: .horizontal(8)), into: &list, appearance: split.appearance, showsCaret: focused)
        let noteColor = anchorsProblem == nil ? theme.secondaryLabel : theme.error
        list.text(anchorsNote, TextStyle(size: theme.sp(13), color: noteColor).reading(.content), in: row.note)
    }

    /// The field as assistive technologies see it: an editable line named by its label, with the note as its description.
    var anchorsNode: AccessibleNode {
        anchorsField.accessibilityNode(id: LabControl.anchorsField.nodeID, name: words(ColumnsWord.anchors), bounds: anchorsRow.field)
    }

    /// The state log's fields for the anchors: the text, the problem and what to write instead (or null), and the
    /// field's frame, for scripts.
    var anchorsFields: [(String, JSONValue)] {
        [("anchorsText", .string(anchorsField.text)), ("anchorsProblem", anchorsProblem.map { .string($0.description) } ?? .null),
         ("anchorsField", anchorsRow.field.json)]
    }
}
