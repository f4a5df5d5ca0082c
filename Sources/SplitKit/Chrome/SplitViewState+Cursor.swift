// The cursor over a separator: both ways, or only the way it can still move at a limit (iPadOS 26, issue 38).

extension SplitViewState {
    /// The cursor a separator under the pointer (or held) asks for; nil when neither is. Within a point of the primary's
    /// maximum (widths are whole points) it
    /// can only make the primary narrower; at its minimum only wider, unless it can snap shut (a minimum above 0,
    /// SPEC §3); collapsed, its handle only drags the primary back out. The inspector's separator alike, within its
    /// own range. With no room at all, both ways (a drag then does nothing visible, which the cursor cannot say better).
    var separatorCursor: Cursor? {
        let which: HoveredSeparator?
        switch interaction {
        case .separatorDrag: which = .primary
        case .inspectorSeparatorDrag: which = .inspector
        default: which = separatorState.hovered
        }
        switch which {
        case .primary?:
            let growSide = configuration.primarySide == .left ? Side.right : Side.left
            if collapse.target >= 1 { return Self.cursor(towards: growSide) }
            let range = separatorRange, width = primaryWidth.width
            guard range.upperBound - range.lowerBound >= 1 else { return .resizeHorizontal }
            if width > range.upperBound - 1 { return Self.cursor(towards: growSide == .left ? .right : .left) }
            if width < range.lowerBound + 1, configuration.minimumPrimaryColumnWidth <= 0 { return Self.cursor(towards: growSide) }
            return .resizeHorizontal
        case .inspector?:
            let growSide = configuration.inspectorSide == .left ? Side.right : Side.left
            let range = inspectorSeparatorRange, width = inspectorWidth.width
            guard range.upperBound - range.lowerBound >= 1 else { return .resizeHorizontal }
            if width > range.upperBound - 1 { return Self.cursor(towards: growSide == .left ? .right : .left) }
            if width < range.lowerBound + 1 { return Self.cursor(towards: growSide) }
            return .resizeHorizontal
        case nil:
            return nil
        }
    }

    /// The one-way cursor towards `side` of the screen.
    private static func cursor(towards side: Side) -> Cursor { side == .left ? .resizeLeft : .resizeRight }
}
