// What of a draw command an app built from bad arithmetic can be drawn: no number that would trap on its way to
// device pixels (not a number, infinite, beyond Int32) reaches the renderer, and the rest of the frame is drawn.
import SplitKit

extension DrawCommand {
    /// How far from the origin geometry is kept, in points: beyond every window (8192 points) and every canvas at a
    /// scale of 0.2 or more, and within Int32 device pixels, edge to edge, at every scale drawn
    /// (``CanvasLimits/largestScale``).
    static let reach: Double = 100_000

    /// The command with its numbers brought within reach (rectangles cut to ±``reach``, radii, distances and opacities
    /// to their ranges, text to `TextStyle.largestDrawnSize`), or nil when a number that places it is not a number. A
    /// clip that cannot be placed shows nothing, and is kept so that its `popClip` still matches it. A command whose
    /// numbers are all in range comes back unchanged.
    var placeable: DrawCommand? {
        switch self {
        case .fill(let rect, let color):
            return Self.placed(rect).map { .fill($0, color) }
        case .text(let string, var style, let box, let alignment):
            guard style.size.isFinite, style.size > 0, let box = Self.placed(box) else { return nil }
            style.size = min(style.size, TextStyle.largestDrawnSize)
            return .text(string, style, in: box, alignment: alignment)
        case .roundedRect(let rect, let radius, let corners, let color):
            return Self.placed(rect).map { .roundedRect($0, radius: Self.distance(radius), corners: corners, color) }
        case .border(let rect, let radius, let corners, let edges, let color):
            return Self.placed(rect).map { .border($0, radius: Self.distance(radius), corners: corners, edges: edges, color) }
        case .shadow(let rect, let side, let gradient, let opacity):
            guard let rect = Self.placed(rect) else { return nil }
            var placedGradient = gradient
            if !gradient.stops.allSatisfy({ (0...Self.reach).contains($0.offset) && (0...1).contains($0.opacity) }) {
                placedGradient = ShadowGradient(stops: gradient.stops.filter { $0.offset.isFinite && !$0.opacity.isNaN }
                    .map { GradientStop(offset: Self.distance($0.offset), opacity: Self.opacity($0.opacity)) })
            }
            return .shadow(rect, side: side, gradient: placedGradient, opacity: Self.opacity(opacity))
        case .pushOpacity(let value):
            return .pushOpacity(Self.opacity(value))
        case .pushClip(let rect):
            return .pushClip(Self.placed(rect) ?? .zero)
        case .host(let drawing, let rect):
            return Self.placed(rect).map { .host(drawing, in: $0) }
        case .image(let path, let rect):
            return Self.placed(rect).map { .image(path, in: $0) }
        case .popClip, .popOpacity:
            return self
        }
    }

    /// `rect` as it is when its edges lie within ±``reach`` points (the same rectangle, to the last bit: a 1-point line
    /// stays exactly 1 wide), else cut there (an edge at infinity too); nil when an edge is not a number.
    static func placed(_ rect: Rect) -> Rect? {
        let maxX = rect.x + rect.width, maxY = rect.y + rect.height
        guard !rect.x.isNaN, !rect.y.isNaN, !maxX.isNaN, !maxY.isNaN else { return nil }
        let within = { (v: Double) in abs(v) <= reach }
        if within(rect.x), within(rect.y), within(maxX), within(maxY) { return rect }
        let cut = { (v: Double) in min(max(v, -reach), reach) }
        let x = cut(rect.x), y = cut(rect.y)
        return Rect(x: x, y: y, width: cut(maxX) - x, height: cut(maxY) - y)
    }

    /// A distance (a radius, a shadow's reach) from 0 to ``reach``; 0 for one that is not a number.
    static func distance(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), reach) }

    /// An opacity from 0 to 1; 0 (nothing shows) for one that is not a number.
    static func opacity(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

extension TextStyle {
    /// The largest text drawn and measured, in points: a larger size is taken as this one.
    static let largestDrawnSize: Double = 1000
}
