// The keys of the split's own words, with the English built into the library.

extension SplitStrings {
    /// One of the words the split draws or speaks; its raw value is the key in a catalog (`"split.back" = "Back";`).
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The back button's short text, drawn when the page's title does not fit: "Back".
        case back = "split.back"
        /// The back button's name, `%@` the page it goes back to: "Back to %@".
        case backTo = "split.backTo"
        /// The empty secondary's message and name: "No selection".
        case noSelection = "split.noSelection"
        /// The primary column's toolbar title while the host has given it no content of its own
        /// (``SplitView/untitledContent(_:appearance:)``): "Primary".
        case primary = "split.primary"
        /// The separator's name: "Sidebar width".
        case sidebarWidth = "split.sidebarWidth"
        /// The separator's value once the sidebar is collapsed: "sidebar hidden".
        case sidebarHidden = "split.sidebarHidden"
        /// The separator's value while the sidebar is a rail of icons: "sidebar as icons".
        case sidebarRail = "split.sidebarRail"
        /// The inspector separator's name: "Inspector width".
        case inspectorWidth = "split.inspectorWidth"
        /// The inspector separator's value while the inspector is hidden beside the secondary: "inspector hidden".
        case inspectorHidden = "split.inspectorHidden"
        /// The inspector sheet's handle's name (compact, SPEC §15.5): "Inspector height".
        case inspectorHeight = "split.inspectorHeight"
        /// The sheet handle's value while the sheet is closed: "closed".
        case sheetClosed = "split.sheetClosed"
        /// The sheet handle's value at its half detent: "half height".
        case sheetHalf = "split.sheetHalf"
        /// The sheet handle's value at its full detent: "full height".
        case sheetFull = "split.sheetFull"
        /// A width spoken, `%@` the number: "%@ points".
        case points = "split.points"
        /// The sidebar button's name while it shows the primary: "Show sidebar".
        case showSidebar = "split.showSidebar"
        /// The sidebar button's name while it hides the overlay: "Hide sidebar".
        case hideSidebar = "split.hideSidebar"
        /// The inspector button's name while the inspector is hidden: "Show inspector".
        case showInspector = "split.showInspector"
        /// The inspector button's name while the inspector is shown: "Hide inspector".
        case hideInspector = "split.hideInspector"
        /// What pressing a button does, for a screen reader's action list: "Presses the button".
        case actionPress = "split.action.press"
        /// What activating a row does: "Opens the item".
        case actionActivate = "split.action.activate"
        /// What collapsing the separator does: "Hides the sidebar".
        case actionCollapse = "split.action.collapse"
        /// What expanding the separator does: "Shows the sidebar".
        case actionExpand = "split.action.expand"
        /// What toggling a switch does: "Turns it on or off".
        case actionToggle = "split.action.toggle"
        /// What the separator's next-anchor action does: "Moves the separator to the next snap anchor".
        case actionNextAnchor = "split.action.nextAnchor"

        /// The library's English for this key.
        public var english: String {
            switch self {
            case .back: "Back"
            case .backTo: "Back to %@"
            case .noSelection: "No selection"
            case .primary: "Primary"
            case .sidebarWidth: "Sidebar width"
            case .sidebarHidden: "sidebar hidden"
            case .sidebarRail: "sidebar as icons"
            case .inspectorWidth: "Inspector width"
            case .inspectorHidden: "inspector hidden"
            case .inspectorHeight: "Inspector height"
            case .sheetClosed: "closed"
            case .sheetHalf: "half height"
            case .sheetFull: "full height"
            case .points: "%@ points"
            case .showSidebar: "Show sidebar"
            case .hideSidebar: "Hide sidebar"
            case .showInspector: "Show inspector"
            case .hideInspector: "Hide inspector"
            case .actionPress: "Presses the button"
            case .actionActivate: "Opens the item"
            case .actionCollapse: "Hides the sidebar"
            case .actionExpand: "Shows the sidebar"
            case .actionToggle: "Turns it on or off"
            case .actionNextAnchor: "Moves the separator to the next snap anchor"
            }
        }
    }
}
