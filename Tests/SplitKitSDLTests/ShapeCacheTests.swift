// Corner textures stay small and few: a huge radius is drawn from a bounded texture, still round, and textures an app
// no longer draws (an animated colour or radius) are destroyed instead of kept for every frame ever drawn.
import Testing
import CSDL2
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Shape cache", .serialized)
struct ShapeCacheTests {
    private func canvas(_ width: Double, _ height: Double, scale: Double = 1) throws -> OffscreenCanvas {
        try OffscreenCanvas(size: Size(width: width, height: height), scale: scale, fontPath: FontLocator.fontPath(explicitPath: nil))
    }

    private func textureSide(_ texture: OpaquePointer?) throws -> Int32 {
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(try #require(texture), nil, nil, &w, &h)
        #expect(w == h)
        return w
    }

    @Test func aHugeCornerIsDrawnRoundFromATextureNoLargerThanTheLimit() throws {
        // The top-left quarter of a circle 2,400 pixels across (radius 600 points at scale 2).
        let c = try canvas(400, 400, scale: 2)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 400, height: 400), Color(hex: 0xFFFFFF))
        list.commands.append(.roundedRect(Rect(x: 0, y: 0, width: 1200, height: 1200), radius: 600, corners: .all, Color(hex: 0x0000FF)))
        list.commands.append(.border(Rect(x: 0, y: 0, width: 1200, height: 1200), radius: 600, corners: .all, edges: .all, Color(hex: 0xFF0000)))
        c.draw(list)
        let shapes = c.displayListRenderer.shapeCache
        #expect(try textureSide(shapes.cornerFill(radius: 1200, color: Color(hex: 0x0000FF))) == Int32(ShapeCache.largestCornerTexture))
        #expect(try textureSide(shapes.cornerRing(radius: 1200, thickness: 2, color: Color(hex: 0xFF0000))) == Int32(ShapeCache.largestCornerTexture))
        #expect(try textureSide(shapes.cornerFill(radius: 40, color: Color(hex: 0x0000FF))) == 40, "a small corner keeps its own size")
        // Inside the arc (centre at 1200, 1200 pixels): blue; outside it: white; on it, the red outline.
        #expect(c.pixel(x: 700, y: 700) == Color(hex: 0x0000FF), "inside: 707 pixels from the centre")
        #expect(c.pixel(x: 300, y: 300) == Color(hex: 0xFFFFFF), "outside: 1,273 pixels from the centre")
        // Along the diagonal, white and blue mix with as much red as green; only the red outline adds red alone. It is
        // there, on the arc (1,200 pixels from the centre: at 351.5), strong though thinner than the texture's pixel.
        let redOnly = (340...362).map { i in (i, Int(c.pixel(x: i, y: i).red) - Int(c.pixel(x: i, y: i).green)) }
        let strongest = try #require(redOnly.max { $0.1 < $1.1 })
        #expect(strongest.1 > 120 && (350...353).contains(strongest.0), "the outline on the arc: \(redOnly)")
        #expect(c.pixel(x: 1200 - 838, y: 1200 - 838) == Color(hex: 0x0000FF), "16 pixels inside the arc: the fill")
        #expect(c.pixel(x: 1200 - 860, y: 1200 - 860) == Color(hex: 0xFFFFFF), "16 pixels outside the arc: nothing")
    }

    @Test func cornersAnAppNoLongerDrawsAreDestroyed() throws {
        // A rounded rectangle whose colour is animated: a new corner texture in each of 200 frames.
        let c = try canvas(100, 100)
        let shapes = c.displayListRenderer.shapeCache
        let still = Rect(x: 60, y: 60, width: 30, height: 30)
        for step in 0..<200 {
            var list = DisplayList()
            let animated = Color(hex: 0x0000FF).mixed(with: Color(hex: 0xFF0000), Double(step) / 199)
            list.commands.append(.roundedRect(Rect(x: 0, y: 0, width: 50, height: 50), radius: 10, corners: .all, animated))
            list.commands.append(.roundedRect(still, radius: 8, corners: .all, Color(hex: 0x00AA00)))
            c.draw(list)
        }
        #expect(shapes.texturesCreated == 201)
        #expect(shapes.textureCount <= 2 + 60 + shapes.evictAfterFrames, "those of the last frames only")
        // Still shown for 200 frames: never destroyed, so never made again.
        let created = shapes.texturesCreated
        var list = DisplayList()
        list.commands.append(.roundedRect(still, radius: 8, corners: .all, Color(hex: 0x00AA00)))
        for _ in 0..<200 { c.draw(list) }
        #expect(shapes.texturesCreated == created)
        #expect(shapes.textureCount == 1)
        #expect(c.pixel(x: 75, y: 75) == Color(hex: 0x00AA00))
    }
}
