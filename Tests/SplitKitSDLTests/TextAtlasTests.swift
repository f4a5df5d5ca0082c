// Texts packed into atlas pages for GPU renderers: the same pixels as a texture per text, and pages that stay bounded.
import Testing
import SplitKit
import SplitKitTestSupport
@testable import SplitKitSDL

@MainActor
@Suite("Text atlas", .serialized)
struct TextAtlasTests {
    let black = Color(hex: 0), white = Color(hex: 0xFFFFFF)

    func canvas(packed: Bool, _ w: Double = 400, _ h: Double = 300, scale: Double = 1) throws -> OffscreenCanvas {
        try OffscreenCanvas(size: Size(width: w, height: h), scale: scale, fontPath: FontLocator.fontPath(explicitPath: nil), packedText: packed)
    }

    /// A list as the mail scene draws one: rows of two texts and a separator line, a translucent fill, a text cut at its
    /// box, a faded group, texts in Hebrew, Arabic, CJK and emoji.
    func listFrame(_ first: Int = 0) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 400, height: 300), white)
        list.clipped(to: Rect(x: 0, y: 0, width: 300, height: 300)) { list in
            let names = ["Ava Lindqvist", "דנה לוי", "يوسف حداد", "山田 花子", "Noah Park 🚀"]
            for row in 0..<6 {
                let y = Double(row) * 40
                // Coloured, after the tinted line of the row above: a tint left on the page would show.
                list.text("Item \(first + row)", TextStyle(size: 15, color: Color(hex: 0x2E8B57)), in: Rect(x: 10, y: y, width: 80, height: 40))
                list.text(names[row % names.count], TextStyle(size: 15, color: Color(hex: 0x3C3C43)), in: Rect(x: 90, y: y, width: 200, height: 40))
                list.fill(Rect(x: 10, y: y + 39, width: 290, height: 1), Color(hex: 0xE5E5EA))
            }
            list.text("Hg", TextStyle(size: 40, color: black), in: Rect(x: 10, y: 245, width: 100, height: 12))
        }
        list.fill(Rect(x: 300, y: 0, width: 8, height: 300), Color(hex: 0x000000, alpha: 60))
        list.faded(0.5) { $0.text("Faded", TextStyle(size: 20, color: Color(hex: 0xFF0000)), in: Rect(x: 310, y: 100, width: 90, height: 40)) }
        return list
    }

    func pixels(_ c: OffscreenCanvas, _ w: Int = 400, _ h: Int = 300) -> [Color] {
        (0..<h).flatMap { y in (0..<w).map { c.pixel(x: $0, y: y) } }
    }

    /// Issue 37: a GPU renderer drew every text as a draw call of its own; from an atlas, the rows' texts and lines come
    /// from one texture, one after another — and the pixels are those of a texture per text, exactly.
    @Test func anAtlasDrawsTheSamePixelsAsATexturePerText() throws {
        let separate = try canvas(packed: false), packed = try canvas(packed: true)
        separate.draw(listFrame())
        packed.draw(listFrame())
        #expect(separate.displayListRenderer.textCache.atlas == nil && packed.displayListRenderer.textCache.atlas != nil)
        #expect(packed.displayListRenderer.atlasFillsThisFrame == 7)  // the 6 lines and the translucent strip
        #expect(packed.displayListRenderer.textCache.textureCount == 0)  // no text of its own
        let a = pixels(separate), b = pixels(packed)
        #expect(a.contains { $0 != white })
        let differing = zip(a, b).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }

    /// Redrawn, nothing is rendered again; new texts join the page; a text too large for a page gets a texture of its own.
    @Test func textsStayPlacedAndATooLargeOneHasItsOwnTexture() throws {
        let c = try canvas(packed: true)
        let cache = c.displayListRenderer.textCache
        c.draw(listFrame())
        let rendered = cache.texturesCreated
        for _ in 0..<50 { c.draw(listFrame()) }
        #expect(cache.texturesCreated == rendered)
        c.draw(listFrame(100))  // six new item numbers
        #expect(cache.texturesCreated == rendered + 6)
        #expect(cache.atlas?.pageCount == 1)

        var huge = DisplayList()
        huge.text(String(repeating: "W", count: 40), TextStyle(size: 40, color: black), in: Rect(x: 0, y: 0, width: 4000, height: 100))
        let wide = try canvas(packed: true, 4000, 100)
        wide.draw(huge)
        #expect(wide.displayListRenderer.textCache.textureCount == 1)  // wider than a page: drawn as before
        #expect((0..<100).contains { y in (0..<4000).contains { wide.pixel(x: $0, y: y) == black } })
    }

    /// Pages are bounded: when all are full the one drawn longest ago is emptied, and what was on it is made again —
    /// right — when next drawn; pages nothing is drawn from are destroyed.
    @Test func fullPagesAreReusedAndIdleOnesDestroyed() throws {
        let c = try canvas(packed: true)
        let cache = c.displayListRenderer.textCache
        let atlas = try #require(cache.atlas)
        let style = TextStyle(size: 30, color: black)
        // Each text about 350 × 35 pixels: one to a shelf, 13 to a 512-pixel page, so 150 need more than the 8 pages.
        for n in 0..<150 {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 400, height: 300), white)
            list.text("Line \(n) WWWWWWWWWW", style, in: Rect(x: 0, y: 0, width: 4000, height: 100))
            c.draw(list)
        }
        #expect(atlas.pageCount == TextAtlas.maximumPages)
        #expect(cache.texturesCreated == 150)
        // The first text's page was emptied long ago: it is made again, and drawn right.
        var first = DisplayList()
        first.fill(Rect(x: 0, y: 0, width: 400, height: 300), white)
        first.text("Line 0 WWWWWWWWWW", style, in: Rect(x: 0, y: 0, width: 4000, height: 100))
        c.draw(first)
        #expect(cache.texturesCreated == 151)
        let reference = try canvas(packed: false)
        reference.draw(first)
        #expect(pixels(c) == pixels(reference))

        // Nothing drawn for a while: the pages go (one is made again for the next frame's fills).
        var blank = DisplayList()
        blank.fill(Rect(x: 0, y: 0, width: 400, height: 300), white)
        for _ in 0..<200 { c.draw(blank) }
        #expect(atlas.pageCount <= 1)
        // …and a text drawn again after its page went is made again, right.
        c.draw(first)
        #expect(cache.texturesCreated == 152)
        #expect(pixels(c) == pixels(reference))
    }
}
