// Fallback faces that are not plain outlines: colour emoji (Noto Color Emoji's bitmaps, which SDL_ttf draws at their
// one size) brought to the line's size and measured at the scale they are drawn at, in their own colours.
import CSDL2
import SplitKit

/// A fallback face found through fontconfig: its file and face index, and what SDL_ttf makes of its glyphs.
struct FallbackFace: Hashable, Sendable {
    /// The font file.
    var path: String
    /// The face in the file.
    var index: Int
    /// False for a font of bitmap strikes only, such as Noto Color Emoji (one strike, 109 pixels per em): SDL_ttf
    /// 2.20 takes the size such a font is opened at as the index of a strike and draws its glyphs at the strike's size.
    var hasOutlines: Bool
    /// True for a colour font: SDL_ttf copies its colour glyphs' pixels as FreeType gives them (BGRA, premultiplied
    /// by alpha) whatever colour the text is drawn in.
    var hasColour: Bool
}

extension FontKey {
    /// What a face of bitmap strikes is opened at, whatever the size of the line: its first strike (SDL_ttf takes the
    /// size of a font without outlines as the index of a strike), one open font for every size.
    static let firstStrike = FontKey(pixelSize: 0, weight: .regular)

    /// What fallback `face` is opened and drawn at for text at this key: this key for a face of outlines, its first
    /// strike for a face of bitmap strikes.
    func forFace(_ face: FallbackFace) -> FontKey {
        face.hasOutlines ? self : .firstStrike
    }
}

/// A character of a colour run drawn at its line's size (``FontSet/colourCluster(_:_:alpha:)``): the set keeps it.
struct ColourCluster {
    /// Its pixels, straight alpha ARGB8888; the set frees it.
    var surface: UnsafeMutablePointer<SDL_Surface>
    /// Its width in the line's pixels.
    var width: Int32
}

/// A run with the open font that draws it, set to the run's direction and script before each use
/// (``FontSet/prepare(_:)``), and how its pixels become the line's.
struct ShapedRun {
    /// The run.
    var run: TextRun
    /// The open font that draws it.
    var font: OpaquePointer
    /// The pixel size it is drawn at, which ``FontSet/prepare(_:)`` sets the font to (``SizedFaces``).
    var pixelSize: Int
    /// Pixels of the line per pixel SDL_ttf draws: 1, or for a face of bitmap strikes the line's height (the set's own
    /// font's at this size) over the strike's.
    var scale: Double = 1
    /// Whether the run is drawn in a colour font (see ``FallbackFace/hasColour``).
    var hasColour = false

    /// `length` in pixels as SDL_ttf draws the run, in the line's pixels: the one rounding that measuring
    /// (``FontSet/runWidth(_:_:)``) and drawing (``FontSet/renderRun(_:color:)``) share, so both agree.
    func scaled(_ length: Int32) -> Int32 {
        scale == 1 ? length : Int32((Double(length) * scale).rounded())
    }

    /// What identifies `text`, shaped as this run, for the set's caches (``FontSet/runWidths``), drawn in `color`
    /// when it is drawn.
    func key(_ text: String, color: Color? = nil) -> FontSet.RunKey {
        FontSet.RunKey(text: text, isRightToLeft: run.isRightToLeft, script: run.script, font: font, pixelSize: pixelSize, scale: scale,
                       color: color)
    }

    /// The font's ascent in the line's pixels; call with the lock held.
    var ascent: Int32 { scaled(TTF_FontAscent(font)) }
    /// The font's height in the line's pixels; call with the lock held.
    var height: Int32 { scaled(TTF_FontHeight(font)) }
}

extension FontSet {
    /// `run`, of a fallback face, with its open font and scale; call with the lock held. A face of bitmap strikes is
    /// scaled so that its height is the set's own font's at `key`: the emoji as tall as the line, which does not grow.
    func shapedFallback(_ run: TextRun, _ key: FontKey, primary: OpaquePointer) throws -> ShapedRun {
        let face = fallbackFiles[run.face - 1], font = try fallbackFont(run.face, key)
        let scale = face.hasOutlines ? 1 : Double(TTF_FontHeight(primary)) / Double(max(1, TTF_FontHeight(font)))
        return ShapedRun(run: run, font: font, pixelSize: key.forFace(face).pixelSize, scale: scale, hasColour: face.hasColour)
    }

    /// Draws `shaped`'s run in `color` as it is measured (``runWidth(_:_:)``): a surface as wide as that, straight
    /// alpha in ARGB8888, which the caller frees; nil when SDL_ttf draws nothing. Call with the lock held.
    ///
    /// Glyphs of a colour font keep their own colours, only the text's alpha applies to them. SDL_ttf copies them
    /// premultiplied by alpha, as FreeType gives them, into a surface read as straight alpha, which would darken
    /// their edges; so such a run is drawn in opaque black (any glyph of the font without colour then comes out
    /// premultiplied too: black is the same either way), resampled to the line's size in premultiplied alpha and
    /// written back with straight alpha (``GlyphScaler``) — a character at a time, each kept once drawn
    /// (``renderColourRun(_:alpha:)``).
    func renderRun(_ shaped: ShapedRun, color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
        if shaped.hasColour { return renderColourRun(shaped, alpha: color.alpha) }
        guard (try? prepare(shaped)) != nil else { return nil }
        runsShaped += 1
        let textColour = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        guard let drawn = TTF_RenderUTF8_Blended(shaped.font, shaped.run.text, textColour) else { return nil }
        guard shaped.scale != 1 else { return drawn }
        defer { SDL_FreeSurface(drawn) }
        return GlyphScaler.resampled(drawn, width: shaped.scaled(drawn.pointee.w), height: shaped.scaled(drawn.pointee.h),
                                     premultiplied: false, opacity: 255)
    }

    /// `shaped`'s colour run at the text's `alpha`: its characters side by side, each as ``colourCluster(_:_:alpha:)``
    /// keeps it, in visual order (right to left, the last typed first). Emoji do not join or kern across characters, so
    /// this is how SDL_ttf would draw the run, without decoding a picture seen before. The caller frees it; nil when it
    /// draws nothing. Call with the lock held.
    func renderColourRun(_ shaped: ShapedRun, alpha: UInt8) -> UnsafeMutablePointer<SDL_Surface>? {
        makeRoomForColourClusters(shaped.run.text.count)
        var clusters = shaped.run.text.compactMap { colourCluster(String($0), shaped, alpha: alpha) }
        if shaped.run.isRightToLeft { clusters.reverse() }
        let width = clusters.reduce(0) { $0 + $1.width }, height = clusters.map(\.surface.pointee.h).max() ?? 0
        guard width > 0, height > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, csdl_pixelformat_argb8888())
        else { return nil }
        var x: Int32 = 0
        for cluster in clusters {
            SDL_SetSurfaceBlendMode(cluster.surface, SDL_BLENDMODE_NONE)  // copied as it is onto the clear line
            var to = SDL_Rect(x: x, y: 0, w: cluster.surface.pointee.w, h: cluster.surface.pointee.h)
            SDL_UpperBlit(cluster.surface, nil, line, &to)
            x += cluster.width
        }
        return line
    }

    /// The width of `text` (whole characters of `shaped`'s colour run) as ``renderColourRun(_:alpha:)`` draws it.
    func colourWidth(of text: String, _ shaped: ShapedRun) -> Int32 {
        makeRoomForColourClusters(text.count)
        return text.reduce(0) { $0 + (colourCluster(String($1), shaped, alpha: 255)?.width ?? 0) }
    }

    /// Empties the kept characters (``colourClusters``) when `coming` more could take them past their bound (512, a few
    /// megabytes): done before a run looks any up, never while it holds some — emptying then freed pictures the run
    /// was about to draw.
    func makeRoomForColourClusters(_ coming: Int) {
        guard colourClusters.count + coming > 512 else { return }
        for cluster in colourClusters.values { SDL_FreeSurface(cluster.surface) }
        colourClusters.removeAll(keepingCapacity: true)
    }

    /// One character of a colour run, drawn by SDL_ttf in the run's direction and script and resampled to the line's
    /// size at the text's `alpha`, with its width; kept (``colourClusters``), so its picture is decoded once. Nil when
    /// SDL_ttf draws nothing. Call with the lock held.
    func colourCluster(_ text: String, _ shaped: ShapedRun, alpha: UInt8) -> ColourCluster? {
        let key = shaped.key(text, color: Color(red: 0, green: 0, blue: 0, alpha: alpha))
        if let known = colourClusters[key] { return known }
        guard (try? prepare(shaped)) != nil else { return nil }
        runsShaped += 1
        guard let drawn = TTF_RenderUTF8_Blended(shaped.font, text, SDL_Color(r: 0, g: 0, b: 0, a: 255)) else { return nil }
        defer { SDL_FreeSurface(drawn) }
        let width = shaped.scaled(drawn.pointee.w)
        guard let surface = GlyphScaler.resampled(drawn, width: width, height: shaped.scaled(drawn.pointee.h), premultiplied: true,
                                                  opacity: alpha)
        else { return nil }
        let cluster = ColourCluster(surface: surface, width: width)
        colourClusters[key] = cluster
        return cluster
    }
}
