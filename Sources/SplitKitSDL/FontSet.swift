// The fonts of one font file at every pixel size and weight in use, opened once and shared by drawing
// (TextCache) and measuring (SplitKit's TextMeasure), so both see the same glyphs and widths.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc
import SplitKit

/// One opened font: its pixel size and weight.
struct FontKey: Hashable, Sendable {
    var pixelSize: Int
    var weight: FontWeight

    init(pixelSize: Int, weight: FontWeight) {
        self.pixelSize = pixelSize
        self.weight = weight
    }

    /// The font text in `style` needs at `scale` pixels per point.
    init(_ style: TextStyle, scale: Double) {
        // A size that is no size (an app's bad arithmetic) is measured at 1 pixel rather than trapping; a huge one as the
        // renderer draws it (TextStyle.largestDrawnSize), at a scale it draws at.
        let size = min(style.size, TextStyle.largestDrawnSize), pixels = (size * min(scale, CanvasLimits.largestScale)).rounded()
        self.init(pixelSize: pixels.isNaN ? 1 : Int(max(pixels, 1)), weight: style.weight)
    }
}

/// A font file's faces at every size in use, with the width of each string measured so far.
///
/// Bold comes from the family's bold file beside the regular one when there is one
/// (``FontLocator/boldPath(forRegular:)``), else SDL_ttf emboldens the regular glyphs. SDL_ttf is not
/// thread-safe, and all its fonts share one FreeType library, so every SDL_ttf call of every set goes through
/// one lock: a set is usable from any thread, and may even be released on one (a TextMeasure in a value keeps
/// it alive). Drawing and layout run on the main thread, where the lock is uncontended.
public final class FontSet: @unchecked Sendable {
    private struct WidthKey: Hashable {
        var text: String
        var font: FontKey
        var base: TextRuns.Base
    }
    /// The font file.
    public let path: String
    private let boldPath: String?
    /// The lock around SDL_ttf, for every set.
    private static let ttf = SystemLock()
    /// The fonts open, one per face and style whatever the sizes (``SizedFaces``); used with the lock held.
    var faces = SizedFaces()
    /// The sizes and weights of the set's own font that text has used, with the font that draws each (one font for
    /// every size of a face); read and written with the lock held.
    private(set) var fonts: [FontKey: OpaquePointer] = [:]
    private var widths: [WidthKey: Int32] = [:]
    /// Fallback faces (``TextRun/face`` 1, 2 …), found through fontconfig as text needs them.
    var fallbackFiles: [FallbackFace] = []
    /// The face that draws each character seen outside the simple range (0: this set's own font), by its scalar value
    /// with ``emojiBit`` set when it is shown as an emoji.
    var faceOfScalar: [UInt32: Int] = [:]
    /// Set in a ``faceOfScalar`` key for a character shown as an emoji (scalar values end at U+10FFFF).
    static let emojiBit: UInt32 = 0x8000_0000
    /// The sizes each fallback face has been used at, with its font (one for every size).
    var fallbackFonts: [FallbackKey: OpaquePointer] = [:]
    /// Whether this SDL_ttf shapes a run in the direction it is given (built with HarfBuzz), as `TTF_SetFontDirection`
    /// said when ``prepare(_:)`` last set a run's direction; nil before the set's first run. The set's own state
    /// rather than a process-wide one (STYLE.md: no global mutable state); nothing decides on it, it is for diagnosis.
    var directionHonoured: Bool?
    /// The runs of each line measured or drawn so far that is not simple (``TextRuns/isSimple(_:base:)``), by line and
    /// paragraph direction.
    var runsOfText: [RunsKey: [TextRun]] = [:]
    struct RunsKey: Hashable {
        var text: String
        var base: TextRuns.Base
    }
    /// Caret positions in lines that are not simple, by line, caret (in scalars) and font.
    var carets: [CaretKey: Int32] = [:]
    /// The width of each run measured so far (``runWidth(_:_:)``): a line's runs are measured for its width, for its
    /// caret and again when the line around them changes, and a run of 288 colour emoji costs SDL_ttf 20–36 ms a time.
    var runWidths: [RunKey: Int32] = [:]
    /// Each character of a colour run drawn and resampled to its line's size (``colourCluster(_:_:alpha:)``), with its
    /// width: decoding a colour glyph's picture costs FreeType about 0.2 ms, so each is decoded once, not once to
    /// measure and again to draw, and not again for the next line that shows it.
    var colourClusters: [RunKey: ColourCluster] = [:]
    /// A run as SDL_ttf shapes it: its text, direction, script, open font and size, the scale its pixels are brought
    /// to, and (to draw) its colour.
    struct RunKey: Hashable {
        var text: String
        var isRightToLeft: Bool
        var script: String
        var font: OpaquePointer
        var pixelSize: Int
        var scale: Double
        var color: Color?
    }
    /// How many runs SDL_ttf has shaped for this set, to measure or to draw (tests use it to prove that text measured
    /// once is not shaped again).
    var runsShaped = 0
    /// How many times a face with a character was looked for, in ``answers`` or through fontconfig (tests use it to
    /// prove lookups are spared).
    var fallbackLookups = 0
    /// fontconfig's answers, kept from earlier runs when the app gives a file for them.
    let answers: FontconfigAnswers
    struct CaretKey: Hashable {
        var text: String
        var scalars: Int
        var font: FontKey
        var base: TextRuns.Base
    }
    struct FallbackKey: Hashable {
        var face: Int
        var font: FontKey
    }

    /// The faces of the font file at `path`, with fallback faces found through `answers` (by default fontconfig's,
    /// kept in memory only); fails when SDL_ttf cannot open it.
    public init(path: String, answers: FontconfigAnswers = FontconfigAnswers(file: nil)) throws {
        self.answers = answers
        try Self.ttf.withLock {
            if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.ttf("Starting SDL_ttf") }
        }
        self.path = path
        boldPath = FontLocator.boldPath(forRegular: path)
        // Fail early on an unusable font file. The face stays open: text of every size is drawn by it, resized
        // (SizedFaces), so the first frame does not open it again; a window opens its set on a thread of its own
        // (`FontPreparation`) while SDL's video starts.
        try Self.ttf.withLock { _ = try faces.font(path, index: 0, pixelSize: 16, style: TTF_STYLE_NORMAL) }
    }

    deinit {
        Self.ttf.withLock {
            faces.closeAll()
            for cluster in colourClusters.values { SDL_FreeSurface(cluster.surface) }
        }
    }

    /// Runs `body` with the font for `key` (opened on first use), holding the lock: SDL_ttf calls on it go here.
    func withFont<T>(_ key: FontKey, _ body: (OpaquePointer) throws -> T) throws -> T {
        try withLock { try body(try font(key)) }
    }

    /// Runs `body` holding the lock around SDL_ttf.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try Self.ttf.withLock(body)
    }

    /// The open font for `key`, set to its size (opened on first use); call with the lock held.
    func font(_ key: FontKey) throws -> OpaquePointer {
        let face = key.weight == .bold ? boldPath ?? path : path
        let style = key.weight == .bold && boldPath == nil ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL
        let font = try faces.font(face, index: 0, pixelSize: key.pixelSize, style: style)
        fonts[key] = font
        return font
    }

    /// The face `index` of the file at `path` opened by SDL_ttf at `pixelSize`, read through
    /// `csdl_platform_font_file` (a few cached blocks, rather than a seek and a read of the file per glyph) with light
    /// hinting, as every face here is drawn; throws ``FontError/cannotOpen(path:pixelSize:reason:)`` with SDL's reason
    /// when it cannot be opened. Call with the lock held.
    static func openFont(_ path: String, index: Int, pixelSize: Int) throws(FontError) -> OpaquePointer {
        guard let file = csdl_platform_font_file(path),
            let font = TTF_OpenFontIndexRW(file, 1, Int32(pixelSize), index)  // 1: SDL_ttf closes the file with the font, or now if it fails
        else { throw .cannotOpen(path: path, pixelSize: pixelSize, reason: String(cString: csdl_ttf_get_error())) }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        return font
    }

    /// The width in device pixels of `text` in `style` at `scale` pixels per point (0 for an empty string), read in the
    /// style's direction (`TextDirection.interface`, not resolved by then, as left to right), remembered per string,
    /// font and direction.
    public func pixelWidth(of text: String, style: TextStyle, scale: Double) throws -> Int32 {
        guard !text.isEmpty else { return 0 }
        let key = WidthKey(text: text, font: FontKey(style, scale: scale), base: TextRuns.Base(style.direction))
        return try withLock {
            if let known = widths[key] { return known }
            var total: Int32 = 0
            for shaped in try shapedRuns(of: text, key.font, base: key.base) { total += try runWidth(shaped.run.text, shaped) }
            if widths.count > 4096 { widths.removeAll(keepingCapacity: true) }  // a bound on memory, refilled as needed
            widths[key] = total
            return total
        }
    }

    /// The line height in device pixels of `style` at `scale`.
    public func lineHeight(style: TextStyle, scale: Double) throws -> Int32 {
        try withFont(FontKey(style, scale: scale)) { TTF_FontHeight($0) }
    }

    /// A `TextMeasure` in points for drawing at `scale`; falls back to the estimate if the font fails.
    public func textMeasure(scale: Double) -> TextMeasure {
        let scale = scale > 0 ? scale : 1
        return TextMeasure(id: "\(path)@\(scale)", width: { [self] text, style in
            (try? pixelWidth(of: text, style: style, scale: scale)).map { Double($0) / scale }
                ?? TextMeasure.estimated.width(of: text, style: style)
        }, caret: { [self] text, offset, style in
            (try? caretPixelX(in: text, at: offset, style: style, scale: scale)).map { Double($0) / scale }
                ?? TextMeasure.estimated.width(of: String(text.prefix(offset)), style: style)
        })
    }
}
