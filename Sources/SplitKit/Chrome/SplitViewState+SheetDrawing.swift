// The compact inspector's bottom sheet drawn (SPEC §15.5): the dim over the detail, the shadow above the sheet, its
// rounded top, the drag handle and the inspector's content below it.

extension SplitViewState {
    /// The sheet's top corners: rounder than a side panel's, as a sheet's are on every platform.
    static let sheetCornerRadius = 12.0

    /// Draws `column` (the inspector's content) as the sheet in `frame`: the detail above dimmed as far as the sheet has
    /// come up to half height, a shadow cast upwards, the rounded top with a 1-point border, the handle's pill in its
    /// strip (the accent colour while dragged or focused), then the content with its toolbar below the strip. With
    /// reduced motion `frame` is already the detent's: nothing slides or fades.
    func drawInspectorSheet(_ column: ColumnContent, frame: Rect, into list: inout DisplayList) {
        let p = appearance.palette, r = min(Self.sheetCornerRadius, frame.height / 2)
        if inspectorDim > 0 { list.fill(bounds, p.dim.withOpacity(inspectorDim)) }
        drawSheetShadow(above: frame, into: &list)
        list.commands.append(.roundedRect(frame, radius: r, corners: [.topLeft, .topRight], p.background))
        let body = sheetContentFrame(in: frame)
        list.clipped(to: body.intersection(bounds)) { drawContent(column, in: body, toolbarCorners: [], into: &$0) }
        let handle = InspectorSheetGeometry.handleSize
        let pill = Rect(x: (frame.midX - handle.width / 2).rounded(), y: frame.y + ((InspectorSheetGeometry.handleStripHeight - handle.height) / 2).rounded(),
                        width: handle.width, height: handle.height)
        let lit = interaction.sheetDrag.map { !$0.pressedDim } == true || focusedNodeID == AccessibleNode.ID.inspectorSheetHandle
        list.commands.append(.roundedRect(pill, radius: handle.height / 2, corners: .all, lit ? p.accent : p.separatorGrip))
        list.commands.append(.border(frame, radius: r, corners: [.topLeft, .topRight], edges: [.top, .left, .right], p.overlayBorder))
    }

    /// The overlay's shadow, cast upwards from the sheet's top edge, one point row at a time (the renderers' shadow
    /// strips are cast sideways); it fades in over the sheet's first points so a peek bar casts a lighter one.
    private func drawSheetShadow(above frame: Rect, into list: inout DisplayList) {
        let strength = min(1, max(0, (frame.height - InspectorSheetGeometry.handleStripHeight) / 40)) * 0.6 + 0.4
        for gradient in appearance.palette.overlayShadow {
            var offset = 0.0
            while offset < gradient.length, frame.y - offset - 1 >= bounds.y {
                let opacity = gradient.opacity(at: offset + 0.5) * strength
                if opacity > 0.002 {
                    list.fill(Rect(x: frame.x, y: frame.y - offset - 1, width: frame.width, height: 1), Color(hex: 0x000000).withOpacity(opacity))
                }
                offset += 1
            }
        }
    }
}
