// Text as textures, made once per (string, size, weight, colour) and reused while it stays on screen.
import CSDL2
import SplitKit

/// Turns strings into textures with the fonts of a ``FontSet``, caching the textures.
///
/// A frame that shows the same text as the last one creates no texture: entries are keyed by what
/// they look like and evicted only after they have gone unused for `evictAfterFrames` frames. For a GPU renderer the
/// renderer's texts are packed into a few large textures instead (an atlas), so that they draw in few draw calls.
@MainActor
public final class TextCache {
    private struct TextKey: Hashable {
        var string: String
        var font: FontKey
        var color: Color
        var direction: TextDirection
    }

    private let renderer: OpaquePointer
    /// The fonts text is drawn and measured with.
    public let fonts: FontSet
    /// Each text's texture, with its size in pixels.
    private var textures = TexturesInUse<TextKey, (width: Int32, height: Int32)>()
    private struct FitKey: Hashable {
        var string: String
        var font: FontKey
        var maxWidth: Int32
        var direction: TextDirection
    }
    private var fits: [FitKey: String] = [:]
    /// How many texts cut to a width are remembered before they are all dropped (and refilled at once: the widths they
    /// are cut from stay known to the FontSet). A live resize gives each frame new widths, about 40 texts each in the
    /// mail scene, so the dictionary filled to its bound within a second: at 2048 it held 0.26 MB, 0.35 MB while it
    /// grew, the largest heap block of a resize storm. 512 is a dozen frames of a resize.
    static let fitsKept = 512
    /// How many texts cut to a width are remembered now (tests read it).
    var fitsRemembered: Int { fits.count }
    /// Frames an unused texture survives before it is destroyed.
    public var evictAfterFrames: Int {
        get { textures.evictAfterFrames }
        set {
            textures.evictAfterFrames = newValue
            atlas?.evictAfterFrames = newValue
        }
    }
    /// How many texts this cache has rendered (each into a texture of its own, or into the atlas); tests use it to
    /// prove reuse.
    public private(set) var texturesCreated = 0
    /// How many textures of a single text are alive now (the atlas's pages not counted).
    public var textureCount: Int { textures.count }
    /// The pages texts are packed into for a GPU renderer; nil for SDL's software renderer, which copies a text from
    /// a texture of its own as fast and keeps no pages in memory.
    let atlas: TextAtlas?
    /// Where each text is in the atlas (its size is its place's); forgotten once its page is emptied or destroyed.
    private var placed: [TextKey: TextAtlas.Place] = [:]

    /// A text to copy: a texture of its own (`source` nil), or its place in an atlas page.
    struct Sprite {
        var texture: OpaquePointer
        var source: SDL_Rect?
        var width: Int32
        var height: Int32
    }

    /// Creates a cache drawing with `renderer` in the fonts of `fonts`; texts are packed into an atlas unless the
    /// renderer is SDL's software one.
    public convenience init(renderer: OpaquePointer, fonts: FontSet) {
        self.init(renderer: renderer, fonts: fonts, packed: SDLVideo.rendererName(of: renderer) != "software")
    }

    /// Creates a cache drawing with `renderer` in the fonts of `fonts`, packing texts into an atlas when `packed`.
    init(renderer: OpaquePointer, fonts: FontSet, packed: Bool) {
        self.renderer = renderer
        self.fonts = fonts
        atlas = packed ? TextAtlas(renderer: renderer) : nil
    }

    isolated deinit {
        releaseTextures()
    }

    /// Destroys every text texture (they are made again when next drawn).
    public func releaseTextures() {
        textures.destroyAll()
        atlas?.destroyAll()
        placed = [:]
    }

    /// What to copy for `string` in `style` at `scale` (as ``texture(for:style:scale:)``): its place in the atlas
    /// when the cache packs texts and it fits in a page, else a texture of its own.
    func sprite(for string: String, style: TextStyle, scale: Double) throws -> Sprite? {
        func ownTexture() throws -> Sprite? {
            try texture(for: string, style: style, scale: scale).map { Sprite(texture: $0.texture, source: nil, width: $0.width, height: $0.height) }
        }
        guard let atlas, !string.isEmpty else { return try ownTexture() }
        let key = TextKey(string: string, font: FontKey(style, scale: scale), color: style.color, direction: style.direction)
        if let kept = placed[key], let (texture, rect) = atlas.use(kept) {
            return Sprite(texture: texture, source: rect, width: rect.w, height: rect.h)
        }
        if textures.contains(key) { return try ownTexture() }  // too large for a page: its own texture, as before
        guard let surface = try renderSurface(of: string, style: style, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        texturesCreated += 1
        guard let place = atlas.add(surface), let (texture, rect) = atlas.use(place) else {
            let made = try keepTexture(of: surface, for: key, string: string)
            return Sprite(texture: made.texture, source: nil, width: made.width, height: made.height)
        }
        placed[key] = place
        return Sprite(texture: texture, source: rect, width: rect.w, height: rect.h)
    }

    /// The texture showing `string` in `style` at `scale` device pixels per point, reading in the style's direction
    /// (`TextDirection.interface` as left to right: resolve it first), with its size in pixels.
    public func texture(for string: String, style: TextStyle, scale: Double) throws -> (
        texture: OpaquePointer, width: Int32, height: Int32
    )? {
        guard !string.isEmpty else { return nil }
        let fontKey = FontKey(style, scale: scale)
        let key = TextKey(string: string, font: fontKey, color: style.color, direction: style.direction)
        if let kept = textures.use(key) { return (kept.texture, kept.value.width, kept.value.height) }
        guard let surface = try renderSurface(of: string, style: style, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        texturesCreated += 1
        return try keepTexture(of: surface, for: key, string: string)
    }

    /// `string` drawn into a new surface; nil when it has only invisible characters.
    private func renderSurface(of string: String, style: TextStyle, scale: Double) throws -> UnsafeMutablePointer<SDL_Surface>? {
        if try fonts.pixelWidth(of: string, style: style, scale: scale) == 0 { return nil }
        guard let surface = try fonts.renderSurface(of: string, style: style, scale: scale) else { throw SDLError.ttf("Rendering the text") }
        return surface
    }

    /// A texture of its own made from `surface`, kept for `key`.
    private func keepTexture(of surface: UnsafeMutablePointer<SDL_Surface>, for key: TextKey, string: String) throws -> (
        texture: OpaquePointer, width: Int32, height: Int32
    ) {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw SDLError.sdl("Making a texture for the text '\(string)'")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let (width, height) = (surface.pointee.w, surface.pointee.h)
        textures.keep(texture, (width, height), for: key)
        return (texture, width, height)
    }

    /// Width in pixels of `string` drawn in `style` at `scale` (0 for an empty string).
    public func width(of string: String, style: TextStyle, scale: Double) throws -> Int32 {
        try fonts.pixelWidth(of: string, style: style, scale: scale)
    }

    /// `string` as drawn in a box `maxWidth` pixels wide: itself when it fits, else its longest beginning that
    /// fits followed by "…" — at the logical end, so the side the line ends on: the left in a right-to-left line —
    /// or empty when not even "…" fits. Remembered per string, style and width.
    public func fitted(_ string: String, style: TextStyle, scale: Double, maxWidth: Int32) throws -> String {
        let key = FitKey(string: string, font: FontKey(style, scale: scale), maxWidth: maxWidth, direction: style.direction)
        if let known = fits[key] { return known }
        let result = try fitting(string, style: style, scale: scale, maxWidth: maxWidth)
        if fits.count >= Self.fitsKept { fits.removeAll(keepingCapacity: true) }  // a bound, not a policy: refilled at once
        fits[key] = result
        return result
    }

    private func fitting(_ string: String, style: TextStyle, scale: Double, maxWidth: Int32) throws -> String {
        if try width(of: string, style: style, scale: scale) <= maxWidth { return string }
        let characters = Array(string)
        func cut(_ count: Int) -> String {
            String(characters[0..<count]).trimmingTrailingSpaces + "…"
        }
        guard try width(of: "…", style: style, scale: scale) <= maxWidth else { return "" }
        var low = 0, high = characters.count - 1  // cut(low) fits; find the largest count that does
        while low < high {
            let mid = (low + high + 1) / 2
            if try width(of: cut(mid), style: style, scale: scale) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return cut(low)
    }

    /// Line height in pixels of `style` at `scale`.
    public func lineHeight(style: TextStyle, scale: Double) throws -> Int32 {
        try fonts.lineHeight(style: style, scale: scale)
    }

    /// Marks the end of a frame and destroys textures that have not been used for a while.
    public func endFrame() {
        textures.endFrame()
        guard let atlas, atlas.endFrame() else { return }
        placed = placed.filter { atlas.holds($0.value) }  // a page was destroyed: its texts are made again when drawn
    }
}

extension String {
    /// The string without spaces at its end (so a cut reads "Ava…", not "Ava …").
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
