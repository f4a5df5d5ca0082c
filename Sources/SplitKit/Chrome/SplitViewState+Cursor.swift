// The cursor over a separator: both ways, or only the way it can still move at a limit (iPadOS 26, issue 38).

extension SplitViewState {
    /// The cursor a separator under the pointer (or held) asks for; nil when neither is. Within a point of the primary's
    /// maximum (widths are whole points) it
    /// can only make the primary narrower; at its minimum only wider, unless it can snap shut (a minimum above 0,
    /// SPEC §3); collapsed, its handle only drags the primary back out. The inspector's separator alike, within its
    /// own range, and the grab strip of an inspector hidden beside the secondary only drags it out. With no room at all, both ways (a drag then does nothing visible, which the cursor cannot say better).
    var separatorCursor: Cursor? {
        let which: SeparatorKind?
        switch interaction {
        case .separatorDrag: which = .primary
        case .inspectorSeparatorDrag: which = .inspector
        case .swipe where isDraggingInspectorOut: return .resizeHorizontal  // out from its grab strip, either way
        case .sheetDrag(let drag): return drag.pressedDim ? nil : .resizeVertical
        default: which = separatorState.hovered
        }
        switch which {
        case .primary?:
            let growSide = configuration.primarySide == .left ? Side.right : Side.left
            if collapse.target >= 1 { return Self.cursor(towards: growSide) }
            return Self.cursor(width: primaryWidth.width, range: separatorRange, growSide: growSide,
                               snapsShut: configuration.minimumPrimaryColumnWidth > 0)
        case .inspector?:
            let growSide = configuration.inspectorSide == .left ? Side.right : Side.left
            if inspectorGrabStrip != nil { return Self.cursor(towards: growSide) }  // hidden: its strip only drags it out
            return Self.cursor(width: inspectorWidth.width, range: inspectorSeparatorRange,
                               growSide: configuration.inspectorSide == .left ? .right : .left, snapsShut: false)
        case .sheet?:
            return .resizeVertical
        case nil:
            return nil
        }
    }

    /// A separator's cursor for a column `width` wide in `range`, growing towards `growSide`: one-way within a point of
    /// the maximum, and of the minimum unless it `snapsShut` past it; both ways otherwise (and with no room at all).
    private static func cursor(width: Double, range: ClosedRange<Double>, growSide: Side, snapsShut: Bool) -> Cursor {
        guard range.upperBound - range.lowerBound >= 1 else { return .resizeHorizontal }
        if width > range.upperBound - 1 { return cursor(towards: growSide == .left ? .right : .left) }
        if width < range.lowerBound + 1, !snapsShut { return cursor(towards: growSide) }
        return .resizeHorizontal
    }

    /// The one-way cursor towards `side` of the screen.
    private static func cursor(towards side: Side) -> Cursor { side == .left ? .resizeLeft : .resizeRight }
}
