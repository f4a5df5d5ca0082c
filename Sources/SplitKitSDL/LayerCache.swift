// Offscreen target textures for faded groups, kept by pixel size and reused from frame to frame.
import CSDL2
import CSDLPlatform  // for SDL_TRUE: see ModuleImportsTests

/// An offscreen texture a faded group is drawn into before it is shown at its opacity.
struct Layer {
    /// How a layer is started and shown; both give a group's drawing blended once at the group's opacity.
    enum Compositing {
        /// Drawn over transparency (which leaves premultiplied colour) and shown with a blend mode for
        /// premultiplied colour: exact over anything, translucent colours included. Needs a custom blend mode,
        /// which GPU renderers have.
        case premultiplied
        /// Drawn over a copy of what is behind, in a layer without alpha, and shown by plain alpha blending:
        /// exact over opaque output (a window, a canvas the split has filled). For the software renderer, which
        /// has no custom blend modes; blending a layer without alpha is also its fast path (about 20 times
        /// faster than one with per-pixel alpha), and copying what is behind costs about as much again.
        case overBackdrop
    }

    /// The render-target texture, as large as the output it is shown on.
    let texture: OpaquePointer
    /// Its size in pixels.
    let size: LayerCache.PixelSize
    /// How it is started and shown.
    let compositing: Compositing
}

/// Render-target textures for group opacity, kept per pixel size so a fade draws without making textures.
///
/// A layer is taken for a group and given back when the group has been shown; nested groups take one each.
/// `texturesCreated` lets tests prove the reuse.
@MainActor
final class LayerCache {
    /// A texture size in pixels.
    struct PixelSize: Hashable {
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    /// Layers not in use, by size.
    private var spare: [PixelSize: [Layer]] = [:]
    /// How many layer textures this cache has made.
    private(set) var texturesCreated = 0

    /// The blend mode for premultiplied colour: source × 1 + destination × (1 − source alpha).
    private static let premultipliedOver = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// Creates a cache for `renderer`.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        releaseTextures()
    }

    /// A layer `size` pixels large, spare or new; nil when the renderer cannot draw into textures.
    func take(_ size: PixelSize) -> Layer? {
        if let layer = spare[size]?.popLast() { return layer }
        guard size.width > 0, size.height > 0, SDL_RenderTargetSupported(renderer) == SDL_TRUE else { return nil }
        let layer = make(size, .premultiplied, format: csdl_pixelformat_argb8888(), blendMode: Self.premultipliedOver)
            ?? make(size, .overBackdrop, format: SDL_PIXELFORMAT_XRGB8888.rawValue, blendMode: SDL_BLENDMODE_BLEND)
        if layer != nil { texturesCreated += 1 }
        return layer
    }

    /// A new target texture shown with `blendMode`; nil when the renderer has no such texture or blend mode.
    private func make(_ size: PixelSize, _ compositing: Layer.Compositing, format: UInt32, blendMode: SDL_BlendMode) -> Layer? {
        let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
        guard let texture = SDL_CreateTexture(renderer, format, access, size.width, size.height) else { return nil }
        guard SDL_SetTextureBlendMode(texture, blendMode) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        return Layer(texture: texture, size: size, compositing: compositing)
    }

    /// Gives back a layer taken with ``take(_:)`` for later groups.
    func giveBack(_ layer: Layer) {
        spare[layer.size, default: []].append(layer)
    }

    /// Destroys spare layers of any size but `size` (the output's after a resize): they would not be used again.
    func keepOnly(_ size: PixelSize) {
        for (other, layers) in spare where other != size {
            for layer in layers { SDL_DestroyTexture(layer.texture) }
            spare[other] = nil
        }
    }

    /// Destroys every spare layer (they are made again when next needed).
    func releaseTextures() {
        for layer in spare.values.joined() { SDL_DestroyTexture(layer.texture) }
        spare.removeAll()
    }
}
