// A display list an app built from bad arithmetic (NaN, infinite or huge rectangles, radii, opacities, text boxes) is
// drawn without trapping: what cannot be placed is left out, and the rest of the frame is drawn.
import Testing
import SplitKit
import SplitKitTestSupport
@testable import SplitKitSDL

@MainActor
@Suite("Hostile geometry", .serialized)
struct HostileGeometryTests {
    nonisolated static let bad: [Double] = [.nan, .infinity, -.infinity, 1e20, -1e20, 3e9, -3e9]

    @Test(arguments: bad)
    func everyCommandWithABadNumberIsDrawnWithoutTrappingAndTheRestOfTheFrameStays(_ v: Double) throws {
        let c = try OffscreenCanvas(size: Size(width: 120, height: 80), scale: 1.5, fontPath: FontLocator.fontPath(explicitPath: nil))
        let green = Color(hex: 0x00AA00)
        let rects = [Rect(x: v, y: 10, width: 20, height: 20), Rect(x: 10, y: v, width: 20, height: 20),
                     Rect(x: 10, y: 10, width: v, height: 20), Rect(x: 10, y: 10, width: 20, height: v)]
        let gradient = ShadowGradient(stops: [GradientStop(offset: 0, opacity: 0.5), GradientStop(offset: v, opacity: 0)])
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 120, height: 80), green)
        for r in rects {
            list.fill(r, Color(hex: 0xFF0000))
            list.verticalLine(x: r.x, y: r.y, height: r.height, Color(hex: 0xFF0000))
            list.horizontalLine(x: r.x, y: r.y, width: r.width, Color(hex: 0xFF0000))
            list.commands.append(.roundedRect(r, radius: 5, corners: .all, Color(hex: 0xFF0000)))
            list.commands.append(.roundedRect(Rect(x: 10, y: 10, width: 20, height: 20), radius: v, corners: .all, Color(hex: 0xFF0000)))
            list.commands.append(.border(r, radius: v, corners: .all, edges: .all, Color(hex: 0xFF0000)))
            list.commands.append(.shadow(r, side: .left, gradient: gradient, opacity: v))
            list.text("Hostile", TextStyle(size: 15, color: Color(hex: 0xFF0000)), in: r)
            list.text("Hostile", TextStyle(size: v, color: Color(hex: 0xFF0000)), in: Rect(x: 10, y: 10, width: 50, height: 20))
            list.clipped(to: r) { $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), Color(hex: 0xFF0000)) }
            list.faded(v) { $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), Color(hex: 0xFF0000)) }
        }
        list.fill(Rect(x: 100, y: 60, width: 10, height: 10), Color(hex: 0x0000FF))  // after them all: still drawn
        c.draw(list)
        #expect(c.pixel(x: 157, y: 97) == Color(hex: 0x0000FF), "a frame goes on past what it could not place (\(v))")
    }
}

@MainActor
@Suite("Hostile geometry: sizes and scales", .serialized)
struct HostileSizesTests {
    @Test func textOfASizeThatIsNoSizeIsMeasuredWithoutTrapping() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for size in [Double.nan, .infinity, 1e20, -3, 0] {
            let style = TextStyle(size: size, color: Color(hex: 0))
            _ = try fonts.pixelWidth(of: "Hostile", style: style, scale: 1)
            _ = fonts.textMeasure(scale: 2).width(of: "Hostile", style: style)
        }
        #expect(FontKey(TextStyle(size: 1e20, color: Color(hex: 0)), scale: 2).pixelSize == 2000, "as the renderer draws it: 1000 points")
        #expect(FontKey(TextStyle(size: .nan, color: Color(hex: 0)), scale: 1).pixelSize == 1)
    }

    @Test func aFrameAtAScaleThatIsNoScaleIsNotDrawnAndIsReportedOnce() throws {
        let c = try OffscreenCanvas(size: Size(width: 40, height: 30), fontPath: FontLocator.fontPath(explicitPath: nil))
        var said: [String] = []
        c.displayListRenderer.reportProblem = { said.append($0) }
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 40, height: 30), Color(hex: 0x00AA00))
        c.draw(list)
        list.commands = [.fill(Rect(x: 0, y: 0, width: 40, height: 30), Color(hex: 0xFF0000))]
        for scale in [Double.nan, 0, -1, .infinity, 1e9] {
            c.displayListRenderer.draw(list, scale: scale)
            c.displayListRenderer.draw(list, scale: scale)
        }
        #expect(c.pixel(x: 5, y: 5) == Color(hex: 0x00AA00), "nothing drawn at a scale that is no scale")
        #expect(said.count == 5 && said.allSatisfy { $0.contains("pixels per point was not drawn") }, "\(said)")
    }
}

@Suite("Hostile geometry: sane numbers untouched")
struct PlaceableTests {
    /// A rectangle within reach comes back the same to the last bit: rebuilt from its edges, a 1-point line at x 63.52
    /// was 1.000000000000007 wide, and a crisp hairline is made only for a width of exactly 1.
    @Test func aRectangleWithinReachComesBackUnchanged() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let r = Rect(x: Double.random(in: -3000...3000, using: &generator), y: Double.random(in: -3000...3000, using: &generator),
                         width: [1, 0.5, 8, Double.random(in: -50...5000, using: &generator)].randomElement(using: &generator)!,
                         height: Double.random(in: 0...5000, using: &generator))
            #expect(DrawCommand.placed(r) == r)
            #expect(DrawCommand.fill(r, Color(hex: 0)).placeable == .fill(r, Color(hex: 0)))
        }
        #expect(DrawCommand.placed(Rect(x: 63.52, y: 0, width: 1, height: 10))?.width == 1)
        #expect(DrawCommand.placed(Rect(x: -.infinity, y: 0, width: .infinity, height: 10)) == nil, "-inf + inf is no number")
        #expect(DrawCommand.placed(Rect(x: 10, y: 0, width: .infinity, height: 10)) == Rect(x: 10, y: 0, width: 99_990, height: 10))
    }

    /// At the largest scale, geometry cut to the reach still fits Int32 pixels edge to edge.
    @MainActor @Test func theWidestGeometryAtTheLargestScaleDoesNotOverflow() throws {
        let c = try OffscreenCanvas(size: Size(width: 1, height: 1), scale: CanvasLimits.largestScale, fontPath: FontLocator.fontPath(explicitPath: nil))
        var list = DisplayList()
        list.fill(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), Color(hex: 0x0000FF))
        c.draw(list)
        #expect(c.pixel(x: 5000, y: 5000) == Color(hex: 0x0000FF))
        #expect(throws: CanvasError.notAScale(CanvasLimits.largestScale * 1.5)) {
            _ = try OffscreenCanvas(size: Size(width: 1, height: 1), scale: CanvasLimits.largestScale * 1.5, fontPath: FontLocator.fontPath(explicitPath: nil))
        }
    }
}
