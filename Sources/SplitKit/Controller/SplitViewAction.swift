// Everything that can change a split view: input events and the host's semantic actions, with their results.

/// A change to send to a split view: input, or something the host decides (show the detail, go back ...).
public enum SplitViewAction: Hashable, Sendable {
    /// Pointer, key or text input; a `.resize` places the split at the origin with that size.
    case input(InputEvent)
    /// Places the split at `bounds` in the window (a window resize, or a host layout change).
    case setBounds(Rect, time: Double)
    /// Slides the overlay in (overlay band), or restores a collapsed tiled primary.
    case showPrimary(time: Double)
    /// Slides the overlay out (overlay band), or collapses the tiled primary.
    case hidePrimary(time: Double)
    /// Shows the primary if it is hidden or going, hides it if it is shown or coming (toolbar button, F9); when
    /// collapsed, goes back to the list, the stack's root (the detail is dismissed).
    case togglePrimary(time: Double)
    /// Shows the inspector column (SPEC §15.2): beside or over the secondary, or its page pushed when collapsed.
    case showInspector(time: Double)
    /// Hides the inspector column, or goes back from its page when it is on top of the collapsed stack.
    case hideInspector(time: Double)
    /// Shows the inspector if it is hidden or going, hides it if it is shown or coming (its toolbar button, Ctrl+Alt+I).
    case toggleInspector(time: Double)
    /// The detail fills the window, the sidebar and the inspector sliding out; while it does, brings back exactly what
    /// was shown before (Ctrl+Shift+F12; ``SplitViewState/isFillingWindow``). Not used in the compact band.
    case toggleFillWindow(time: Double)
    /// Shows `page` as the detail: the secondary when separate (an overlay then goes away), pushed onto the
    /// stack when collapsed (or replacing the detail already on top).
    case showDetail(NavigationPage, time: Double)
    /// Shows a page one level deeper than the current detail: pushed when collapsed, the secondary otherwise.
    case pushDetail(NavigationPage, time: Double)
    /// Goes back one page when collapsed (the back button).
    case back(time: Double)
    /// New width settings; the primary animates to its new width (SPEC §2.4).
    case setWidthSettings(WidthSettings, time: Double)
    /// The widths the user chose for what the split shows now (an app that keys its remembered widths by folder or
    /// document: SplitKitStorage's `SplitWidthStore.loadWidths(for:)`); nil for a column the user never sized there, so
    /// the configuration decides. The primary animates to its new width as after new width settings and the inspector
    /// takes its own; nothing is saved. A separator drag under way ends first, where it is, and its save effect is the
    /// content's shown before.
    case setUserWidths(primary: Double?, inspector: Double?, time: Double)
    /// The width the primary's content asks for (``ColumnContent/fittingWidth``), for a double-click on the separator
    /// with ``SeparatorDoubleClick/fitContent``; ``SplitView`` sends it from the content it draws. Nil: none.
    case setPrimaryFittingWidth(Double?)
    /// New snap anchors for the separator (SPEC §15.3; empty turns snapping off): a number out of range is brought into
    /// it and one that is not a number dropped. Nothing moves until the separator is next let go or stepped.
    case setSeparatorAnchors([SeparatorAnchor])
    /// Renames the secondary page (ids stay).
    case retitleSecondary(String)
    /// Renames the stack pages with this id (ids stay).
    case retitlePages(id: String, title: String)
    /// A new look (light/dark, metrics, keys); gestures in progress keep going.
    case setAppearance(Appearance)
    /// Lays text out with the widths this measure gives (the backend's font, as SplitKitSDL's
    /// `LiveScene.adoptTextMeasure(_:)` hands it over), keeping the rest of the appearance.
    case setTextMeasure(TextMeasure)
    /// Lays the split out in `LayoutDirection` from now on (its configuration's ``SplitConfiguration/layoutDirection``),
    /// mirrored right to left, with its text in the interface's direction reading that way: what a window runner
    /// hands over from the desktop's locale (with its words: ``setLocale(_:)``).
    case setLayoutDirection(LayoutDirection)
    /// Lays the split out in the locale's direction (as ``setLayoutDirection(_:)``) and draws and speaks its words from
    /// then on: what a window runner hands a scene from the desktop's settings (SplitKitSDL's
    /// `LiveScene.adoptLocale(_:)`).
    case setLocale(InterfaceLocale)
    /// Hides the top page's back button (and its hit area) while the host shows something modal over it.
    case setBackButtonHidden(Bool)
    /// An assistive technology's request to one of the split's own nodes (``AccessibleNode/ID``): set the separator's
    /// value (the primary's width, clamped and saved as a key press would), collapse or expand it, step it to its next
    /// snap anchor, press the sidebar or back button, focus a node. Not handled for other ids: the host passes those to its widgets.
    case accessibility(AccessibilityRequest, time: Double)
    /// Gives keyboard focus to the node with this id (the split's or a content node the host knows takes focus), or
    /// takes it away (nil).
    case focus(String?)
    /// Checks the focus against the window's tree as it is now, after something changed what is shown: a focused pane
    /// passes it to its first control, a node that went away (a band change, a page popped) to the first control of
    /// its pane or else of the first pane. A host sends it after handling an event and after animations end.
    case settleFocus(in: AccessibleNode)
}

extension SplitViewAction {
    /// When the action happens, for those that carry a time.
    public var time: Double? {
        switch self {
        case .input(let event): return event.time
        case .setBounds(_, let t), .showPrimary(let t), .hidePrimary(let t), .togglePrimary(let t), .showDetail(_, let t),
            .showInspector(let t), .hideInspector(let t), .toggleInspector(let t), .toggleFillWindow(let t),
            .pushDetail(_, let t), .back(let t), .setWidthSettings(_, let t), .setUserWidths(_, _, let t):
            return t
        case .accessibility(_, let t):
            return t
        case .setSeparatorAnchors, .setPrimaryFittingWidth, .retitleSecondary, .retitlePages, .setAppearance, .setTextMeasure, .setLayoutDirection, .setLocale,
            .setBackButtonHidden, .focus, .settleFocus:
            return nil
        }
    }

    /// True for what a keyboard user (or an assistive technology) did, after which focus follows an opening overlay
    /// even when nothing had focus.
    var comesFromKeyboard: Bool {
        switch self {
        case .input(.key), .accessibility: return true
        default: return false
        }
    }
}

/// New values for the width settings; nil leaves a setting as it is.
public struct WidthSettings: Hashable, Sendable {
    /// Preferred fraction of the width (0 ... 1).
    public var fraction: Double?
    /// Minimum primary width.
    public var minimum: Double?
    /// Maximum primary width.
    public var maximum: Double?
    /// Minimum secondary width.
    public var minimumSecondary: Double?

    /// Creates width settings.
    public init(fraction: Double? = nil, minimum: Double? = nil, maximum: Double? = nil, minimumSecondary: Double? = nil) {
        self.fraction = fraction
        self.minimum = minimum
        self.maximum = maximum
        self.minimumSecondary = minimumSecondary
    }
}

/// Something the host must do or know after an action.
public enum SplitViewEffect: Hashable, Sendable {
    /// The user settled on a primary width (a drag ended or a key moved the separator): save it.
    case saveUserPrimaryWidth(Double)
    /// The user settled on an inspector width (its separator dragged, moved by a key or an assistive technology): save it.
    case saveUserInspectorWidth(Double)
    /// The user set the primary back to its preferred width (``SplitKeyCommand/resetSidebarWidth``): forget the saved one.
    case forgetUserPrimaryWidth
    /// The user made the primary a rail (true: a drag let go near it, the sidebar button, F9) or brought it back from
    /// one (false): save it, and pass it back as `SplitViewState(…, userPrimaryRail:)` (issue 39).
    case saveUserPrimaryRail(Bool)
    /// The user set the inspector back to its preferred width (``SplitKeyCommand/resetInspectorWidth``): forget the saved one.
    case forgetUserInspectorWidth
    /// The user went back from the detail to the list (compact): the selection is gone (SPEC §6).
    case detailDismissed
    /// The collapse policy's stack was refused and the default policy's used instead.
    case policyRejected(CollapsePolicyError)
    /// The host's toolbar button with this ``ToolbarAction/id`` was pressed (a click or tap released on it, Return or
    /// Space while focused, or an assistive technology's press): do what it is for.
    case toolbarAction(id: String)
}

/// The outcome of sending an action to the split view.
public struct SplitViewResult: Hashable, Sendable {
    /// True when the split view used the event, so content underneath must not see it.
    public var handled: Bool
    /// What the host must do.
    public var effects: [SplitViewEffect]

    /// Creates a result.
    public init(handled: Bool, effects: [SplitViewEffect] = []) {
        self.handled = handled
        self.effects = effects
    }

    /// Not handled, no effects.
    public static let ignored = SplitViewResult(handled: false)
    /// Handled, no effects.
    public static let consumed = SplitViewResult(handled: true)
}
