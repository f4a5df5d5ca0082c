// The frame as data: what to draw, in order, in window points. Renderers only interpret it.

/// Horizontal placement of text inside its box.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// Font weight of drawn text.
public enum FontWeight: Hashable, Sendable {
    case regular, bold
}

/// How a run of text looks.
public struct TextStyle: Hashable, Sendable {
    /// Font size in points.
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Colour.
    public var color: Color

    /// Creates a text style.
    public init(size: Double, weight: FontWeight = .regular, color: Color) {
        self.size = size
        self.weight = weight
        self.color = color
    }
}

/// The mouse cursor a frame asks for.
public enum Cursor: Hashable, Sendable {
    /// The ordinary arrow.
    case arrow
    /// The horizontal-resize cursor, over the separator.
    case resizeHorizontal
}

/// One drawing instruction.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle (alpha-blended).
    case fill(Rect, Color)
    /// Draw text in a box: aligned horizontally, centred vertically, clipped to the box.
    case text(String, TextStyle, in: Rect, alignment: TextAlignment)
    /// Restrict later commands to a rectangle, intersected with the current clip, until the matching `popClip`.
    case pushClip(Rect)
    /// Undo the latest `pushClip`.
    case popClip
}

/// A whole frame: draw commands in painter's order, plus the window title and cursor it wants.
public struct DisplayList: Hashable, Sendable {
    /// Commands in painter's order.
    public var commands: [DrawCommand] = []
    /// The window title this frame asks for.
    public var title: String = ""
    /// The cursor this frame asks for.
    public var cursor: Cursor = .arrow

    /// An empty frame.
    public init() {}

    /// Appends a filled rectangle.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fill(rect, color))
    }

    /// Appends a 1-point vertical line at `x` from `y` down `height` points.
    public mutating func verticalLine(x: Double, y: Double, height: Double, _ color: Color) {
        commands.append(.fill(Rect(x: x, y: y, width: 1, height: height), color))
    }

    /// Appends a 1-point horizontal line at `y` from `x` across `width` points.
    public mutating func horizontalLine(x: Double, y: Double, width: Double, _ color: Color) {
        commands.append(.fill(Rect(x: x, y: y, width: width, height: 1), color))
    }

    /// Appends text in a box.
    public mutating func text(_ string: String, _ style: TextStyle, in box: Rect, alignment: TextAlignment = .leading) {
        commands.append(.text(string, style, in: box, alignment: alignment))
    }

    /// Draws what `body` appends clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }
}
