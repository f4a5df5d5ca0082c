// Interprets a display list with SDL draw calls, scaling window points to device pixels.
import CSDL2
import Foundation
import SplitKit
import SplitKitStorage

extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// Draws `DisplayList`s on one SDL renderer. Layout stays in points; this type alone knows pixels.
///
/// Drawing never fails part-way: a text the font cannot render is skipped, and reported once through
/// ``reportProblem``.
@MainActor
public final class DisplayListRenderer {
    /// The SDL renderer drawn on.
    public let renderer: OpaquePointer
    /// The text textures.
    public let textCache: TextCache
    /// Corner and shadow textures.
    public let shapeCache: ShapeCache
    /// Told once about each text that could not be drawn (it is skipped); by default a line on standard error.
    public var reportProblem: (String) -> Void = { problem in
        StandardError.write("warning: \(problem)")
    }
    /// The problems reported so far: each is said once.
    var reported: Set<String> = []

    /// Creates a renderer interpreter drawing text in `fonts` (shared with whatever measures text for layout).
    public init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        self.textCache = TextCache(renderer: renderer, fonts: fonts)
        self.shapeCache = ShapeCache(renderer: renderer)
        self.layerCache = LayerCache(renderer: renderer)
    }

    /// Creates a renderer interpreter drawing text with the font file at `fontPath`.
    public convenience init(renderer: OpaquePointer, fontPath: String) throws {
        self.init(renderer: renderer, fonts: try FontSet(path: fontPath))
    }

    /// Destroys every cached texture now; the host calls this before destroying the SDL renderer, which would
    /// otherwise free them first and leave the caches' own cleanup reading freed memory.
    public func releaseTextures() {
        textCache.releaseTextures()
        shapeCache.releaseTextures()
        layerCache.releaseTextures()
    }

    /// Device pixels per point for a window `points` wide whose output is `pixels` wide.
    public nonisolated static func scale(points: Size, pixelWidth: Int32) -> Double {
        points.width > 0 ? Double(pixelWidth) / points.width : 1
    }

    /// The host's own drawings by name, called when a frame reaches their ``DrawCommand/host(_:in:)`` command
    /// (``HostDrawing``): a canvas, a video frame, anything drawn with SDL calls inside a column, clipped and faded
    /// with it and under what is drawn after it. A name with nothing registered is skipped and reported once.
    public var hostDrawings: [String: (HostDrawingContext) -> Void] = [:]

    /// Draws `list` at `scale` device pixels per point over what is already there, and runs SDL's batched draw
    /// calls; does not present.
    ///
    /// The renderer is taken as the host has it and left exactly so: its target (the window or a texture; the list
    /// is drawn there), scale, viewport, clip rectangle, draw colour and blend mode. The list's points are window
    /// points whatever the host's viewport and scale: a viewport or clip the host set limits where the list draws
    /// but never moves it, so a host that sets the viewport to the split's area sees the split where its bounds say,
    /// not shifted twice. `viewport` (window points) limits drawing further; nil: the host's area as it stands.
    public func draw(_ list: DisplayList, scale: Double, in viewport: Rect? = nil) {
        let host = RendererState(readingAndUnscaling: renderer)
        defer { host.restore(on: renderer) }
        if !host.viewportIsWholeOutput { SDL_RenderSetViewport(renderer, nil) }  // window points from the corner
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let newOutput = LayerCache.PixelSize(width: host.output.w, height: host.output.h)
        if newOutput != output { outputResized(to: newOutput) }
        var bounds = viewport
        if host.clip != nil || !host.viewportIsWholeOutput {
            let r = host.drawableRegion
            let area = Rect(x: Double(r.x) / scale, y: Double(r.y) / scale, width: Double(r.w) / scale, height: Double(r.h) / scale)
            bounds = bounds.map { $0.intersection(area) } ?? area
        }
        clips = bounds.map { [$0] } ?? []
        viewportClips = clips.count
        clearsThisFrame = 0
        interfaceDirection = list.layoutDirection
        groups = []
        opacity = 1
        applyClip(scale: scale)
        for command in list.commands { perform(command, scale: scale) }
        while !groups.isEmpty { endGroup(scale: scale) }  // a group left open still shows
        SDL_RenderFlush(renderer)  // SDL batches draw calls: run them now, so drawing and presenting time apart
        textCache.endFrame()
    }

    /// A new output size: what was kept for the old one goes before anything is made for the new one, so memory
    /// follows the size drawn now, never the largest one seen (a window made 8192 points wide and back kept a 256 MB
    /// copy of what is behind a faded group, and layers of the old size lived on through the first frame of the new).
    private func outputResized(to newOutput: LayerCache.PixelSize) {
        output = newOutput
        layerCache.keepOnly(newOutput)
        if backdrop.count > Int(newOutput.width) * Int(newOutput.height) { backdrop = [] }
    }

    /// Interprets one command.
    private func perform(_ command: DrawCommand, scale: Double) {
        switch command {
        case .pushClip(let rect):
            clips.append(clips.last.map { $0.intersection(rect) } ?? rect)
            applyClip(scale: scale)
        case .popClip:
            if clips.count > clipFloor { clips.removeLast() }
            applyClip(scale: scale)
        case .pushOpacity(let value):
            beginGroup(opacity: value, scale: scale)
        case .popOpacity:
            endGroup(scale: scale)
        default:
            if let clip = clips.last, clip.isEmpty { return }
            guard opacity > 0 else { return }  // inside a group at 0: nothing shows
            paint(command, clip: clips.last, scale: scale)
        }
    }

    /// Draws one command that puts pixels on the target.
    private func paint(_ command: DrawCommand, clip: Rect?, scale: Double) {
        switch command {
        case .fill(let rect, let color):
            var pixels = Self.fillPixelRect(rect, scale: scale)
            guard pixels.w > 0, pixels.h > 0 else { return }
            setDrawColor(color)
            if color.alpha == 255, groups.isEmpty, opacity == 1, coversOutput(pixels), clip.map({ coversOutput(Self.fillPixelRect($0, scale: scale)) }) ?? true {
                SDL_RenderClear(renderer)  // the same pixels; a GPU rasteriser in software (llvmpipe) shades every one of a fill's
                clearsThisFrame += 1
            } else {
                SDL_RenderFillRect(renderer, &pixels)
            }
        case .roundedRect(let rect, let radius, let corners, let color):
            drawRoundedRect(rect, radius: radius, corners: corners, color: color, scale: scale)
        case .border(let rect, let radius, let corners, let edges, let color):
            drawBorder(rect, radius: radius, corners: corners, edges: edges, color: color, scale: scale)
        case .shadow(let rect, let side, let gradient, let opacity):
            drawShadow(rect, side: side, gradient: gradient, opacity: opacity, scale: scale)
        case .text(let string, let style, let box, let alignment):
            reportingFailure(of: string) {
                // Text appended through DisplayList.text is resolved already; a command made by hand may still say
                // "the interface's": the list's direction.
                try drawText(string, style: style.resolved(in: interfaceDirection), in: box, alignment: alignment, clip: clip, scale: scale)
            }
        case .host(let drawing, let rect):
            drawHost(drawing, in: rect, clip: clip, scale: scale)
        case .pushClip, .popClip, .pushOpacity, .popOpacity:
            break  // state, not pixels: perform(_:scale:) handles them
        }
    }

    // MARK: Clips and groups (state; the rules are in DisplayListRenderer+Groups.swift)

    /// The direction of the list being drawn: how text in the interface's direction reads.
    var interfaceDirection: LayoutDirection = .leftToRight
    /// The clips in force, innermost last (the viewport first, when drawing in one).
    var clips: [Rect] = []
    /// How many of `clips` come from the viewport: no `popClip` removes those.
    var viewportClips = 0
    /// The output's size in pixels this frame (the window's, or the texture target's).
    var output = LayerCache.PixelSize(width: 0, height: 0)
    /// How many opaque fills of the whole output the last ``draw(_:scale:in:)`` made clears (for tests).
    var clearsThisFrame = 0
    /// The offscreen textures faded groups are drawn into.
    let layerCache: LayerCache

    /// A `pushOpacity` being drawn.
    struct Group {
        /// Its opacity, 0 ... 1.
        let opacity: Double
        /// The layer it draws into; nil when it draws straight on (opacity 1 or 0, or no layer could be made),
        /// its opacity then multiplying each command's alpha instead.
        let layer: Layer?
        /// The pixels the layer covers: the clip when the group began (nothing inside draws outside it).
        let region: SDL_Rect
        /// The target drawn on before the group: the layer is shown there.
        let target: OpaquePointer?
        /// `opacity` before the group.
        let outerOpacity: Double
        /// How many clips were in force when it began: pops inside stop there, pushes are dropped at its end.
        let clipDepth: Int
    }

    /// Open groups, innermost last.
    var groups: [Group] = []
    /// The pixels behind a group, read from the current target for layers drawn over a copy of them (the software
    /// renderer's, where reading is a copy in memory; a GPU renderer clears its layers instead of stalling to read).
    var backdrop: [UInt32] = []

    /// Runs `body`; a failure skips that text and is reported the first time it happens for this text.
    private func reportingFailure(of string: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            let problem = "the text \(Self.quoted(string)) was not drawn: \(error)"
            if reported.insert(problem).inserted { reportProblem(problem) }
        }
    }

    /// `string` in quotes, with invisible and control characters spelled as U+XXXX.
    static func quoted(_ string: String) -> String {
        var out = "\u{201C}"
        for scalar in string.unicodeScalars {
            if scalar.properties.isWhitespace && scalar != " " || scalar.value < 0x20 || scalar.properties.generalCategory == .format {
                out += "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\u{201D}"
    }

    /// The device-pixel rectangle covering `rect`; edges are rounded so neighbours never gap or overlap.
    public nonisolated static func pixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        let x0 = Int32((rect.x * scale).rounded()), y0 = Int32((rect.y * scale).rounded())
        let x1 = Int32((rect.maxX * scale).rounded()), y1 = Int32((rect.maxY * scale).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// How many whole device pixels a 1-point line is at `scale`: the scale rounded, at least 1 (2 at 1.5), for
    /// lines and borders alike.
    nonisolated static func onePointLine(scale: Double) -> Int32 { max(1, Int32(scale.rounded())) }

    /// The device pixels of a fill: as ``pixelRect(_:scale:)``, except that a 1-point line is the same number of
    /// whole pixels wherever it lies (the scale rounded, at least 1: 2 at 1.5), so hairlines stay crisp and even
    /// at fractional scales instead of alternating between 1 and 2 pixels.
    public nonisolated static func fillPixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        var pixels = pixelRect(rect, scale: scale)
        let line = onePointLine(scale: scale)
        if rect.width == 1 { pixels.x = Int32((rect.x * scale).rounded()); pixels.w = line }
        if rect.height == 1 { pixels.y = Int32((rect.y * scale).rounded()); pixels.h = line }
        return pixels
    }

    /// Opacity applied to each command drawn now: 1 inside a group's layer; the product of the groups drawn
    /// without a layer (at 0, or where the renderer has no target textures).
    var opacity = 1.0

    /// Sets the colour of the next fills. Opaque colours are drawn without blending: the same pixels, and the
    /// software renderer then fills rows with plain stores instead of blending every pixel (most of a frame).
    /// True when `pixels` cover the whole output (window or target), as a window's background fill does.
    private func coversOutput(_ pixels: SDL_Rect) -> Bool {
        pixels.x <= 0 && pixels.y <= 0 && pixels.x + pixels.w >= output.width && pixels.y + pixels.h >= output.height
    }

    private func setDrawColor(_ color: Color) {
        let alpha = UInt8((Double(color.alpha) * opacity).rounded())
        SDL_SetRenderDrawBlendMode(renderer, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, alpha)
    }

    private func setAlphaMod(_ texture: OpaquePointer, _ alpha: Double = 1) {
        SDL_SetTextureAlphaMod(texture, UInt8((min(1, max(0, alpha * opacity)) * 255).rounded()))
    }

    private func fillPixels(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) {
        guard w > 0, h > 0 else { return }
        var rect = SDL_Rect(x: x, y: y, w: w, h: h)
        SDL_RenderFillRect(renderer, &rect)
    }

    private func copy(_ texture: OpaquePointer?, to rect: SDL_Rect, flipX: Bool, flipY: Bool, alpha: Double = 1) {
        guard let texture, rect.w > 0, rect.h > 0 else { return }
        setAlphaMod(texture, alpha)
        var destination = rect
        let flip = (flipX ? SDL_FLIP_HORIZONTAL.rawValue : 0) | (flipY ? SDL_FLIP_VERTICAL.rawValue : 0)
        SDL_RenderCopyEx(renderer, texture, nil, &destination, 0, nil, SDL_RendererFlip(rawValue: flip))
    }

    /// The corner radius in pixels, no more than half the rectangle's sides.
    private static func cornerRadius(_ radius: Double, scale: Double, in r: SDL_Rect) -> Int32 {
        max(0, min(Int32((radius * scale).rounded()), r.w / 2, r.h / 2))
    }

    private func drawRoundedRect(_ rect: Rect, radius: Double, corners: Corners, color: Color, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        let radius = Self.cornerRadius(radius, scale: scale, in: r)
        setDrawColor(color)
        guard radius > 0, !corners.isEmpty else { return fillPixels(r.x, r.y, r.w, r.h) }
        let tl = corners.contains(.topLeft) ? radius : 0, tr = corners.contains(.topRight) ? radius : 0
        let bl = corners.contains(.bottomLeft) ? radius : 0, br = corners.contains(.bottomRight) ? radius : 0
        fillPixels(r.x + tl, r.y, r.w - tl - tr, radius)
        fillPixels(r.x, r.y + radius, r.w, r.h - 2 * radius)
        fillPixels(r.x + bl, r.y + r.h - radius, r.w - bl - br, radius)
        let texture = shapeCache.cornerFill(radius: Int(radius), color: color)
        placeCorners(texture, corners: corners, radius: radius, in: r)
    }

    private func placeCorners(_ texture: OpaquePointer?, corners: Corners, radius: Int32, in r: SDL_Rect) {
        let right = r.x + r.w - radius, bottom = r.y + r.h - radius
        if corners.contains(.topLeft) { copy(texture, to: SDL_Rect(x: r.x, y: r.y, w: radius, h: radius), flipX: false, flipY: false) }
        if corners.contains(.topRight) { copy(texture, to: SDL_Rect(x: right, y: r.y, w: radius, h: radius), flipX: true, flipY: false) }
        if corners.contains(.bottomLeft) { copy(texture, to: SDL_Rect(x: r.x, y: bottom, w: radius, h: radius), flipX: false, flipY: true) }
        if corners.contains(.bottomRight) { copy(texture, to: SDL_Rect(x: right, y: bottom, w: radius, h: radius), flipX: true, flipY: true) }
    }

    private func drawBorder(_ rect: Rect, radius: Double, corners: Corners, edges: Edges, color: Color, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        let radius = Self.cornerRadius(radius, scale: scale, in: r)
        let b = Self.onePointLine(scale: scale)
        setDrawColor(color)
        let tl = corners.contains(.topLeft) ? radius : 0, tr = corners.contains(.topRight) ? radius : 0
        let bl = corners.contains(.bottomLeft) ? radius : 0, br = corners.contains(.bottomRight) ? radius : 0
        if edges.contains(.top) { fillPixels(r.x + tl, r.y, r.w - tl - tr, b) }
        if edges.contains(.bottom) { fillPixels(r.x + bl, r.y + r.h - b, r.w - bl - br, b) }
        if edges.contains(.left) { fillPixels(r.x, r.y + tl, b, r.h - tl - bl) }
        if edges.contains(.right) { fillPixels(r.x + r.w - b, r.y + tr, b, r.h - tr - br) }
        guard radius > 0, !corners.isEmpty else { return }
        let texture = shapeCache.cornerRing(radius: Int(radius), thickness: Int(b), color: color)
        placeCorners(texture, corners: corners, radius: radius, in: r)
    }

    private func drawShadow(_ rect: Rect, side: Side, gradient: ShadowGradient, opacity: Double, scale: Double) {
        let r = Self.pixelRect(rect, scale: scale)
        guard opacity > 0, let (texture, width) = shapeCache.shadow(gradient, scale: scale), width > 0 else { return }
        let l = Int32(width)
        switch side {
        case .right: copy(texture, to: SDL_Rect(x: r.x + r.w, y: r.y, w: l, h: r.h), flipX: false, flipY: false, alpha: opacity)
        case .left: copy(texture, to: SDL_Rect(x: r.x - l, y: r.y, w: l, h: r.h), flipX: true, flipY: false, alpha: opacity)
        }
    }

    func setClip(_ clip: Rect, scale: Double) {
        var pixels = Self.pixelRect(clip, scale: scale)
        SDL_RenderSetClipRect(renderer, &pixels)
    }

    private func drawText(
        _ string: String, style: TextStyle, in box: Rect, alignment: TextAlignment, clip: Rect?, scale: Double
    ) throws {
        let area = Self.pixelRect(box, scale: scale)
        let shown = try textCache.fitted(string, style: style, scale: scale, maxWidth: area.w)  // cut with "…"
        guard let text = try textCache.texture(for: shown, style: style, scale: scale) else { return }
        let x: Int32
        switch alignment {
        case .leading: x = area.x
        case .center: x = area.x + (area.w - text.width) / 2
        case .trailing: x = area.x + area.w - text.width
        }
        var destination = SDL_Rect(x: x, y: area.y + (area.h - text.height) / 2, w: text.width, h: text.height)
        let visible = clip.map { $0.intersection(box) } ?? box
        guard !visible.isEmpty else { return }
        setClip(visible, scale: scale)
        setAlphaMod(text.texture)
        SDL_RenderCopy(renderer, text.texture, nil, &destination)
        if let clip { setClip(clip, scale: scale) } else { SDL_RenderSetClipRect(renderer, nil) }
    }
}
