// Pixel probes of the display list renderer on the software renderer (no window, no video driver).
import Foundation
import Testing
import SplitKit
import SplitKitTestSupport
@testable import SplitKitSDL

@MainActor
@Suite("Display list renderer", .serialized)
struct DisplayListRendererTests {
    let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), white = Color(hex: 0xFFFFFF)

    /// A white canvas (the renderer draws over what is there; a new canvas is transparent).
    func canvas(_ w: Double = 200, _ h: Double = 100, scale: Double = 1) throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: Size(width: w, height: h), scale: scale, fontPath: FontLocator.fontPath(explicitPath: nil))
        var background = DisplayList()
        background.fill(Rect(x: 0, y: 0, width: w, height: h), white)
        c.draw(background)
        return c
    }

    @Test func aSeparatorLineLandsOnItsLaidOutX() throws {
        let layout = SplitLayout.tiled(window: Size(width: 1200, height: 100), userWidth: 560, configuration: .specExample)
        let separator = try #require(layout.separator)
        var list = DisplayList()
        list.fill(layout.primary, white)
        list.verticalLine(x: separator.x, y: 0, height: 100, red)
        let c = try canvas(1200, 100)
        c.draw(list)
        #expect(c.pixel(x: 560, y: 50) == red)
        #expect(c.pixel(x: 559, y: 50) == white)
        #expect(c.pixel(x: 561, y: 50) == white)  // exactly one point wide
    }

    /// Issue 37: an opaque fill of the whole output (a window's background) is a clear, which llvmpipe does without
    /// shading each pixel — but only where a clear puts the same pixels: not under a narrower clip, not translucent,
    /// not inside a faded group.
    @Test func aWholeWindowOpaqueFillIsAClearOnlyWhereItPutsTheSamePixels() throws {
        let c = try canvas()
        var list = DisplayList()
        list.fill(Rect(x: -10, y: -10, width: 220, height: 120), blue)
        list.fill(Rect(x: 10, y: 10, width: 20, height: 20), red)
        c.draw(list)
        #expect(c.displayListRenderer.clearsThisFrame == 1)
        #expect(c.pixel(x: 100, y: 50) == blue && c.pixel(x: 15, y: 15) == red)

        var clipped = DisplayList()
        clipped.clipped(to: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), red) }
        c.draw(clipped)
        #expect(c.displayListRenderer.clearsThisFrame == 0)
        #expect(c.pixel(x: 50, y: 50) == red && c.pixel(x: 150, y: 50) == blue)  // a clear would have ignored the clip

        var translucent = DisplayList()
        translucent.fill(Rect(x: 0, y: 0, width: 200, height: 100), Color(hex: 0xFFFFFF, alpha: 128))
        c.draw(translucent)
        #expect(c.displayListRenderer.clearsThisFrame == 0 && c.pixel(x: 150, y: 50) != white)

        var faded = DisplayList()
        faded.faded(0.5) { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), red) }
        c.draw(faded)
        #expect(c.displayListRenderer.clearsThisFrame == 0)
    }

    @Test func pointsScaleToDevicePixelsOnHiDPI() throws {
        var list = DisplayList()
        list.verticalLine(x: 50, y: 0, height: 100, red)
        let c = try canvas(scale: 2)
        c.draw(list)
        #expect(c.pixel(x: 99, y: 10) == white)
        #expect(c.pixel(x: 100, y: 10) == red)
        #expect(c.pixel(x: 101, y: 10) == red)
        #expect(c.pixel(x: 102, y: 10) == white)
    }

    @Test func clipsRestrictLaterCommandsUntilPopped() throws {
        var list = DisplayList()
        list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 100)) { list in
            list.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)
        }
        list.fill(Rect(x: 150, y: 0, width: 50, height: 100), blue)
        let c = try canvas()
        c.draw(list)
        #expect(c.pixel(x: 49, y: 50) == red)
        #expect(c.pixel(x: 50, y: 50) == white)
        #expect(c.pixel(x: 160, y: 50) == blue)
    }

    @Test func anEmptyClipHidesEverythingInside() throws {
        var list = DisplayList()
        list.clipped(to: Rect(x: 10, y: 10, width: 0, height: 0)) { list in
            list.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)
        }
        let c = try canvas()
        c.draw(list)
        #expect(c.pixel(x: 100, y: 50) == white)
    }

    @Test func translucentFillsBlend() throws {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 100), Color(hex: 0x000000).withOpacity(0.5))
        let c = try canvas()
        c.draw(list)
        let p = c.pixel(x: 10, y: 10)
        #expect((126...129).contains(p.red) && p.red == p.green && p.green == p.blue)
    }

    @Test func textIsDrawnInsideItsBoxAndCentred() throws {
        var list = DisplayList()
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        list.text("Hello", TextStyle(size: 20, color: Color(hex: 0x000000)), in: box, alignment: .center)
        let c = try canvas()
        c.draw(list)
        var inkColumns: [Int] = []
        for x in 0..<200 where (0..<100).contains(where: { c.pixel(x: x, y: $0).red < 128 }) { inkColumns.append(x) }
        let first = try #require(inkColumns.first), last = try #require(inkColumns.last)
        #expect(first > 50 && last < 150)
        #expect(abs((first + last) / 2 - 100) <= 4)
    }

    /// Issue 37: each text set a clip to its box and restored the one before, 76 of a drag frame's 88 clip changes
    /// (each splits SDL's batch and costs OpenGL a scissor change). A text inside its box and the clip in force is
    /// drawn without them; one that overflows its box is still cut at the box.
    @Test func aTextInsideItsBoxChangesNoClipAndOneOverflowingItIsStillCut() throws {
        let c = try canvas()
        let style = TextStyle(size: 17, color: Color(hex: 0))
        var rows = DisplayList()
        rows.clipped(to: Rect(x: 0, y: 0, width: 200, height: 100)) { list in
            for row in 0..<4 { list.text("Item \(row)", style, in: Rect(x: 10, y: Double(row) * 25, width: 180, height: 25)) }
        }
        c.draw(rows)
        #expect(c.displayListRenderer.clipChangesThisFrame == 3)  // the frame's, the push's, the pop's
        #expect((0..<25).contains { y in (10..<60).contains { c.pixel(x: $0, y: y).red < 128 } })  // drawn all the same

        var overflowing = DisplayList()
        overflowing.fill(Rect(x: 0, y: 0, width: 200, height: 100), white)
        overflowing.text("Hg", TextStyle(size: 40, color: Color(hex: 0)), in: Rect(x: 10, y: 45, width: 100, height: 10))
        c.draw(overflowing)
        #expect(c.displayListRenderer.clipChangesThisFrame == 3)  // the frame's, the box's, and back
        let ink = (0..<100).filter { y in (10..<110).contains { c.pixel(x: $0, y: y).red < 128 } }
        #expect(!ink.isEmpty && ink.allSatisfy { (45..<55).contains($0) }, "ink in rows \(ink)")
    }

    @Test func unchangedTextReusesItsTexture() throws {
        let c = try canvas()
        var list = DisplayList()
        list.text("Item 1", TextStyle(size: 17, color: Color(hex: 0)), in: Rect(x: 0, y: 0, width: 200, height: 44))
        list.text("Item 2", TextStyle(size: 17, color: Color(hex: 0)), in: Rect(x: 0, y: 44, width: 200, height: 44))
        c.draw(list)
        let cache = c.displayListRenderer.textCache
        #expect(cache.texturesCreated == 2)
        for _ in 0..<200 { c.draw(list) }
        #expect(cache.texturesCreated == 2)
        #expect(cache.textureCount == 2)
        list.commands.removeLast()
        for _ in 0..<200 { c.draw(list) }
        #expect(cache.textureCount == 1)  // text no longer shown is evicted
    }

    @Test func pixelRectsOfNeighboursNeitherGapNorOverlap() {
        let a = DisplayListRenderer.pixelRect(Rect(x: 0, y: 0, width: 100.5, height: 10), scale: 1.5)
        let b = DisplayListRenderer.pixelRect(Rect(x: 100.5, y: 0, width: 50, height: 10), scale: 1.5)
        #expect(a.x + a.w == b.x)
    }

    /// The library names the file and what is wrong; which option to change is the program's to say (the
    /// bad-input catalogue checks splitview's message names --font).
    @Test func missingFontFileIsReportedByPath() {
        #expect(throws: FontError.unreadable(path: "/nonexistent/font.ttf")) {
            try FontLocator.fontPath(explicitPath: "/nonexistent/font.ttf")
        }
        #expect(!"\(FontError.unreadable(path: "/nonexistent/font.ttf"))".contains("--"))
    }

    @Test func scriptKeyNamesMapToKeys() {
        #expect(EventTranslator.key(named: "F9") == .f9)
        #expect(EventTranslator.key(named: "Escape") == .escape)
        #expect(EventTranslator.key(named: "Return") == .enter)
        #expect(EventTranslator.key(named: "Left") == .left)
        #expect(EventTranslator.key(named: "A") == .character("A"))
        #expect(EventTranslator.key(named: "?") == .character("?"))
        #expect(EventTranslator.key(named: "Space") == .space)
        #expect(EventTranslator.key(named: "PageUp") == .pageUp && EventTranslator.key(named: "PageDown") == .pageDown)
        #expect(EventTranslator.key(named: "F8") == .f8)
        #expect(EventTranslator.key(named: "F5") == .other("F5"))
        #expect(EventTranslator.key(named: "NoSuchKey") == nil)
    }
}

@MainActor
@Suite("Display list renderer as a component", .serialized)
struct DisplayListRendererComponentTests {
    let red = Color(hex: 0xFF0000), green = Color(hex: 0x00FF00)

    @Test func drawingInAViewportLeavesTheRestAsTheHostDrewIt() throws {
        let c = try OffscreenCanvas(size: Size(width: 200, height: 100), fontPath: FontLocator.fontPath(explicitPath: nil))
        var host = DisplayList()
        host.fill(Rect(x: 0, y: 0, width: 200, height: 100), green)
        c.draw(host)
        var split = DisplayList()
        split.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)  // asks for everything, gets its viewport only
        c.displayListRenderer.draw(split, scale: 1, in: Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(c.pixel(x: 99, y: 50) == green)
        #expect(c.pixel(x: 100, y: 50) == red)
        // A popped clip does not escape the viewport.
        var clipped = DisplayList()
        clipped.clipped(to: Rect(x: 0, y: 0, width: 150, height: 100)) { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), red) }
        clipped.popClipForTest()
        clipped.fill(Rect(x: 0, y: 0, width: 60, height: 100), red)
        c.draw(host)
        c.displayListRenderer.draw(clipped, scale: 1, in: Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(c.pixel(x: 50, y: 50) == green)
    }

    @Test func invisibleTextIsSkippedQuietlyAndAFailingTextIsReportedOnce() throws {
        // A font file that goes away: its open face still draws every size (SizedFaces resizes it), but a face opened
        // later (the bold, which SDL_ttf emboldens from the same file, as no bold file sits beside it) cannot load.
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let font = folder + "/font.ttf"
        try FileManager.default.copyItem(atPath: FontLocator.fontPath(explicitPath: nil), toPath: font)
        let c = try OffscreenCanvas(size: Size(width: 200, height: 100), fontPath: font)
        var problems: [String] = []
        c.reportProblem = { problems.append($0) }
        var list = DisplayList()
        list.text("\u{200B}", TextStyle(size: 16, color: red), in: Rect(x: 0, y: 0, width: 200, height: 50))
        c.draw(list)
        #expect(problems.isEmpty)  // a zero-width space draws nothing, and that is not a problem
        try FileManager.default.removeItem(atPath: font)
        list.text("Hi", TextStyle(size: 31, color: red), in: Rect(x: 0, y: 0, width: 200, height: 50))
        c.draw(list)
        #expect(problems.isEmpty)  // a new size of the open face
        list.text("Hello", TextStyle(size: 31, weight: .bold, color: red), in: Rect(x: 0, y: 0, width: 200, height: 50))
        list.fill(Rect(x: 0, y: 60, width: 10, height: 10), red)
        c.draw(list)
        c.draw(list)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("\u{201C}Hello\u{201D} was not drawn") == true)
        #expect(c.pixel(x: 5, y: 65) == red)  // the frame went on after the failed text
    }

    @Test func invisibleCharactersAreNamedInReports() {
        #expect(DisplayListRenderer.quoted("a\u{200B}b\tc") == "\u{201C}aU+200BbU+0009c\u{201D}")
    }
}

extension DisplayList {
    /// An unbalanced pop, as a buggy host might send: it must not remove the viewport's clip.
    mutating func popClipForTest() { commands.append(.popClip) }
}
