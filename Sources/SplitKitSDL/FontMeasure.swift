// Text widths from the font file the renderer draws with, for SplitKit's toolbar layout (TextMeasure).
import CSDL2
import Foundation
import SplitKit

/// Measures strings with SDL_ttf at the pixel size a scale gives, so layout decisions match what is drawn.
///
/// SDL_ttf is not thread-safe; a lock makes the measurer usable from any thread (layout normally runs on the
/// main thread, and the lock is then uncontended).
public final class FontMeasure: @unchecked Sendable {
    private struct WidthKey: Hashable {
        var text: String
        var font: FontKey
    }
    private let fontPath: String
    private let fontFile: FontFile
    private let lock = NSLock()
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var widths: [WidthKey: Int32] = [:]

    /// A measurer for the font file at `fontPath`; fails when SDL_ttf cannot open it.
    public init(fontPath: String) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.ttf("Starting SDL_ttf") }
        self.fontPath = fontPath
        fontFile = FontFile(path: fontPath)
        lock.lock()
        defer { lock.unlock() }
        guard font(FontKey(pixelSize: 16, weight: .regular)) != nil else {
            throw SDLError.ttf("Opening the font '\(fontPath)'", hint: "Pass --font with the path of a working .ttf or .otf file")
        }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    private func font(_ key: FontKey) -> OpaquePointer? {
        if let font = fonts[key] { return font }
        guard let font = fontFile.open(key) else { return nil }
        fonts[key] = font
        return font
    }

    /// The width in device pixels of `text` in `style` at `scale` pixels per point (nil if the font failed).
    public func pixelWidth(of text: String, style: TextStyle, scale: Double) -> Int32? {
        let key = WidthKey(text: text, font: FontKey(style, scale: scale))
        lock.lock()
        defer { lock.unlock() }
        if let known = widths[key] { return known }
        guard let font = font(key.font) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else { return nil }
        if widths.count > 4096 { widths.removeAll(keepingCapacity: true) }  // a bound on memory, refilled as needed
        widths[key] = w
        return w
    }

    /// A ``TextMeasure`` in points for drawing at `scale`; falls back to the estimate if the font fails.
    public func textMeasure(scale: Double) -> TextMeasure {
        let scale = scale > 0 ? scale : 1
        return TextMeasure(id: "\(fontPath)@\(scale)") { [self] text, style in
            pixelWidth(of: text, style: style, scale: scale).map { Double($0) / scale }
                ?? TextMeasure.estimated.width(of: text, style: style)
        }
    }
}
