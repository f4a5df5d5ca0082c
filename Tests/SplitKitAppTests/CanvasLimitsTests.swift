// The canvas's pixel limit, and memory that follows the size drawn now rather than the largest one seen.
import CSDL2
import Testing
import SplitKit
@testable import SplitKitApp
@testable import SplitKitSDL

@MainActor
@Suite("Canvas limits")
struct CanvasLimitsTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    @Test func theLargestSideInPointsShrinksWithTheScale() {
        #expect(CanvasLimits.largestSide(atScale: 1) == 8192)
        #expect(CanvasLimits.largestSide(atScale: 2) == 8192)
        #expect(CanvasLimits.largestSide(atScale: 3) == 5461)
        #expect(CanvasLimits.largestSide(atScale: 2.5) == 6553)
        for scale in [1.25, 1.5, 1.75, 2.25, 2.5, 2.75, 3] {
            let side = CanvasLimits.largestSide(atScale: scale)
            #expect(CanvasLimits.problem(Size(width: side, height: side), scale: scale) == nil, "\(scale)")
            if side < 8192 {  // else the window's limit in points comes first
                #expect(CanvasLimits.problem(Size(width: side + 1, height: side), scale: scale) != nil, "\(scale)")
            }
        }
    }

    @Test func aWindowKeepsToTheLargestSizeItsScaleAllows() {
        // A window 8192 points wide at the desktop's scale 3 would be 24576 pixels: it is kept to 5461 points.
        #expect(AppWindow.largestSize(atScale: 1) == AppWindow.largestSize)
        #expect(AppWindow.largestSize(atScale: 3) == Size(width: 5461, height: 5461))
    }

    @Test func aCanvasPastTheLimitIsRefusedAndAResizePastItLeavesTheCanvasAsItWas() throws {
        let error = #expect(throws: CanvasError.self) {
            _ = try OffscreenCanvas(size: Size(width: 8192, height: 8192), scale: 3, fontPath: font)
        }
        #expect(error?.description == "Cannot draw a canvas of 8192 × 8192 points at 3 pixels per point are 24576 × 24576 pixels "
            + "(2.3 GB a frame); a canvas is at most 16384 pixels each way (1 GB): at this scale at most 5461 × 5461 points.")
        let canvas = try OffscreenCanvas(size: Size(width: 100, height: 80), scale: 3, fontPath: font)
        #expect(throws: CanvasError.tooLarge(size: Size(width: 6000, height: 80), scale: 3)) {
            try canvas.resize(to: Size(width: 6000, height: 80))
        }
        #expect(canvas.size == Size(width: 100, height: 80))
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 80), Color(hex: 0x336699))
        canvas.draw(list)
        #expect(canvas.pixel(x: 299, y: 239) == Color(hex: 0x336699))
    }

    /// A size or scale that is no number above 0 is named as such, not taken for "1000000000000 pixels (3725 GB)", and
    /// a canvas is not made at a scale of 0 or less (it drew nothing there).
    @Test func aSizeOrScaleThatIsNoNumberAboveZeroIsRefusedAsSuch() throws {
        for bad in [Size(width: .nan, height: 10), Size(width: 10, height: .infinity), Size(width: -5, height: 10), Size(width: 10, height: 0)] {
            let error = #expect(throws: CanvasError.self) { _ = try OffscreenCanvas(size: bad, scale: 1, fontPath: font) }
            guard case .notASize? = error else { Issue.record("\(String(describing: error)) for \(bad)"); continue }
        }
        for scale in [Double.nan, 0, -1, .infinity, 20_000] {
            let error = #expect(throws: CanvasError.self) { _ = try OffscreenCanvas(size: Size(width: 10, height: 10), scale: scale, fontPath: font) }
            guard case .notAScale? = error else { Issue.record("\(String(describing: error)) at \(scale)"); continue }
        }
        #expect(CanvasError.notAScale(0).description == "Cannot draw at 0 pixels per point: a scale must be a finite number above 0, at most 10000.")
        let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10), fontPath: font)
        let error = #expect(throws: CanvasError.self) { try canvas.resize(to: Size(width: .nan, height: 5)) }
        #expect(error?.description == "Cannot draw a canvas or open a window of nan × 5 points: each side must be a finite number of points above 0.")
        #expect(canvas.size == Size(width: 10, height: 10))
    }

    @Test func theCopyBehindAFadedGroupFollowsTheOutputDownAsWellAsUp() throws {
        let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300), fontPath: font)
        let renderer = canvas.displayListRenderer
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 400, height: 300), Color(hex: 0xFFFFFF))
        list.faded(0.5) { $0.fill(Rect(x: 0, y: 0, width: 400, height: 300), Color(hex: 0xFF0000)) }
        canvas.draw(list)
        #expect(renderer.backdrop.count == 400 * 300, "the software renderer draws a faded group over a copy of what is behind")
        // The same renderer drawing into a smaller target (as a window made smaller does): nothing of the larger size is kept.
        let target = try #require(SDL_CreateTexture(renderer.renderer, csdl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 100, 50))
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(renderer.renderer, target)
        renderer.draw(list, scale: 1)
        SDL_SetRenderTarget(renderer.renderer, nil)
        #expect(renderer.backdrop.count == 100 * 50, "kept \(renderer.backdrop.count) pixels for a 100 × 50 output")
    }
}
