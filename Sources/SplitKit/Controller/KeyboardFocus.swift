// The window's keyboard focus as the split keeps it: one value, instead of fields whose order of updates mattered.

/// Where the keyboard focus is and what it will go back to: the focused node (the split's or the host's content,
/// by ``AccessibleNode`` id), whether the focus ring shows, the pane it was last in, and the two places it returns
/// to — from the separator (Esc or F8 again) and from an overlay or inspector that took it when it opened.
public struct KeyboardFocus: Hashable, Sendable {
    /// The node with the focus; nil when nothing has it (a host's list then takes the arrow keys as it always did).
    public private(set) var node: String?
    /// True while the focus ring shows: from a focus key (Tab, F6, F8) or an assistive technology's focus request
    /// until a pointer press, as GTK's focus-visible.
    public private(set) var isVisible = false
    /// The pane the focus was last seen in, to fall back to when the focused node goes away.
    private(set) var pane: String?
    /// Where the focus was before the separator took it.
    private(set) var beforeSeparator: String?
    /// Set while a column that opened over the rest (the overlay, the inspector over the detail) holds the focus:
    /// where the focus was before, given back when it closes.
    private(set) var overlay: OverlayFocus?

    /// The focus a column out over the rest took: which column (its pane's id), and where the focus goes back when
    /// it closes.
    struct OverlayFocus: Hashable, Sendable {
        var column: String
        var returnTo: String?
    }

    /// No focus anywhere.
    public init() {}

    /// Puts the focus on `id` (nil: nowhere), in `pane` when known; the separator remembers where the focus came
    /// from, for Esc.
    mutating func move(to id: String?, pane: String?) {
        if id == AccessibleNode.ID.separator, node != id { beforeSeparator = node }
        node = id
        self.pane = pane
    }

    /// The focus ring shows (a focus key, or an assistive technology's focus request) or not (a pointer press).
    mutating func showRing(_ visible: Bool) { isVisible = visible }

    /// The focus stays where it is, now known to be in `pane` (nil: in none).
    mutating func settle(inPane pane: String?) { self.pane = pane }

    /// `column`, out over the rest, holds the focus until it goes; then the focus goes back to `returnTo`.
    mutating func hold(in column: String, returnTo: String?) { overlay = OverlayFocus(column: column, returnTo: returnTo) }

    /// The column out over the rest has gone: nothing holds the focus.
    mutating func releaseHold() { overlay = nil }

    /// The place the separator gives the focus back to, taken (it is given back once).
    mutating func takeReturnFromSeparator() -> String? {
        defer { beforeSeparator = nil }
        return beforeSeparator
    }
}
