// A shadow as a gradient of black opacity over distance from the edge that casts it.

/// One point of a shadow gradient: the opacity at `offset` points from the casting edge.
public struct GradientStop: Hashable, Sendable {
    /// Distance from the casting edge, in points.
    public var offset: Double
    /// Opacity there (0 ... 1).
    public var opacity: Double

    /// Creates a stop.
    public init(offset: Double, opacity: Double) {
        self.offset = offset
        self.opacity = opacity
    }
}

/// Opacity falling off linearly between stops, ordered by offset; nothing beyond the last stop.
public struct ShadowGradient: Hashable, Sendable {
    /// The stops, nearest the edge first.
    public var stops: [GradientStop]

    /// Creates a gradient (stops are sorted by offset).
    public init(stops: [GradientStop]) {
        self.stops = stops.sorted { $0.offset < $1.offset }
    }

    /// How far the shadow reaches, in points.
    public var length: Double { stops.last?.offset ?? 0 }

    /// The opacity `distance` points from the edge.
    public func opacity(at distance: Double) -> Double {
        guard let first = stops.first else { return 0 }
        if distance <= first.offset { return first.opacity }
        for (a, b) in zip(stops, stops.dropFirst()) where distance <= b.offset {
            let span = b.offset - a.offset
            return span > 0 ? a.opacity + (b.opacity - a.opacity) * (distance - a.offset) / span : b.opacity
        }
        return 0
    }
}
