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
        case .showDetail(let page, let time):
            showDetail(page, at: time)
        case .pushDetail(let page, let time):
            pushDetail(page, at: time)
        case .back(let time):
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .setWidthSettings(let settings, let time):
            setWidthSettings(settings, at: time)
        case .setSeparatorAnchors(let anchors):
            setSeparatorAnchors(anchors)
        case .retitleSecondary(let title):
            if let root = secondary { secondaryNavigation?.retitle { $0 == root ? title : $0.title } }
        case .retitlePages(let id, let title):
            navigation.retitle { $0.id == id ? title : $0.title }
            secondaryNavigation?.retitle { $0.id == id ? title : $0.title }
        case .setAppearance(let newAppearance):
            appearance = newAppearance
            swipe.adopt(newAppearance.metrics)
            separatorClicks.adopt(newAppearance.metrics)
        case .setTextMeasure(let measure):
            appearance.textMeasure = measure
        case .setBackButtonHidden(let hidden):
            backButtonHidden = hidden
            if hidden, interaction.pressedButton == .back { interaction = .idle }
        case .accessibility(let request, let time):
            return accessibility(request, at: time)
        case .focus(let id):
            setFocus(id, pane: nil)  // the ring shows or not as before: a click that focuses a field shows none
        case .settleFocus(let tree):
            settleFocus(in: tree)
        }
        return .consumed
    }

    private mutating func input(_ event: InputEvent) -> SplitViewResult {
        switch event {
        case .resize(let size, _):
            return SplitViewResult(handled: false, effects: place(in: Rect(origin: bounds.origin, size: size)))
        case .pointerDown(let p, let t):
            // A press outside the split's bounds is never the split's, whatever it shows: a host's toolbar button
            // beside it works while the overlay is out, which stays out.
            guard bounds.contains(p) else { return .ignored }
            focus.isVisible = false  // a click hides the focus ring until the keys move the focus again
            return press(at: p, time: t)
        case .pointerMove(let p, let t):
            let layout = self.layout, m = appearance.metrics
            separatorHovered = band == .tiled && (layout.separatorHitArea(metrics: m)?.contains(p) ?? false)
                || overlay.value == 0 && (layout.inspectorSeparatorHitArea(metrics: m)?.contains(p) ?? false)
            switch interaction {
            case .separatorDrag: return separatorMove(to: p, time: t)
            case .inspectorSeparatorDrag: return inspectorSeparatorMove(to: p, time: t)
            case .swipe(let gesture) where gesture.target == .navigation: return navigationMove(to: p, time: t)
            case .swipe: return overlayMove(to: p, time: t)
            case .buttonPress, .idle: return .ignored
            }
        case .pointerUp(let p, let t):
            switch interaction {
            case .buttonPress(let button): return releaseButton(button, at: p, time: t)
            case .separatorDrag: return separatorRelease(at: p, time: t)
            case .inspectorSeparatorDrag: return inspectorSeparatorRelease(at: p, time: t)
            case .swipe(let gesture) where gesture.target == .navigation: return navigationRelease(at: p, time: t)
            case .swipe: return overlayRelease(at: p, time: t)
            case .idle: return .ignored
            }
        case .scroll(let dx, let dy, let p, let t):
            return scroll(dx: dx, dy: dy, at: p, time: t)
        case .backButton(let t):
            if inspectorIsOver, inspectorReveal.target > 0 {
                return SplitViewResult(handled: true, effects: hideInspector(at: t))
            }
            if band == .overlay, overlay.target > 0 {
                hidePrimary(at: t)
                return .consumed
            }
            return canGoBack ? SplitViewResult(handled: true, effects: goBack(at: t)) : .ignored
        case .key(let key, let modifiers, let t):
            guard let command = appearance.keys.command(for: key, modifiers) else { return .ignored }
            return perform(command, at: t)
        case .text, .composition, .touch:
            return .ignored  // touches reach the split as pointer events, through TouchPointer
        }
    }

    /// A press decides what gesture it starts: a toolbar button under it, else what its band offers there. A
    /// gesture whose release never came ends first, as it stood.
    private mutating func press(at p: Point, time t: Double) -> SplitViewResult {
        if swipe.isScrolling, swipe.isClaimed { _ = endScrollSwipe(at: t) }  // a press takes over
        let abandoned = abandonInteraction(at: t)
        var result = startGesture(at: p, time: t)
        result.effects = abandoned + result.effects
        return result
    }

    private mutating func startGesture(at p: Point, time t: Double) -> SplitViewResult {
        if inspectorIsOver, let result = inspectorPress(at: p, time: t) { return result }  // the dim is over the buttons
        if overlay.value == 0 {
            if inspectorButton?.contains(p) == true {
                interaction = .buttonPress(.inspector)
                return .consumed
            }
            if primaryButton?.contains(p) == true {
                interaction = .buttonPress(.sidebar)
                return .consumed
            }
            if backButton?.contains(p) == true {
                interaction = .buttonPress(.back)
                return .consumed
            }
        }
        // A drilled-down secondary's back swipe starts in its leading edge band: beside the separator's hit area, and
        // before the overlay's swipe there (the detail's own back comes first, as a navigation controller's does).
        let onSeparator = layout.separatorHitArea(metrics: appearance.metrics)?.contains(p) == true
        if let result = inspectorPress(at: p, time: t) { return result }
        if band != .compact, overlay.value == 0, !onSeparator, startsBackSwipe(at: p) {
            if separatorFocused { setFocus(nil, pane: nil) }
            return navigationPress(at: p, time: t)
        }
        switch band {
        case .tiled: return separatorPress(at: p, time: t)
        case .overlay: return overlayPress(at: p, time: t)
        case .compact: return navigationPress(at: p, time: t)
        }
    }

    /// A button acts when the press that began on it ends on it.
    private mutating func releaseButton(_ button: ToolbarButton, at p: Point, time t: Double) -> SplitViewResult {
        interaction = .idle
        switch button {
        case .sidebar:
            if primaryButton?.contains(p) == true { togglePrimary(at: t) }
            return .consumed
        case .back:
            guard backButton?.contains(p) == true else { return .consumed }
            return SplitViewResult(handled: true, effects: goBack(at: t))
        case .inspector:
            guard inspectorButton?.contains(p) == true else { return .consumed }
            return SplitViewResult(handled: true, effects: toggleInspector(at: t))
        }
    }

    /// Drops the gesture under way without acting on it, leaving nothing half-way: a drag keeps the width it
    /// shows, a swipe lets what it moved settle at the nearer end.
    private mutating func abandonInteraction(at time: Double) -> [SplitViewEffect] {
        switch interaction {
        case .idle:
            return []
        case .separatorDrag:
            return abandonSeparatorDrag(widthSeen: displayedPrimaryWidth.width)
        case .inspectorSeparatorDrag:
            return abandonInspectorSeparatorDrag()
        case .swipe(let gesture):
            if swipe.input == .pointer { swipe.cancel() }
            interaction = .idle
            if gesture.target != .navigation { settleIfStranded(gesture.target, at: time) }
            if gesture.target == .navigation, backStack?.isInteractive == true {
                let settle = SwipeSettle(progress: 1 - (backStack?.slide.value ?? 1), velocityTowardsOne: 0, distance: 1,
                                         flingSpeed: appearance.metrics.flingSpeed)
                let spring = appearance.motion.navigation
                _ = backStack?.endInteractivePop(settle, spring: spring, at: time)
            }
            return []
        case .buttonPress:
            interaction = .idle
            return []
        }
    }

    /// Ends a touchpad swipe at once (something else takes over).
    private mutating func endScrollSwipe(at time: Double) -> [SplitViewEffect] {
        guard swipe.isScrolling else { return [] }
        guard case .swipe(_, let velocity) = swipe.endScroll(), interaction.swipeGesture != nil else {
            if interaction.swipeGesture != nil { interaction = .idle }
            return []
        }
        return finishSwipe(velocity: velocity, at: time)
    }

    /// New bounds. Crossing into another band drops what belonged to the old one at once, so no frame shows
    /// an overlay or a drag laid out for a band the split has left (SPEC §5).
    mutating func place(in rect: Rect) -> [SplitViewEffect] {
        let before = band, placementBefore = inspectorPlacement
        let widthSeen = primaryWidth.width
        bounds = rect
        guard band != before || inspectorPlacement != placementBefore else { return [] }
        // A drag cut short by the resize ends where it was: the width shown is the width kept, and saved.
        var effects = abandonSeparatorDrag(widthSeen: widthSeen) + abandonInspectorSeparatorDrag()
        if case .swipe(let gesture) = interaction, gesture.target == .inspector { swipe.cancel(); interaction = .idle }
        guard band != before else { return effects }  // the inspector changed between beside and over: nothing else did
        if band == .compact {
            let detail = secondaryNavigation?.pages ?? []
            switch policy.collapse(primary: primaryPage, detail: detail) {
            case .success(let stack): navigation.setPages(stack)
            case .failure(let error):
                effects.append(.policyRejected(error))
                navigation.setPages(DefaultCollapsePolicy().collapse(primary: primaryPage, detail: detail))
            }
            secondaryNavigation = nil
            carryInspector(collapsing: true)
        } else if before == .compact {
            carryInspector(collapsing: false)
            let detail = policy.separate(stack: pagesWithoutInspector(navigation.pages))
            secondaryNavigation = detail.first.map { root in
                var stack = NavigationStack(root: root)
                stack.setPages(detail)
                return stack
            }
            navigation.setPages([primaryPage])
        }
        swipe.cancel()
        interaction = .idle
        overlay.set(0)
        separatorHovered = false
        return effects
    }

    /// Shows the primary if it is hidden (or going), hides it if it is shown (or coming). In the tiled band
    /// this collapses or restores the primary.
    mutating func togglePrimary(at time: Double) {
        switch band {
        case .tiled:
            collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: appearance.motion.overlay, at: time)
        case .overlay:
            if overlay.target > 0 { hidePrimary(at: time) } else { showPrimary(at: time) }
        case .compact:
            break
        }
    }

    /// Slides the overlay in (overlay band) or restores the tiled primary, keeping any motion under way.
    mutating func showPrimary(at time: Double) {
        switch band {
        case .overlay:
            if inspectorIsOver || inspectorPlacement == .over && inspectorReveal.target > 0 {
                inspectorReveal.animate(to: 0, spring: appearance.motion.overlay, at: time)  // one panel over the detail at a time
            }
            overlay.animate(to: 1, spring: appearance.motion.overlay, at: time)
        case .tiled: collapse.animate(to: 0, spring: appearance.motion.overlay, at: time)
        case .compact: break
        }
    }

    /// Slides the overlay out (Esc, a tap on the dimmed secondary, choosing a row), or collapses the tiled primary.
    mutating func hidePrimary(at time: Double) {
        switch band {
        case .overlay: overlay.animate(to: 0, spring: appearance.motion.overlay, at: time)
        case .tiled: collapse.animate(to: 1, spring: appearance.motion.overlay, at: time)
        case .compact: break
        }
    }
}
