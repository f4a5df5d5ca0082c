// What of a draw command an app built from bad arithmetic can be drawn: no number that would trap on its way to
// device pixels (not a number, infinite, beyond Int32) reaches the renderer, and the rest of the frame is drawn.
import SplitKit

extension DrawCommand {
    /// How far from the origin geometry is kept, in points: beyond every canvas (``CanvasLimits``), and within Int32
    /// device pixels at every scale a renderer draws at (``largestScale``).
    static let reach: Double = 100_000
    /// The most device pixels per point drawn: a canvas of one point at the largest canvas side.
    static let largestScale = Double(CanvasLimits.largestPixelSide)
    /// The largest text drawn, in points.
    static let largestTextSize: Double = 1000

    /// The command with its numbers brought within reach (rectangles cut to ±``reach``, radii, lengths and opacities
    /// to their ranges, text to ``largestTextSize``), or nil when a number that places it is not a number. A clip
    /// that cannot be placed shows nothing, and is kept so that its `popClip` still matches it.
    var placeable: DrawCommand? {
        switch self {
        case .fill(let rect, let color):
            return Self.placed(rect).map { .fill($0, color) }
        case .text(let string, var style, let box, let alignment):
            guard style.size.isFinite, style.size > 0, let box = Self.placed(box) else { return nil }
            style.size = min(style.size, Self.largestTextSize)
            return .text(string, style, in: box, alignment: alignment)
        case .roundedRect(let rect, let radius, let corners, let color):
            return Self.placed(rect).map { .roundedRect($0, radius: Self.length(radius), corners: corners, color) }
        case .border(let rect, let radius, let corners, let edges, let color):
            return Self.placed(rect).map { .border($0, radius: Self.length(radius), corners: corners, edges: edges, color) }
        case .shadow(let rect, let side, let gradient, let opacity):
            guard let rect = Self.placed(rect) else { return nil }
            let stops = gradient.stops.filter { $0.offset.isFinite && !$0.opacity.isNaN }
                .map { GradientStop(offset: Self.length($0.offset), opacity: Self.fraction($0.opacity)) }
            return .shadow(rect, side: side, gradient: ShadowGradient(stops: stops), opacity: Self.fraction(opacity))
        case .pushOpacity(let value):
            return .pushOpacity(Self.fraction(value))
        case .pushClip(let rect):
            return .pushClip(Self.placed(rect) ?? Rect(x: 0, y: 0, width: 0, height: 0))
        case .host(let drawing, let rect):
            return Self.placed(rect).map { .host(drawing, in: $0) }
        case .image(let path, let rect):
            return Self.placed(rect).map { .image(path, in: $0) }
        case .popClip, .popOpacity:
            return self
        }
    }

    /// `rect` cut to ±``reach`` points each way (an edge at infinity too), or nil when an edge is not a number.
    static func placed(_ rect: Rect) -> Rect? {
        let edges = [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height]
        guard !edges.contains(where: \.isNaN) else { return nil }
        let cut = edges.map { min(max($0, -reach), reach) }
        return Rect(x: cut[0], y: cut[1], width: cut[2] - cut[0], height: cut[3] - cut[1])
    }

    /// A length (a radius, a shadow's reach) from 0 to ``reach``; 0 for one that is not a number.
    static func length(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), reach) }

    /// An opacity from 0 to 1; 0 (nothing shows) for one that is not a number.
    static func fraction(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
