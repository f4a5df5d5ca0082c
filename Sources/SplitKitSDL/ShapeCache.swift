// Anti-aliased corner and shadow textures, made once per size, scale and colour and reused every frame.
import CSDL2
import SplitKit

/// Textures for rounded corners (filled and outlined) and shadow gradients.
///
/// Each is computed once per key (pixel size, colour) by supersampling, so an animated overlay draws
/// only cached textures; `texturesCreated` lets tests prove it.
@MainActor
public final class ShapeCache {
    private enum Key: Hashable {
        case cornerFill(radius: Int, color: Color)
        case cornerRing(radius: Int, thickness: Int, color: Color)
        case shadow(ShadowGradient, pixelsPerPoint: Double)
    }

    private let renderer: OpaquePointer
    private var textures: [Key: OpaquePointer] = [:]
    /// How many textures this cache has made.
    public private(set) var texturesCreated = 0

    /// Creates a cache for `renderer`.
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    isolated deinit {
        releaseTextures()
    }

    /// Destroys every shape texture (they are made again when next drawn).
    public func releaseTextures() {
        for texture in textures.values { SDL_DestroyTexture(texture) }
        textures.removeAll()
    }

    /// A `radius`-pixel square texture of the top-left corner of a filled rounded rectangle.
    func cornerFill(radius: Int, color: Color) -> OpaquePointer? {
        texture(.cornerFill(radius: radius, color: color), width: radius, height: radius) { x, y in
            Self.coverage(x: x, y: y, radius: Double(radius), inner: nil)
        }
    }

    /// A `radius`-pixel square texture of the top-left corner of a `thickness`-pixel rounded outline.
    func cornerRing(radius: Int, thickness: Int, color: Color) -> OpaquePointer? {
        texture(.cornerRing(radius: radius, thickness: thickness, color: color), width: radius, height: radius) { x, y in
            Self.coverage(x: x, y: y, radius: Double(radius), inner: Double(max(0, radius - thickness)))
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

    private func texture(
        _ key: Key, width: Int, height: Int, color: Color? = nil, alpha: (Int, Int) -> Double
    ) -> OpaquePointer? {
        if let texture = textures[key] { return texture }
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
        textures[key] = texture
        texturesCreated += 1
        return texture
    }
}
