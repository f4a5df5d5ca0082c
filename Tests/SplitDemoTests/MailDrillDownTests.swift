// The mail detail drills down while tiled: a thread's message, then its sender, each pushed inside the secondary;
// back by the button, the keys and a screen reader; a collapse keeps all three levels and the window title the item.
import Testing
import SplitKit
import SplitKitScripting
@testable import SplitDemo

@MainActor
@Suite("Mail drill-down", .serialized)
struct MailDrillDownTests {
    func scene(width: Double = 1200) -> MailScene {
        try! MailScene(configuration: MailScene.configuration, window: Size(width: width, height: 800), appearance: .light, savedPrimaryWidth: nil)
    }

    func tap(_ s: MailScene, _ x: Double, _ y: Double, at t: Double) {
        _ = s.handle(.pointerDown(Point(x: x, y: y), time: t))
        _ = s.handle(.pointerUp(Point(x: x, y: y), time: t + 0.05))
        s.advance(to: t + 1)
    }

    var stack: (MailScene) -> [String] { { $0.split.stackTitles } }

    /// Item 3 chosen (row at y 154), its first message (y 88 + 30 below the 44-point toolbar and subject), its sender.
    func threeLevels() -> MailScene {
        let s = scene()
        tap(s, 150, 154, at: 0)
        tap(s, 700, 118, at: 2)
        tap(s, 700, 66, at: 4)
        return s
    }

    @Test func aMessageAndItsSenderArePushedInsideTheSecondaryWhileTiled() {
        let s = threeLevels()
        #expect(stack(s) == ["Items", "Item 3", "يوسف حداد", "Contact"])
        #expect(!s.split.isCollapsed && s.split.layout.separator != nil)  // still beside the list
        #expect(s.selectionTitle == "Item 3" && s.displayList().title == "Item 3 — splitview")
        #expect(s.split.state.backButtonTitle == "\u{200E}‹ يوسف حداد")  // the mark keeps the chevron at the left
    }

    /// Right to left a thread row's sender ends at the row's right edge, as its preview does; the time keeps its room
    /// at the left. (Its box kept the time's room at the right, so the names stood 90 points in from the edge.)
    @Test func rightToLeftTheSenderEndsAtTheRowsEdge() throws {
        var c = MailScene.configuration
        c.layoutDirection = .rightToLeft
        let s = try MailScene(configuration: c, window: Size(width: 1200, height: 800), appearance: .light, savedPrimaryWidth: nil)
        tap(s, 1050, 154, at: 0)  // Item 3, the list on the right
        #expect(s.selectionTitle == "Item 3")
        let boxes = s.displayList().commands.compactMap { command -> (String, Rect)? in
            if case .text(let t, _, let box, _) = command { (t, box) } else { nil }
        }
        // The thread's row: its preview's box, and the sender's box on the same line above it.
        let preview = try #require(boxes.first { $0.0.hasPrefix("Bonjour") })
        let name = try #require(boxes.first { $0.0 == "Chloé Martin" && abs($0.1.maxY - preview.1.y) < 30 && $0.1.x < preview.1.maxX })
        #expect(name.1.maxX == preview.1.maxX && name.1.width == preview.1.width - 90)
    }

    @Test func backByTheButtonAndByAltLeftOnePageEach() {
        let s = threeLevels()
        let back = s.split.state.backButton!
        tap(s, back.midX, back.midY, at: 6)
        #expect(stack(s) == ["Items", "Item 3", "يوسف حداد"])
        _ = s.handle(.key(.left, .alt, time: 8))
        s.advance(to: 9)
        #expect(stack(s) == ["Items", "Item 3"] && s.selectionTitle == "Item 3")
    }

    @Test func collapsingKeepsTheThreeLevelsAndSeparatingBringsThemBack() {
        let s = threeLevels()
        _ = s.handle(.resize(Size(width: 500, height: 800), time: 6))
        #expect(s.split.isCollapsed && stack(s) == ["Items", "Item 3", "يوسف حداد", "Contact"])
        _ = s.handle(.resize(Size(width: 1200, height: 800), time: 7))
        #expect(!s.split.isCollapsed && s.split.state.detailPages.count == 3 && s.list.selection == 2)
    }

    @Test func aScreenReaderOpensAMessageAndItsSender() {
        let s = scene()
        tap(s, 150, 154, at: 0)
        let row = ListView.rowID(1, in: MailScene.threadID)
        _ = s.performAccessibility(.perform(.activate, node: row), time: 2)
        s.advance(to: 3)
        #expect(stack(s) == ["Items", "Item 3", "山田 花子"])
        #expect(s.accessibilityTree().node(withID: MailScene.fromID)?.name == "From 山田 花子")
        _ = s.performAccessibility(.perform(.press, node: MailScene.fromID), time: 3)
        s.advance(to: 4)
        #expect(stack(s) == ["Items", "Item 3", "山田 花子", "Contact"])
    }

    /// Issue 33: Tab (the list takes the focus), End (Item 20, a thread of three messages), Up (Item 19, a thread of
    /// two) ended the program: the split read Item 19's nodes to settle the focus through the list still set up for
    /// Item 20's thread, and asked Item 19 for a third message.
    @Test func movingTheSelectionToAShorterThreadWithTheFocusSetReadsTheNewThread() {
        let s = scene()
        for (i, key) in [Key.tab, .end, .up].enumerated() {
            _ = s.handle(.key(key, [], time: Double(i)))
            s.advance(to: Double(i) + 0.5)
        }
        #expect(s.selectionTitle == "Item 19" && stack(s) == ["Items", "Item 19"])
        let thread = s.accessibilityTree().node(withID: MailScene.threadID)
        #expect(thread?.children.count == SampleMail.items[18].messages.count)
    }

    @Test func choosingAnotherItemStartsItsThreadAfresh() {
        let s = threeLevels()
        tap(s, 150, 198, at: 6)
        #expect(stack(s) == ["Items", "Item 4"])
    }
}
