// A scrolling list of equal-height rows with one selection: hit testing, scrolling, keys and taps, as a value.

/// A vertical list of `count` rows, each `rowHeight` points tall, with one selection, in the split view's style:
/// a value changed by ``send(_:)``, drawn with ``draw(in:into:appearance:selectionStyle:separatorInset:row:)``.
///
/// The host places it (``place(in:interactive:)`` or ``place(in:)``) whenever the layout may have changed, sends it the input
/// nothing above it used, and reads the ``ListViewResult`` for what the user chose:
/// ```swift
/// var list = ListView(count: 20, rowHeight: 44)
/// list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)
/// if let row = list.send(event).tapped { showDetail(row) }
/// ```
public struct ListView: Hashable, Sendable {
    /// Number of rows; fewer rows keep the selection and scroll within them.
    public var count: Int {
        didSet {
            if let selection, selection >= count { self.selection = count > 0 ? count - 1 : nil }
            clampScroll()
        }
    }
    /// Height of each row in points.
    public var rowHeight: Double {
        didSet { clampScroll() }
    }
    /// The selected row (0-based), if any. Setting it does not scroll: ``select(_:)`` also reveals the row.
    public var selection: Int?
    /// How far the rows are scrolled up, in points (0: the first row at the top), always within the content.
    public private(set) var scroll: Double = 0
    /// Where the list is laid out: rows start at its top, and its height is how much of them shows.
    public private(set) var frame: Rect = .zero
    /// The part of the list on screen that takes pointer input (nil: none, as while it is hidden or sliding).
    public private(set) var interactiveFrame: Rect?
    /// Rows per Page Up / Page Down: a screenful less one row, at least one.
    public var pageRows: Int { max(1, Int((frame.height / max(1, rowHeight)).rounded(.down)) - 1) }
    var press: TapTracker<Int>

    /// A list of `count` rows `rowHeight` points tall; a press moving more than `tapSlop` points is not a tap.
    public init(count: Int, rowHeight: Double, selection: Int? = nil, tapSlop: Double = Metrics.standard.tapSlop) {
        self.count = count
        self.rowHeight = rowHeight
        self.selection = selection
        self.press = TapTracker(tapSlop: tapSlop)
    }

    /// Farthest a press may move and still tap its row (use the split's `metrics.tapSlop`).
    public var tapSlop: Double {
        get { press.tapSlop }
        set { press.tapSlop = newValue }
    }

    /// Lays the list out in `frame`, taking pointer input all over it, and keeps the scroll within the content.
    public mutating func place(in frame: Rect) {
        place(in: frame, interactive: frame)
    }

    /// Lays the list out in `frame` and takes pointer input only in `interactive` (nil: nowhere), keeping the
    /// scroll within the content for the new height. A split's primary list passes `primaryContentLayout` and
    /// `primaryContentFrame`.
    public mutating func place(in frame: Rect, interactive: Rect?) {
        self.frame = frame
        self.interactiveFrame = interactive
        clampScroll()
    }

    /// The row at `point`, if the list takes input there and a row is under it.
    public func row(at point: Point) -> Int? {
        guard let interactiveFrame, interactiveFrame.contains(point), rowHeight > 0 else { return nil }
        let index = Int(((point.y - frame.y + scroll) / rowHeight).rounded(.down))
        return (0..<count).contains(index) ? index : nil
    }

    /// The frame of row `index` in a list drawn in `frame` (by default where it is laid out); it lies outside
    /// the list when scrolled away.
    public func frame(ofRow index: Int, in frame: Rect? = nil) -> Rect {
        let frame = frame ?? self.frame
        return Rect(x: frame.x, y: frame.y + Double(index) * rowHeight - scroll, width: frame.width, height: rowHeight)
    }

    /// The rows that show at least in part (empty when none do).
    public var visibleRows: Range<Int> {
        guard count > 0, rowHeight > 0, frame.height > 0 else { return 0..<0 }
        let first = Int((scroll / rowHeight).rounded(.down))
        let last = Int(((scroll + frame.height) / rowHeight).rounded(.up))
        return min(count, max(0, first))..<min(count, max(0, last))
    }

    /// The largest scroll offset: the content's height less what shows.
    public var maximumScroll: Double { max(0, Double(count) * rowHeight - frame.height) }

    /// Scrolls by `dy` points (positive: towards the end), kept within the content.
    public mutating func scroll(by dy: Double) {
        scroll(to: scroll + dy)
    }

    /// Scrolls to `offset` points, kept within the content.
    public mutating func scroll(to offset: Double) {
        scroll = min(max(0, offset), maximumScroll)
    }

    /// Selects row `index` (nil: none) and scrolls the least amount that shows it whole.
    public mutating func select(_ index: Int?) {
        selection = index.map { min(max(0, $0), count - 1) }
        if let selection { reveal(selection) }
    }

    /// Moves the selection by `delta` rows (Up/Down), selecting the first or last row when there is none, and
    /// keeps it in view. Returns true when the selection changed.
    @discardableResult
    public mutating func moveSelection(by delta: Int) -> Bool {
        guard count > 0 else { return false }
        let before = selection
        select(selection.map { $0 + delta } ?? (delta > 0 ? 0 : count - 1))
        return selection != before
    }

    /// Scrolls the least amount that shows row `index` whole.
    public mutating func reveal(_ index: Int) {
        let top = Double(index) * rowHeight, bottom = top + rowHeight
        if top < scroll { scroll = top } else if bottom > scroll + frame.height { scroll = bottom - frame.height }
        clampScroll()
    }

    /// Forgets a press that may have become a tap (something else, such as the split's swipe, took it).
    public mutating func cancelPress() {
        press.cancel()
    }

    private mutating func clampScroll() {
        scroll(by: 0)
    }
}
