// A push button as a value: a text or a symbol in a frame, pressed by a click that ends on it or by Return or Space.

/// What a ``Button`` shows.
public enum ButtonLabel: Hashable, Sendable {
    /// A word or two ("Change password", "Save").
    case text(String)
    /// A symbol drawn as text (a character such as "+", "⋯" or an emoji) and the name assistive technologies read for
    /// it ("Add", "More").
    case symbol(String, name: String)

    /// What assistive technologies call the button: the text, or the symbol's name.
    public var accessibleName: String {
        switch self {
        case .text(let text): return text
        case .symbol(_, let name): return name
        }
    }

    /// What is drawn.
    public var shown: String {
        switch self {
        case .text(let text): return text
        case .symbol(let symbol, _): return symbol
        }
    }
}

/// How a ``Button`` looks.
public enum ButtonStyle: Hashable, Sendable {
    /// Accent-coloured text on a light rounded fill (an ordinary action).
    case bordered
    /// Bold text on an accent-coloured rounded fill (the action a screen is for: Save, Change password).
    case prominent
    /// Accent-coloured text alone, as the split's toolbar buttons are.
    case plain
}

/// What a ``Button`` did with an event.
public struct ButtonResult: Hashable, Sendable {
    /// True when the button used the event (a press on it, its release, Return or Space while focused).
    public var handled: Bool
    /// True when the button was pressed through: a click released on it, Return or Space while it has the focus.
    public var activated: Bool

    /// A result.
    public init(handled: Bool, activated: Bool = false) {
        self.handled = handled
        self.activated = activated
    }

    /// The event was not the button's.
    public static let ignored = ButtonResult(handled: false)
}

/// A push button: a ``ButtonLabel`` in a ``frame``, drawn in a ``ButtonStyle`` with a pressed look while the pointer
/// holds it, and activated by a click that ends on it or, while it has the split's keyboard focus, by Return or Space.
///
/// Keyboard focus is the split's: put ``accessibilityNode(id:description:)`` in the column's nodes, so Tab reaches it and the split
/// draws the focus ring around it, and pass `split.focusedNodeID == id` to ``send(_:isFocused:)``:
/// ```swift
/// var save = Button(.text("Save"), style: .prominent)
/// save.frame = Rect(x: 16, y: 60, width: 120, height: 40)
/// if save.send(event, isFocused: split.focusedNodeID == "app.save").activated { save() }
/// ```
public struct Button: Hashable, Sendable {
    /// What it shows.
    public var label: ButtonLabel
    /// How it looks.
    public var style: ButtonStyle
    /// Where it is, in window points: what it draws in and what a press must land on.
    public var frame: Rect
    /// False greys it out: it takes no press, no key and no focus.
    public var isEnabled: Bool {
        didSet { if !isEnabled { tracking = false } }
    }
    /// True while a press that began on it is held over it (the pressed look).
    public var isPressed: Bool { tracking && pointerInside }
    private var tracking = false
    private var pointerInside = false

    /// A button showing `label` in `style`, at `frame` (place it before it takes input).
    public init(_ label: ButtonLabel, style: ButtonStyle = .bordered, frame: Rect = .zero, isEnabled: Bool = true) {
        self.label = label
        self.style = style
        self.frame = frame
        self.isEnabled = isEnabled
    }

    /// Applies an event: a press on the frame starts a press (the pressed look while the pointer stays over it), the
    /// release activates it when it ends over it; Return or Space (no modifiers) activate it while `isFocused`.
    @discardableResult
    public mutating func send(_ event: InputEvent, isFocused: Bool = false) -> ButtonResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .pointerDown(let p, _):
            guard frame.contains(p) else { return .ignored }
            tracking = true
            pointerInside = true
            return ButtonResult(handled: true)
        case .pointerMove(let p, _):
            guard tracking else { return .ignored }
            pointerInside = frame.contains(p)
            return ButtonResult(handled: true)
        case .pointerUp(let p, _):
            guard tracking else { return .ignored }
            tracking = false
            return ButtonResult(handled: true, activated: frame.contains(p))
        case .key(.enter, [], _), .key(.space, [], _):
            return isFocused ? ButtonResult(handled: true, activated: true) : .ignored
        default:
            return .ignored
        }
    }

    /// Forgets a press under way (the split took the pointer, the button went away).
    public mutating func cancelPress() {
        tracking = false
    }
}
