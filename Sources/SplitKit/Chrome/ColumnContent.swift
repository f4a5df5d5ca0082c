// What a host puts in a split view: the content of each column or page, drawn into the frame the split gives.

/// A place in a split view whose content the host draws.
public enum SplitColumn: Hashable, Sendable {
    /// The primary: the column beside the secondary, the overlay panel, or the root page of the stack.
    case primary
    /// The secondary beside or under the primary; nil while nothing is selected (draw a placeholder).
    case secondary(NavigationPage?)
    /// A page pushed above the root when the split is collapsed.
    case page(NavigationPage)
}

/// The content of one column or page: its toolbar title and how to draw what is below the toolbar.
public struct ColumnContent {
    /// The title in the column's toolbar; nil leaves out the toolbar, and `draw` gets the whole column (the
    /// host draws its own top, with ``DisplayList/toolbar(_:in:appearance:corners:leading:trailing:pressed:)`` for a matching
    /// look; on a page of the stack, leave room for the back button with ``SplitViewState/backButtonSpace(on:)``).
    public var title: String?
    /// Draws the content into a frame (below the toolbar, or the whole column without one).
    public var draw: (_ frame: Rect, _ list: inout DisplayList) -> Void

    /// Content with a toolbar titled `title` (nil: no toolbar).
    public init(title: String?, draw: @escaping (_ frame: Rect, _ list: inout DisplayList) -> Void) {
        self.title = title
        self.draw = draw
    }

    /// An empty toolbar over a centred, secondary-coloured message such as "No selection".
    public static func placeholder(_ message: String, appearance: Appearance) -> ColumnContent {
        ColumnContent(title: "") { frame, list in
            list.text(message, TextStyle(size: 20, color: appearance.palette.secondaryLabel), in: frame, alignment: .center)
        }
    }
}
