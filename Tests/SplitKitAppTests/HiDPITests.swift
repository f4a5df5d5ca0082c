// Issue 13, HiDPI: at 1, 1.5 and 2 pixels per point, text is rasterised at device resolution and 1-point lines
// are whole, even pixels; a window with a forced scale is that many times larger and reports input in points.
import Foundation
import SplitKitTestSupport
import Testing
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

@MainActor
@Suite("HiDPI (forced scale)", .serialized)
struct HiDPITests {
    let font = try! FontLocator.fontPath(explicitPath: nil)
    let white = Color(hex: 0xFFFFFF), red = Color(hex: 0xFF0000)

    func canvas(_ size: Size, scale: Double) throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: size, scale: scale, fontPath: font)
        var background = DisplayList()
        background.fill(Rect(origin: Point(x: 0, y: 0), size: size), white)
        c.draw(background)
        return c
    }

    func pixels(_ c: OffscreenCanvas) -> [Color] {
        let w = Int((c.size.width * c.scale).rounded()), h = Int((c.size.height * c.scale).rounded())
        return (0..<h).flatMap { y in (0..<w).map { c.pixel(x: $0, y: y) } }
    }

    /// Text at `scale` is exactly the text a font `scale` times bigger draws at 1: glyphs made for the device's
    /// pixels, not a small rendering stretched (which would be blurred or blocky).
    @Test(arguments: [1.5, 2.0])
    func textIsRasterisedForTheDevicesPixels(scale: Double) throws {
        let hiDPI = try canvas(Size(width: 160, height: 40), scale: scale)
        var small = DisplayList()
        small.text("Items · Ava", TextStyle(size: 17, weight: .bold, color: Color(hex: 0)), in: Rect(x: 10, y: 0, width: 140, height: 40))
        hiDPI.draw(small)
        let plain = try canvas(Size(width: 160 * scale, height: 40 * scale), scale: 1)
        var big = DisplayList()
        big.text("Items · Ava", TextStyle(size: 17 * scale, weight: .bold, color: Color(hex: 0)),
                 in: Rect(x: 10 * scale, y: 0, width: 140 * scale, height: 40 * scale))
        plain.draw(big)
        #expect(pixels(hiDPI) == pixels(plain))
        #expect(pixels(hiDPI).contains { $0.red < 40 })  // some ink is fully dark: sharp stems
    }

    /// A 1-point line is round(scale) whole pixels wherever it lies: 1, 2 and 2 at 1, 1.5 and 2.
    @Test(arguments: [(1.0, 1), (1.5, 2), (2.0, 2)] as [(Double, Int)])
    func onePointLinesAreWholeEvenPixels(scale: Double, pixels: Int) throws {
        for x in [10.0, 11, 360, 361, 367] {
            let c = try canvas(Size(width: 400, height: 20), scale: scale)
            var list = DisplayList()
            list.verticalLine(x: x, y: 0, height: 20, red)
            list.horizontalLine(x: 0, y: 9, width: 400, red)
            c.draw(list)
            let row = Int(5 * scale), column = Int(200 * scale)
            let across = (0..<Int(400 * scale)).filter { c.pixel(x: $0, y: row) == red }
            let down = (0..<Int(20 * scale)).filter { c.pixel(x: column, y: $0) == red }
            #expect(across.count == pixels && down.count == pixels, "line at \(x) at scale \(scale): \(across), \(down)")
            #expect(across.first == Int((x * scale).rounded()))  // where the point falls
            #expect(across.allSatisfy { c.pixel(x: $0, y: row) == red })  // full colour, no blended edge
        }
    }

    @Test func aForcedScaleMakesTheWindowLargerAndTurnsInputBackIntoPoints() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let window = try AppWindow(title: "scale", size: Size(width: 600, height: 400), minimumSize: Size(width: 320, height: 240),
                                   fontPath: font, scale: 2)
        #expect(window.size == Size(width: 600, height: 400))
        #expect(window.scale == 2)
        window.resize(to: Size(width: 500, height: 300))
        #expect(window.size == Size(width: 500, height: 300))
        let events = window.waitEvents(timeout: 0)
        #expect(events.contains { if case .input(.resize(Size(width: 500, height: 300), _)) = $0 { true } else { false } })
        #expect(WindowEvent.input(.pointerDown(Point(x: 300, y: 120), time: 1)).inPoints(pixelsPerPoint: 2)
                == .input(.pointerDown(Point(x: 150, y: 60), time: 1)))
        #expect(WindowEvent.input(.scroll(dx: 48, dy: 0, at: Point(x: 30, y: 3), time: 1)).inPoints(pixelsPerPoint: 1.5)
                == .input(.scroll(dx: 48, dy: 0, at: Point(x: 20, y: 2), time: 1)))
    }
}

@Suite("Bold face")
struct BoldFaceTests {
    /// Bold text comes from the family's bold file when it sits beside the regular one (crisp at any scale);
    /// only without one does SDL_ttf embolden the regular glyphs.
    @Test func theBoldFileBesideTheRegularOneIsFound() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "NotoSans-Regular.otf", "NotoSans-Bold.otf", "Lonely.ttf"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([0]))
        }
        try FileManager.default.createDirectory(atPath: folder + "/Odd-Bold.ttf", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/Odd.ttf", contents: Data([0]))
        #expect(FontLocator.boldPath(forRegular: folder + "/DejaVuSans.ttf") == folder + "/DejaVuSans-Bold.ttf")
        #expect(FontLocator.boldPath(forRegular: folder + "/NotoSans-Regular.otf") == folder + "/NotoSans-Bold.otf")
        #expect(FontLocator.boldPath(forRegular: folder + "/Lonely.ttf") == nil)
        #expect(FontLocator.boldPath(forRegular: folder + "/Odd.ttf") == nil)  // a folder is no font
        #expect(FontLocator.boldPath(forRegular: folder + "/DejaVuSans-Bold.ttf") == nil)
    }
}
