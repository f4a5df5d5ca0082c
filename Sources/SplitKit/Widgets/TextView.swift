// A read-only multi-line text wrapped to its width and scrolled vertically, as a value.

/// Multi-line text wrapped at spaces to its frame's width (each newline starts a new line), scrolled vertically
/// by ``send(_:)`` and drawn with ``draw(in:into:)``, one `.text` command per visible line.
///
/// A text view shows what someone wrote, so by default (``direction`` ``TextDirection/content``) each paragraph reads
/// in the direction of its first strong letter (``LayoutDirection/init(firstStrongIn:)``; one with none, in the
/// list's): its lines are aligned to that direction's start, and each wrapped line is drawn reading the paragraph's
/// way, so a Hebrew paragraph's line that begins with a Latin word still reads right to left. Set ``direction`` to
/// ``TextDirection/interface`` (or an explicit direction) for text of the program's own.
///
/// ```swift
/// var notes = TextView(text: body, style: TextStyle(size: 15, color: palette.label), measure: appearance.textMeasure)
/// notes.place(in: frame)
/// notes.send(event)          // wheel, touchpad, Up/Down, Page Up/Page Down, Home/End
/// notes.draw(into: &list)
/// ```
public struct TextView: Hashable, Sendable {
    /// The text; newlines separate paragraphs.
    public var text: String { didSet { wrap() } }
    /// How it is drawn; its ``TextStyle/lineHeight`` spaces the lines. Its direction is not used: see ``direction``.
    public var style: TextStyle { didSet { wrap() } }
    /// Which way its paragraphs read: each its own way (``TextDirection/content``, the default), or all the
    /// interface's, or all one given way.
    public var direction: TextDirection = .content
    /// How wide text is drawn (the appearance's `textMeasure`), for wrapping.
    public var measure: TextMeasure { didSet { wrap() } }
    /// Where the text is laid out: lines are wrapped to its width and as many as its height shows.
    public private(set) var frame: Rect = .zero
    /// The text broken into lines no wider than the frame.
    public private(set) var lines: [String] = []
    /// For each of ``lines``, the direction of its paragraph (nil: the paragraph has no strong letter).
    public private(set) var lineDirections: [LayoutDirection?] = []
    /// How far the text is scrolled up, in points (0: the first line at the top), always within the content.
    public private(set) var scroll: Double = 0

    /// A text view showing `text` in `style`, its paragraphs reading in `direction` (each its own way unless given),
    /// wrapped with `measure`; place it with ``place(in:)``.
    public init(text: String, style: TextStyle, direction: TextDirection = .content, measure: TextMeasure = .estimated) {
        self.text = text
        self.style = style
        self.direction = direction
        self.measure = measure
        wrap()
    }

    /// Lays the text out in `frame`: wrapped to its width, the scroll kept within the content for its height.
    public mutating func place(in frame: Rect) {
        let rewrap = frame.width != self.frame.width
        self.frame = frame
        if rewrap { wrap() } else { scroll(by: 0) }
    }

    /// Height of all the lines, in points.
    public var contentHeight: Double { Double(lines.count) * style.lineHeight }

    /// The largest scroll offset: the content's height less what shows.
    public var maximumScroll: Double { max(0, contentHeight - frame.height) }

    /// Scrolls by `dy` points (positive: towards the end), kept within the content.
    public mutating func scroll(by dy: Double) {
        scroll = min(max(0, scroll + dy), maximumScroll)
    }

    /// The lines that show at least in part.
    public var visibleLines: Range<Int> {
        let height = style.lineHeight
        guard height > 0, !lines.isEmpty else { return 0..<0 }
        let first = Int((scroll / height).rounded(.down)), last = Int(((scroll + frame.height) / height).rounded(.up))
        return min(lines.count, max(0, first))..<min(lines.count, max(0, last))
    }

    /// The keys a text view scrolls with while it has the keyboard (without modifiers): Up/Down a line, Page Up/Page
    /// Down a screenful less a line, Home/End to either end.
    public static let keys: Set<Key> = [.up, .down, .pageUp, .pageDown, .home, .end]

    /// Applies one input event: a vertical scroll over the frame scrolls; Up/Down scroll a line, Page Up/Page Down
    /// a screenful less a line, Home/End to either end. Returns true when the view used the event.
    @discardableResult
    public mutating func send(_ event: InputEvent) -> Bool {
        let line = style.lineHeight, page = max(line, frame.height - line)
        switch event {
        case .scroll(_, let dy, let at, _):
            guard dy != 0, frame.contains(at) else { return false }
            scroll(by: dy)
        case .key(.up, [], _): scroll(by: -line)
        case .key(.down, [], _): scroll(by: line)
        case .key(.pageUp, [], _): scroll(by: -page)
        case .key(.pageDown, [], _): scroll(by: page)
        case .key(.home, [], _): scroll(by: -scroll)
        case .key(.end, [], _): scroll(by: maximumScroll)
        default: return false
        }
        return true
    }

    /// Draws the lines that show, each `lineHeight` tall, in `frame` (by default where the view is laid out),
    /// clipped to it.
    public func draw(in frame: Rect? = nil, into list: inout DisplayList) {
        let frame = frame ?? self.frame, height = style.lineHeight
        list.clipped(to: frame) { list in
            for index in visibleLines {
                let top = frame.y + Double(index) * height - scroll
                let direction = paragraphDirection(ofLine: index, in: list.layoutDirection)
                var style = style
                style.direction = direction == .rightToLeft ? .rightToLeft : .leftToRight
                list.text(Self.line(lines[index], reading: direction), style, in: Rect(x: frame.x, y: top, width: frame.width, height: height),
                          alignment: direction == list.layoutDirection ? .leading : .trailing)
            }
        }
    }

    /// The way line `index`'s paragraph reads in an interface of direction `interface`, by ``direction``.
    func paragraphDirection(ofLine index: Int, in interface: LayoutDirection) -> LayoutDirection {
        switch direction.resolved(in: interface) {
        case .content: return lineDirections[index] ?? interface
        case .rightToLeft: return .rightToLeft
        default: return .leftToRight
        }
    }

    /// `line` as drawn in a paragraph read in `direction`: with that direction's mark first when the line by itself
    /// would read the other way (a line without strong letters reads left to right).
    static func line(_ line: String, reading direction: LayoutDirection) -> String {
        (LayoutDirection(firstStrongIn: line) ?? .leftToRight) == direction ? line : String(direction.mark) + line
    }

    private mutating func wrap() {
        lines = []
        lineDirections = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) where !text.isEmpty {
            let wrapped = measure.lines(of: String(paragraph), width: frame.width, style: style)
            lines += wrapped.isEmpty ? [""] : wrapped
            lineDirections += Array(repeating: LayoutDirection(firstStrongIn: String(paragraph)), count: max(1, wrapped.count))
        }
        scroll(by: 0)
    }
}
