// What a host puts in a split view: the content of each column or page, drawn into the frame the split gives.

/// A place in a split view whose content the host draws.
public enum SplitColumn: Hashable, Sendable {
    /// The primary: the column beside the secondary, the overlay panel, or the root page of the stack.
    case primary
    /// The secondary beside or under the primary; nil while nothing is selected (draw a placeholder).
    case secondary(NavigationPage?)
    /// A page pushed above the root when the split is collapsed, or drilled into in the secondary.
    case page(NavigationPage)
    /// The inspector column (SPEC §15.2), showing the split's ``SplitViewState/inspectorPage``: beside or over the
    /// secondary, or a page of the stack when collapsed.
    case inspector(NavigationPage)
}

/// The content of one column or page: its toolbar title, how to draw what is below the toolbar, and what assistive
/// technologies see there.
public struct ColumnContent {
    /// The title in the column's toolbar; nil leaves out the toolbar, and `draw` gets the whole column (the
    /// host draws its own top, with ``DisplayList/toolbar(_:in:appearance:corners:leading:trailing:leadingInset:pressed:actions:pressedAction:)`` for a matching
    /// look; on a page of the stack, leave room for the back button with ``SplitViewState/backButtonSpace(on:)``).
    public var title: String?
    /// Draws the content into a frame (below the toolbar, or the whole column without one).
    public var draw: (_ frame: Rect, _ list: inout DisplayList) -> Void
    /// The content's accessibility nodes for the same frame `draw` gets, in reading (and Tab) order: a list's
    /// ``ListView/accessibilityNodes(id:name:rowName:)``, a text view's or a field's node, labels. The split puts
    /// them in the column's panel after its heading (``SplitViewState/accessibilityTree(content:)``), and hides or
    /// dims them with the column. Ids must be unique in the window and stable from frame to frame.
    public var accessibility: (_ frame: Rect) -> [AccessibleNode]
    /// The host's own buttons in this toolbar, beside the split's: at its trailing end, the first nearest the end
    /// (inside the split's own trailing button, such as the inspector's), the rest towards the title, mirrored right
    /// to left; together they take at most the trailing half of the bar, and those that do not fit are left out from
    /// the last. The split draws, focuses, speaks and presses them, and reports a press as
    /// ``SplitViewEffect/toolbarAction(id:)``. Ignored without a toolbar (a nil ``title``).
    public var toolbarItems: [ToolbarAction]
    /// The width the content asks for, in points, when it is the primary's (a list's widest row with its margins):
    /// what a double-click on the separator gives it with ``SeparatorDoubleClick/fitContent``. Nil: none. Worked out
    /// each time it is read, which the split does only for such a double-click: measuring every row is not on the path
    /// of a frame.
    public var fittingWidth: Double? {
        get { fitting() }
        set { fitting = { newValue } }
    }
    /// What ``fittingWidth`` reads.
    private var fitting: () -> Double?

    /// Content with a toolbar titled `title` (nil: no toolbar) holding the host's `toolbarItems` beside the split's
    /// own, the width it asks for as the primary (`fittingWidth`, evaluated only when the split needs it), its accessibility nodes (none by default: give them, or a screen reader finds the column empty) and how to
    /// draw it.
    public init(
        title: String?, toolbarItems: [ToolbarAction] = [], fittingWidth: @autoclosure @escaping () -> Double? = nil,
        accessibility: @escaping (_ frame: Rect) -> [AccessibleNode] = { _ in [] },
        draw: @escaping (_ frame: Rect, _ list: inout DisplayList) -> Void
    ) {
        self.title = title
        self.toolbarItems = toolbarItems
        self.fitting = fittingWidth
        self.accessibility = accessibility
        self.draw = draw
    }

    /// An empty toolbar over a centred, secondary-coloured message such as "No selection" (a label of that name
    /// for assistive technologies, id `split.placeholder`).
    public static func placeholder(_ message: String, appearance: Appearance) -> ColumnContent {
        ColumnContent(title: "", accessibility: { frame in
            [AccessibleNode(id: "split.placeholder", role: .label, name: message, bounds: frame)]
        }) { frame, list in
            list.text(message, TextStyle(size: appearance.textPoints(20), color: appearance.palette.secondaryLabel), in: frame, alignment: .center)
        }
    }
}
