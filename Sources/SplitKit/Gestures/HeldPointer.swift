// Whether the pointer's button is held and where the pointer last was: what ending a press as a release needs.

/// Follows the pointer events a scene was given, so a host that stops (a closed window, a quit signal, Ctrl+Q)
/// can end a press under way as letting go would: a separator drag then keeps, and saves, the width on screen.
public struct HeldPointer: Hashable, Sendable {
    /// Where the pointer last was, once any pointer event came.
    public private(set) var position: Point?
    /// True from a press to its release.
    public private(set) var isPressed = false

    /// Nothing pressed, the pointer nowhere yet.
    public init() {}

    /// Takes note of one event the scene was given (pointer events only; others change nothing).
    public mutating func note(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p, _):
            position = p
            isPressed = true
        case .pointerMove(let p, _):
            position = p
        case .pointerUp(let p, _):
            position = p
            isPressed = false
        default:
            break
        }
    }

    /// The release that ends the press under way, where the pointer last was, at `time`; nil when nothing is
    /// pressed. Taking it counts as the release.
    public mutating func release(at time: Double) -> InputEvent? {
        guard isPressed, let position else { return nil }
        isPressed = false
        return .pointerUp(position, time: time)
    }
}
