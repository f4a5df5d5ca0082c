// A window-less drawing target: a memory surface with SDL's software renderer, for headless runs and tests.
import CSDL2
import CSDLPlatform
import SplitKit

/// Draws display lists into memory with the software renderer; needs no video driver and no `SDL_Init`.
@MainActor
public final class OffscreenCanvas {
    /// Size in points.
    public private(set) var size: Size
    /// Device pixels per point.
    public let scale: Double
    private var surface: UnsafeMutablePointer<SDL_Surface>
    private var renderer: OpaquePointer
    private let fonts: FontSet
    /// Whether texts are drawn from an atlas, as a GPU renderer draws them (tests compare the two ways).
    private let packedText: Bool
    /// Text widths from the canvas's font at its scale, for the split's appearance (see `AppWindow.textMeasure`).
    public var textMeasure: TextMeasure { fonts.textMeasure(scale: scale) }
    /// The interpreter drawing into the surface; replaced when the canvas is resized.
    public private(set) var displayListRenderer: DisplayListRenderer
    /// Told once about each text that could not be drawn (it is skipped); by default a line on standard error.
    public var reportProblem: (String) -> Void {
        get { displayListRenderer.reportProblem }
        set { displayListRenderer.reportProblem = newValue }
    }

    /// Creates a canvas `size` points large at `scale` pixels per point; throws ``CanvasError`` when that is more than
    /// ``CanvasLimits/largestPixelSide`` pixels either way, or the size or scale is not a finite number above 0.
    public convenience init(size: Size, scale: Double = 1, fontPath: String) throws {
        try self.init(size: size, scale: scale, fontPath: fontPath, packedText: false)
    }

    /// As ``init(size:scale:fontPath:)``; `packedText` draws texts from an atlas as a GPU renderer does (for tests).
    init(size: Size, scale: Double, fontPath: String, packedText: Bool) throws {
        self.packedText = packedText
        try CanvasLimits.check(size, scale: scale)
        self.size = size
        self.scale = scale
        fonts = try FontSet(path: fontPath)  // first: a font that fails leaves no surface behind
        (surface, renderer) = try Self.makeSurface(size: size, scale: scale)
        displayListRenderer = DisplayListRenderer(renderer: renderer, fonts: fonts, packedText: packedText)
    }

    isolated deinit {
        displayListRenderer.releaseTextures()  // before the renderer that owns them goes
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    private static func makeSurface(size: Size, scale: Double) throws -> (
        UnsafeMutablePointer<SDL_Surface>, OpaquePointer
    ) {
        let w = max(1, Int32((size.width * scale).rounded())), h = max(1, Int32((size.height * scale).rounded()))
        // In PNG's byte order, so a shot or a recorded frame is written from the canvas itself: in SDL's usual ARGB
        // SDL_image first made a converted copy, 1 GB more at the largest canvas (2.1 GB in all).
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, csdl_pixelformat_rgba32()) else {
            throw SDLError.sdl("Creating a \(w)×\(h) drawing surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.sdl("Creating the software renderer")
        }
        return (surface, renderer)
    }

    /// Changes the canvas size (a headless window resize). Text textures are re-made for the new renderer. The old
    /// pixels go before the new ones are made, so a resize never holds two frames' worth (two 1 GB buffers at the
    /// largest); throws ``CanvasError`` for a size over ``CanvasLimits/largestPixelSide`` or one that is not a finite
    /// number of points above 0, leaving the canvas as it was.
    public func resize(to newSize: Size) throws {
        guard newSize != size else { return }
        try CanvasLimits.check(newSize, scale: scale)
        let report = displayListRenderer.reportProblem
        displayListRenderer.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        let made: (UnsafeMutablePointer<SDL_Surface>, OpaquePointer)
        do {
            made = try Self.makeSurface(size: newSize, scale: scale)
        } catch {
            (surface, renderer) = try Self.makeSurface(size: size, scale: scale)  // the old size again, blank
            displayListRenderer = DisplayListRenderer(renderer: renderer, fonts: fonts, packedText: packedText)
            displayListRenderer.reportProblem = report
            throw error
        }
        (surface, renderer) = made
        displayListRenderer = DisplayListRenderer(renderer: renderer, fonts: fonts, packedText: packedText)
        displayListRenderer.reportProblem = report
        size = newSize
    }

    /// Draws a frame into the surface, over what is there.
    public func draw(_ list: DisplayList) {
        displayListRenderer.draw(list, scale: scale)
        SDL_RenderPresent(renderer)
    }

    /// The colour of the device pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> Color {
        let s = surface.pointee
        guard x >= 0, y >= 0, x < Int(s.w), y < Int(s.h) else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let bytes = s.pixels.advanced(by: y * Int(s.pitch) + x * 4).assumingMemoryBound(to: UInt8.self)  // R, G, B, A
        return Color(hex: UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2]), alpha: bytes[3])
    }

    /// The canvas's pixel format (SDL_PIXELFORMAT_RGBA32: PNG's byte order).
    var pixelFormat: UInt32 { surface.pointee.format.pointee.format }

    /// Writes the canvas as a PNG file; throws ``ScreenshotError`` when the name cannot be a file's, or the file
    /// did not come out whole (a full disk; the incomplete file is removed).
    public func savePNG(to path: String) throws {
        try PNGFile.write(to: path) { csdl_platform_save_png(surface, $0) == 0 ? nil : String(cString: SDL_GetError()) }
    }
}
