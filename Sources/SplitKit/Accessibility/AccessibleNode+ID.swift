// The split view's own node ids: constants, so a backend, a host and the tests name the same objects.

extension AccessibleNode {
    /// The ids of the split view's own nodes. They never change while the object is the same, so a backend can key
    /// its exported objects by them; a host's content nodes use ids of their own (`"items"`, `"items.row.3"`), which
    /// must not start with `split.`.
    public enum ID {
        /// The split pane: the root of the split's tree.
        public static let split = "split"
        /// The primary column beside the secondary, or the overlay panel.
        public static let primary = "split.primary"
        /// The separator between the columns (tiled band only).
        public static let separator = "split.separator"
        /// The secondary column.
        public static let secondary = "split.secondary"
        /// The toolbar button that shows (or hides) the primary.
        public static let sidebarButton = "split.sidebarButton"
        /// The back button of the compact stack's top page.
        public static let backButton = "split.backButton"
        /// The inspector column beside or over the secondary (SPEC §15.2; collapsed, it is the page of its page's id).
        public static let inspector = "split.inspector"
        /// The separator between the secondary and an inspector beside it.
        public static let inspectorSeparator = "split.inspectorSeparator"
        /// The toolbar button that shows (or hides) the inspector.
        public static let inspectorButton = "split.inspectorButton"
        /// The drag handle of the compact inspector's sheet (SPEC §15.5).
        public static let inspectorSheetHandle = "split.inspectorSheetHandle"

        /// A page of the compact stack, by its ``NavigationPage/id``.
        public static func page(_ pageID: String) -> String { "split.page." + pageID }

        /// The heading (toolbar title) of the column or page whose node id is `panelID`.
        public static func heading(of panelID: String) -> String { panelID + ".title" }

        /// True for the ids of the split's own nodes (panels, separator, buttons, headings).
        public static func isSplitOwned(_ id: String) -> Bool { id == split || id.hasPrefix("split.") }
    }
}
