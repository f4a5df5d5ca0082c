// The split view as a reducer: events in, new state and effects out. Dispatches to the separator and overlay.

/// Something the host must do after an event, such as persisting the user's width.
public enum SplitViewEffect: Hashable, Sendable {
    /// The user settled on a primary width (a drag ended or a key moved the separator): save it.
    case saveUserPrimaryWidth(Double)
    /// The user went back from the detail to the list (compact): the selection is gone (SPEC §6).
    case detailDismissed
}

/// The outcome of sending an event to the split view.
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

extension SplitViewState {
    /// Applies one input event and returns whether it was used and what to persist.
    public mutating func send(_ event: InputEvent) -> SplitViewResult {
        advance(to: event.time)  // animations are where they are at the event's time before anything reacts
        switch event {
        case .resize(let size, _):
            resize(to: size)
            return .ignored
        case .pointerDown(let p, let t):
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
            separatorHovered = band == .tiled && (layout.separatorHitArea?.contains(p) ?? false)
            if separatorDrag != nil { return separatorMove(to: p) }
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
        case .key(.f9, _, let t):
            togglePrimary(at: t)
            return .consumed
        case .key(.escape, _, let t):
            if separatorFocused {
                separatorFocused = false
                return .consumed
            }
            guard band == .overlay, overlay.target > 0 else { return .ignored }
            hidePrimary(at: t)
            return .consumed
        case .key(.left, let modifiers, let t) where modifiers == .alt && isCollapsed,
            .key(.backspace, let modifiers, let t) where modifiers.isEmpty && isCollapsed:
            guard navigation.canPop else { return .ignored }
            return SplitViewResult(handled: true, effects: goBack(at: t))
        case .key(let key, let modifiers, _):
            return separatorKey(key, modifiers)
        case .text, .wheel:
            return .ignored
        }
    }

    /// A new window size. Crossing into another band drops what belonged to the old one at once, so no
    /// frame shows an overlay or a drag laid out for a band the window has left (SPEC §5).
    mutating func resize(to size: Size) {
        let before = band
        window = size
        guard band != before else { return }
        if band == .compact {
            navigation.setPages(policy.collapse(primary: primaryPage, secondary: secondary))
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
    }

    /// Shows the primary if it is hidden (or going), hides it if it is shown (or coming): the toolbar
    /// button and F9. In the tiled band this collapses or restores the primary.
    public mutating func togglePrimary(at time: Double) {
        switch band {
        case .tiled:
            collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: .overlay, at: time)
        case .overlay:
            if overlay.target > 0 { hidePrimary(at: time) } else { showPrimary(at: time) }
        case .compact:
            break
        }
    }

    /// Slides the overlay in (overlay band), keeping any motion already under way.
    public mutating func showPrimary(at time: Double) {
        guard band == .overlay else { return }
        overlay.animate(to: 1, spring: .overlay, at: time)
    }

    /// Slides the overlay out (overlay band): Esc, a tap on the dimmed secondary, choosing a row.
    public mutating func hidePrimary(at time: Double) {
        guard band == .overlay else { return }
        overlay.animate(to: 0, spring: .overlay, at: time)
    }
}
