// A host's own button in a column's toolbar, placed, drawn, focused, spoken and pressed by the split.

/// A button the host adds to a column's or page's toolbar, beside the split's own (``ColumnContent/toolbarItems``):
/// "Compose" in the primary's toolbar, "Flag" on a detail page.
///
/// The split lays it out at the trailing end of that toolbar, draws it as it draws its own toolbar buttons (in the
/// accent colour, paler while pressed, grey while disabled, with the focus ring while it has the keyboard focus), puts
/// it in the window's accessibility tree as a push button (so Tab reaches it and a screen reader can press it), and
/// answers a click or tap released on it, Return or Space while it has the focus, and an assistive technology's press
/// with one ``SplitViewEffect/toolbarAction(id:)`` carrying its ``id``. The host never hit-tests it.
public struct ToolbarAction: Hashable, Sendable {
    /// The host's name for it, unique in the window and stable from frame to frame: what
    /// ``SplitViewEffect/toolbarAction(id:)`` carries, and the end of its accessible node's id
    /// (``AccessibleNode/ID/toolbarAction(_:)``).
    public var id: String
    /// What it shows: a word, or a symbol with the name assistive technologies read for it.
    public var label: ButtonLabel
    /// False greys it out: it takes no press, no key and no focus.
    public var isEnabled: Bool

    /// A toolbar button called `id`, showing `label`, enabled unless told otherwise.
    public init(id: String, label: ButtonLabel, isEnabled: Bool = true) {
        self.id = id
        self.label = label
        self.isEnabled = isEnabled
    }

    /// What assistive technologies call it: the label's text, or its symbol's name.
    public var accessibleName: String { label.accessibleName }
}

extension AccessibleNode.ID {
    /// The node of the host's toolbar button whose ``ToolbarAction/id`` is `actionID`.
    public static func toolbarAction(_ actionID: String) -> String { toolbarActionPrefix + actionID }

    /// The ``ToolbarAction/id`` of the host's toolbar button whose node id is `nodeID`; nil for any other node.
    public static func toolbarActionID(of nodeID: String) -> String? {
        nodeID.hasPrefix(toolbarActionPrefix) ? String(nodeID.dropFirst(toolbarActionPrefix.count)) : nil
    }

    private static let toolbarActionPrefix = "split.toolbarAction."
}
