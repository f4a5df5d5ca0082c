// Input events dispatched to the part of the split that owns them: the gesture under way for motion and release,
// the press's target for a press, the bindings for keys.

extension SplitViewState {
    mutating func input(_ event: InputEvent) -> SplitViewResult {
        switch event {
        case .resize(let size, _):
            return SplitViewResult(handled: false, effects: place(in: Rect(origin: bounds.origin, size: size)))
        case .pointerDown(let p, let t):
            // A press outside the split's bounds is never the split's, whatever it shows: a host's toolbar button
            // beside it works while the overlay is out, which stays out.
            guard bounds.contains(p) else { return .ignored }
            showFocusRing(false)  // a click hides the focus ring until the keys move the focus again
            defer { pressIsTouch = false }
            return press(at: p, time: t)
        case .pointerMove(let p, let t):
            let layout = self.layout, m = appearance.metrics
            if band == .tiled, layout.separatorHitArea(metrics: m)?.contains(p) == true {
                separatorState.hover(.primary)
            } else if overlay.value == 0, layout.inspectorSeparatorHitArea(metrics: m)?.contains(p) == true {
                separatorState.hover(.inspector)
            } else if inspectorGrabStripHitArea(touch: false)?.contains(p) == true {
                separatorState.hover(.inspector)  // the hidden inspector's grab strip shows
            } else if inspectorSheetBar?.contains(p) == true, toolbarAction(at: p) == nil {
                separatorState.hover(.sheet)  // the sheet's handle and title drag it up and down
            } else {
                separatorState.hover(nil)
            }
            switch interaction {
            case .separatorDrag: return separatorMove(to: p, time: t)
            case .inspectorSeparatorDrag: return inspectorSeparatorMove(to: p, time: t)
            case .sheetDrag: return sheetMove(to: p, time: t)
            case .swipe(let gesture) where gesture.target == .navigation: return navigationMove(to: p, time: t)
            case .swipe: return overlayMove(to: p, time: t)
            case .buttonPress, .idle: return .ignored
            }
        case .pointerUp(let p, let t):
            switch interaction {
            case .buttonPress(let button): return releaseButton(button, at: p, time: t)
            case .separatorDrag: return separatorRelease(at: p, time: t)
            case .inspectorSeparatorDrag: return inspectorSeparatorRelease(at: p, time: t)
            case .sheetDrag: return sheetRelease(at: p, time: t)
            case .swipe(let gesture) where gesture.target == .navigation: return navigationRelease(at: p, time: t)
            case .swipe: return overlayRelease(at: p, time: t)
            case .idle: return .ignored
            }
        case .scroll(let dx, let dy, let p, let t):
            return scroll(dx: dx, dy: dy, at: p, time: t)
        case .backButton(let t):
            if sheetIsHeld { return .ignored }  // the sheet's drag owns it until release
            if inspectorSheetIsOpen { return SplitViewResult(handled: true, effects: hideInspector(at: t)) }  // the sheet first
            if inspectorIsOver, inspectorReveal.target > 0 {
                return SplitViewResult(handled: true, effects: hideInspector(at: t))
            }
            if band == .overlay, overlay.target > 0 {
                hidePrimary(at: t)
                return .consumed
            }
            return canGoBack ? SplitViewResult(handled: true, effects: goBack(at: t)) : .ignored
        case .key(let key, let modifiers, let t):
            if let stepped = stepFocusedSheetHandle(key, modifiers, at: t) { return stepped }
            guard let command = appearance.keys.command(for: key, modifiers) else { return .ignored }
            return perform(command, key: key, at: t)
        case .touch(.down, _, _, _):
            pressIsTouch = true  // the press TouchPointer makes of it comes next: a finger's hit areas
            return .ignored
        case .text, .composition, .touch:
            return .ignored  // touches reach the split as pointer events, through TouchPointer
        }
    }
    /// A button acts when the press that began on it ends on it.
    mutating func releaseButton(_ button: ToolbarButton, at p: Point, time t: Double) -> SplitViewResult {
        gestureState.end()
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
        case .action(let id):
            return releaseToolbarAction(id, at: p)
        }
    }

    /// Drops the gesture under way without acting on it, leaving nothing half-way: a drag keeps the width it
    /// shows, a swipe lets what it moved settle at the nearer end.
    mutating func abandonInteraction(at time: Double) -> [SplitViewEffect] {
        switch interaction {
        case .idle:
            return []
        case .separatorDrag:
            return abandonSeparatorDrag(widthSeen: displayedPrimaryWidth.width)
        case .inspectorSeparatorDrag:
            return abandonInspectorSeparatorDrag()
        case .swipe(let gesture):
            gestureState.abandonSwipe()
            if gesture.target != .navigation { settleIfStranded(gesture.target, at: time) }
            if gesture.target == .navigation, backStack?.isInteractive == true {
                let settle = SwipeSettle(progress: 1 - (backStack?.slide.value ?? 1), velocityTowardsOne: 0, distance: 1,
                                         flingSpeed: appearance.metrics.flingSpeed)
                let spring = appearance.motion.navigation
                pages.updateBackStack { _ = $0.endInteractivePop(settle, spring: spring, at: time) }
            }
            return []
        case .buttonPress:
            gestureState.end()
            return []
        case .sheetDrag:
            abandonSheetDrag(at: time)
            return []
        }
    }

    /// Ends a touchpad swipe at once (something else takes over).
    mutating func endScrollSwipe(at time: Double) -> [SplitViewEffect] {
        guard swipe.isScrolling else { return [] }
        guard case .swipe(_, let velocity) = gestureState.endScroll(), interaction.swipeGesture != nil else {
            if interaction.swipeGesture != nil { gestureState.end() }
            return []
        }
        return finishSwipe(velocity: velocity, at: time)
    }
}
