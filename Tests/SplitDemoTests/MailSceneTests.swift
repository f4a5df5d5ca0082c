// The mail scene: selection by tap and keys, wheel scrolling, title, and its drawn separator (pixel probe).
import Testing
import SplitKit
import SplitKitScripting
import SplitKitSDL
@testable import SplitDemo

@MainActor
@Suite("Mail scene", .serialized)
struct MailSceneTests {
    func scene(width: Double = 1200, saved: Double? = nil) -> MailScene {
        try! MailScene(configuration: MailScene.configuration, window: Size(width: width, height: 800), appearance: .light, savedPrimaryWidth: saved)
    }

    /// Row N (1-based) is centred at y = 44 + 44 × (N − 1) + 22 (SPEC §7.1).
    func rowY(_ n: Int) -> Double { 44 + 44 * Double(n - 1) + 22 }

    func tap(_ s: MailScene, _ x: Double, _ y: Double) {
        _ = s.handle(.pointerDown(Point(x: x, y: y), time: 0))
        _ = s.handle(.pointerUp(Point(x: x, y: y), time: 0))
    }

    func field(_ s: MailScene, _ name: String) -> JSONValue? {
        s.stateFields().first { $0.0 == name }?.1
    }

    @Test func startsWithNoSelectionAndAPlaceholder() {
        let s = scene()
        #expect(s.selectionTitle == nil)
        #expect(s.displayList().title == "splitview")
        #expect(s.displayList().commands.contains { if case .text("No selection", _, _, _) = $0 { true } else { false } })
    }

    @Test func tappingARowSelectsItAndTheDetailAndTitleFollow() {
        let s = scene()
        tap(s, 150, rowY(3))
        #expect(s.selectionTitle == "Item 3")
        let list = s.displayList()
        #expect(list.title == "Item 3 — splitview")
        // The thread: its subject, and who wrote each message (Item 3 is started by يوسف حداد, in Arabic).
        #expect(list.commands.contains { if case .text("موعد الاجتماع", _, _, _) = $0 { true } else { false } })
        #expect(list.commands.contains { if case .text("يوسف حداد", _, _, _) = $0 { true } else { false } })
        #expect(field(s, "selection") == "Item 3")
    }

    @Test func aPressThatMovesAwayIsNotATap() {
        let s = scene()
        _ = s.handle(.pointerDown(Point(x: 150, y: rowY(3)), time: 0))
        _ = s.handle(.pointerMove(Point(x: 150, y: rowY(3) + 30), time: 0))
        _ = s.handle(.pointerUp(Point(x: 150, y: rowY(3) + 30), time: 0))
        #expect(s.selectionTitle == nil)
    }

    @Test func upAndDownMoveTheSelectionAndKeepItVisible() {
        let s = scene()
        _ = s.handle(.key(.down, [], time: 0))
        #expect(s.selectionTitle == "Item 1")
        for _ in 0..<30 { _ = s.handle(.key(.down, [], time: 0)) }
        #expect(s.selectionTitle == "Item 20")
        #expect(s.list.scroll == 20 * 44 - (800 - 44))
        _ = s.handle(.key(.up, [], time: 0))
        #expect(s.selectionTitle == "Item 19")
    }

    @Test func theWheelScrollsTheListWithinItsContent() {
        let s = scene()
        _ = s.handle(.scroll(dx: 0, dy: 100, at: Point(x: 100, y: 300), time: 0))
        #expect(s.list.scroll == 100)
        tap(s, 150, rowY(1))
        #expect(s.selectionTitle == "Item 3")  // 100 points down: the first row slot shows Item 3
        _ = s.handle(.scroll(dx: 0, dy: 10_000, at: Point(x: 100, y: 300), time: 0))
        #expect(s.list.scroll == 124)
        _ = s.handle(.scroll(dx: 0, dy: -10_000, at: Point(x: 100, y: 300), time: 0))
        #expect(s.list.scroll == 0)
        _ = s.handle(.scroll(dx: 0, dy: 100, at: Point(x: 900, y: 300), time: 0))  // over the detail: nothing scrolls
        #expect(s.list.scroll == 0)
    }

    @Test func aSeparatorDragAsksForItsWidthToBeSaved() {
        let s = scene()
        _ = s.handle(.pointerDown(Point(x: 364, y: 400), time: 0))
        _ = s.handle(.pointerMove(Point(x: 564, y: 400), time: 0))
        #expect(s.displayList().cursor == .resizeHorizontal)
        let effects = s.handle(.pointerUp(Point(x: 564, y: 400), time: 0))
        #expect(effects == [.savePrimaryWidth(560)])
        #expect(s.selectionTitle == nil)  // the drag did not select anything under it
    }

    @Test func theDrawnSeparatorSitsAtTheLaidOutX() throws {
        let s = scene(saved: 560)
        let canvas = try OffscreenCanvas(size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
        canvas.draw(s.displayList())
        let separator = try #require(s.split.layout.separator)
        #expect(separator.x == 560)
        let y = 600
        #expect(canvas.pixel(x: 559, y: y) == Palette.light.background)
        #expect(canvas.pixel(x: 560, y: y) == Palette.light.hairline)
        #expect(canvas.pixel(x: 561, y: y) == Palette.light.separatorBand)
        #expect(canvas.pixel(x: 567, y: y) == Palette.light.hairline)
        #expect(canvas.pixel(x: 568, y: y) == Palette.light.background)
    }
}

@MainActor
@Suite("Mail scene overlay", .serialized)
struct MailSceneOverlayTests {
    func shownOverlay() -> MailScene {
        let s = try! MailScene(configuration: MailScene.configuration, window: Size(width: 800, height: 700), appearance: .light, savedPrimaryWidth: nil)
        _ = s.handle(.key(.f9, [], time: 0))
        s.advance(to: 2)
        return s
    }

    @Test func choosingARowInTheOverlaySelectsItAndHidesTheOverlay() {
        let s = shownOverlay()
        _ = s.handle(.pointerDown(Point(x: 120, y: 154), time: 3))
        _ = s.handle(.pointerUp(Point(x: 120, y: 154), time: 3))
        #expect(s.selectionTitle == "Item 3")
        #expect(s.split.overlay.target == 0)
        s.advance(to: 5)
        #expect(s.split.overlay.value == 0)
        // Hidden, the list is not there to tap.
        _ = s.handle(.pointerDown(Point(x: 120, y: 198), time: 6))
        _ = s.handle(.pointerUp(Point(x: 120, y: 198), time: 6))
        #expect(s.selectionTitle == "Item 3")
    }

    @Test func theOverlayLooksLikeMail() throws {
        let s = shownOverlay()
        let canvas = try OffscreenCanvas(size: Size(width: 800, height: 700), fontPath: FontLocator.fontPath(explicitPath: nil))
        canvas.draw(s.displayList())
        // Border: 1 point at the overlay's trailing edge (x = 239), panel white inside it.
        #expect(canvas.pixel(x: 238, y: 400) == Palette.light.background)
        let border = canvas.pixel(x: 239, y: 400)
        #expect(border.red < 230 && border.red > 150)
        // Shadow: libadwaita's, a fraction of the 7 % shade: about 7.6 % darker next to the edge (not a near-black
        // band), gone by 56 points.
        let near = canvas.pixel(x: 241, y: 400), far = canvas.pixel(x: 300, y: 400)
        #expect(near.red > 205 && near.red < 225)
        #expect(Int(far.red) > Int(near.red) + 10)
        // Dim: the detail's white is 7 % darker.
        #expect(far == Color(hex: 0xEDEDED))
        // Rounded top corner: the very corner pixel is not panel colour.
        #expect(canvas.pixel(x: 239, y: 0) != Palette.light.toolbarBackground)
        #expect(canvas.pixel(x: 230, y: 5) == Palette.light.toolbarBackground)
    }

    @Test func animatingTheOverlayMakesNoNewTextures() throws {
        let s = try! MailScene(configuration: MailScene.configuration, window: Size(width: 800, height: 700), appearance: .light, savedPrimaryWidth: nil)
        let canvas = try OffscreenCanvas(size: Size(width: 800, height: 700), fontPath: FontLocator.fontPath(explicitPath: nil))
        _ = s.handle(.key(.f9, [], time: 0))
        s.advance(to: 0.02)
        canvas.draw(s.displayList())
        let shapes = canvas.displayListRenderer.shapeCache.texturesCreated
        let texts = canvas.displayListRenderer.textCache.texturesCreated
        for frame in 2...40 {
            s.advance(to: Double(frame) / 60)
            canvas.draw(s.displayList())
        }
        #expect(canvas.displayListRenderer.shapeCache.texturesCreated == shapes)
        #expect(canvas.displayListRenderer.textCache.texturesCreated == texts)
    }
}
