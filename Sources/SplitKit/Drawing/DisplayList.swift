// The frame as data: what to draw, in order, in window points. Renderers only interpret it.

/// Horizontal placement of text inside its box.
///
/// ``DisplayList/text(_:_:in:alignment:)`` reads it in the list's ``DisplayList/layoutDirection``; a
/// ``DrawCommand/text(_:_:in:alignment:)`` holds it on screen (``LayoutDirection/screenAlignment(_:)``).
public enum TextAlignment: Hashable, Sendable {
    /// Against the box's leading edge: the left (the right right to left).
    case leading
    /// Centred in the box.
    case center
    /// Against the box's trailing edge: the right (the left right to left).
    case trailing
}

/// Font weight of drawn text.
public enum FontWeight: Hashable, Sendable {
    /// Normal text.
    case regular
    /// Titles and emphasis.
    case bold
}

/// How a run of text looks.
public struct TextStyle: Hashable, Sendable {
    /// Font size in points.
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Colour.
    public var color: Color
    /// Which way the text reads as a whole: the interface's direction unless set (see ``TextDirection``).
    public var direction: TextDirection
    /// The line height set explicitly, if any.
    private var explicitLineHeight: Double?

    /// Creates a text style; `lineHeight` nil follows the size (see ``lineHeight``). Text in it reads in the
    /// interface's direction unless `direction` says otherwise (``TextDirection/content`` for what a user wrote).
    public init(size: Double, weight: FontWeight = .regular, color: Color, lineHeight: Double? = nil,
                direction: TextDirection = .interface) {
        self.size = size
        self.weight = weight
        self.color = color
        self.direction = direction
        self.explicitLineHeight = lineHeight
    }

    /// Distance in points from one line's top to the next's in multi-line text, and the height of a caret:
    /// 1.25 × the size rounded to whole points unless set (17-point text: 21 points).
    public var lineHeight: Double {
        get { explicitLineHeight ?? (size * 1.25).rounded() }
        set { explicitLineHeight = newValue }
    }
}

/// The mouse cursor a frame asks for.
public enum Cursor: Hashable, Sendable {
    /// The ordinary arrow.
    case arrow
    /// The horizontal-resize cursor, over the separator.
    case resizeHorizontal
    /// Over a separator that can only move left (at a limit): an arrow pointing left to a bar (iPadOS 26's, macOS's
    /// `resizeLeft`).
    case resizeLeft
    /// Over a separator that can only move right: an arrow pointing right from a bar.
    case resizeRight
    /// The vertical-resize cursor, over the bar of the compact inspector's sheet (SPEC §15.5).
    case resizeVertical
}

/// Which corners of a rectangle are rounded.
public struct Corners: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Corners from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = Corners(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = Corners(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = Corners(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = Corners(rawValue: 1 << 3)
    /// Both corners on the right.
    public static let right: Corners = [.topRight, .bottomRight]
    /// Both corners on the left.
    public static let left: Corners = [.topLeft, .bottomLeft]
    /// All four corners.
    public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Which edges of a rectangle a border is drawn on.
public struct Edges: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Edges from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Edges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = Edges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = Edges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: Edges = [.top, .left, .bottom, .right]
}

/// A side of a rectangle.
public enum Side: Hashable, Sendable {
    /// The left side.
    case left
    /// The right side.
    case right
}

/// A drawing the host makes itself with its own renderer (a canvas, a video frame, a map), named in a display list
/// so that it is drawn at its depth: inside its column's clip and fade, under what is drawn after it (the overlay's
/// dim, a panel sliding over it).
///
/// The list says where, not what: the renderer calls the host's drawing registered under ``name`` when it reaches
/// the command. ``revision`` is for runners that skip a frame whose list is unchanged (``DisplayList`` is compared
/// by value): a host whose drawing changed while its place did not bumps it, so the frame is drawn again.
public struct HostDrawing: Hashable, Sendable {
    /// The name the host registered the drawing under with its renderer.
    public var name: String
    /// Changes whenever what the host draws changes (0 when it never does).
    public var revision: Int

    /// A host drawing named `name`, at `revision`.
    public init(_ name: String, revision: Int = 0) {
        self.name = name
        self.revision = revision
    }
}

/// One drawing instruction.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle (alpha-blended).
    case fill(Rect, Color)
    /// Draw text in a box: aligned horizontally on screen (``TextAlignment/leading`` against the left edge),
    /// centred vertically, clipped to the box, read in its style's ``TextStyle/direction`` (``TextDirection/interface``
    /// in the list's ``DisplayList/layoutDirection``).
    case text(String, TextStyle, in: Rect, alignment: TextAlignment)
    /// Fill a rectangle whose `corners` are rounded with `radius` points (anti-aliased).
    case roundedRect(Rect, radius: Double, corners: Corners, Color)
    /// A 1-point border along `edges` of a rectangle whose `corners` are rounded with `radius` points.
    case border(Rect, radius: Double, corners: Corners, edges: Edges, Color)
    /// A soft shadow cast outward from one side of a rectangle, black at the gradient's opacities (distance
    /// from that side in points), all multiplied by `opacity`.
    case shadow(Rect, side: Side, gradient: ShadowGradient, opacity: Double)
    /// Begin a group drawn at `opacity` (0 ... 1) until the matching `popOpacity`: group opacity. The group's
    /// commands are drawn together as if it were opaque, each covering what the group drew before it, and the
    /// result is blended over what is behind once at `opacity`, so the group's overlapping parts (a panel over
    /// its own shadow) never show through one another. Groups nest: an inner group is one part of the outer.
    /// Clips pushed inside a group end with it, and no `popClip` inside it removes a clip from before it.
    case pushOpacity(Double)
    /// End the latest `pushOpacity` group and show it.
    case popOpacity
    /// Restrict later commands to a rectangle, intersected with the current clip, until the matching `popClip`.
    case pushClip(Rect)
    /// Undo the latest `pushClip`.
    case popClip
    /// The host's own drawing in a rectangle, drawn by the host's code when the renderer reaches it, within the clip
    /// and fade in force (see ``HostDrawing``).
    case host(HostDrawing, in: Rect)
    /// The picture file at a path (a PNG, or any format the backend reads: SplitKitSDL uses SDL_image) scaled into the
    /// rectangle, smoothly; a file that cannot be read draws nothing, and the backend says so once.
    case image(String, in: Rect)
}

/// A whole frame: draw commands in painter's order, plus the window title and cursor it wants.
public struct DisplayList: Hashable, Sendable {
    /// Commands in painter's order.
    public var commands: [DrawCommand] = []
    /// The window title this frame asks for.
    public var title: String = ""
    /// The cursor this frame asks for.
    public var cursor: Cursor = .arrow
    /// Where text is being typed — the caret of the text field that has the keyboard, in window points — for an input
    /// method's candidate window; nil when nothing takes text (the window then stops taking text input, so an input
    /// method does not catch keys meant for lists and buttons).
    public var textInputArea: Rect?
    /// How ``text(_:_:in:alignment:)`` reads ``TextAlignment/leading`` and ``TextAlignment/trailing`` and which way
    /// text in the interface's direction (``TextDirection/interface``) reads, and which end of a
    /// ``toolbar(_:in:appearance:corners:leading:trailing:leadingInset:pressed:actions:pressedAction:)`` is leading: a split view sets its
    /// configuration's direction while it draws. Left to right unless set.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The editable fields drawn in this frame, where a press focuses them (``addFieldArea(id:frame:)``), in drawing
    /// order: a split view reads them when it draws, so that a press on a field gives it the keyboard focus.
    public private(set) var fieldAreas: [FieldArea] = []

    /// An editable field as drawn: its accessibility node's id and the part of its frame on screen.
    public struct FieldArea: Hashable, Sendable {
        /// The field's node id.
        public var id: String
        /// Where it is drawn, clipped as it is drawn.
        public var frame: Rect
    }

    /// Records that the field whose node is `id` is drawn at `frame` (cut to the clip it is drawn in):
    /// ``TextField/drawBox(in:into:appearance:isFocused:id:)`` calls it; a host that draws a field of its own can too.
    public mutating func addFieldArea(id: String, frame: Rect) {
        var clips: [Rect] = []
        for command in commands {
            if case .pushClip(let rect) = command { clips.append((clips.last ?? rect).intersection(rect)) }
            if case .popClip = command { _ = clips.popLast() }
        }
        let shown = clips.last.map { frame.intersection($0) } ?? frame
        if !shown.isEmpty { fieldAreas.append(FieldArea(id: id, frame: shown)) }
    }

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

    /// Appends text in a box, `alignment` read in the list's ``layoutDirection`` (leading is the right right to left),
    /// and the style's ``TextStyle/direction`` too: text in the interface's direction is appended reading the list's
    /// way (``TextStyle/resolved(in:)``).
    public mutating func text(_ string: String, _ style: TextStyle, in box: Rect, alignment: TextAlignment = .leading) {
        commands.append(.text(string, style.resolved(in: layoutDirection), in: box, alignment: layoutDirection.screenAlignment(alignment)))
    }

    /// Appends the picture file at `path` scaled into `rect` (``DrawCommand/image(_:in:)``).
    public mutating func image(_ path: String, in rect: Rect) {
        commands.append(.image(path, in: rect))
    }

    /// Appends the host's own drawing `drawing` in `rect` (see ``HostDrawing``).
    public mutating func host(_ drawing: HostDrawing, in rect: Rect) {
        commands.append(.host(drawing, in: rect))
    }

    /// Draws what `body` appends as one group at `opacity` (group opacity, see ``DrawCommand/pushOpacity(_:)``;
    /// 1 draws it as it is).
    public mutating func faded(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
        guard opacity < 1 else { return body(&self) }
        commands.append(.pushOpacity(max(0, opacity)))
        body(&self)
        commands.append(.popOpacity)
    }

    /// Draws what `body` appends clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }
}
