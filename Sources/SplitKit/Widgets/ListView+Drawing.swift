// Draws a list's visible rows: the selection's fill, the host's content per row, and the lines between rows.

/// How a list shows its selected row.
public enum ListSelectionStyle: Hashable, Sendable {
    /// Filled with the accent colour, its text on the accent: the row whose detail is shown.
    case accent
    /// Filled with the highlight colour: the keyboard's place, nothing opened yet (a collapsed list).
    case highlight
}

/// One row as the host draws its content.
public struct ListRow: Hashable, Sendable {
    /// The row's index (0-based).
    public var index: Int
    /// Where the row is drawn, in window points.
    public var frame: Rect
    /// True when the row is drawn on the accent fill: draw its text in the palette's `labelOnAccent`.
    public var isOnAccent: Bool

    /// A row's drawing context.
    public init(index: Int, frame: Rect, isOnAccent: Bool) {
        self.index = index
        self.frame = frame
        self.isOnAccent = isOnAccent
    }
}

extension ListView {
    /// Space before the line under each row, and before a titled row's text (16 points).
    public static let standardInset = 16.0

    /// Draws the rows that show in `frame` (by default where the list is laid out): the selected row filled in
    /// `selectionStyle`, then `row` draws each row's content, then a line in the palette's `rowSeparator` under
    /// each row not on the accent, `separatorInset` points in from the leading edge.
    public func draw(
        in frame: Rect? = nil, into list: inout DisplayList, appearance: Appearance, selectionStyle: ListSelectionStyle = .accent,
        separatorInset: Double = ListView.standardInset, row: (ListRow, inout DisplayList) -> Void
    ) {
        let frame = frame ?? self.frame, palette = appearance.palette
        for index in visibleRows {
            let rowFrame = self.frame(ofRow: index, in: frame)
            let onAccent = index == selection && selectionStyle == .accent
            if index == selection { list.fill(rowFrame, onAccent ? palette.accent : palette.highlight) }
            row(ListRow(index: index, frame: rowFrame, isOnAccent: onAccent), &list)
            if !onAccent {
                // Inset on the leading side: the right in a right-to-left list.
                let line = Rect(x: rowFrame.x + separatorInset, y: rowFrame.maxY - 1, width: max(0, rowFrame.width - separatorInset), height: 1)
                list.fill(list.layoutDirection.place(line, in: rowFrame), palette.rowSeparator)
            }
        }
    }

    /// Draws the rows with one line of text each, `title(index)` in `style`'s size and weight (17 text points by
    /// default), coloured `label`, or `labelOnAccent` on the accent.
    public func draw(
        in frame: Rect? = nil, into list: inout DisplayList, appearance: Appearance, selectionStyle: ListSelectionStyle = .accent,
        style: TextStyle? = nil, title: (Int) -> String
    ) {
        let palette = appearance.palette
        var style = style ?? TextStyle(size: appearance.textPoints(17), color: palette.label)
        let plain = style.color
        draw(in: frame, into: &list, appearance: appearance, selectionStyle: selectionStyle) { row, list in
            style.color = row.isOnAccent ? palette.labelOnAccent : plain
            list.text(title(row.index), style, in: row.frame.inset(by: .horizontal(Self.standardInset)))
        }
    }
}
