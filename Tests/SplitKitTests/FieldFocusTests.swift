// A field in a split's content takes the focus from a press and gives it up on Escape, with no call from the host;
// the split draws no ring of its own around it (the field draws its own).
import Testing
import SplitKit
import SplitKitTestSupport

@Suite("Field focus")
@MainActor
struct FieldFocusTests {
    let fieldFrame = Rect(x: 400, y: 100, width: 300, height: 36)
    var field = TextField("Ava")

    func splitView(_ width: Double = 1200) throws -> SplitView {
        let split = SplitView(try SplitViewState(configuration: .specExample, size: Size(width: width, height: 800)))
        let field = self.field, frame = fieldFrame
        split.send(.showDetail(NavigationPage(id: "d", title: "Detail"), time: 0))
        split.content = { column in
            switch column {
            case .secondary(_?), .page(NavigationPage(id: "d", title: "Detail")): break
            default: return SplitView.untitledContent(column)
            }
            return ColumnContent(title: "Detail", accessibility: { _ in
                [field.accessibilityNode(id: "app.name", name: "Name", bounds: frame),
                 Button(.text("Save"), frame: Rect(x: 400, y: 160, width: 100, height: 40)).accessibilityNode(id: "app.save")]
            }) { _, list in field.drawBox(in: frame, into: &list, appearance: .light, isFocused: false, id: "app.name") }
        }
        var list = DisplayList()
        split.draw(into: &list)  // the frame on screen: where the field is
        return split
    }

    @Test func aPressOnAFieldFocusesItAndLeavesThePressToTheHost() throws {
        let split = try splitView()
        let result = split.send(.pointerDown(Point(x: 450, y: 110), time: 1))
        #expect(!result.handled)  // the host's field gets the press too
        #expect(split.focusedNodeID == "app.name" && !split.focusVisible)
        split.send(.pointerUp(Point(x: 450, y: 110), time: 1))
        // A press on a button does not take the focus (as on macOS); elsewhere the focus goes.
        split.send(.pointerDown(Point(x: 420, y: 170), time: 2))
        #expect(split.focusedNodeID == nil)
        split.send(.pointerDown(Point(x: 450, y: 110), time: 3))
        split.send(.pointerDown(Point(x: 900, y: 500), time: 4))
        #expect(split.focusedNodeID == nil)
    }

    @Test func escapeLeavesTheFocusedField() throws {
        let split = try splitView()
        split.send(.pointerDown(Point(x: 450, y: 110), time: 1))
        split.send(.pointerUp(Point(x: 450, y: 110), time: 1))
        #expect(!split.send(.key(.left, [], time: 2)).handled)  // an editing key: the field's
        #expect(split.send(.key(.escape, [], time: 2)).handled)
        #expect(split.focusedNodeID == nil)
        #expect(!split.send(.key(.escape, [], time: 3)).handled)  // nothing focused: Escape is the host's again
        // Tab to the button, then Escape: a button keeps the focus (Escape is the host's there).
        split.send(.key(.tab, [], time: 4))
        split.send(.key(.tab, [], time: 4))
        while split.focusedNodeID != "app.save" { split.send(.key(.tab, [], time: 4)) }
        #expect(!split.send(.key(.escape, [], time: 5)).handled && split.focusedNodeID == "app.save")
    }

    @Test func altLeftStaysTheSplitsWhileAFieldIsFocused() throws {
        let split = try splitView(500)  // compact: the detail is a page with a way back
        split.advance(to: 2)
        var list = DisplayList()
        split.draw(into: &list)
        #expect(split.navigation.canPop)
        split.send(.pointerDown(Point(x: 450, y: 110), time: 3))
        #expect(split.focusedNodeID == "app.name")
        #expect(split.send(.key(.left, .alt, time: 3)).handled)  // back, not the caret
        #expect(split.navigation.isAnimating || !split.navigation.canPop)
    }

    @Test func theSplitDrawsNoRingOfItsOwnAroundAField() throws {
        let split = try splitView()
        split.send(.key(.tab, [], time: 1))
        while split.focusedNodeID != "app.name" { split.send(.key(.tab, [], time: 1)) }
        #expect(split.focusVisible)
        var list = DisplayList()
        split.draw(into: &list)
        let accent = split.appearance.palette.accent
        #expect(!list.commands.contains(.border(fieldFrame.inset(by: .all(-2)), radius: 6, corners: .all, edges: .all, accent)))
        // …and around a focused button it does.
        split.send(.key(.tab, [], time: 1))
        #expect(split.focusedNodeID == "app.save")
        list = DisplayList()
        split.draw(into: &list)
        #expect(list.commands.contains(.border(Rect(x: 398, y: 158, width: 104, height: 44), radius: 6, corners: .all, edges: .all, accent)))
    }
}
