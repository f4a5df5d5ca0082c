// The mail scene to assistive technologies: its tree, and their requests to the split, the list and the focus.
import SplitKit

extension MailScene {
    public func accessibilityTree() -> AccessibleNode {
        split.accessibilityTree
    }

    /// The split answers for its own nodes and focuses the list or the detail when asked; a row selected or activated
    /// is chosen as a tap or Return would choose it.
    public func performAccessibility(_ request: AccessibilityRequest, time: Double) -> [SceneEffect]? {
        eventTime = time
        if let result = split.perform(request, time: time) {
            placeList()
            return SceneEffect.forSplit(result.effects)
        }
        if let answer = performDetail(request, time: time) { return answer }
        guard let answer = list.perform(request, id: Self.listID) else { return nil }
        if let row = answer.chosen { choose(row: row, at: time) }
        return []
    }

    /// True when the list takes the arrow keys: it has the focus, or nothing has (as before there was a focus).
    var listTakesKeys: Bool { split.focusedNodeID == nil || split.focusedNodeID == Self.listID }
}
