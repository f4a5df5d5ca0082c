// A host's renderer around a display list: its state left exactly as it was, its viewport composed, its drawings drawn.
import CSDL2
import Foundation
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Drawing on a host's renderer", .serialized)
struct HostRendererTests {
    let red = Color(hex: 0xFF0000), green = Color(hex: 0x00FF00), white = Color(hex: 0xFFFFFF), black = Color(hex: 0x000000)

    func canvas(_ w: Double = 200, _ h: Double = 100) throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: Size(width: w, height: h), fontPath: FontLocator.fontPath(explicitPath: nil))
        var background = DisplayList()
        background.fill(Rect(x: 0, y: 0, width: w, height: h), white)
        c.draw(background)
        return c
    }

    /// Everything of a renderer's state a host sets, as SDL reports it.
    struct Snapshot: Equatable {
        var target: OpaquePointer?
        var scale: [Float]
        var viewport: [Int32]
        var clip: [Int32]?
        var color: [UInt8]
        var blend: UInt32

        @MainActor init(_ r: OpaquePointer) {
            target = SDL_GetRenderTarget(r)
            var sx: Float = 0, sy: Float = 0
            SDL_RenderGetScale(r, &sx, &sy)
            scale = [sx, sy]
            var v = SDL_Rect(), c = SDL_Rect()
            SDL_RenderGetViewport(r, &v)
            viewport = [v.x, v.y, v.w, v.h]
            SDL_RenderGetClipRect(r, &c)
            clip = SDL_RenderIsClipEnabled(r) == SDL_TRUE ? [c.x, c.y, c.w, c.h] : nil
            var cr: UInt8 = 0, cg: UInt8 = 0, cb: UInt8 = 0, ca: UInt8 = 0
            SDL_GetRenderDrawColor(r, &cr, &cg, &cb, &ca)
            color = [cr, cg, cb, ca]
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(r, &mode)
            blend = mode.rawValue
        }
    }

    /// A frame that uses every kind of state change: clips, a faded group (a layer), text, a host drawing.
    func busyList() -> DisplayList {
        var list = DisplayList()
        list.clipped(to: Rect(x: 20, y: 10, width: 120, height: 60)) { list in
            list.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)
            list.faded(0.5) { list in
                list.fill(Rect(x: 30, y: 20, width: 40, height: 20), green)
                list.host(HostDrawing("canvas"), in: Rect(x: 80, y: 20, width: 40, height: 20))
                list.text("Inbox", TextStyle(size: 13, color: black), in: Rect(x: 30, y: 40, width: 80, height: 20))
            }
        }
        return list
    }

    @Test func theHostsStateIsLeftExactlyAsItWasOnTheWindowAndOnATexture() throws {
        let c = try canvas()
        let r = c.displayListRenderer.renderer
        c.displayListRenderer.hostDrawings["canvas"] = { context in
            SDL_SetRenderDrawColor(context.renderer, 9, 9, 9, 255)
            SDL_RenderSetScale(context.renderer, 3, 3)  // a careless host: put back after
            SDL_RenderFillRect(context.renderer, nil)
        }
        let texture = try #require(SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 160, 90))
        defer { SDL_DestroyTexture(texture) }
        for target in [nil, texture] {
            SDL_SetRenderTarget(r, target)
            var viewport = SDL_Rect(x: 10, y: 20, w: 120, h: 60)
            SDL_RenderSetViewport(r, &viewport)
            SDL_RenderSetScale(r, 2, 2)
            var clip = SDL_Rect(x: 5, y: 5, w: 20, h: 10)
            SDL_RenderSetClipRect(r, &clip)
            SDL_SetRenderDrawColor(r, 1, 2, 3, 4)
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD)
            let before = Snapshot(r)
            c.displayListRenderer.draw(busyList(), scale: 1)
            #expect(Snapshot(r) == before, "target \(target == nil ? "window" : "texture")")
        }
        SDL_SetRenderTarget(r, nil)
    }

    @Test func aViewportTheHostSetClipsTheSplitButNeverMovesIt() throws {
        let c = try canvas()
        let r = c.displayListRenderer.renderer
        // The host's toolbar is the top 30 pixels; it sets the viewport to the split's area below it.
        var area = SDL_Rect(x: 0, y: 30, w: 200, h: 70)
        SDL_RenderSetViewport(r, &area)
        var split = DisplayList()
        split.fill(Rect(x: 0, y: 0, width: 200, height: 100), red)  // asks for the whole window: gets the viewport
        split.fill(Rect(x: 0, y: 30, width: 50, height: 10), green)  // the split's top edge, in window points
        c.displayListRenderer.draw(split, scale: 1)
        SDL_RenderSetViewport(r, nil)
        #expect(c.pixel(x: 100, y: 29) == white)  // the toolbar is untouched
        #expect(c.pixel(x: 100, y: 30) == red)
        #expect(c.pixel(x: 10, y: 30) == green)  // at y 30, not 60: not shifted twice
        #expect(c.pixel(x: 10, y: 39) == green)
        #expect(c.pixel(x: 10, y: 40) == red)
        // `in:` composes with the host's viewport: both limit drawing.
        c.draw(whiteFrame())
        SDL_RenderSetViewport(r, &area)
        c.displayListRenderer.draw(split, scale: 1, in: Rect(x: 100, y: 0, width: 100, height: 100))
        SDL_RenderSetViewport(r, nil)
        #expect(c.pixel(x: 150, y: 20) == white)
        #expect(c.pixel(x: 99, y: 50) == white)
        #expect(c.pixel(x: 150, y: 50) == red)
    }

    func whiteFrame() -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 100), white)
        return list
    }

    @Test func aHostDrawingIsDrawnAtItsDepthClippedAndFadedWithItsColumn() throws {
        let c = try canvas()
        var contexts: [HostDrawingContext] = []
        c.displayListRenderer.hostDrawings["canvas"] = { context in
            contexts.append(context)
            SDL_SetRenderDrawColor(context.renderer, 0, 255, 0, 255)
            var everything = SDL_Rect(x: 0, y: 0, w: 200, h: 100)  // more than its rectangle: the clip holds it
            SDL_RenderFillRect(context.renderer, &everything)
        }
        var list = DisplayList()
        list.clipped(to: Rect(x: 50, y: 0, width: 100, height: 100)) { list in  // the column
            list.faded(0.5) { $0.host(HostDrawing("canvas", revision: 3), in: Rect(x: 60, y: 10, width: 20, height: 20)) }
            list.fill(Rect(x: 100, y: 0, width: 100, height: 100), black)  // the dim over it, drawn after
        }
        c.draw(list)
        #expect(contexts.count == 1)
        #expect(contexts.first?.clip.map { [$0.x, $0.y, $0.w, $0.h] } == [50, 0, 100, 100])
        #expect(contexts.first?.pixels.x == 60)
        let faded = c.pixel(x: 70, y: 20)
        #expect(abs(Int(faded.green) - 255) <= 1 && abs(Int(faded.red) - 128) <= 1)  // green at half over white
        #expect(c.pixel(x: 49, y: 50) == white)  // outside the column: clipped
        #expect(c.pixel(x: 120, y: 50) == black)  // under the dim
        #expect(c.pixel(x: 151, y: 50) == white)
    }

    @Test func anUnregisteredHostDrawingIsSkippedAndReportedOnce() throws {
        let c = try canvas()
        var problems: [String] = []
        c.reportProblem = { problems.append($0) }
        var list = DisplayList()
        list.host(HostDrawing("map"), in: Rect(x: 0, y: 0, width: 50, height: 50))
        c.draw(list)
        c.draw(list)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("\u{201C}map\u{201D}") == true)
        #expect(c.pixel(x: 10, y: 10) == white)
    }
}
