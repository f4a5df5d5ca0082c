// What an assistive technology may ask of the split's own nodes: the separator's value, collapse and expand, its next
// snap anchor, the buttons' press, focus.

extension SplitViewState {
    /// Answers a request to one of the split's nodes; ignored for other ids (the host's widgets take those) and for
    /// nodes not on screen in this band.
    mutating func accessibility(_ request: AccessibilityRequest, at time: Double) -> SplitViewResult {
        typealias ID = AccessibleNode.ID
        switch request {
        case .setValue(let width, ID.separator):
            guard band == .tiled, interaction.separatorDrag == nil else { return .ignored }
            return setPrimaryWidth(width)
        case .perform(.collapse, ID.separator), .perform(.expand, ID.separator):
            guard band == .tiled, interaction.separatorDrag == nil else { return .ignored }
            let collapsing = request == .perform(.collapse, node: ID.separator)
            if isRail {
                if collapsing { slideShut(showing: displayedPrimaryWidth.width, at: time) } else { leaveRail(at: time) }
            } else if collapsing {
                hidePrimary(at: time)
            } else {
                showPrimary(at: time)
            }
            return .consumed
        case .perform(.nextAnchor, ID.separator):
            guard band == .tiled, interaction.separatorDrag == nil else { return .ignored }
            return stepSeparatorAnchor(growing: true, at: time)
        case .perform(.press, ID.sidebarButton):
            guard primaryButton != nil else { return .ignored }
            togglePrimary(at: time)
            return .consumed
        case .setValue(let width, ID.inspectorSeparator):
            guard layout.inspectorSeparator != nil, interaction.inspectorSeparatorDrag == nil else { return .ignored }
            return setInspectorWidth(width)
        case .perform(.expand, ID.inspectorSeparator):
            guard inspectorGrabStrip != nil, interaction == .idle else { return .ignored }
            showInspector(at: time)
            return .consumed
        case .perform(.collapse, ID.inspectorSeparator):
            guard layout.inspectorSeparator != nil, interaction.inspectorSeparatorDrag == nil else { return .ignored }
            return SplitViewResult(handled: true, effects: hideInspector(at: time))
        case .perform(.expand, ID.inspectorSheetHandle), .perform(.collapse, ID.inspectorSheetHandle):
            // One detent up or down: closed → half → full, and back.
            guard inspectorIsSheet, interaction.sheetDrag == nil,
                let detent = sheetDetent(steppingUp: request == .perform(.expand, node: ID.inspectorSheetHandle)) else { return .ignored }
            moveSheet(to: detent, at: time)
            return .consumed
        case .perform(.press, ID.inspectorButton):
            guard inspectorButton != nil else { return .ignored }
            return SplitViewResult(handled: true, effects: toggleInspector(at: time))
        case .perform(.press, ID.backButton):
            guard backButton != nil else { return .ignored }
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .perform(.press, let id) where ID.toolbarActionID(of: id) != nil:
            return activateToolbarAction(node: id) ?? .ignored
        case .focus(let id) where ID.isSplitOwned(id):
            guard let node = chromeAccessibilityTree.node(withID: id),
                node.takesFocus || node.isPane else { return .ignored }
            setFocus(id, pane: node.isPane ? id : nil)
            showFocusRing(true)
            return .consumed
        default:
            return .ignored
        }
    }
}
