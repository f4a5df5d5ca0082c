// A keyboard resize of a focused separator (GTK's paned): the moves since the focus came, taken back or accepted.

/// What a column was when its separator took the keyboard focus, and whether keys have moved it since.
///
/// Key moves show at once but are not saved while the separator keeps the focus: Escape takes them back (the width
/// and the collapse from when the focus came, nothing saved); Return, or the focus leaving the separator (Tab, F6,
/// F8, a click elsewhere, the band changing), accepts them and asks to save the width once.
struct KeyboardResize: Hashable, Sendable {
    /// The user width when the separator took the focus (nil: none chosen then, the configuration decided).
    let widthAtFocus: Double?
    /// Whether the column was collapsed then (the tiled primary; never the inspector).
    let collapsedAtFocus: Bool
    /// True once a key moved the separator since the focus came (or since its moves were last saved).
    var moved = false
}

extension SplitViewState {
    /// Starts or ends the separators' keyboard resizes after an event: a separator that has just taken the focus
    /// remembers its column; one that lost it with moves not saved yet asks to save its width (the moves accepted).
    /// A save the event itself asked for (a drag released, an assistive technology's value) saves the moves too.
    mutating func followKeyboardResizes(_ result: SplitViewResult) -> SplitViewResult {
        var result = result
        if result.effects.contains(where: { if case .saveUserPrimaryWidth = $0 { true } else { false } }) {
            primaryKeyboardResize?.moved = false
        }
        if result.effects.contains(where: { if case .saveUserInspectorWidth = $0 { true } else { false } }) {
            inspectorKeyboardResize?.moved = false
        }
        if separatorFocused {
            if primaryKeyboardResize == nil {
                primaryKeyboardResize = KeyboardResize(widthAtFocus: userPrimaryWidth, collapsedAtFocus: collapse.target >= 1)
            }
        } else if let resize = primaryKeyboardResize {
            primaryKeyboardResize = nil
            if resize.moved, let width = userPrimaryWidth { result.effects.append(.saveUserPrimaryWidth(width)) }
        }
        if inspectorSeparatorFocused {
            if inspectorKeyboardResize == nil {
                inspectorKeyboardResize = KeyboardResize(widthAtFocus: userInspectorWidth, collapsedAtFocus: false)
            }
        } else if let resize = inspectorKeyboardResize {
            inspectorKeyboardResize = nil
            if resize.moved, let width = userInspectorWidth { result.effects.append(.saveUserInspectorWidth(width)) }
        }
        return result
    }

    /// A key moved the focused primary separator: the move shows, its save waits for Return or the focus leaving.
    mutating func keptBack(primaryMove result: SplitViewResult) -> SplitViewResult {
        guard result.handled else { return result }
        if primaryKeyboardResize == nil {
            primaryKeyboardResize = KeyboardResize(widthAtFocus: userPrimaryWidth, collapsedAtFocus: collapse.target >= 1)
        }
        primaryKeyboardResize?.moved = true
        return SplitViewResult(handled: true, effects: result.effects.filter { if case .saveUserPrimaryWidth = $0 { false } else { true } })
    }

    /// A key moved the focused inspector separator: as ``keptBack(primaryMove:)``.
    mutating func keptBack(inspectorMove result: SplitViewResult) -> SplitViewResult {
        guard result.handled else { return result }
        if inspectorKeyboardResize == nil {
            inspectorKeyboardResize = KeyboardResize(widthAtFocus: userInspectorWidth, collapsedAtFocus: false)
        }
        inspectorKeyboardResize?.moved = true
        return SplitViewResult(handled: true, effects: result.effects.filter { if case .saveUserInspectorWidth = $0 { false } else { true } })
    }

    /// Escape on a focused separator that keys moved: the column goes back to where it was when the focus came (the
    /// primary animating from the width on screen, and collapsed again if it was), and nothing is saved. False when
    /// no keys moved it.
    mutating func takeBackKeyboardResize(at time: Double) -> Bool {
        if separatorFocused, let resize = primaryKeyboardResize, resize.moved {
            let shown = displayedPrimaryWidth.width
            separatorState.choose(resize.widthAtFocus)
            primaryColumn.returnCollapse(to: resize.collapsedAtFocus, spring: appearance.motion.overlay, at: time)
            primaryKeyboardResize?.moved = false
            if collapse.target < 1 { carryOn(from: shown, at: time) }
            return true
        }
        if inspectorSeparatorFocused, let resize = inspectorKeyboardResize, resize.moved {
            inspectorColumn.choose(resize.widthAtFocus)
            inspectorKeyboardResize?.moved = false
            return true
        }
        return false
    }

    /// Return after key moves of the focused inspector separator: its width is saved now.
    mutating func acceptInspectorKeyboardResize() -> [SplitViewEffect] {
        guard inspectorKeyboardResize?.moved == true, let width = userInspectorWidth else { return [] }
        inspectorKeyboardResize?.moved = false
        return [.saveUserInspectorWidth(width)]
    }

    /// True while keys have moved the focused separator and its width is not saved yet (Return accepts it).
    var hasKeyboardMoves: Bool {
        (separatorFocused && primaryKeyboardResize?.moved == true) || (inspectorSeparatorFocused && inspectorKeyboardResize?.moved == true)
    }
}
