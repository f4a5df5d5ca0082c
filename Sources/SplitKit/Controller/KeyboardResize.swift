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
    /// Whether the column was a rail then (the tiled primary with a rail, issue 39; never the inspector).
    var railAtFocus = false
    /// True once a key moved the separator since the focus came (or since its moves were last saved).
    var moved = false
}

extension SeparatorKind {
    /// Where the split keeps this separator's keyboard resize.
    var keyboardResize: WritableKeyPath<SplitViewState, KeyboardResize?> {
        self == .primary ? \.primaryKeyboardResize : \.inspectorKeyboardResize
    }

    /// The effect that saves this separator's column at `width`.
    func save(_ width: Double) -> SplitViewEffect {
        self == .primary ? .saveUserPrimaryWidth(width) : .saveUserInspectorWidth(width)
    }

    /// True for an effect that saves this separator's column.
    func isSave(_ effect: SplitViewEffect) -> Bool {
        switch (self, effect) {
        case (.primary, .saveUserPrimaryWidth), (.inspector, .saveUserInspectorWidth): return true
        default: return false
        }
    }
}

extension SplitViewState {
    /// True while `separator` has the keyboard focus.
    private func isFocused(_ separator: SeparatorKind) -> Bool {
        separator == .primary ? separatorFocused : inspectorSeparatorFocused
    }

    /// The user width of `separator`'s column.
    private func userWidth(of separator: SeparatorKind) -> Double? {
        separator == .primary ? userPrimaryWidth : userInspectorWidth
    }

    /// A keyboard resize of `separator` starting now: its column as it is.
    private func resizeStarting(_ separator: SeparatorKind) -> KeyboardResize {
        KeyboardResize(widthAtFocus: userWidth(of: separator), collapsedAtFocus: separator == .primary && collapse.target >= 1,
                       railAtFocus: separator == .primary && isRail)
    }

    /// Starts or ends the separators' keyboard resizes after an event: a separator that has just taken the focus
    /// remembers its column; one that lost it with moves not saved yet asks to save its width (the moves accepted).
    /// A save the event itself asked for (a drag released, an assistive technology's value) saves the moves too.
    mutating func followKeyboardResizes(_ result: SplitViewResult) -> SplitViewResult {
        var result = result
        for separator in [SeparatorKind.primary, .inspector] {
            let resize = separator.keyboardResize
            if result.effects.contains(where: separator.isSave) { self[keyPath: resize]?.moved = false }
            if isFocused(separator) {
                if self[keyPath: resize] == nil { self[keyPath: resize] = resizeStarting(separator) }
            } else if let ended = self[keyPath: resize] {
                self[keyPath: resize] = nil
                if ended.moved, let width = userWidth(of: separator) { result.effects.append(separator.save(width)) }
            }
        }
        return result
    }

    /// A key moved the focused `separator`: the move shows, its save waits for Return or the focus leaving.
    mutating func keptBack(_ separator: SeparatorKind, move result: SplitViewResult) -> SplitViewResult {
        guard result.handled else { return result }
        let resize = separator.keyboardResize
        if self[keyPath: resize] == nil { self[keyPath: resize] = resizeStarting(separator) }
        self[keyPath: resize]?.moved = true
        return SplitViewResult(handled: true, effects: result.effects.filter { !separator.isSave($0) })
    }

    /// Escape on a focused separator that keys moved: the column goes back to where it was when the focus came (the
    /// primary animating from the width on screen, and collapsed again if it was), and nothing is saved. False when
    /// no keys moved it.
    mutating func takeBackKeyboardResize(at time: Double) -> Bool {
        if separatorFocused, let resize = primaryKeyboardResize, resize.moved {
            let shown = displayedPrimaryWidth.width
            separatorState.choose(resize.widthAtFocus)
            primaryColumn.setRail(resize.railAtFocus)
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
        return [SeparatorKind.inspector.save(width)]
    }

    /// True while keys have moved the focused separator and its width is not saved yet (Return accepts it).
    var hasKeyboardMoves: Bool {
        [SeparatorKind.primary, .inspector].contains { isFocused($0) && self[keyPath: $0.keyboardResize]?.moved == true }
    }
}
