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
///
/// Long texts are wrapped lazily, as GTK's text view validates its lines: a new width (or text, style or measure)
/// wraps only the paragraphs that show, and scrolling wraps what comes into view; the others count an estimated
/// number of lines until they show (see ``contentHeight``). The paragraph at the top stays where it is on screen when
/// estimates before it are replaced, and Home and End reach the real ends. So a width change or a scroll costs about
/// the same for 10 KB and for 1 MB (a paragraph that shows is wrapped whole, so one very long paragraph still costs
/// its length). Texts of up to 4 KB are wrapped whole and exactly at every change, as they always were.
public struct TextView: Hashable, Sendable {
    /// The text; newlines separate paragraphs.
    public var text: String {
        didSet {
            split()
            relayout(keepingTop: false)
        }
    }
    /// How it is drawn; its ``TextStyle/lineHeight`` spaces the lines. Its direction is not used: see ``direction``.
    public var style: TextStyle { didSet { relayout(keepingTop: true, oldLineHeight: oldValue.lineHeight) } }
    /// Which way its paragraphs read: each its own way (``TextDirection/content``, the default), or all the
    /// interface's, or all one given way.
    public var direction: TextDirection = .content
    /// How wide text is drawn (the appearance's `textMeasure`), for wrapping.
    public var measure: TextMeasure { didSet { relayout(keepingTop: true) } }
    /// Where the text is laid out: lines are wrapped to its width and as many as its height shows.
    public private(set) var frame: Rect = .zero
    /// How far the text is scrolled up, in points (0: the first line at the top), always within the content.
    public internal(set) var scroll: Double = 0

    /// The text's paragraphs (what lies between newlines; none for an empty text), split once per text.
    var paragraphs: [Substring] = []
    /// Each paragraph's lines at the frame's width once wrapped (nil until then), dropped when the width, the style
    /// or the measure changes.
    var wrapped: [WrappedParagraph?] = []
    /// Each paragraph's number of lines: exact when it is wrapped, estimated from its length otherwise.
    var counts = LineCounts()
    /// Whether the text is short enough to be wrapped whole at every change (see ``wholeWrapLimit``); a native string
    /// knows its UTF-8 length, so this costs nothing to ask.
    var wrapsWhole: Bool { text.utf8.count <= Self.wholeWrapLimit }

    /// A text view showing `text` in `style`, its paragraphs reading in `direction` (each its own way unless given),
    /// wrapped with `measure`; place it with ``place(in:)``.
    public init(text: String, style: TextStyle, direction: TextDirection = .content, measure: TextMeasure = .estimated) {
        self.text = text
        self.style = style
        self.direction = direction
        self.measure = measure
        split()
        relayout(keepingTop: false)
    }

    /// Lays the text out in `frame`: wrapped to its width (a long text's paragraph at the top staying there, a short
    /// text keeping its scroll offset), the scroll kept within the content for its height.
    public mutating func place(in frame: Rect) {
        let rewrap = frame.width != self.frame.width
        self.frame = frame
        if rewrap { relayout(keepingTop: true) } else { scroll(by: 0) }
    }

    /// The text broken into lines no wider than the frame, every one: O(n), since the paragraphs not wrapped yet (those
    /// that have not shown) are wrapped for the answer, without being kept.
    public var lines: [String] { paragraphs.indices.flatMap { lines(ofParagraph: $0).lines } }

    /// For each of ``lines``, the direction of its paragraph (nil: the paragraph has no strong letter): O(n), as
    /// ``lines``.
    public var lineDirections: [LayoutDirection?] {
        paragraphs.indices.flatMap { index in
            let paragraph = lines(ofParagraph: index)
            return Array(repeating: paragraph.direction, count: paragraph.lines.count)
        }
    }

    /// Height of all the lines, in points: exact once every paragraph has been wrapped (always, for a text of up to
    /// 4 KB), else an estimate in which the paragraphs that have not shown count the lines their length suggests.
    public var contentHeight: Double { Double(counts.total) * style.lineHeight }

    /// The largest scroll offset: the content's height less what shows (an estimate as ``contentHeight`` is, but
    /// exact whenever the view is at the end).
    public var maximumScroll: Double { max(0, contentHeight - frame.height) }

    /// Scrolls by `dy` points (positive: towards the end), kept within the content. A step of up to three screenfuls
    /// moves by exactly that many points of wrapped lines; a longer jump lands by the estimates, and one to or past
    /// the end reaches the real end.
    public mutating func scroll(by dy: Double) {
        let height = style.lineHeight
        if dy != 0, height > 0, abs(dy) <= 3 * max(frame.height, height) {
            let passed = Int((abs(dy) / height).rounded(.up))
            wrapAroundView(linesAbove: dy < 0 ? passed : 0, linesBelow: dy > 0 ? passed : 0)
        }
        let toEnd = dy > 0 && scroll + dy >= maximumScroll
        scroll += dy
        settle(toEnd: toEnd)
    }

    /// The lines that show at least in part, counted from the text's first line (where the paragraphs before them
    /// that have not shown yet count their estimated lines: the same indices as ``lines``' once they are wrapped).
    public var visibleLines: Range<Int> {
        let height = style.lineHeight, total = counts.total
        guard height > 0, total > 0 else { return 0..<0 }
        let first = ((scroll / height).rounded(.down)), last = (((scroll + frame.height) / height).rounded(.up))
        let clamp = { (line: Double) in Int(min(Double(total), max(0, line))) }
        return clamp(first)..<clamp(last)
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
        case .key(.end, [], _): settle(toEnd: true)
        default: return false
        }
        return true
    }

    /// Draws the lines that show, each `lineHeight` tall, in `frame` (by default where the view is laid out),
    /// clipped to it. Every mutating call wraps what then shows; a paragraph that shows without having been wrapped
    /// is wrapped here for the drawing, without being kept.
    public func draw(in frame: Rect? = nil, into list: inout DisplayList) {
        let frame = frame ?? self.frame, height = style.lineHeight, visible = visibleLines
        list.clipped(to: frame) { list in
            var (paragraph, skipped) = counts.paragraph(containing: visible.lowerBound), index = visible.lowerBound
            while index < visible.upperBound, paragraph < paragraphs.count {
                let wrapped = lines(ofParagraph: paragraph)
                let direction = paragraphDirection(wrapped.direction, in: list.layoutDirection)
                var style = style
                style.direction = direction == .rightToLeft ? .rightToLeft : .leftToRight
                for line in wrapped.lines.dropFirst(skipped) {
                    guard index < visible.upperBound else { break }
                    let top = frame.y + Double(index) * height - scroll
                    list.text(Self.line(line, reading: direction), style, in: Rect(x: frame.x, y: top, width: frame.width, height: height),
                              alignment: direction == list.layoutDirection ? .leading : .trailing)
                    index += 1
                }
                paragraph += 1
                skipped = 0
            }
        }
    }

    /// The way a paragraph whose own direction is `own` (nil: no strong letter) reads in an interface of direction
    /// `interface`, by ``direction``.
    func paragraphDirection(_ own: LayoutDirection?, in interface: LayoutDirection) -> LayoutDirection {
        switch direction.resolved(in: interface) {
        case .content: return own ?? interface
        case .rightToLeft: return .rightToLeft
        default: return .leftToRight
        }
    }

    /// `line` as drawn in a paragraph read in `direction`: with that direction's mark first when the line by itself
    /// would read the other way (a line without strong letters reads left to right).
    static func line(_ line: String, reading direction: LayoutDirection) -> String {
        (LayoutDirection(firstStrongIn: line) ?? .leftToRight) == direction ? line : String(direction.mark) + line
    }

    /// Two views are equal when they show the same text the same way: the same text, style, direction, measure,
    /// frame and scroll, and the same number of lines in each paragraph (exact or estimated), whichever paragraphs
    /// happen to hold their wrapped lines.
    public static func == (a: TextView, b: TextView) -> Bool {
        a.scroll == b.scroll && a.frame == b.frame && a.style == b.style && a.direction == b.direction && a.measure == b.measure
            && a.counts == b.counts && a.text == b.text
    }

    /// Hashes the text, style, direction, measure, frame and scroll: what `==` compares but the line counts (a subset,
    /// so equal views hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
        hasher.combine(direction)
        hasher.combine(measure)
        hasher.combine(frame)
        hasher.combine(scroll)
    }
}
