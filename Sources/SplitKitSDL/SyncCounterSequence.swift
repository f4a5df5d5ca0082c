// When to set the window's two _NET_WM_SYNC_REQUEST counters, and to what: pure bookkeeping, applied to the
// XSync counters by DesktopWindow+SyncRequest.

/// The values a window gives its `_NET_WM_SYNC_REQUEST` counters (EWMH), frame by frame.
///
/// The window offers two counters, basic then extended. A window manager of the basic protocol (openbox) sends
/// requests with `data.l[4] = 0` and waits until the basic counter holds the request's value: it is set once the
/// frame for the new size is shown. A window manager of the extended protocol (mutter, KWin) sends requests with
/// `data.l[4] = 1` and watches the extended counter, which is odd while a frame is being drawn and even once it is
/// shown; a request's value is even, and the frame answering it ends on an even value at least as large.
///
/// Nothing is written until a window manager asks: with no requests, or basic ones only, frames set no counter at
/// all. Only after the first extended request does every frame set the extended counter twice (odd when it
/// starts, even when it is shown) — two requests to the X server, no round trip.
struct SyncCounterSequence: Sendable, Equatable {
    /// The two counters.
    enum Counter: Sendable, Hashable {
        case basic, extended
    }

    /// A value to set a counter to.
    struct Write: Sendable, Hashable {
        var counter: Counter
        var value: UInt64

        init(_ counter: Counter, _ value: UInt64) {
            self.counter = counter
            self.value = value
        }
    }

    /// The last basic request not answered yet.
    private(set) var pendingBasic: UInt64?
    /// The last extended request not answered yet.
    private(set) var pendingExtended: UInt64?
    /// The extended counter's value now (0 when the window is made).
    private(set) var extendedValue: UInt64 = 0
    /// The window manager has sent an extended request: from then on every frame marks the extended counter.
    private(set) var usesExtended = false

    init() {}

    /// True while a request waits for its answer.
    var isPending: Bool { pendingBasic != nil || pendingExtended != nil }

    /// True between ``frameStarted()`` and ``framePresented()`` under the extended protocol (the counter is odd).
    var isDrawing: Bool { extendedValue % 2 == 1 }

    /// The window manager asked (`_NET_WM_SYNC_REQUEST` with `value`; `extended` when its `data.l[4]` is not 0).
    mutating func request(value: UInt64, extended: Bool) {
        if extended {
            pendingExtended = value
            usesExtended = true
        } else {
            pendingBasic = value
        }
    }

    /// A frame is about to be drawn: under the extended protocol the counter goes odd, past any pending request
    /// (which this frame answers); nil when nothing is to be written.
    mutating func frameStarted() -> Write? {
        guard usesExtended, !isDrawing else { return nil }
        var base = extendedValue
        if let requested = pendingExtended {
            base = max(base, requested)
            pendingExtended = nil
        }
        if base % 2 == 1 { base += 1 }  // a request's value is even; an odd one is made even first, as GTK does
        extendedValue = base + 1
        return Write(.extended, extendedValue)
    }

    /// The frame is shown: the extended counter goes even, and a pending basic request is answered.
    mutating func framePresented() -> [Write] {
        var writes: [Write] = []
        if isDrawing {
            extendedValue += 1
            writes.append(Write(.extended, extendedValue))
        }
        if let requested = pendingBasic {
            pendingBasic = nil
            writes.append(Write(.basic, requested))
        }
        return writes
    }

    /// No frame will come for the pending requests (the size did not change, the window is idle or hidden):
    /// each is answered at once, so the window manager never waits for a frame that is not coming.
    mutating func answerWithoutFrame() -> [Write] {
        var writes: [Write] = []
        if let requested = pendingExtended, !isDrawing {
            pendingExtended = nil
            var value = max(extendedValue, requested)
            if value % 2 == 1 { value += 1 }
            if value != extendedValue {
                extendedValue = value
                writes.append(Write(.extended, value))
            }
        }
        if let requested = pendingBasic {
            pendingBasic = nil
            writes.append(Write(.basic, requested))
        }
        return writes
    }
}
