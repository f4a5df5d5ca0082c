// Platform-neutral input: what the SDL layer (or a script) feeds into the core.

/// A key the split view and its scenes react to.
public enum Key: Hashable, Sendable {
    /// Arrow keys.
    case up, down, left, right
    /// Return (and keypad Enter), Escape, Tab, Backspace, Delete, Home, End.
    case enter, escape, tab, backspace, delete, home, end
    /// The space bar, Page Up and Page Down.
    case space, pageUp, pageDown
    /// Function keys with a case of their own: F9 is ``KeyBindings``' default for the sidebar and F8 for the
    /// separator's focus; F1 is free for the host. Other function keys arrive as ``other(_:)`` (`"F5"`, ``f6``).
    case f1, f8, f9
    /// A key that types one character, named as SDL names it: letters in capitals (`"Q"`, held with Shift or
    /// not), digits and punctuation (`"?"`, `"+"`). What was typed arrives separately as ``InputEvent/text(_:time:)``.
    case character(Character)
    /// Any other key, by its SDL name (for example `"Keypad +"` or `"F5"`).
    case other(String)

    /// F6, which cycles the panes in ``KeyBindings/standard`` (a function key without a case of its own).
    public static let f6 = Key.other("F6")

    /// The key for its SDL name, exactly as ``name`` spells it: a named case, a ``character(_:)`` for a
    /// one-character name, else ``other(_:)``.
    public init(name: String) {
        switch name {
        case "Up": self = .up
        case "Down": self = .down
        case "Left": self = .left
        case "Right": self = .right
        case "Return": self = .enter
        case "Escape": self = .escape
        case "Tab": self = .tab
        case "Backspace": self = .backspace
        case "Delete": self = .delete
        case "Home": self = .home
        case "End": self = .end
        case "Space": self = .space
        case "PageUp": self = .pageUp
        case "PageDown": self = .pageDown
        case "F1": self = .f1
        case "F8": self = .f8
        case "F9": self = .f9
        default: self = name.count == 1 ? .character(Character(name)) : .other(name)
        }
    }

    /// The key's SDL name (`"F9"`, `"Escape"`, `"Left"`), as scripts and help texts spell it.
    public var name: String {
        switch self {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .enter: return "Return"
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .home: return "Home"
        case .end: return "End"
        case .space: return "Space"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .f1: return "F1"
        case .f8: return "F8"
        case .f9: return "F9"
        case .character(let character): return String(character)
        case .other(let name): return name
        }
    }
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates modifiers from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// What a finger on a touchscreen did.
public enum TouchPhase: Hashable, Sendable {
    /// It touched the screen.
    case down
    /// It moved while touching.
    case move
    /// It left the screen.
    case up
}

/// One input event with the time it happened, in seconds on the caller's clock.
public enum InputEvent: Hashable, Sendable {
    /// The primary (left) button went down at a point (or the first finger touched: see ``TouchPointer``).
    case pointerDown(Point, time: Double)
    /// The pointer moved (button held or not).
    case pointerMove(Point, time: Double)
    /// The primary button came up at a point.
    case pointerUp(Point, time: Double)
    /// A scroll over a point, in points: positive `dx` scrolls towards the right (revealing what is on the
    /// right; content moves left), positive `dy` downwards (revealing what is below). A mouse wheel notch, a
    /// tilt-wheel click or a touchpad's two-finger motion: the split view treats a mostly horizontal scroll as
    /// a swipe, so scrolling towards the primary's edge reveals it, as it reveals anything beyond an edge.
    case scroll(dx: Double, dy: Double, at: Point, time: Double)
    /// A finger on a touchscreen; ``TouchPointer`` turns the first finger into pointer events.
    case touch(TouchPhase, finger: Int, at: Point, time: Double)
    /// The mouse's back button (X1): back in the compact stack; hides an overlay.
    case backButton(time: Double)
    /// A key was pressed.
    case key(Key, KeyModifiers, time: Double)
    /// Text was typed (committed: an input method's composition, if any, ends with it).
    case text(String, time: Double)
    /// An input method's composition (marked text) changed: the text not yet committed, with its cursor
    /// `cursor` characters in. An empty string ends the composition without committing anything.
    case composition(String, cursor: Int, time: Double)
    /// The window changed size (points).
    case resize(Size, time: Double)

    /// When the event happened.
    public var time: Double {
        switch self {
        case .pointerDown(_, let t), .pointerMove(_, let t), .pointerUp(_, let t), .scroll(_, _, _, let t),
            .touch(_, _, _, let t), .backButton(let t), .key(_, _, let t), .text(_, let t), .composition(_, _, let t),
            .resize(_, let t):
            return t
        }
    }
}
