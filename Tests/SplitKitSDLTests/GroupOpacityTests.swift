// Issue 16: pushOpacity is group opacity: a faded group is drawn whole, then shown once at its opacity.
import CSDL2
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Group opacity", .serialized)
struct GroupOpacityTests {
    let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), green = Color(hex: 0x00FF00), white = Color(hex: 0xFFFFFF)
    let font = try! FontLocator.fontPath(explicitPath: nil)

    /// A white canvas `scale` pixels per point.
    func canvas(_ w: Double = 200, _ h: Double = 100, scale: Double = 1) throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: Size(width: w, height: h), scale: scale, fontPath: font)
        var background = DisplayList()
        background.fill(Rect(x: 0, y: 0, width: w, height: h), white)
        c.draw(background)
        return c
    }

    /// `top` over `bottom` at `opacity`, per channel, as 8-bit blending gives it.
    func blended(_ top: Color, over bottom: Color, _ opacity: Double) -> Color {
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * opacity + Double(b) * (1 - opacity)).rounded()) }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    func close(_ a: Color, _ b: Color, within levels: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= levels && abs(Int(a.green) - Int(b.green)) <= levels && abs(Int(a.blue) - Int(b.blue)) <= levels
    }

    @Test func overlappingOpaqueRectsInAFadedGroupShowOnlyTheTopOne() throws {
        var list = DisplayList()
        list.faded(0.5) { list in
            list.fill(Rect(x: 0, y: 0, width: 120, height: 100), red)
            list.fill(Rect(x: 80, y: 0, width: 120, height: 100), blue)
        }
        let c = try canvas()
        c.draw(list)
        let overlap = c.pixel(x: 100, y: 50)
        // Per-command opacity would mix red into the overlap: (64, 64, 191) instead of blue at half over white.
        #expect(close(overlap, blended(blue, over: white, 0.5)), "\(overlap)")
        #expect(close(c.pixel(x: 40, y: 50), blended(red, over: white, 0.5)))
        #expect(close(c.pixel(x: 180, y: 50), blended(blue, over: white, 0.5)))
    }

    @Test func nestedGroupsMultiplyAsWholes() throws {
        var list = DisplayList()
        list.faded(0.5) { list in
            list.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)
            list.faded(0.5) { list in
                list.fill(Rect(x: 50, y: 0, width: 100, height: 100), blue)
                list.fill(Rect(x: 50, y: 0, width: 100, height: 100), green)
            }
        }
        let c = try canvas()
        c.draw(list)
        // Green at half over red, then that at half over white; blue never shows.
        let inner = blended(blended(green, over: red, 0.5), over: white, 0.5)
        #expect(close(c.pixel(x: 100, y: 50), inner), "\(c.pixel(x: 100, y: 50)) want \(inner)")
        #expect(close(c.pixel(x: 20, y: 50), blended(red, over: white, 0.5)))
    }

    @Test func translucentFillsInAGroupLookAsUnfadedAtTheGroupsOpacity() throws {
        // Shadows and dims are translucent black, the tour's pointer ring a translucent colour: each is drawn as
        // it would be unfaded, then that blended at the group's opacity.
        var list = DisplayList()
        list.faded(0.5) { list in
            list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(hex: 0, alpha: 128))
            list.fill(Rect(x: 100, y: 0, width: 100, height: 100), red.withOpacity(0.5))
        }
        let c = try canvas()
        c.draw(list)
        let black = blended(blended(Color(hex: 0), over: white, 128 / 255), over: white, 0.5)
        let pink = blended(blended(red, over: white, 128 / 255), over: white, 0.5)
        #expect(close(c.pixel(x: 50, y: 50), black), "\(c.pixel(x: 50, y: 50)) want \(black)")
        #expect(close(c.pixel(x: 150, y: 50), pink), "\(c.pixel(x: 150, y: 50)) want \(pink)")
    }

    @Test func aGroupKeepsToItsClipsAtHiDPI() throws {
        var list = DisplayList()
        list.clipped(to: Rect(x: 0, y: 0, width: 50.5, height: 100)) { list in
            list.faded(0.5) { list in
                list.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)
                list.clipped(to: Rect(x: 0, y: 0, width: 200, height: 20)) { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), blue) }
            }
        }
        list.fill(Rect(x: 150, y: 0, width: 50, height: 100), green)  // after the group: at full opacity again
        let c = try canvas(scale: 2)
        c.draw(list)
        #expect(close(c.pixel(x: 100, y: 100), blended(red, over: white, 0.5)))
        #expect(c.pixel(x: 101, y: 100) == white)  // 50.5 points are 101 pixels
        #expect(close(c.pixel(x: 20, y: 39), blended(blue, over: white, 0.5)))
        #expect(close(c.pixel(x: 20, y: 40), blended(red, over: white, 0.5)))
        #expect(c.pixel(x: 350, y: 100) == green)
    }

    @Test func aGroupInAViewportLeavesTheHostsPixels() throws {
        let c = try canvas()
        var split = DisplayList()
        split.faded(0.5) { $0.fill(Rect(x: 0, y: 0, width: 200, height: 100), blue) }
        c.displayListRenderer.draw(split, scale: 1, in: Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(c.pixel(x: 99, y: 50) == white)
        #expect(close(c.pixel(x: 100, y: 50), blended(blue, over: white, 0.5)))
    }

    @Test func aPopInsideAGroupDoesNotEscapeTheGroupsClip() throws {
        var list = DisplayList()
        list.clipped(to: Rect(x: 0, y: 0, width: 100, height: 100)) { list in
            list.faded(0.5) { list in
                list.commands.append(.popClip)  // unmatched inside the group: ignored
                list.fill(Rect(x: 0, y: 0, width: 200, height: 100), blue)
                list.commands.append(.pushClip(Rect(x: 0, y: 0, width: 200, height: 100)))
            }
        }
        let c = try canvas()
        c.draw(list)
        #expect(close(c.pixel(x: 50, y: 50), blended(blue, over: white, 0.5)))
        #expect(c.pixel(x: 150, y: 50) == white)
    }

    @Test func opacityOneAndZeroNeedNoLayer() throws {
        var list = DisplayList()
        list.commands += [.pushOpacity(1), .fill(Rect(x: 0, y: 0, width: 100, height: 100), red), .popOpacity]
        list.commands += [.pushOpacity(0), .fill(Rect(x: 100, y: 0, width: 100, height: 100), red), .popOpacity]
        let c = try canvas()
        c.draw(list)
        #expect(c.pixel(x: 50, y: 50) == red)
        #expect(c.pixel(x: 150, y: 50) == white)
        #expect(c.displayListRenderer.layerCache.texturesCreated == 0)
    }

    @Test func layersAreReusedFromFrameToFrame() throws {
        var list = DisplayList()
        list.faded(0.5) { list in
            list.fill(Rect(x: 0, y: 0, width: 100, height: 100), red)
            list.faded(0.5) { $0.fill(Rect(x: 0, y: 0, width: 50, height: 100), blue) }
        }
        let c = try canvas()
        for _ in 0..<30 { c.draw(list) }
        #expect(c.displayListRenderer.layerCache.texturesCreated == 2)  // one per nesting level, made once
    }

    @Test func aGroupDrawsIntoARenderTargetOutputAndLeavesItSet() throws {
        let c = try canvas()
        let renderer = c.displayListRenderer.renderer
        let target = try #require(SDL_CreateTexture(renderer, csdl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 200, 100))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(renderer, target)
        defer { SDL_SetRenderTarget(renderer, nil) }
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 100), white)
        list.faded(0.5) { list in
            list.fill(Rect(x: 0, y: 0, width: 120, height: 100), red)
            list.fill(Rect(x: 80, y: 0, width: 120, height: 100), blue)
        }
        c.displayListRenderer.draw(list, scale: 1)
        #expect(SDL_GetRenderTarget(renderer) == target)
        var pixels = [UInt32](repeating: 0, count: 200 * 100)
        #expect(SDL_RenderReadPixels(renderer, nil, csdl_pixelformat_argb8888(), &pixels, 200 * 4) == 0)
        func color(_ x: Int, _ y: Int) -> Color { Color(hex: pixels[y * 200 + x] & 0xFF_FFFF) }
        #expect(close(color(100, 50), blended(blue, over: white, 0.5)), "\(color(100, 50))")
        #expect(close(color(40, 50), blended(red, over: white, 0.5)))
        #expect(c.pixel(x: 100, y: 50) == white)  // the canvas itself was not drawn on
    }
}
