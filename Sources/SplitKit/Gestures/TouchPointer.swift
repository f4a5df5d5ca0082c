// Touchscreens drive the same gestures and taps as the mouse: the first finger down becomes the pointer.

/// Turns a touchscreen's fingers into pointer events: the first finger to touch is the pointer until it
/// lifts; other fingers meanwhile are ignored, so a second finger never starts a second gesture.
public struct TouchPointer: Hashable, Sendable {
    /// The finger acting as the pointer, while one is down.
    public private(set) var finger: Int?

    /// A mapper with no finger down.
    public init() {}

    /// The pointer events for `event`: a touch becomes a press, move or release of the first finger (or
    /// nothing for other fingers), the first finger's touch-down passed on before its press; any other event passes
    /// through unchanged.
    public mutating func pointerEvents(for event: InputEvent) -> [InputEvent] {
        guard case .touch(let phase, let id, let p, let t) = event else { return [event] }
        switch phase {
        case .down:
            guard finger == nil else { return [] }
            finger = id
            // A finger has no hover: it arrives where it presses. The touch itself goes first, so a split knows the
            // press is a finger's (its separators are then 44 points wide to grab).
            return [event, .pointerMove(p, time: t), .pointerDown(p, time: t)]
        case .move:
            return finger == id ? [.pointerMove(p, time: t)] : []
        case .up:
            guard finger == id else { return [] }
            finger = nil
            return [.pointerUp(p, time: t)]
        }
    }
}
