// A split view as a host keeps it: the state, what its columns hold, and keyboard focus handled in one call per event
// and one per frame, with the window's accessibility tree built only when focus needs it.

/// A split view for a host loop: a ``SplitViewState`` with the host's column content, so that each event is one call
/// (``send(_:)-(InputEvent)``) and each frame one (``advance(to:)``), keyboard focus included.
///
/// Focus needs the window's accessibility tree (Tab and F6 walk the host's controls as well as the split's, a focused
/// field keeps its editing keys, a focus that went away moves on), and building it costs a walk of the content. The
/// split view builds it only when focus needs it — a key or a press while something has the focus, a focus key, and
/// after a change while something has the focus — from ``content`` (and ``windowTree`` for what the host shows
/// outside the split), at the moment it is needed. The state is copied for each change and written back after, so
/// `content` may read this split view (its appearance, its layout) while a change is under way.
///
/// ```swift
/// let split = SplitView(try SplitViewState(configuration: SplitConfiguration(), size: size))
/// split.content = { [unowned self] column in self.content(for: column) }
/// split.onEffect = { [unowned self] effect in self.follow(effect) }  // save a width, clear a selection
/// // for each event:  if !split.send(event).handled { /* the host's content gets it */ }
/// // for each frame:  split.advance(to: now); split.draw(into: &list)
/// ```
///
/// **Outcomes.** What the host must do — save a width the user settled on, clear a list's selection when the user
/// went back from the detail — comes from every kind of call: an event (the back button, Alt+Left), a screen
/// reader's request, and time passing (a touchpad back swipe ends when its scrolling goes quiet, inside
/// ``advance(to:)``). All of them reach ``onEffect``, once each and in order, so a host that handles them there misses
/// none.
///
/// Reading the state is direct: `split.band`, `split.layout` and every other property of ``SplitViewState`` are
/// forwarded (``subscript(dynamicMember:)``).
@dynamicMemberLookup
public final class SplitView {
    /// Everything the split knows; it changes only through ``send(_:)-(InputEvent)``, ``send(_:)-(SplitViewAction)``,
    /// ``perform(_:time:)`` and ``advance(to:)``.
    public private(set) var state: SplitViewState
    /// What each column holds, for drawing and for assistive technologies alike: set it once the host can answer.
    public var content: (SplitColumn) -> ColumnContent
    /// The window's accessibility tree around the split's own (given): the identity, unless the host shows controls
    /// outside the split, which it adds here so that Tab and F6 reach them too. The split marks the focused node of
    /// the whole tree, the host's included (``AccessibleNode/markingFocus(_:)``).
    public var windowTree: (AccessibleNode) -> AccessibleNode
    /// Told every outcome the host must act on (``SplitViewEffect``), whichever call it came from — ``send(_:)-(InputEvent)``,
    /// ``send(_:)-(SplitViewAction)``, ``perform(_:time:)`` or ``advance(to:)`` — once each, in order. Handle them here
    /// (and not also from a result's `effects`, which repeat the same outcomes for that one call).
    public var onEffect: (SplitViewEffect) -> Void = { _ in }
    /// The fields the last frame drew, where a press focuses them (``focusField(for:)``).
    var fieldAreas: [DisplayList.FieldArea] = []
    /// The titles and host's toolbar buttons of the columns the last frame drew, where a press or a key finds them.
    private var drawnToolbars: [SplitColumn: ColumnContent] = [:]

    /// A split view of `state`, with the columns' `content` and the window's tree. Without `content`, the columns are
    /// untitled (``untitledContent(_:appearance:)``) in the split's own appearance, read when they are drawn: "Primary",
    /// the pages' titles and "No selection", in the language of its ``Appearance/strings``, until ``content`` is set.
    public init(
        _ state: SplitViewState, content: ((SplitColumn) -> ColumnContent)? = nil,
        windowTree: @escaping (AccessibleNode) -> AccessibleNode = { $0 }
    ) {
        self.state = state
        self.content = content ?? { SplitView.untitledContent($0) }
        self.windowTree = windowTree
        // The split's appearance as it is when a column is drawn (a new language or look included); weak, so a copy
        // of the closure kept after the split view has gone reads the English.
        if content == nil { self.content = { [weak self] in SplitView.untitledContent($0, appearance: self?.state.appearance ?? .light) } }
    }

    /// Columns with nothing in them yet, in English and the light look: the same as
    /// ``untitledContent(_:appearance:)`` with ``Appearance/light``. Kept for a host that passes it as a function
    /// (`content: SplitView.untitledContent`); for a split in another language or look, give the appearance (a split
    /// view made without content does).
    public static func untitledContent(_ column: SplitColumn) -> ColumnContent {
        untitledContent(column, appearance: .light)
    }

    /// Columns with nothing in them yet, in `appearance`'s words and colours: the primary titled
    /// ``SplitStrings/Key/primary`` ("Primary"), a page by its title, and no selection as a placeholder saying
    /// ``SplitStrings/Key/noSelection`` ("No selection", "לא נבחר דבר").
    public static func untitledContent(_ column: SplitColumn, appearance: Appearance) -> ColumnContent {
        switch column {
        case .primary: return ColumnContent(title: appearance.strings[.primary]) { _, _ in }
        case .secondary(let page?), .page(let page), .inspector(let page): return ColumnContent(title: page.title) { _, _ in }
        case .secondary(nil): return .placeholder(appearance.strings[.noSelection], appearance: appearance)
        }
    }

    /// A property of the state (`split.band`, `split.layout`, `split.focusedNodeID` …).
    public subscript<T>(dynamicMember keyPath: KeyPath<SplitViewState, T>) -> T {
        state[keyPath: keyPath]
    }

    /// One input event, with everything focus asks of it, in this order: animations move to the event's time; a
    /// focused editable node keeps its editing keys (``Key/isTextEditing(with:)``: not handled, for the host's field);
    /// focus keys move the focus through the window's tree; a press outside the focused node takes the focus away;
    /// then the split's gestures and bindings; last, the focus moves on if what it was on went away, and a field takes
    /// or leaves it (``focusField(for:)``: a press on an editable node focuses it, Escape leaves it). Not handled
    /// means the event is the host's: its content gets it.
    @discardableResult
    public func send(_ event: InputEvent) -> SplitViewResult {
        switch event {
        case .pointerDown, .pointerUp, .key: showToolbarActions()
        default: break
        }
        if case .pointerUp = event { tellPrimaryFittingWidth() }
        var result: SplitViewResult
        if needsFocusChain(for: event) {
            // A press needs only where the focused node is; keys may walk the content too (Tab, F6).
            let tree = if case .pointerDown = event { focusTree } else { accessibilityTree }
            result = state.send(event, focusChain: tree)
        } else {
            result = state.send(event)
        }
        settleFocus()
        if !result.handled, focusField(for: event) { result.handled = true }
        deliver(result.effects)
        return result
    }

    /// One of the host's actions (show a detail, go back, new settings …), the focus settled after it.
    @discardableResult
    public func send(_ action: SplitViewAction) -> SplitViewResult {
        let result = state.send(action)
        settleFocus()
        deliver(result.effects)
        return result
    }

    /// Once a frame, before drawing: animations move to `time` (seconds, the clock of the events' times) and the focus
    /// moves on if what it was on went away (a page that slid off, an overlay that closed). What the host must do then
    /// (a touchpad back swipe that ended and popped the detail) goes to ``onEffect``.
    public func advance(to time: Double) {
        let effects = state.advance(to: time)
        settleFocus()
        deliver(effects)
    }

    /// Tells the state where the host's toolbar buttons are now, before an event or a request that may press one: the
    /// ``ColumnContent/toolbarItems`` the last frame drew, laid out where the columns are now (the content is not asked
    /// again for every press and key).
    private func showToolbarActions() {
        guard !drawnToolbars.isEmpty else {
            if !state.toolbarActions.isEmpty { state.showToolbarActions([]) }
            return
        }
        let toolbars = drawnToolbars
        state.showToolbarActions(state.toolbarActionAreas { toolbars[$0] ?? ColumnContent(title: nil) { _, _ in } })
    }

    /// Hands `effects` to ``onEffect``, in order.
    private func deliver(_ effects: [SplitViewEffect]) {
        for effect in effects { onEffect(effect) }
    }

    /// An assistive technology's request: the split's own nodes take it first (the separator's value, its buttons, a
    /// focus on one of its nodes), then a focus request for a node of the host's content that takes focus. Nil when
    /// neither did: the host passes it on to its widgets.
    public func perform(_ request: AccessibilityRequest, time: Double) -> SplitViewResult? {
        showToolbarActions()
        let result = state.send(.accessibility(request, time: time))
        if result.handled {
            settleFocus()
            deliver(result.effects)
            return result
        }
        let tree = accessibilityTree
        guard state.focusContent(for: request, in: tree) else { return nil }
        settleFocus()
        return .consumed
    }

    /// The window's accessibility tree now: the split's chrome with the content's nodes inside ``windowTree``, the
    /// focused node marked wherever it is (a host's toolbar button as well as the split's own).
    public var accessibilityTree: AccessibleNode {
        windowTree(state.accessibilityTree(content: content)).markingFocus(state.focusedNodeID)
    }

    /// Draws the split with its content into `list` (its commands are appended).
    public func draw(into list: inout DisplayList) {
        var toolbars: [SplitColumn: ColumnContent] = [:]
        state.draw(into: &list) { column in
            let columnContent = content(column)
            // Only columns with the host's items: a frame without any records nothing (and allocates nothing for it).
            if !columnContent.toolbarItems.isEmpty {
                toolbars[column] = ColumnContent(title: columnContent.title, toolbarItems: columnContent.toolbarItems) { _, _ in }
            }
            return columnContent
        }
        fieldAreas = list.fieldAreas
        drawnToolbars = toolbars
    }

    /// Before a release that may end a double-click on the separator fitting the primary to its content, the state is
    /// told that width, as the primary's content asks for it now (``ColumnContent/fittingWidth``).
    private func tellPrimaryFittingWidth() {
        guard state.configuration.separatorDoubleClick == .fitContent, state.interaction.separatorDrag != nil else { return }
        let fitting = content(.primary).fittingWidth
        if fitting != state.primaryFittingWidth { state.send(.setPrimaryFittingWidth(fitting)) }
    }

    /// The part of `frame` below its toolbar, where a column's or page's content goes (``SplitViewState/contentFrame(in:)``;
    /// the state's properties read through this split view, its methods through these).
    public func contentFrame(in frame: Rect) -> Rect { state.contentFrame(in: frame) }

    /// The toolbar of `page` drawn in `frame` (``SplitViewState/pageToolbar(_:in:)``).
    public func pageToolbar(_ page: NavigationPage, in frame: Rect) -> ToolbarLayout { state.pageToolbar(page, in: frame) }

    /// Where the back button sits on `page`'s toolbar, if it has one (``SplitViewState/backButtonSpace(on:)``).
    public func backButtonSpace(on page: NavigationPage) -> ToolbarItem? { state.backButtonSpace(on: page) }

    /// True when the split wants the pointer at `point` (``SplitViewState/wantsPointer(at:)``).
    public func wantsPointer(at point: Point) -> Bool { state.wantsPointer(at: point) }

    /// True when one of the split's own controls has the keyboard (``SplitViewState/wantsKeyboard``).
    public var wantsKeyboard: Bool { state.wantsKeyboard }

    /// True when `event` needs the window's tree: keys and presses while something has the focus, and focus keys.
    private func needsFocusChain(for event: InputEvent) -> Bool {
        switch event {
        case .key(let key, let modifiers, _):
            return state.focusedNodeID != nil || state.appearance.keys.command(for: key, modifiers)?.movesFocus == true
        case .pointerDown:
            return state.focusedNodeID != nil
        default:
            return false
        }
    }

    /// Keeps the focus on something shown; no tree is built while nothing has the focus.
    private func settleFocus() {
        guard state.focusedNodeID != nil else { return }
        let tree = focusTree  // built before the change: it may read this split view
        state.send(.settleFocus(in: tree))
    }

    /// The tree enough to settle the focus in, or to tell whether a press is outside the focused node: while one of the
    /// split's own controls has the focus and takes it (the separator held in a drag, a toolbar button), the split's
    /// chrome inside ``windowTree`` — where that control is and which pane holds it do not depend on the content, so the
    /// content is not asked for its nodes on every event and frame of a drag; otherwise the whole tree.
    private var focusTree: AccessibleNode {
        let takesFocus = { (tree: AccessibleNode, id: String) in tree.node(withID: id).map { $0.takesFocus && !$0.isPane } == true }
        if let id = state.focusedNodeID, AccessibleNode.ID.isSplitOwned(id) {
            let chrome = state.chromeAccessibilityTree
            if takesFocus(chrome, id) {
                let window = windowTree(chrome)
                if takesFocus(window, id) { return window }  // the host's frame around it may say otherwise
            }
        }
        return accessibilityTree
    }
}
