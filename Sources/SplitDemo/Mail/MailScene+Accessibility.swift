// The mail scene to assistive technologies: its tree, and their requests to the split, the list and the focus.
import SplitKit

extension MailScene {
    public func accessibilityTree() -> AccessibleNode {
        split.accessibilityTree(content: content(for:))
    }

    /// The split answers for its own nodes; a row selected or activated is chosen as a tap or Return would choose it.
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]? {
        let result = split.send(.accessibility(request, time: time))
        if result.handled {
            if result.effects.contains(.detailDismissed) { list.selection = nil }
            placeList()
            settleFocus()
            return SceneEffect.forSplit(result.effects)
        }
        if let answer = list.perform(request, id: Self.listID) {
            if let row = answer.tapped ?? answer.activated { choose(row: row, at: time) }
            settleFocus()
            return []
        }
        return focusContent(for: request)
    }

    /// True when the list takes the arrow keys: it has the focus, or nothing has (as before there was a focus).
    var listTakesKeys: Bool { split.focusedNodeID == nil || split.focusedNodeID == Self.listID }
}
