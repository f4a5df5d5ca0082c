// What the split claims of the pointer and the keyboard, for a host that owns its loop: ImGui's WantCaptureMouse and
// WantCaptureKeyboard, asked before the host's own widgets react.

extension SplitViewState {
    /// True when the split wants the pointer at `point` (window points): a gesture of its is under way (a drag or swipe
    /// follows the pointer anywhere), or `point` is on one of its controls — the sidebar or back button, the
    /// separator's hit area, the dimmed secondary beside an overlay. False outside the split's bounds and over the
    /// columns (their toolbars' titles included), which are the host's content: a swipe that starts there is still
    /// offered to the split first, through ``send(_:)-(InputEvent)``, which says whether it took the event.
    public func wantsPointer(at point: Point) -> Bool {
        if interaction != .idle { return true }
        guard bounds.contains(point) else { return false }
        if primaryButton?.contains(point) == true || backButton?.contains(point) == true { return true }
        switch band {
        case .tiled:
            if layout.separatorHitArea(metrics: appearance.metrics)?.contains(point) == true { return true }
        case .overlay:
            if overlay.value > 0, visibleOverlay?.contains(point) != true { return true }  // the dim: a tap there hides it
        case .compact:
            break
        }
        return false
    }

    /// True when the split wants the keyboard now: one of its own controls has the focus (the separator, the sidebar
    /// or back button), so the host's shortcuts should leave the keys to it. Keys still go to the split first: its
    /// bindings (F9, Esc, Alt+Left) work whatever has the focus, except the editing keys of a focused field.
    public var wantsKeyboard: Bool {
        switch focusedNodeID {
        case AccessibleNode.ID.separator?, AccessibleNode.ID.sidebarButton?, AccessibleNode.ID.backButton?: return true
        default: return false
        }
    }
}
