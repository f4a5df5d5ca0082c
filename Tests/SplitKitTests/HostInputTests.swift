// Issue 26: what an app that owns its loop meets first — a split below the host's toolbar, and a text field in a
// column — the press outside the split that is the host's, and the editing keys a focused field keeps.
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("Host input")
struct HostInputTests {
    /// The split under a 40-point toolbar of the host's, in the overlay band, its overlay out.
    func splitBelowAToolbar() throws -> SplitViewState {
        var split = try SplitViewState(configuration: .specExample, bounds: Rect(x: 0, y: 40, width: 800, height: 600))
        split.send(.showPrimary(time: 0))
        split.advance(to: 2)
        #expect(split.overlay.value == 1)
        return split
    }

    @Test func aPressOnTheHostsToolbarIsTheHostsAndTheOverlayStaysOut() throws {
        var split = try splitBelowAToolbar()
        let down = split.send(.pointerDown(Point(x: 700, y: 20), time: 3))  // the host's toolbar, beside the dim
        let up = split.send(.pointerUp(Point(x: 700, y: 20), time: 3.05))
        #expect(!down.handled && !up.handled)
        split.advance(to: 5)
        #expect(split.overlay.value == 1 && split.interaction == .idle)
        // A press on the dim, inside the split, is still the split's: it closes the overlay.
        #expect(split.send(.pointerDown(Point(x: 700, y: 300), time: 6)).handled)
        split.send(.pointerUp(Point(x: 700, y: 300), time: 6.05))
        split.advance(to: 8)
        #expect(split.overlay.value == 0)
    }

    /// A field in the detail of a collapsed stack: Backspace deletes in it, it does not go back a page; once the
    /// field has no focus, Backspace goes back as the split's binding says.
    @Test func aFocusedEditableNodeKeepsItsEditingKeys() throws {
        var split = try SplitViewState(configuration: .specExample, size: Size(width: 480, height: 700))
        split.send(.showDetail(NavigationPage(id: "note", title: "Note"), time: 0))
        split.advance(to: 2)
        let field = AccessibleNode(id: "note.title", role: .entry, name: "Title",
                                   states: [.visible, .showing, .enabled, .focusable, .editable, .singleLine],
                                   bounds: Rect(x: 20, y: 60, width: 300, height: 32))
        func tree(_ split: SplitViewState) -> AccessibleNode {
            split.accessibilityTree { column in
                guard case .page(let page) = column else { return ColumnContent(title: "List") { _, _ in } }
                return ColumnContent(title: page.title, accessibility: { _ in page.id == "note" ? [field] : [] }) { _, _ in }
            }
        }
        split.send(.focus("note.title"))
        for key in [Key.backspace, .delete, .left, .right, .home, .end, .space, .character("a")] {
            let result = split.send(.key(key, [], time: 3), focusChain: tree(split))
            #expect(!result.handled, "\(key)")
        }
        #expect(!split.send(.key(.backspace, .control, time: 3), focusChain: tree(split)).handled)  // a word back
        #expect(split.stackTitles == ["Primary", "Note"])
        // Alt+Left is the split's even in a field: back.
        #expect(split.send(.key(.left, .alt, time: 4), focusChain: tree(split)).handled)
        #expect(split.stackTitles == ["Primary"])
        // No field focused: Backspace is the split's back key again.
        split.send(.showDetail(NavigationPage(id: "other", title: "Other"), time: 5))
        split.advance(to: 7)
        split.send(.focus(nil))
        #expect(split.send(.key(.backspace, [], time: 8), focusChain: tree(split)).handled)
        #expect(split.stackTitles == ["Primary"])
    }

    /// Issue 26: `.togglePrimary` shows the primary in every band; collapsed, that is going back to the list.
    @Test func togglePrimaryWhenCollapsedGoesBackToTheList() throws {
        var split = try SplitViewState(configuration: .specExample, size: Size(width: 480, height: 700))
        split.send(.showDetail(NavigationPage(id: "a", title: "A"), time: 0))
        split.send(.pushDetail(NavigationPage(id: "b", title: "B"), time: 0.1))
        split.advance(to: 2)
        #expect(split.stackTitles == ["Primary", "A", "B"])
        let result = split.send(.togglePrimary(time: 3))
        #expect(result.handled && result.effects == [.detailDismissed])
        split.advance(to: 5)
        #expect(split.stackTitles == ["Primary"] && !split.isAnimating)
    }

    @Test func theEditingKeysAreOneRule() {
        let cases: [(Key, KeyModifiers, Bool)] = [
            (.backspace, [], true), (.left, .shift, true), (.delete, .control, true), (.enter, [], true), (.character("a"), [], true),
            (.character("A"), .control, false), (.left, .alt, false), (.escape, [], false), (.tab, [], false), (.f9, [], false), (Key.f6, [], false),
        ]
        for (key, modifiers, editing) in cases { #expect(key.isTextEditing(with: modifiers) == editing, "\(key) \(modifiers)") }
    }
}
