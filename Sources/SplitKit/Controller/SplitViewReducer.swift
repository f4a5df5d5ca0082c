// The split view as a reducer: actions in, new state and effects out. Dispatches to the separator, overlay
// and navigation.

extension SplitViewState {
    /// Applies one input event and returns whether it was used and what the host must do.
    @discardableResult
    public mutating func send(_ event: InputEvent) -> SplitViewResult {
        send(.input(event))
    }

    /// Applies one action and returns whether it was used and what the host must do.
    @discardableResult
    public mutating func send(_ action: SplitViewAction) -> SplitViewResult {
        // Animations are where they are at the action's time before anything reacts; a touchpad swipe that
        // went quiet before then ends first.
        let ended = action.time.map { advance(to: $0) } ?? []
        let focusBefore = focusedNodeID
        var result = apply(action)
        result.effects = ended + result.effects
        if case .focus = action {
            followOverlayWithFocus(placedBy: focusBefore)  // the host put it somewhere: it stays there
        } else {
            followOverlayWithFocus(keyboard: action.comesFromKeyboard)
        }
        result = followKeyboardResizes(result)
        // The rail is the user's choice, remembered like a width: told once it changed and no drag holds it.
        if primaryColumn.isRail != reportedRail, interaction.separatorDrag == nil {
            reportedRail = primaryColumn.isRail
            result.effects.append(.saveUserPrimaryRail(reportedRail))
        }
        return result
    }

    private mutating func apply(_ action: SplitViewAction) -> SplitViewResult {
        switch action {
        case .input(let event):
            return input(event)
        case .setBounds(let rect, _):
            return SplitViewResult(handled: false, effects: place(in: rect))
        case .showPrimary(let time):
            showPrimary(at: time)
        case .hidePrimary(let time):
            hidePrimary(at: time)
        case .togglePrimary(let time) where band == .compact:
            // The primary of a collapsed split is the stack's root: showing it is going back to the list.
            return SplitViewResult(handled: true, effects: goBackToRoot(at: time))
        case .togglePrimary(let time):
            togglePrimary(at: time)
        case .showInspector(let time):
            showInspector(at: time)
        case .hideInspector(let time):
            return SplitViewResult(handled: true, effects: hideInspector(at: time))
        case .toggleInspector(let time):
            return SplitViewResult(handled: true, effects: toggleInspector(at: time))
        case .toggleFillWindow(let time):
            return toggleFillWindow(at: time)
        case .showDetail(let page, let time):
            showDetail(page, at: time)
        case .pushDetail(let page, let time):
            pushDetail(page, at: time)
        case .back(let time):
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .setWidthSettings(let settings, let time):
            setWidthSettings(settings, at: time)
        case .setPrimaryFittingWidth(let width):
            primaryFittingWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        case .setUserWidths(let primary, let inspector, let time):
            return SplitViewResult(handled: true, effects: setUserWidths(primary: primary, inspector: inspector, at: time))
        case .setSeparatorAnchors(let anchors):
            setSeparatorAnchors(anchors)
        case .retitleSecondary(let title):
            pages.retitleSecondaryRoot(title)
        case .retitlePages(let id, let title):
            pages.retitle { $0.id == id ? title : $0.title }
        case .setAppearance(let newAppearance):
            // A text size that moves breakpoints given in text points can change the band, as a resize would.
            return SplitViewResult(handled: true, effects: rearrange { $0.adopt(newAppearance) })
        case .setTextMeasure(let measure):
            measureText(with: measure)
        case .setLayoutDirection(let direction):
            setLayoutDirection(direction)
        case .setLocale(let locale):
            speak(locale.strings)
            setLayoutDirection(locale.direction)
        case .setBackButtonHidden(let hidden):
            hideBackButton(hidden)
        case .accessibility(let request, let time):
            return accessibility(request, at: time)
        case .focus(let id):
            setFocus(id, pane: nil)  // the ring shows or not as before: a click that focuses a field shows none
        case .settleFocus(let tree):
            settleFocus(in: tree)
        }
        return .consumed
    }
}
