// Label and value rows, as an inspector shows an object's details: drawn, and named for assistive technologies, alike.

/// One row of a ``LabeledValueList``: a label ("Subject") and its value.
public struct LabeledValue: Hashable, Sendable {
    /// What the value is.
    public var label: String
    /// The value, often the user's text.
    public var value: String
    /// True when the value reads in the interface's direction whatever script it starts with (a list of names, so the
    /// first is at the leading end); false (the default) lets it read in the direction of its first letter.
    public var readsInInterfaceDirection: Bool

    /// A row.
    public init(_ label: String, _ value: String, readsInInterfaceDirection: Bool = false) {
        self.label = label
        self.value = value
        self.readsInInterfaceDirection = readsInInterfaceDirection
    }
}

/// Rows of labels and values, one under another, in either of two layouts; what an inspector column lists.
public struct LabeledValueList: Hashable, Sendable {
    /// Where a row's label goes.
    public enum Layout: Hashable, Sendable {
        /// A small secondary-coloured caption over its value (an inspector column): rows 52 points apart.
        case stacked
        /// The label at the leading side, `labelWidth` points wide, the value after it (a settings table): rows 44 tall.
        case sideBySide(labelWidth: Double)
    }

    /// The rows, in order.
    public var rows: [LabeledValue]
    /// How each row is laid out.
    public var layout: Layout
    /// Room kept around the rows inside the frame they are drawn in (16 points on the top and sides by default).
    public var insets: Insets

    /// Rows laid out by `layout`, `insets` from the frame's edges.
    public init(_ rows: [LabeledValue], layout: Layout = .stacked, insets: Insets = Insets(top: 16, left: 16, bottom: 0, right: 16)) {
        self.rows = rows
        self.layout = layout
        self.insets = insets
    }

    /// How far apart the rows are.
    public var rowHeight: Double {
        if case .stacked = layout { return 52 }
        return 44
    }

    /// The frame of row `index` when the list is drawn in `frame` (for hit tests and accessibility bounds).
    public func frame(ofRow index: Int, in frame: Rect) -> Rect {
        let box = frame.inset(by: insets)
        return Rect(x: box.x, y: box.y + Double(index) * rowHeight, width: box.width, height: rowHeight)
    }

    /// The caption style of a stacked label, and the label style beside a value.
    public static func labelStyle(_ appearance: Appearance, layout: Layout) -> TextStyle {
        if case .stacked = layout { return TextStyle(size: appearance.textPoints(13), color: appearance.palette.secondaryLabel) }
        return TextStyle(size: appearance.textPoints(15), color: appearance.palette.secondaryLabel)
    }

    /// The style values are drawn in.
    public static func valueStyle(_ appearance: Appearance) -> TextStyle {
        TextStyle(size: appearance.textPoints(17), color: appearance.palette.label)
    }

    /// Draws the rows in `frame`, each label and value cut with "…" when the frame is narrow; labels sit at the leading
    /// side of the list's direction, and a value that ``LabeledValue/readsInInterfaceDirection`` starts with its mark.
    public func draw(in frame: Rect, into list: inout DisplayList, appearance: Appearance) {
        let labelStyle = Self.labelStyle(appearance, layout: layout), valueStyle = Self.valueStyle(appearance)
        let mark = String(list.layoutDirection.mark)
        for (index, row) in rows.enumerated() {
            let box = self.frame(ofRow: index, in: frame)
            let value = row.readsInInterfaceDirection ? mark + row.value : row.value
            switch layout {
            case .stacked:
                list.text(row.label, labelStyle, in: Rect(x: box.x, y: box.y, width: box.width, height: 18))
                list.text(value, valueStyle, in: Rect(x: box.x, y: box.y + 18, width: box.width, height: 26))
            case .sideBySide(let labelWidth):
                let label = Rect(x: box.x, y: box.y, width: max(0, min(labelWidth, box.width) - 8), height: box.height)
                let rest = Rect(x: box.x + labelWidth, y: box.y, width: max(0, box.width - labelWidth), height: box.height)
                list.text(row.label, labelStyle, in: list.layoutDirection.place(label, in: box))
                list.text(value, valueStyle, in: list.layoutDirection.place(rest, in: box))
            }
        }
    }

    /// The rows' node: a focusable, read-only ``AccessibleRole/text`` named `name` over `frame` whose text is every row
    /// as "Label: value" on a line of its own (a screen reader reads it through), holding one ``AccessibleRole/label``
    /// per row, named by its label and described by its value, at the row's frame.
    public func accessibilityNode(id: String, name: String, in frame: Rect) -> AccessibleNode {
        let children = rows.enumerated().map { index, row in
            AccessibleNode(id: "\(id).row.\(index)", role: .label, name: row.label, description: row.value,
                           bounds: self.frame(ofRow: index, in: frame))
        }
        return AccessibleNode(id: id, role: .text, name: name, states: [.visible, .showing, .enabled, .focusable, .readOnly, .multiLine],
                              bounds: frame, text: rows.map { "\($0.label): \($0.value)" }.joined(separator: "\n"), children: children)
    }
}
