// Issue 13: every text fits its box or ends in "…"; an edited text scrolls so its caret stays visible.
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Text that fits", .serialized)
struct TextFittingTests {
    let black = TextStyle(size: 17, color: Color(hex: 0x000000))
    let white = Color(hex: 0xFFFFFF)

    func canvas(_ w: Double = 200, _ h: Double = 44) throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: Size(width: w, height: h), fontPath: FontLocator.fontPath(explicitPath: nil))
        var background = DisplayList()
        background.fill(Rect(x: 0, y: 0, width: w, height: h), white)
        c.draw(background)
        return c
    }

    func pixels(_ c: OffscreenCanvas) -> [Color] {
        (0..<Int(c.size.height)).flatMap { y in (0..<Int(c.size.width)).map { c.pixel(x: $0, y: y) } }
    }

    /// A live resize gives every frame new widths: what is remembered of texts cut to them stays within its bound (it
    /// grew to 2048 texts, a quarter of a megabyte), and every cut is the same as a cache that never dropped any gives.
    @Test func textsCutDuringAResizeAreRememberedWithinTheirBound() throws {
        let cache = try canvas().displayListRenderer.textCache, fresh = try canvas().displayListRenderer.textCache
        let texts = ["Ava Lindqvist", "דנה לוי", "Item 12 — the quarterly report", "山田 花子", "Noah Park 🚀"]
        var most = 0
        for width: Int32 in stride(from: 40, to: 40 + 3 * Int32(TextCache.fitsKept), by: 3) {
            for text in texts {
                let shown = try cache.fitted(text, style: black, scale: 1, maxWidth: width)
                most = max(most, cache.fitsRemembered)
                if width % 60 == 1 { #expect(shown == (try fresh.fitted(text, style: black, scale: 1, maxWidth: width)), "\(text) at \(width)") }
            }
        }
        #expect(most <= TextCache.fitsKept)
        #expect(most > TextCache.fitsKept / 2)  // it does remember
    }

    @Test func aLongTextIsCutToItsLongestFittingBeginningAndAnEllipsis() throws {
        let cache = try canvas().displayListRenderer.textCache
        let email = "ava.lindqvist@example.com"
        for width: Int32 in [40, 80, 100, 150, 199] {
            let shown = try cache.fitted(email, style: black, scale: 1, maxWidth: width)
            #expect(shown.hasSuffix("…") && email.hasPrefix(String(shown.dropLast())), "\(shown)")
            #expect(try cache.width(of: shown, style: black, scale: 1) <= width)
            // One more character would not fit.
            let longer = String(email.prefix(shown.count)) + "…"
            #expect(try cache.width(of: longer, style: black, scale: 1) > width)
        }
        let whole = try cache.width(of: email, style: black, scale: 1)
        #expect(try cache.fitted(email, style: black, scale: 1, maxWidth: whole) == email)
        #expect(try cache.fitted(email, style: black, scale: 1, maxWidth: 3) == "")  // not even "…" fits
        for width: Int32 in 20...120 {  // never "Ava …": a space before the ellipsis is dropped
            #expect(try !cache.fitted("Ava Lindqvist", style: black, scale: 1, maxWidth: width).hasSuffix(" …"))
        }
    }

    @Test func theRendererDrawsTheCutText() throws {
        let box = Rect(x: 10, y: 0, width: 100, height: 44)
        let long = try canvas(), cut = try canvas()
        var a = DisplayList()
        a.text("ava.lindqvist@example.com", black, in: box, alignment: .center)
        long.draw(a)
        let shown = try long.displayListRenderer.textCache.fitted("ava.lindqvist@example.com", style: black, scale: 1, maxWidth: 100)
        var b = DisplayList()
        b.text(shown, black, in: box, alignment: .center)
        cut.draw(b)
        #expect(pixels(long) == pixels(cut))
        // The last ink is the ellipsis, inside the box.
        let ink = (0..<200).filter { x in (0..<44).contains { long.pixel(x: x, y: $0).red < 128 } }
        #expect(try #require(ink.last) < 110)
    }

    @Test func aFieldDrawnWithOrdinaryCommandsScrollsToKeepItsCaretInSight() throws {
        let c = try canvas()
        let red = Color(hex: 0xFF0000)
        let box = Rect(x: 10, y: 0, width: 100, height: 44)
        var list = DisplayList()
        var appearance = Appearance.light
        appearance.palette.accent = red
        appearance.textMeasure = c.textMeasure
        var field = TextField("ava.lindqvist@example.com", style: black)
        field.measure = c.textMeasure
        field.width = box.width
        field.draw(in: box, into: &list, appearance: appearance)
        c.draw(list)
        let caret = (0..<200).filter { x in (0..<44).contains { c.pixel(x: x, y: $0) == red } }
        #expect(!caret.isEmpty && caret.allSatisfy { $0 >= 10 && $0 < 110 }, "\(caret)")
        #expect(try #require(caret.last) >= 105)  // at the box's end, the text scrolled left under it
    }
}
