// What input does to a list: taps select, the wheel and touchpad scroll, keys move the selection.

/// What an event did to a ``ListView``, for the host to act on.
public struct ListViewResult: Hashable, Sendable {
    /// True when the list used the event (nothing else should).
    public var handled: Bool
    /// True when the selection changed (by a tap or a key).
    public var selectionChanged: Bool
    /// The row a tap chose (selected now, whether or not it was before).
    public var tapped: Int?
    /// The selected row Return was pressed on: the host opens it.
    public var activated: Int?
    /// The row a key moved the selection to (Up, Down, Home, End, Page Up, Page Down); nil when no key moved it.
    public var movedTo: Int?
    /// The row the user chose — tapped, or Return on it — whether or not it was selected already: the row whose detail
    /// to show. Open details on this rather than on ``selectionChanged``: after the user went back from a detail (a
    /// back swipe, the back button), choosing the same row again must open it again.
    public var chosen: Int? { tapped ?? activated }
    /// The row whose detail follows the selection: one ``chosen``, or one a key moved to — for a list whose detail
    /// follows its selection as the keys move it (a notes app), where ``chosen`` suits one that opens on a choice only.
    public var shown: Int? { chosen ?? movedTo }

    /// A result; by default, an event the list did not use.
    public init(handled: Bool = false, selectionChanged: Bool = false, tapped: Int? = nil, activated: Int? = nil, movedTo: Int? = nil) {
        self.handled = handled
        self.selectionChanged = selectionChanged
        self.tapped = tapped
        self.activated = activated
        self.movedTo = movedTo
    }

    /// The list did not use the event.
    public static let ignored = ListViewResult()
    /// The list used the event; nothing for the host to do.
    public static let consumed = ListViewResult(handled: true)
}

extension ListView {
    /// Applies one input event: a press and release within the tap slop on a row selects it (``ListViewResult/tapped``),
    /// a vertical scroll over the list scrolls it, Up/Down, Home/End and Page Up/Page Down move the selection and keep
    /// it in view, Return reports the selection (``ListViewResult/activated``). Keys with Control or Alt are left alone.
    @discardableResult
    public mutating func send(_ event: InputEvent) -> ListViewResult {
        switch event {
        case .pointerDown(let p, _):
            let row = row(at: p)
            press.press(row, at: p)
            return row == nil ? .ignored : .consumed
        case .pointerMove(let p, _):
            let pressing = press.target != nil
            press.move(to: p)
            return pressing ? .consumed : .ignored
        case .pointerUp(let p, _):
            guard press.target != nil else { return .ignored }
            guard let row = press.release(at: p, over: row(at: p)) else { return .consumed }
            let before = selection
            select(row)
            return ListViewResult(handled: true, selectionChanged: selection != before, tapped: row)
        case .scroll(_, let dy, let at, _):
            guard dy != 0, interactiveFrame?.contains(at) == true else { return .ignored }
            scroll(by: dy)
            return .consumed
        case .key(.enter, _, _):
            guard let selection else { return .ignored }
            return ListViewResult(handled: true, activated: selection)
        case .key(let key, let modifiers, _) where modifiers.isDisjoint(with: [.control, .alt]):
            guard let change = move(for: key) else { return .ignored }
            return ListViewResult(handled: true, selectionChanged: change, movedTo: change ? selection : nil)
        default:
            return .ignored
        }
    }

    /// The keys a list takes while it has the keyboard (without Ctrl or Alt): Up/Down, Page Up/Page Down and Home/End
    /// move the selection, Return activates it. A host that binds keys of its own leaves these to a focused list.
    public static let keys: Set<Key> = [.up, .down, .pageUp, .pageDown, .home, .end, .enter]

    /// Moves the selection for a navigation key; nil for other keys, else whether the selection changed.
    private mutating func move(for key: Key) -> Bool? {
        switch key {
        case .up: return moveSelection(by: -1)
        case .down: return moveSelection(by: 1)
        case .pageUp: return moveSelection(by: -pageRows)
        case .pageDown: return moveSelection(by: pageRows)
        case .home, .end:
            guard count > 0 else { return false }
            let before = selection
            select(key == .home ? 0 : count - 1)
            return selection != before
        default: return nil
        }
    }
}
