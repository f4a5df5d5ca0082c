// The split's key commands (KeyBindings): sidebar and inspector, back and dismiss, the focused separators' keys, focus.

extension SplitViewState {
    /// Carries out a bound key's command; keys that mean nothing in the current band are not used.
    mutating func perform(_ command: SplitKeyCommand, at time: Double) -> SplitViewResult {
        // A drag owns its separator until release: nothing else moves a column meanwhile.
        if command.movesAColumn, interaction.separatorDrag != nil || interaction.inspectorSeparatorDrag != nil { return .ignored }
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
            if let takenBack = takeBackSeparatorDrag(at: time) ?? takeBackInspectorSeparatorDrag() { return takenBack }
            if separatorFocused {
                returnFocusFromSeparator()
                return .consumed
            }
            if inspectorIsOver, inspectorReveal.target > 0 {
                return SplitViewResult(handled: true, effects: hideInspector(at: time))
            }
            guard band == .overlay, overlay.target > 0 else { return .ignored }
            hidePrimary(at: time)
            return .consumed
        case .back:
            guard canGoBack else { return .ignored }
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .toggleSeparatorFocus:
            guard band == .tiled else { return .ignored }
            toggleFocusOnSeparator()
            return .consumed
        case .nudgeSeparator(let points) where inspectorSeparatorFocused:
            return nudgeInspectorSeparator(by: points)
        case .separatorToMinimum where inspectorSeparatorFocused:
            return setInspectorWidth(inspectorSeparatorRange.lowerBound)
        case .separatorToMaximum where inspectorSeparatorFocused:
            return setInspectorWidth(inspectorSeparatorRange.upperBound)
        case .resizePrimary(let points) where inspectorSeparatorFocused:
            return setInspectorWidth(inspectorWidth.width + points)  // Page Down widens the column the separator is of
        case .nudgeSeparator(let points):
            guard separatorFocused else { return .ignored }
            return nudgeSeparator(by: points)
        case .separatorToMinimum:
            guard separatorFocused else { return .ignored }
            return setPrimaryWidth(separatorRange.lowerBound)
        case .separatorToMaximum:
            guard separatorFocused else { return .ignored }
            return setPrimaryWidth(separatorRange.upperBound)
        case .resizePrimary(let points):
            guard separatorFocused else { return .ignored }
            return setPrimaryWidth(primaryWidth.width + points)
        case .stepSeparatorAnchor(let side):
            guard separatorFocused else { return .ignored }
            return stepSeparatorAnchor(towards: side, at: time)
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
            .activateFocused, .stepSeparatorAnchor:
            return true
        case .dismiss, .back, .toggleSeparatorFocus, .focusNext, .focusPrevious, .focusNextPane, .focusPreviousPane, .focusSeparator:
            return false
        }
    }
}
