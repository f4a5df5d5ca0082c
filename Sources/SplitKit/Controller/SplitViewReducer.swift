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
        var result = apply(action)
        result.effects = ended + result.effects
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
        case .togglePrimary(let time):
            togglePrimary(at: time)
        case .showDetail(let page, let time):
            showDetail(page, at: time)
        case .pushDetail(let page, let time):
            pushDetail(page, at: time)
        case .back(let time):
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .setWidthSettings(let settings, let time):
            setWidthSettings(settings, at: time)
        case .retitleSecondary(let title):
            secondary?.title = title
        case .retitlePages(let id, let title):
            navigation.retitle { $0.id == id ? title : $0.title }
        case .setAppearance(let newAppearance):
            appearance = newAppearance
            swipe.adopt(newAppearance.metrics)
            separatorClicks.adopt(newAppearance.metrics)
        case .setBackButtonHidden(let hidden):
            backButtonHidden = hidden
            if hidden { pressOnButton = false }
        }
        return .consumed
    }

    private mutating func input(_ event: InputEvent) -> SplitViewResult {
        switch event {
        case .resize(let size, _):
            return SplitViewResult(handled: false, effects: place(in: Rect(origin: bounds.origin, size: size)))
        case .pointerDown(let p, let t):
            if swipe.isScrolling, swipe.isClaimed { _ = endScrollSwipe(at: t) }  // a press takes over
            if let button = primaryButton ?? backButton, button.contains(p), overlay.value == 0 {
                pressOnButton = true
                return .consumed
            }
            switch band {
            case .tiled: return separatorPress(at: p, time: t)
            case .overlay: return overlayPress(at: p, time: t)
            case .compact: return navigationPress(at: p, time: t)
            }
        case .pointerMove(let p, let t):
            separatorHovered = band == .tiled && (layout.separatorHitArea(metrics: appearance.metrics)?.contains(p) ?? false)
            if separatorDrag != nil { return separatorMove(to: p, time: t) }
            if swipeDrives == .navigation { return navigationMove(to: p, time: t) }
            return overlayMove(to: p, time: t)
        case .pointerUp(let p, let t):
            if pressOnButton {
                pressOnButton = false
                if primaryButton?.contains(p) == true { togglePrimary(at: t) }
                if backButton?.contains(p) == true { return SplitViewResult(handled: true, effects: goBack(at: t)) }
                return .consumed
            }
            if separatorDrag != nil { return separatorRelease(at: p, time: t) }
            if swipeDrives == .navigation { return navigationRelease(at: p, time: t) }
            return overlayRelease(at: p, time: t)
        case .scroll(let dx, let dy, let p, let t):
            return scroll(dx: dx, dy: dy, at: p, time: t)
        case .backButton(let t):
            if isCollapsed, navigation.canPop { return SplitViewResult(handled: true, effects: goBack(at: t)) }
            if band == .overlay, overlay.target > 0 {
                hidePrimary(at: t)
                return .consumed
            }
            return .ignored
        case .key(let key, let modifiers, let t):
            guard let command = appearance.keys.command(for: key, modifiers) else { return .ignored }
            return perform(command, at: t)
        case .text, .touch:
            return .ignored  // touches reach the split as pointer events, through TouchPointer
        }
    }

    /// Ends a touchpad swipe at once (something else takes over).
    private mutating func endScrollSwipe(at time: Double) -> [SplitViewEffect] {
        guard swipe.isScrolling else { return [] }
        guard case .swipe(_, let velocity) = swipe.endScroll(), swipeDrives != nil else {
            swipeDrives = nil
            return []
        }
        return finishSwipe(velocity: velocity, at: time)
    }

    /// Carries out a bound key's command; keys that mean nothing in the current band are not used.
    private mutating func perform(_ command: SplitKeyCommand, at time: Double) -> SplitViewResult {
        switch command {
        case .toggleSidebar:
            guard band != .compact else { return .ignored }
            togglePrimary(at: time)
            return .consumed
        case .dismiss:
            if separatorFocused {
                separatorFocused = false
                return .consumed
            }
            guard band == .overlay, overlay.target > 0 else { return .ignored }
            hidePrimary(at: time)
            return .consumed
        case .back:
            guard isCollapsed, navigation.canPop else { return .ignored }
            return SplitViewResult(handled: true, effects: goBack(at: time))
        case .toggleSeparatorFocus:
            guard band == .tiled else { return .ignored }
            separatorFocused.toggle()
            return .consumed
        case .nudgeSeparator(let points):
            guard separatorFocused, band == .tiled else { return .ignored }
            return nudgeSeparator(by: points)
        }
    }

    /// New bounds. Crossing into another band drops what belonged to the old one at once, so no frame shows
    /// an overlay or a drag laid out for a band the split has left (SPEC §5).
    mutating func place(in rect: Rect) -> [SplitViewEffect] {
        let before = band
        let widthSeen = primaryWidth.width
        bounds = rect
        guard band != before else { return [] }
        var effects: [SplitViewEffect] = []
        if let drag = separatorDrag {
            // A drag cut short by the resize ends where it was: the width shown is the width kept, and saved.
            if userPrimaryWidth != drag.userWidthAtPress {
                userPrimaryWidth = widthSeen
                effects.append(.saveUserPrimaryWidth(widthSeen))
            } else {
                userPrimaryWidth = drag.userWidthAtPress
            }
        }
        if band == .compact {
            switch policy.collapse(primary: primaryPage, secondary: secondary) {
            case .success(let stack): navigation.setPages(stack)
            case .failure(let error):
                effects.append(.policyRejected(error))
                navigation.setPages(DefaultCollapsePolicy().collapse(primary: primaryPage, secondary: secondary))
            }
        } else if before == .compact {
            secondary = policy.separate(stack: navigation.pages)
            navigation.setPages([primaryPage])
        }
        swipe.cancel()
        swipeDrives = nil
        overlay.set(0)
        separatorDrag = nil
        separatorHovered = false
        pressOnDim = false
        pressOnButton = false
        if band != .tiled { separatorFocused = false }
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
        case .overlay: overlay.animate(to: 1, spring: appearance.motion.overlay, at: time)
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
