// Holds the window's input behind the keys a screen reader was offered, and lets it through in order as it answers.
import SplitKit

/// The input behind keys offered to assistive technologies (``AccessibilityExporter/offerKey(_:)``), held until the
/// exporter answers whether a listener consumed each one, then let through in the order it came: a consumed press
/// drops its key input and the text it typed (Orca's Insert+H never reaches the window); a key it did not consume is
/// handled as if it had never waited. A key whose answer is later than ``giveUpAfter`` is let through unconsumed
/// (its late answer is then skipped), so a slow listener delays the window by that at most.
///
/// A loop with an exporter gives every batch of ``SDLHostWindow/windowEvents(for:)`` to ``admit(_:now:offer:)`` and
/// handles what it returns, and first each loop handles what ``release(answers:now:)`` lets through of the
/// exporter's `takeKeyAnswers()`; while ``isHolding`` it waits at most 0.1 s for events, so held input goes on after
/// ``giveUpAfter`` even with nothing to wake the loop. Times are ``SDLHostWindow/preciseNow``.
public struct AssistiveKeyGate {
    /// How long a key may wait for its answer.
    public static let giveUpAfter = 1.0

    /// A gate holding nothing.
    public init() {}

    private enum Held {
        /// A key offered, waiting for its answer.
        case offered(isPress: Bool)
        /// A key that was not offered (the exporter stopped meanwhile): it only ends the dropping of a consumed press.
        case notOffered
        case event(WindowEvent)
    }

    private var held: [Held] = []
    private var answers: [Bool] = []
    /// Answers still to come for keys let through without one.
    private var abandoned = 0
    /// When the first key still held began to wait.
    private var waitingSince: Double?
    /// True from a consumed press until an event that is not its key input or text.
    private var dropping = false

    /// True while input waits for an answer.
    public var isHolding: Bool { !held.isEmpty }

    /// Takes `events` as they came and returns those to handle now. A key `offer` takes is held, with every input event
    /// after it; the other events (quit, redraw, accessibility) are never held.
    public mutating func admit(_ events: [WindowEvent], now: Double, offer: (AccessibilityKeyEvent) -> Bool) -> [WindowEvent] {
        var ready: [WindowEvent] = []
        for event in events {
            switch event {
            case .assistiveKey(let key):
                if offer(key) {
                    if held.isEmpty { waitingSince = now }
                    held.append(.offered(isPress: key.isPress))
                } else if !held.isEmpty {
                    held.append(.notOffered)
                }
            case .input where !held.isEmpty:
                held.append(.event(event))
            default:
                ready.append(event)
            }
        }
        return ready
    }

    /// Takes the exporter's new answers, in the order the keys were offered, and returns the input they let through.
    public mutating func release(answers new: [Bool], now: Double) -> [WindowEvent] {
        var fresh = new
        while abandoned > 0, !fresh.isEmpty {
            fresh.removeFirst()
            abandoned -= 1
        }
        answers += fresh
        var ready: [WindowEvent] = []
        while let first = held.first {
            switch first {
            case .offered(let isPress):
                let consumed: Bool
                if !answers.isEmpty {
                    consumed = answers.removeFirst()
                } else if let since = waitingSince, now - since >= Self.giveUpAfter {
                    consumed = false
                    abandoned += 1
                } else {
                    return ready
                }
                dropping = consumed && isPress
                waitingSince = now
            case .notOffered:
                dropping = false
            case .event(let event):
                if dropping, case .input(let input) = event, input.isKeyOrText {
                    break  // the consumed press's own key input, or the text it typed
                } else {
                    dropping = false
                    ready.append(event)
                }
            }
            held.removeFirst()
        }
        waitingSince = nil
        return ready
    }
}

extension InputEvent {
    /// True for a key press, typed text or an input method's composition.
    fileprivate var isKeyOrText: Bool {
        switch self {
        case .key, .text, .composition: return true
        default: return false
        }
    }
}
