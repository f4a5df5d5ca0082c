// A script's steps (SPEC §8.1) and why a script is rejected.
import SplitKit

/// One step of a script. Units are points and seconds.
public enum ScriptStep: Hashable, Sendable {
    /// A new window size, laid out in the same frame.
    case resize(Size)
    /// The left button goes down.
    case down(Point)
    /// The pointer moves.
    case move(Point)
    /// The left button comes up.
    case up(Point)
    /// A press, one evenly spaced move per frame, and a release with the last move.
    case drag(from: Point, to: Point, duration: Double)
    /// A press and release in one frame.
    case tap(Point)
    /// Two taps on consecutive frames.
    case doubleTap(Point)
    /// A key press.
    case key(Key, KeyModifiers)
    /// Typed text.
    case text(String)
    /// A vertical wheel scroll (positive shows what is below).
    case wheel(at: Point, dy: Double)
    /// A touchpad swipe: one scroll event per frame, `dx` and `dy` points in all (positive scrolls right and
    /// down), then silence.
    case scroll(at: Point, dx: Double, dy: Double, duration: Double)
    /// A finger on the touchscreen: down, one move per frame, up (a tap when it does not move).
    case touch(from: Point, to: Point, duration: Double)
    /// The mouse's back button.
    case back
    /// Time passing, in seconds.
    case wait(Double)
    /// A screenshot written as `NAME.png`.
    case shot(String)
    /// State log paths and the values they must have, in the script's order.
    case expect([String: JSONValue], order: [String])
}

/// Why a script was rejected: which step (0-based) and what is wrong with it.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// Index of the step, or nil when the whole file is wrong.
    public var step: Int?
    /// What is wrong and how it should look.
    public var message: String

    public var description: String {
        step.map { "step \($0): \(message)" } ?? message
    }
}
