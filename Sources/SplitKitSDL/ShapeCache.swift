// Anti-aliased corner and shadow textures, made once per size, scale and colour and reused while they are drawn.
import CSDL2
import SplitKit

/// Textures for rounded corners (filled and outlined) and shadow gradients.
///
/// Each is computed once per key (pixel size, colour) by supersampling, so an animated overlay draws
/// only cached textures; `texturesCreated` lets tests prove it. A texture unused for `evictAfterFrames` frames is
/// destroyed, as ``TextCache``'s are, so an app animating a rounded rectangle's colour or radius does not keep one
/// texture for every frame it ever drew.
@MainActor
public final class ShapeCache {
    private enum Key: Hashable {
        case cornerFill(radius: Int, color: Color)
        case cornerRing(radius: Int, thickness: Int, color: Color)
        case shadow(ShadowGradient, pixelsPerPoint: Double)
    }

    /// The largest corner texture's side in pixels. A corner of a larger radius is drawn from one this size, scaled
    /// up smoothly: its edge is softer, and an outline's corner fainter and wider than its straight sides (its
    /// thickness shrinks with the texture), but a huge radius costs at most a 1 MB texture made in a few milliseconds
    /// (a corner 4,000 pixels in radius was a 64 MB texture and 256 million coverage samples, seconds of a frozen
    /// window).
    public static let largestCornerTexture = 512

    private let renderer: OpaquePointer
    private var textures = TexturesInUse<Key, Void>()
    /// Frames an unused texture survives before it is destroyed.
    public var evictAfterFrames: Int {
        get { textures.evictAfterFrames }
        set { textures.evictAfterFrames = newValue }
    }
    /// How many textures this cache has made.
    public private(set) var texturesCreated = 0
    /// How many textures are alive now.
    public var textureCount: Int { textures.count }

    /// Creates a cache for `renderer`.
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        releaseTextures()
    }

    /// Destroys every shape texture (they are made again when next drawn).
    public func releaseTextures() {
        textures.destroyAll()
    }

    /// Marks the end of a frame and destroys textures that have not been used for a while.
    public func endFrame() {
        textures.endFrame()
    }

    /// The top-left corner of a filled rounded rectangle `radius` pixels in radius, to be drawn `radius` pixels
    /// square: a texture that size, or ``largestCornerTexture`` square for a larger corner.
    func cornerFill(radius: Int, color: Color) -> OpaquePointer? {
        let side = min(radius, Self.largestCornerTexture), shrink = Double(side) / Double(radius)
        return texture(.cornerFill(radius: radius, color: color), width: side, height: side, smooth: side < radius) { x, y in
            Self.coverage(x: x, y: y, radius: Double(radius) * shrink, inner: nil)
        }
    }

    /// The top-left corner of a `thickness`-pixel rounded outline `radius` pixels in radius, to be drawn `radius`
    /// pixels square: a texture that size, or ``largestCornerTexture`` square (the outline as much thinner) for a
    /// larger corner.
    func cornerRing(radius: Int, thickness: Int, color: Color) -> OpaquePointer? {
        let side = min(radius, Self.largestCornerTexture), shrink = Double(side) / Double(radius)
        let inner = Double(max(0, radius - thickness)) * shrink
        return texture(.cornerRing(radius: radius, thickness: thickness, color: color), width: side, height: side,
                       smooth: side < radius) { x, y in
            Self.coverage(x: x, y: y, radius: Double(radius) * shrink, inner: inner)
        }
    }

    /// A black texture one pixel tall following `gradient` from its edge (left) outwards at `scale` pixels per
    /// point, and its width in pixels. Opacity is applied when drawing (alpha modulation), so a fading shadow
    /// reuses the same texture.
    func shadow(_ gradient: ShadowGradient, scale: Double) -> (texture: OpaquePointer, width: Int)? {
        let width = Int((gradient.length * scale).rounded(.up))
        let made = texture(.shadow(gradient, pixelsPerPoint: scale), width: width, height: 1, color: Color(hex: 0)) { x, _ in
            gradient.opacity(at: (Double(x) + 0.5) / scale)
        }
        return made.map { ($0, width) }
    }

    /// Fraction of pixel (x, y) inside a disc of `radius` centred at (radius, radius), and outside the disc
    /// of `inner` radius when given, by 4×4 supersampling.
    static func coverage(x: Int, y: Int, radius: Double, inner: Double?) -> Double {
        var inside = 0
        for sy in 0..<4 {
            for sx in 0..<4 {
                let px = Double(x) + (Double(sx) + 0.5) / 4 - radius
                let py = Double(y) + (Double(sy) + 0.5) / 4 - radius
                let d2 = px * px + py * py
                if d2 <= radius * radius && (inner.map { d2 >= $0 * $0 } ?? true) { inside += 1 }
            }
        }
        return Double(inside) / 16
    }

    /// The texture for `key`, made `width` × `height` from `alpha` if it is not cached; `smooth` when it will be
    /// drawn larger than it is.
    private func texture(
        _ key: Key, width: Int, height: Int, color: Color? = nil, smooth: Bool = false, alpha: (Int, Int) -> Double
    ) -> OpaquePointer? {
        if let kept = textures.use(key) { return kept.texture }
        guard width > 0, height > 0,
            let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, csdl_pixelformat_argb8888())
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        let c: Color
        switch key {
        case .cornerFill(_, let color), .cornerRing(_, _, let color): c = color
        case .shadow: c = color ?? Color(hex: 0)
        }
        let pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels!
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32((alpha(x, y) * Double(c.alpha)).rounded())
                let argb = a << 24 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
                pixels.storeBytes(of: argb, toByteOffset: y * pitch + x * 4, as: UInt32.self)
            }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if smooth { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
        textures.keep(texture, (), for: key)
        texturesCreated += 1
        return texture
    }
}
