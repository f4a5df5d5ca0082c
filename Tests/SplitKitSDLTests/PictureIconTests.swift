// An app's picture as a list icon (issue 39): read with SDL_image once, scaled into its square, a missing one said once.
import Foundation
import Testing
import SplitKit
@testable import SplitKitSDL

@MainActor
@Suite("Picture icons", .serialized)
struct PictureIconTests {
    let white = Color(hex: 0xFFFFFF), green = Color(hex: 0x2E7D32)

    func canvas() throws -> OffscreenCanvas {
        let c = try OffscreenCanvas(size: Size(width: 120, height: 60), fontPath: FontLocator.fontPath(explicitPath: nil))
        var background = DisplayList()
        background.fill(Rect(x: 0, y: 0, width: 120, height: 60), white)
        c.draw(background)
        return c
    }

    @Test func aPNGIsScaledIntoTheIconsSquareAndAMissingOneIsSaidOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splitview-icons-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An 8 × 8 green picture, written as a PNG through SDL_image.
        let source = try canvas()
        var square = DisplayList()
        square.fill(Rect(x: 0, y: 0, width: 8, height: 8), green)
        source.draw(square)
        try source.resize(to: Size(width: 8, height: 8))
        source.draw(square)
        try source.savePNG(to: folder + "/green.png")

        let c = try canvas()
        var problems: [String] = []
        c.reportProblem = { problems.append($0) }
        var list = DisplayList()
        list.icon(.image(folder + "/green.png"), in: Rect(x: 0, y: 0, width: 60, height: 60), size: 32, appearance: .light)
        list.icon(.image(folder + "/missing.png"), in: Rect(x: 60, y: 0, width: 60, height: 60), size: 32, appearance: .light)
        c.draw(list)
        c.draw(list)
        #expect(c.pixel(x: 30, y: 30) == green && c.pixel(x: 15, y: 15) == green)  // 32 points square, centred: 14 … 46
        #expect(c.pixel(x: 10, y: 30) == white && c.pixel(x: 90, y: 30) == white)
        #expect(problems.count == 1 && problems.first?.contains("missing.png") == true, "\(problems)")
    }
}
