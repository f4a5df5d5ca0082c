// Interprets a display list with SDL draw calls, scaling window points to device pixels.
import CSDL2
import SplitKit

/// Draws `DisplayList`s on one SDL renderer. Layout stays in points; this type alone knows pixels.
@MainActor
public final class DisplayListRenderer {
    /// The SDL renderer drawn on.
    public let renderer: OpaquePointer
    /// The text textures.
    public let textCache: TextCache

    /// Creates a renderer interpreter drawing text with the font at `fontPath`.
    public init(renderer: OpaquePointer, fontPath: String) throws {
        self.renderer = renderer
        self.textCache = try TextCache(renderer: renderer, fontPath: fontPath)
    }

    /// Device pixels per point for a window `points` wide whose output is `pixels` wide.
    public static func scale(points: Size, pixelWidth: Int32) -> Double {
        points.width > 0 ? Double(pixelWidth) / points.width : 1
    }

    /// Draws a whole frame (clearing first) at `scale` pixels per point. Does not present.
    public func draw(_ list: DisplayList, scale: Double) throws {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        var clips: [Rect] = []
        for command in list.commands {
            switch command {
            case .pushClip(let rect):
                let clip = clips.last.map { $0.intersection(rect) } ?? rect
                clips.append(clip)
                setClip(clip, scale: scale)
            case .popClip:
                clips.removeLast()
                if let clip = clips.last { setClip(clip, scale: scale) } else { SDL_RenderSetClipRect(renderer, nil) }
            case .fill(let rect, let color):
                if let clip = clips.last, clip.isEmpty { continue }
                var pixels = Self.pixelRect(rect, scale: scale)
                guard pixels.w > 0, pixels.h > 0 else { continue }
                SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
                SDL_RenderFillRect(renderer, &pixels)
            case .text(let string, let style, let box, let alignment):
                if let clip = clips.last, clip.isEmpty { continue }
                try drawText(string, style: style, in: box, alignment: alignment, clip: clips.last, scale: scale)
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
        textCache.endFrame()
    }

    /// The device-pixel rectangle covering `rect`; edges are rounded so neighbours never gap or overlap.
    public static func pixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        let x0 = Int32((rect.x * scale).rounded()), y0 = Int32((rect.y * scale).rounded())
        let x1 = Int32((rect.maxX * scale).rounded()), y1 = Int32((rect.maxY * scale).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    private func setClip(_ clip: Rect, scale: Double) {
        var pixels = Self.pixelRect(clip, scale: scale)
        SDL_RenderSetClipRect(renderer, &pixels)
    }

    private func drawText(
        _ string: String, style: TextStyle, in box: Rect, alignment: TextAlignment, clip: Rect?, scale: Double
    ) throws {
        guard let text = try textCache.texture(for: string, style: style, scale: scale) else { return }
        let area = Self.pixelRect(box, scale: scale)
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
        SDL_RenderCopy(renderer, text.texture, nil, &destination)
        if let clip { setClip(clip, scale: scale) } else { SDL_RenderSetClipRect(renderer, nil) }
    }
}
