// Interprets a display list with SDL draw calls, scaling window points to device pixels.
import CSDL2
import CSDLPlatform
import FoundationEssentials
import Glibc
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
    /// The app's picture files (``DrawCommand/image(_:in:)``).
    let imageCache: ImageCache
    /// Told once about each text that could not be drawn (it is skipped); by default a line on standard error.
    public var reportProblem: (String) -> Void = { problem in
        StandardError.write("warning: \(problem)")
    }
    /// The problems reported so far: each is said once.
    var reported: Set<String> = []

    /// Creates a renderer interpreter drawing text in `fonts` (shared with whatever measures text for layout).
    public convenience init(renderer: OpaquePointer, fonts: FontSet) {
        self.init(renderer: renderer, fonts: fonts, packedText: nil)
    }

    /// As ``init(renderer:fonts:)``, packing texts into an atlas when `packedText` says so (nil: for a GPU renderer).
    init(renderer: OpaquePointer, fonts: FontSet, packedText: Bool?) {
        self.renderer = renderer
        self.textCache = packedText.map { TextCache(renderer: renderer, fonts: fonts, packed: $0) } ?? TextCache(renderer: renderer, fonts: fonts)
        self.shapeCache = ShapeCache(renderer: renderer)
        self.imageCache = ImageCache(renderer: renderer)
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
        imageCache.releaseTextures()
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
    ///
    /// Numbers an app's arithmetic got wrong never trap: a command placed by a NaN is left out, infinite or huge
    /// geometry is cut to ±100,000 points, and a frame at a scale that is no scale is not drawn and is reported once.
    public func draw(_ list: DisplayList, scale: Double, in viewport: Rect? = nil) {
        guard CanvasLimits.isScale(scale) else {
            let problem = "a frame at \(NumberForm.western.format(scale)) pixels per point was not drawn: a scale is a number above 0, "
                + "at most \(NumberForm.western.format(CanvasLimits.largestScale))"
            if reported.insert(problem).inserted { reportProblem(problem) }
            return
        }
        // A viewport that cannot be placed shows nothing, as such a clip does (nil would mean the whole area).
        let viewport = viewport.map { DrawCommand.placed($0) ?? .zero }
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
        clipChangesThisFrame = 0
        atlasFillsThisFrame = 0
        textCache.atlas?.ensurePage()
        interfaceDirection = list.layoutDirection
        groups = []
        opacity = 1
        applyClip(scale: scale)
        for command in list.commands { perform(command, scale: scale) }
        while !groups.isEmpty { endGroup(scale: scale) }  // a group left open still shows
        SDL_RenderFlush(renderer)  // SDL batches draw calls: run them now, so drawing and presenting time apart
        textCache.endFrame()
        shapeCache.endFrame()
    }

    /// A new output size: what was kept for the old one goes before anything is made for the new one, so memory
    /// follows the size drawn now, never the largest one seen (a window made 8192 points wide and back kept a 256 MB
    /// copy of what is behind a faded group, and layers of the old size lived on through the first frame of the new).
    /// The software renderer's new window image gets its memory in one call before the frame writes it, page by page
    /// otherwise (1–2 ms of page faults spared at each new size).
    private func outputResized(to newOutput: LayerCache.PixelSize) {
        output = newOutput
        layerCache.keepOnly(newOutput)
        if backdrop.count > Int(newOutput.width) * Int(newOutput.height) { backdrop = [] }
        if csdl_platform_populate_window_image(renderer) == 1 { windowImagesPopulated += 1 }
    }

    /// Interprets one command.
    private func perform(_ command: DrawCommand, scale: Double) {
        guard let command = command.placeable else { return }  // bad arithmetic in the app: left out, not a trap
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
            drawFill(rect, color: color, clip: clip, scale: scale)
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
        case .image(let path, let rect):
            drawImage(path, in: rect, clip: clip, scale: scale)
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
    /// How many times the last ``draw(_:scale:in:)`` changed the renderer's clip (for tests).
    var clipChangesThisFrame = 0
    /// How many fills the last ``draw(_:scale:in:)`` drew from the text atlas's white block (for tests).
    var atlasFillsThisFrame = 0
    /// How many new window images of SDL's software renderer were given their memory before a frame (for tests).
    var windowImagesPopulated = 0
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
    /// Opacity applied to each command drawn now: 1 inside a group's layer; the product of the groups drawn
    /// without a layer (at 0, or where the renderer has no target textures).
    var opacity = 1.0
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

    /// Draws the picture file at `path` scaled into `rect`; one that cannot be read is skipped, said once.
    private func drawImage(_ path: String, in rect: Rect, clip: Rect?, scale: Double) {
        do {
            let texture = try imageCache.texture(for: path)
            var destination = Self.pixelRect(rect, scale: scale)
            setAlphaMod(texture)
            SDL_RenderCopy(renderer, texture, nil, &destination)
        } catch {
            let problem = "\(error); it was not drawn"
            if reported.insert(problem).inserted { reportProblem(problem) }
        }
    }

    /// Sets the renderer's clip to `clip` (none when nil), counted in ``clipChangesThisFrame``.
    func setClip(_ clip: Rect?, scale: Double) {
        clipChangesThisFrame += 1
        guard let clip else { SDL_RenderSetClipRect(renderer, nil); return }
        var pixels = Self.pixelRect(clip, scale: scale)
        SDL_RenderSetClipRect(renderer, &pixels)
    }

    private func drawText(
        _ string: String, style: TextStyle, in box: Rect, alignment: TextAlignment, clip: Rect?, scale: Double
    ) throws {
        let area = Self.pixelRect(box, scale: scale)
        let shown = try textCache.fitted(string, style: style, scale: scale, maxWidth: area.w)  // cut with "…"
        guard let text = try textCache.sprite(for: shown, style: style, scale: scale) else { return }
        let x: Int32
        switch alignment {
        case .leading: x = area.x
        case .center: x = area.x + (area.w - text.width) / 2
        case .trailing: x = area.x + area.w - text.width
        }
        var destination = SDL_Rect(x: x, y: area.y + (area.h - text.height) / 2, w: text.width, h: text.height)
        let visible = clip.map { $0.intersection(box) } ?? box
        guard !visible.isEmpty else { return }
        if text.source != nil { SDL_SetTextureColorMod(text.texture, 255, 255, 255) }  // an atlas page: fills tint it
        setAlphaMod(text.texture)
        func copy() {
            if var source = text.source {
                SDL_RenderCopy(renderer, text.texture, &source, &destination)
            } else {
                SDL_RenderCopy(renderer, text.texture, nil, &destination)
            }
        }
        // Most texts lie inside their box and the clip in force: drawn as they are, without the two clip changes
        // (each splits SDL's batch and costs OpenGL a scissor change: 76 of a drag frame's 88 were these).
        if Self.pixelRect(visible, scale: scale).contains(destination) { return copy() }
        setClip(visible, scale: scale)
        copy()
        setClip(clip, scale: scale)
    }
}
