// The split view as a reducer: events in, new state and effects out (separator drag, keyboard, resize).

/// Something the host must do after an event, such as persisting the user's width.
public enum SplitViewEffect: Hashable, Sendable {
    /// The user settled on a primary width (a drag ended or a key moved the separator): save it.
    case saveUserPrimaryWidth(Double)
}

/// The outcome of sending an event to the split view.
public struct SplitViewResult: Hashable, Sendable {
    /// True when the split view used the event, so content underneath must not see it.
    public var handled: Bool
    /// What the host must do.
    public var effects: [SplitViewEffect]

    /// Not handled, no effects.
    public static let ignored = SplitViewResult(handled: false, effects: [])
    /// Handled, no effects.
    public static let consumed = SplitViewResult(handled: true, effects: [])
}

extension SplitViewState {
    /// Points the separator moves per Left/Right key press, and with Shift (SPEC §3).
    public static let keyboardStep = 10.0, keyboardLargeStep = 50.0

    /// Applies one input event and returns whether it was used and what to persist.
    public mutating func send(_ event: InputEvent) -> SplitViewResult {
        switch event {
        case .resize(let size, _):
            // The user's width is kept: the secondary absorbs the change (SPEC §2).
            window = size
            return .ignored
        case .pointerDown(let p, _):
            let layout = self.layout
            guard displayMode == .oneBesideSecondary, let separator = layout.separator,
                layout.separatorHitArea?.contains(p) == true
            else {
                separatorFocused = false
                return .ignored
            }
            separatorDrag = SeparatorDrag(pressX: p.x, separator: separator, userWidthAtPress: userPrimaryWidth)
            return .consumed
        case .pointerMove(let p, _):
            separatorHovered = layout.separatorHitArea?.contains(p) ?? false
            guard let drag = separatorDrag else { return .ignored }
            userPrimaryWidth = drag.requestedPrimaryWidth(
                pointerX: p.x, windowWidth: window.width, configuration: configuration)
            separatorHovered = true
            return .consumed
        case .pointerUp(let p, let t):
            guard let drag = separatorDrag else { return .ignored }
            separatorDrag = nil
            if p.x == drag.pressX {
                userPrimaryWidth = drag.userWidthAtPress
                return .consumed
            }
            separatorDrag = drag
            _ = send(.pointerMove(p, time: t))
            separatorDrag = nil
            return settleUserWidth()
        case .key(.tab, _, _):
            guard displayMode == .oneBesideSecondary else { return .ignored }
            separatorFocused.toggle()
            return .consumed
        case .key(let key, let modifiers, _) where separatorFocused && (key == .left || key == .right):
            let step = modifiers.contains(.shift) ? Self.keyboardLargeStep : Self.keyboardStep
            let towardsPrimaryGrowth = (key == .right) == (configuration.primaryEdge == .leading)
            userPrimaryWidth = layout.primaryWidth.width + (towardsPrimaryGrowth ? step : -step)
            return settleUserWidth()
        case .key(.escape, _, _) where separatorFocused:
            separatorFocused = false
            return .consumed
        case .key, .text, .wheel:
            return .ignored
        }
    }

    /// Replaces the requested width by the width the user actually sees, and asks the host to save it.
    private mutating func settleUserWidth() -> SplitViewResult {
        let seen = layout.primaryWidth.width
        userPrimaryWidth = seen
        return SplitViewResult(handled: true, effects: [.saveUserPrimaryWidth(seen)])
    }
}
