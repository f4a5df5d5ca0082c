// Keyboard focus as GTK has it: Tab through the controls, F6 through the panes, F8 to the separator and back, the
// focus following the overlay in and out, and a focused object that goes away handing the focus on sensibly.

extension SplitViewState {
    /// Applies one input event with the window's accessibility tree as the focus chain: a focused editable node
    /// keeps its editing keys (``Key/isTextEditing(with:)``: the event is not handled, for the host to pass to it); the
    /// focus keys (Tab, Shift+Tab, F6, Shift+F6, F8 in ``KeyBindings/standard``) move through `tree`'s controls and
    /// panes, which hold the host's content as well as the split's chrome; a press outside the focused node takes the
    /// focus away; any other event is ``send(_:)-(InputEvent)``'s. Build `tree` just before, from the state the event
    /// meets (``accessibilityTree(content:)``, inside a root of the host's own when it has controls outside the split).
    @discardableResult
    public mutating func send(_ event: InputEvent, focusChain tree: AccessibleNode) -> SplitViewResult {
        settleFocus(in: tree)
        switch event {
        case .key(let key, let modifiers, let time):
            if key.isTextEditing(with: modifiers), let id = focusedNodeID, tree.node(withID: id)?.states.contains(.editable) == true {
                return .ignored  // the field's: Backspace deletes there, it does not go back a page
            }
            if let command = appearance.keys.command(for: key, modifiers), command.movesFocus {
                _ = advance(to: time)
                return followKeyboardResizes(moveFocus(command, in: tree))
            }
        case .pointerDown(let p, _):
            if let id = focusedNodeID, let node = tree.node(withID: id), !node.bounds.contains(p) { setFocus(nil, pane: nil) }
        default:
            break
        }
        return send(.input(event))
    }

    /// Puts the focus on `id` (nil: nowhere), in `pane` when known.
    mutating func setFocus(_ id: String?, pane: String?) {
        focus.move(to: id, pane: pane)
    }

    /// Shows the focus ring (a focus key, or an assistive technology's focus request) or hides it (a pointer press).
    mutating func showFocusRing(_ visible: Bool) {
        focus.showRing(visible)
    }

    /// Esc (or F8 again) on the separator: the focus goes back to where it was before.
    mutating func returnFocusFromSeparator() {
        setFocus(focus.takeReturnFromSeparator(), pane: nil)
    }

    /// F8 (or the older toggle): the separator takes the focus, or gives it back when it has it; the ring shows.
    mutating func toggleFocusOnSeparator() {
        if separatorFocused { returnFocusFromSeparator() } else { setFocus(AccessibleNode.ID.separator, pane: nil) }
        showFocusRing(true)
    }

    /// Carries out a focus command in `tree`: Tab / Shift+Tab to the next or previous control in document order
    /// (wrapping round), F6 / Shift+F6 to the first control of the next or previous pane, F8 to the separator and back.
    mutating func moveFocus(_ command: SplitKeyCommand, in tree: AccessibleNode) -> SplitViewResult {
        let nodes = tree.flattened
        let current = focusedNodeID.flatMap { id in nodes.firstIndex { $0.id == id } }
        switch command {
        case .focusNext, .focusPrevious:
            let focusable = nodes.indices.filter { nodes[$0].takesFocus }
            guard !focusable.isEmpty else { return .ignored }
            let index: Int
            if command == .focusNext {
                index = current.flatMap { c in focusable.first { $0 > c } } ?? focusable[0]
            } else {
                index = current.flatMap { c in focusable.last { $0 < c } } ?? focusable[focusable.count - 1]
            }
            setFocus(nodes[index].id, pane: tree.pane(containing: nodes[index].id)?.id)
            showFocusRing(true)
            return .consumed
        case .focusNextPane, .focusPreviousPane:
            let panes = tree.focusPanes
            guard !panes.isEmpty else { return .ignored }
            let forward = command == .focusNextPane
            let position = { (pane: AccessibleNode) in nodes.firstIndex { $0.id == pane.id } ?? 0 }
            let inPane = focusedNodeID.flatMap { id in panes.firstIndex { $0.node(withID: id) != nil } }
            let index: Int
            if let inPane {
                index = (inPane + (forward ? 1 : panes.count - 1)) % panes.count
            } else if let current {
                // Between panes (the separator): the next pane after it in document order, or the one before it.
                index = forward ? (panes.firstIndex { position($0) > current } ?? 0)
                    : (panes.lastIndex { position($0) < current } ?? panes.count - 1)
            } else {
                index = forward ? 0 : panes.count - 1
            }
            guard let first = panes[index].firstFocusable else { return .ignored }
            setFocus(first.id, pane: panes[index].id)
            showFocusRing(true)
            return .consumed
        case .focusSeparator:
            guard tree.node(withID: AccessibleNode.ID.separator)?.takesFocus == true else { return .ignored }
            toggleFocusOnSeparator()
            return .consumed
        default:
            return .ignored
        }
    }

    /// Return or Space: presses the focused sidebar, back or host's toolbar button, or collapses / restores the primary from the
    /// focused separator (WAI-ARIA's window splitter); anything else focused is the host's.
    mutating func activateFocused(at time: Double) -> SplitViewResult {
        switch focusedNodeID {
        case AccessibleNode.ID.sidebarButton? where primaryButton != nil:
            togglePrimary(at: time)
            return .consumed
        case AccessibleNode.ID.backButton? where backButton != nil:
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case AccessibleNode.ID.separator? where separatorFocused:
            togglePrimary(at: time)
            return .consumed
        case AccessibleNode.ID.inspectorButton? where inspectorButton != nil:
            return SplitViewResult(handled: true, effects: toggleInspector(at: time))
        case AccessibleNode.ID.inspectorSeparator? where inspectorSeparatorFocused:
            return SplitViewResult(handled: true, effects: hideInspector(at: time))
        case AccessibleNode.ID.inspectorSheetHandle? where inspectorIsSheet:
            // Return or Space on the sheet's handle: closed → half → full → half, as a tap on it.
            let next: InspectorSheetDetent = inspectorSheetDetent == .half ? .full : .half
            moveSheet(to: next, at: time)
            return .consumed
        case AccessibleNode.ID.inspectorSeparator? where inspectorGrabStripFocused:
            showInspector(at: time)  // the focus stays: the separator it turns into has the strip's id
            return .consumed
        case let id?:
            return activateToolbarAction(node: id) ?? .ignored
        default:
            return .ignored
        }
    }

    /// Keeps the focus on something that takes it in `tree`: a focused pane hands it to its first control (or keeps
    /// it when it has none), a node that is gone or cannot take focus now hands it to the first control of the pane it
    /// was in, else of the first pane that has one, else nobody.
    mutating func settleFocus(in tree: AccessibleNode) {
        guard let id = focusedNodeID else { return }
        let isShownPane = { (node: AccessibleNode) in node.isPane && node.states.contains(.showing) }
        // A column that took the focus as it opened keeps it until it shows (its first frame may not have it yet).
        if id == focus.overlay?.column, id == columnOut, tree.node(withID: id).map(isShownPane) != true { return }
        /// Focuses `pane`'s first control, if it has one.
        func focusFirstControl(of pane: AccessibleNode) -> Bool {
            guard let first = pane.firstFocusable else { return false }
            setFocus(first.id, pane: tree.pane(containing: first.id)?.id)
            return true
        }
        if let path = tree.path(to: id), let node = path.last {
            if node.takesFocus {
                focus.settle(inPane: path.last(where: \.isPane)?.id)
                return
            }
            if isShownPane(node) {
                // A pane keeps the focus itself only when it has nothing to focus (its ring says where the keys go).
                if !focusFirstControl(of: node) { focus.settle(inPane: node.id) }
                return
            }
            if let pane = path.dropLast().last(where: isShownPane), focusFirstControl(of: pane) { return }
        }
        if let paneID = focus.pane, let pane = tree.node(withID: paneID), isShownPane(pane), focusFirstControl(of: pane) { return }
        if let pane = tree.focusPanes.first, focusFirstControl(of: pane) { return }
        setFocus(nil, pane: nil)
    }

    /// The column that is out over the rest and holds the focus while it is: the overlay (the primary) or the inspector
    /// over the detail, out or going out to stay (not while a swipe merely passes through).
    private var columnOut: String? {
        if band == .overlay && overlay.target >= 1 { return AccessibleNode.ID.primary }
        if inspectorGoesOver && inspectorReveal.target >= 1 { return AccessibleNode.ID.inspector }
        if inspectorIsSheet && inspectorColumn.sheetTarget >= 1 { return AccessibleNode.ID.inspector }  // at half or full
        return nil
    }

    /// True when the column that took the focus (`held`) has gone, or now shows otherwise (another band, the
    /// inspector beside the detail): false while it is out, on its way back (the focus stays in it, the rest being
    /// dimmed until then), or held by a swipe.
    private func hasGone(_ held: KeyboardFocus.OverlayFocus) -> (gone: Bool, shownOtherwise: Bool) {
        let reveal: AnimatedValue
        if held.column == AccessibleNode.ID.primary {
            guard band == .overlay else { return (true, true) }
            reveal = overlay
        } else if inspectorIsSheet {
            // A sheet holds the focus while it is at half or above; closing to its peek bar gives it back.
            return (inspectorColumn.sheetTarget < 1 && interaction.sheetDrag == nil, false)
        } else {
            guard inspectorGoesOver else { return (true, true) }
            reveal = inspectorReveal
        }
        return (reveal.target <= 0 && reveal.value <= 0 && interaction.swipeGesture == nil, false)
    }

    /// After the host moved the focus itself (a click into a field of the overlay): a column that is out keeps it
    /// where the host put it, and when the column goes, the focus goes back to `returnTo` (where it was before) if it
    /// is still in that column.
    mutating func followOverlayWithFocus(placedBy returnTo: String?) {
        if let column = columnOut, focus.overlay == nil, focus.node != nil {
            focus.hold(in: column, returnTo: returnTo)
        } else {
            followOverlayWithFocus(keyboard: false)
        }
    }

    /// Moves the focus into the overlay, or the inspector over the detail, when it opens (where a keyboard user is, or
    /// whenever something had focus), remembering where it was, and gives it back there when it closes in the same
    /// band.
    mutating func followOverlayWithFocus(keyboard: Bool) {
        if let column = columnOut, focus.overlay?.column != column, keyboard || focus.node != nil {
            // From one column to the other (the overlay replacing the inspector): back to where it was before either.
            let returnTo = focus.overlay.map(\.returnTo) ?? focus.node
            focus.hold(in: column, returnTo: returnTo)
            setFocus(column, pane: column)
        } else if let held = focus.overlay, held.column != columnOut {
            let (gone, shownOtherwise) = hasGone(held)
            guard gone else { return }
            focus.releaseHold()
            // Shown otherwise, the column keeps a focus it holds; gone, it gives the focus back.
            if !shownOtherwise, focus.pane == held.column || focus.node == held.column {
                setFocus(held.returnTo, pane: nil)
            }
        }
    }
}

extension SplitViewState {
    /// Answers an assistive technology's request to focus a node of the host's content: the focus goes there when
    /// `tree` (the window's tree now) has that node and it takes focus. True when it did; other requests, and nodes
    /// that are not there or not focusable, are left to whoever comes next.
    public mutating func focusContent(for request: AccessibilityRequest, in tree: AccessibleNode) -> Bool {
        guard case .focus(let id) = request, tree.node(withID: id)?.takesFocus == true else { return false }
        send(.focus(id))
        return true
    }
}
