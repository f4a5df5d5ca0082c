// The split's key commands (KeyBindings): sidebar and inspector, back and dismiss, the focused separators' keys, focus.

extension SplitViewState {
    /// Carries out a bound key's command, pressed with `key`; keys that mean nothing in the current band are not used.
    mutating func perform(_ command: SplitKeyCommand, key: Key? = nil, at time: Double) -> SplitViewResult {
        // A drag owns its separator until release: nothing else moves a column meanwhile.
        if command.movesAColumn, interaction.separatorDrag != nil || interaction.inspectorSeparatorDrag != nil { return .ignored }
        // A held sheet likewise: nothing else moves it or goes back until release; Escape takes the drag back.
        if sheetIsHeld, command.movesAColumn || command == .back { return .ignored }
        switch command {
        case .toggleInspector:
            guard inspectorPage != nil else { return .ignored }
            return SplitViewResult(handled: true, effects: toggleInspector(at: time))
        case .toggleSidebar:
            guard band != .compact else { return .ignored }
            togglePrimary(at: time)
            return .consumed
        case .dismiss:
            // During a drag of either separator, Escape takes it back (GTK's paned): the width from before the press.
            if let takenBack = takeBackSeparatorDrag(at: time) ?? takeBackInspectorSeparatorDrag() ?? takeBackSheetDrag(at: time) {
                return takenBack
            }
            // After key moves, Escape takes them back (GTK's paned): the width from when the focus came, nothing saved.
            if separatorFocused {
                _ = takeBackKeyboardResize(at: time)
                returnFocusFromSeparator()
                return .consumed
            }
            if inspectorSeparatorFocused, takeBackKeyboardResize(at: time) { return .consumed }
            if inspectorSheetIsOpen { return SplitViewResult(handled: true, effects: hideInspector(at: time)) }
            if inspectorIsOver, inspectorReveal.target > 0 {
                return SplitViewResult(handled: true, effects: hideInspector(at: time))
            }
            guard band == .overlay, overlay.target > 0 else { return .ignored }
            hidePrimary(at: time)
            return .consumed
        case .back:
            if inspectorSheetIsOpen { return SplitViewResult(handled: true, effects: hideInspector(at: time)) }  // the sheet first
            guard canGoBack else { return .ignored }
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .toggleSeparatorFocus:
            guard band == .tiled else { return .ignored }
            toggleFocusOnSeparator()
            return .consumed
        // Key moves of a focused separator show at once and are saved when Return or the focus leaving accepts them.
        case .nudgeSeparator(let points) where inspectorSeparatorFocused:
            return keptBack(.inspector, move: nudgeInspectorSeparator(by: points))
        case .separatorToMinimum where inspectorSeparatorFocused:
            return keptBack(.inspector, move: setInspectorWidth(inspectorSeparatorRange.lowerBound))
        case .separatorToMaximum where inspectorSeparatorFocused:
            return keptBack(.inspector, move: setInspectorWidth(inspectorSeparatorRange.upperBound))
        case .resizePrimary(let points) where inspectorSeparatorFocused:
            // Page Down widens the column the separator is of.
            return keptBack(.inspector, move: setInspectorWidth(inspectorWidth.width + points))
        case .nudgeSeparator(let points):
            guard separatorFocused else { return .ignored }
            return keptBack(.primary, move: nudgeSeparator(by: points))
        case .separatorToMinimum:
            guard separatorFocused else { return .ignored }
            return keptBack(.primary, move: setPrimaryWidth(separatorRange.lowerBound))
        case .separatorToMaximum:
            guard separatorFocused else { return .ignored }
            return keptBack(.primary, move: setPrimaryWidth(separatorRange.upperBound))
        case .resizePrimary(let points):
            guard separatorFocused else { return .ignored }
            if let step = stepRail(growing: points > 0, at: time) { return keptBack(.primary, move: step) }
            return keptBack(.primary, move: setPrimaryWidth(primaryWidth.width + points))
        case .stepSeparatorAnchor(let side):
            guard separatorFocused else { return .ignored }
            return keptBack(.primary, move: stepSeparatorAnchor(towards: side, at: time))
        case .toggleFillWindow:
            return toggleFillWindow(at: time)
        case .resizeSidebar(let points):
            return resizeSidebar(by: points, at: time)
        case .resetSidebarWidth:
            return resetSidebarWidth(at: time)
        case .resizeInspector(let points):
            return resizeInspector(by: points)
        case .resetInspectorWidth:
            return resetInspectorWidth()
        case .activateFocused where hasKeyboardMoves && key != .space:
            // Return after key moves accepts them (GTK's paned): the primary separator gives the focus back to where
            // it was before F8, its width saved as it leaves; the inspector's saves and keeps it. Space still
            // collapses or restores.
            if separatorFocused {
                returnFocusFromSeparator()
                return .consumed
            }
            return SplitViewResult(handled: true, effects: acceptInspectorKeyboardResize())  // its focus stays
        case .activateFocused:
            return activateFocused(at: time)
        case .focusNext, .focusPrevious, .focusNextPane, .focusPreviousPane, .focusSeparator:
            // No tree from the host: the split's own controls are the chain (``send(_:focusChain:)`` adds the content's).
            return moveFocus(command, in: chromeAccessibilityTree)
        }
    }
}

extension SplitKeyCommand {
    /// True for the commands that move or show a column or a separator, which wait while a separator is held.
    var movesAColumn: Bool {
        switch self {
        case .toggleSidebar, .toggleInspector, .nudgeSeparator, .separatorToMinimum, .separatorToMaximum, .resizePrimary,
            .activateFocused, .stepSeparatorAnchor, .resizeSidebar, .resetSidebarWidth, .resizeInspector, .resetInspectorWidth,
            .toggleFillWindow:
            return true
        case .dismiss, .back, .toggleSeparatorFocus, .focusNext, .focusPrevious, .focusNextPane, .focusPreviousPane, .focusSeparator:
            return false
        }
    }
}
