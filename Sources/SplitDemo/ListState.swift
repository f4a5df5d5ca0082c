// A scrolling list of equal-height rows with one selection: hit testing, scrolling, keyboard moves, taps.
import SplitKit

/// A vertical list of `count` rows, each `rowHeight` tall, with a scroll offset and an optional selection.
struct ListState: Sendable {
    /// Number of rows.
    var count: Int
    /// Height of each row in points.
    var rowHeight: Double
    /// Selected row (0-based), if any.
    var selection: Int?
    /// How far the content is scrolled up, in points (0 = top row at the top).
    var scroll: Double = 0
    /// The row under a press that may become a tap.
    var press = TapTracker<Int>()
    /// Farthest a press may move and still tap its row (the split's metrics).
    var tapSlop: Double {
        get { press.tapSlop }
        set { press.tapSlop = newValue }
    }

    /// The row at `point` in a list laid out in `layout` and on screen in `visible`, if any.
    func row(at point: Point, in visible: Rect, layout: Rect) -> Int? {
        guard visible.contains(point) else { return nil }
        let index = Int(((point.y - layout.y + scroll) / rowHeight).rounded(.down))
        return (0..<count).contains(index) ? index : nil
    }

    /// The frame of row `index` in a list drawn in `frame` (may lie outside `frame` when scrolled away).
    func frame(ofRow index: Int, in frame: Rect) -> Rect {
        Rect(x: frame.x, y: frame.y + Double(index) * rowHeight - scroll, width: frame.width, height: rowHeight)
    }

    /// The largest scroll offset for a list shown `visibleHeight` tall.
    func maximumScroll(visibleHeight: Double) -> Double {
        max(0, Double(count) * rowHeight - visibleHeight)
    }

    /// Scrolls by `dy`, kept within the content.
    mutating func scroll(by dy: Double, visibleHeight: Double) {
        scroll = min(max(0, scroll + dy), maximumScroll(visibleHeight: visibleHeight))
    }

    /// Keeps the scroll inside the content after the visible height changed.
    mutating func clampScroll(visibleHeight: Double) {
        scroll(by: 0, visibleHeight: visibleHeight)
    }

    /// Moves the selection by `delta` rows (Up/Down), selecting the first or last row when there is none.
    mutating func moveSelection(by delta: Int, visibleHeight: Double) {
        guard count > 0 else { return }
        let target = selection.map { $0 + delta } ?? (delta > 0 ? 0 : count - 1)
        selection = min(max(0, target), count - 1)
        reveal(selection!, visibleHeight: visibleHeight)
    }

    /// Scrolls the least amount that shows row `index` whole.
    mutating func reveal(_ index: Int, visibleHeight: Double) {
        let top = Double(index) * rowHeight, bottom = top + rowHeight
        if top < scroll { scroll = top } else if bottom > scroll + visibleHeight { scroll = bottom - visibleHeight }
        clampScroll(visibleHeight: visibleHeight)
    }
}
