// The requests assistive technologies made that the window has not taken yet: coalesced and bounded, so a flood
// from the accessibility bus can neither fill memory nor keep the window from its input.
import SplitKit

/// What waits for the window's next turn. A request that only its last instance matters for replaces the earlier
/// one for the same node — a value set (the last value wins), a focus, a selection — so 20,000 value sets between
/// two turns are one; the queue holds at most ``limit`` requests, the oldest dropped first and counted.
struct AccessibilityRequestQueue: Sendable, Equatable {
    /// The most requests kept between two turns of the window.
    static let limit = 256
    /// The requests waiting, oldest first.
    private(set) var requests: [AccessibilityRequest] = []
    /// Requests dropped because the queue was full, since the last ``take()``.
    private(set) var dropped = 0
    /// Requests received since the last ``take()``, replaced and dropped ones included.
    private(set) var received = 0

    var isEmpty: Bool { requests.isEmpty }

    /// Adds `new` in order, each replacing a waiting request it makes moot.
    mutating func append(_ new: [AccessibilityRequest]) {
        for request in new {
            received += 1
            if let index = requests.lastIndex(where: { Self.supersedes(request, $0) }) { requests.remove(at: index) }
            requests.append(request)
            if requests.count > Self.limit {
                requests.removeFirst()
                dropped += 1
            }
        }
    }

    /// The waiting requests, with how many were dropped and received since the last call; the queue is then empty.
    mutating func take() -> (requests: [AccessibilityRequest], dropped: Int, received: Int) {
        defer { self = AccessibilityRequestQueue() }
        return (requests, dropped, received)
    }

    /// True when `new` makes `old` moot: a value set, focus or selection of the same node (focus: of any node).
    static func supersedes(_ new: AccessibilityRequest, _ old: AccessibilityRequest) -> Bool {
        switch (new, old) {
        case (.setValue(_, let a), .setValue(_, let b)): return a == b
        case (.select(let a, _), .select(let b, _)): return a == b
        case (.focus, .focus): return true
        default: return false
        }
    }
}
