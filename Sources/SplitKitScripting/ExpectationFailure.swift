// An `expect` step checked against a frame's state log record, and what is reported when it does not hold.

/// An `expect` that did not hold.
public struct ExpectationFailure: CustomStringConvertible, Hashable, Sendable {
    /// Index of the `expect` step in the script (0-based).
    public var step: Int
    /// The dotted state log path.
    public var key: String
    /// What the script expected.
    public var expected: JSONValue
    /// What the state log had (nil when the path does not exist, or the expectation was never checked).
    public var actual: JSONValue?
    /// Why the expectation was never checked (the scene quit before its step), or nil when it was.
    public var notChecked: String?

    /// An expectation checked against the state log: `actual` is what it had.
    public init(step: Int, key: String, expected: JSONValue, actual: JSONValue?) {
        self.step = step
        self.key = key
        self.expected = expected
        self.actual = actual
    }

    /// An expectation that was never checked, and why: it fails, so a run cannot pass without it.
    public init(step: Int, key: String, expected: JSONValue, notChecked reason: String) {
        self.init(step: step, key: key, expected: expected, actual: nil)
        notChecked = reason
    }

    /// The step, the path, the expected and the actual value, as a run prints them.
    public var description: String {
        let outcome = notChecked.map { "never checked: \($0)" }
            ?? "got \(actual?.compactText ?? "nothing (no such key in the state log)")"
        return "step \(step): expected \(key) = \(expected.compactText), \(outcome)"
    }

    /// The expectations of step `step` (paths in `order`) that `state` does not meet; empty when all hold.
    public static func failures(of expected: [String: JSONValue], order: [String], step: Int, against state: JSONValue?) -> [ExpectationFailure] {
        order.compactMap { key in
            let want = expected[key]!
            let got = state?.value(at: key)
            return matches(want, got) ? nil : ExpectationFailure(step: step, key: key, expected: want, actual: got)
        }
    }

    /// Numbers match within half a ten-thousandth (the state log's precision); everything else exactly.
    static func matches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
        guard let actual else { return false }
        if case .number(let a) = expected, case .number(let b) = actual { return abs(a - b) <= 0.00005 }
        return expected == actual
    }
}
