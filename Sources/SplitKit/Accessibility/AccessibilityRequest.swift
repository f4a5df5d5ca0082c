// What an assistive technology asks of the objects it sees: press, set a value, focus, select.

/// A request from an assistive technology (through a backend such as SplitKitSDL's AT-SPI bridge) to one
/// ``AccessibleNode``, by id. The split view answers those for its own nodes (``SplitViewAction/accessibility(_:time:)``);
/// widgets answer those for theirs (``ListView/perform(_:id:)``), so a host passes a request on until one takes it.
public enum AccessibilityRequest: Hashable, Sendable {
    /// Do `action` to the node (press a button, collapse the sidebar).
    case perform(AccessibleAction, node: String)
    /// Set the node's value (the separator: the primary's width in points).
    case setValue(Double, node: String)
    /// Give the node keyboard focus.
    case focus(node: String)
    /// Select the node (a row), or with `false` clear its selection.
    case select(node: String, Bool)

    /// The node asked.
    public var node: String {
        switch self {
        case .perform(_, let node), .setValue(_, let node), .focus(let node), .select(let node, _): return node
        }
    }
}
