// The host's toolbar buttons where they take a press now, and what a press, a key or a request on one does.

/// A host's toolbar button (``ToolbarAction``) on screen and enabled: where a press on it lands.
struct ToolbarActionArea: Hashable, Sendable {
    /// Its ``ToolbarAction/id``.
    var id: String
    /// Its hit area, in window points.
    var frame: Rect
}

extension SplitViewState {
    /// The host's toolbar buttons of `content` that take a press now: those of the columns and pages on screen, where
    /// the split lays them out, neither hidden, dimmed under a panel, nor disabled (their accessible nodes say so).
    func toolbarActionAreas(content: (SplitColumn) -> ColumnContent) -> [(id: String, frame: Rect)] {
        let tree = accessibilityTree { column in
            var toolbarOnly = content(column)
            toolbarOnly.accessibility = { _ in [] }  // the host's other nodes are not needed here
            return toolbarOnly
        }
        return tree.flattened.compactMap { node in
            guard let id = AccessibleNode.ID.toolbarActionID(of: node.id), node.states.isSuperset(of: [.showing, .enabled]) else { return nil }
            return (id, node.bounds)
        }
    }

    /// Keeps `areas` (``toolbarActionAreas(content:)``) as where the host's toolbar buttons are for the next events and
    /// requests; ``SplitView`` does so before each press, release, key and request.
    mutating func showToolbarActions(_ areas: [(id: String, frame: Rect)]) {
        toolbarActions = areas.map { ToolbarActionArea(id: $0.id, frame: $0.frame) }
    }

    /// The host's toolbar button under `p`, if any.
    func toolbarAction(at p: Point) -> String? {
        toolbarActions.first { $0.frame.contains(p) }?.id
    }

    /// The host's toolbar button `id` acts when the press that began on it ends on it.
    func releaseToolbarAction(_ id: String, at p: Point) -> SplitViewResult {
        let inside = toolbarActions.contains { $0.id == id && $0.frame.contains(p) }
        return SplitViewResult(handled: true, effects: inside ? [.toolbarAction(id: id)] : [])
    }

    /// The host's toolbar button whose node is `nodeID` is pressed (Return or Space on it, an assistive technology's
    /// press): its outcome, if it takes a press now; ignored otherwise.
    func activateToolbarAction(node nodeID: String) -> SplitViewResult? {
        guard let id = AccessibleNode.ID.toolbarActionID(of: nodeID), toolbarActions.contains(where: { $0.id == id }) else { return nil }
        return SplitViewResult(handled: true, effects: [.toolbarAction(id: id)])
    }

    /// The host's toolbar button held down, if one is.
    var pressedToolbarAction: String? {
        if case .action(let id)? = pressedButton { id } else { nil }
    }
}
