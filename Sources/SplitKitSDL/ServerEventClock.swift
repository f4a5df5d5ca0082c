// When X server events happened, on the host's clock: a busy or descheduled loop reads events late, not at once.

/// Places the times the X server stamps on its events (milliseconds, wrapping at 2³²) on the host's clock
/// (``SDLHostWindow/now``, seconds), for the touchpad's smooth scroll events.
///
/// SDL stamps an event when the loop reads it. Events that came while a frame was being drawn, or while the program
/// was not scheduled, would all read as the same moment: a swipe whose events were 0.1 s apart looks like a silence
/// of 0.3 s and then a burst. The silence ends the swipe (SPEC §9: 0.15 s without scroll events) and the burst
/// measures a flick. Here each event is placed after the one before by the server's own interval, and never later
/// than when it was read, so neither the clocks' offset nor their rates need to agree: the server's time only
/// measures the gaps between events of one run. After a gap of ``runGap`` the next event starts a new run at the
/// time it was read, so the clocks' rates (the server's follows NTP's corrections, SDL's does not) never drift apart
/// for longer than a run of events.
struct ServerEventClock {
    /// A server gap longer than this starts a new run of events (no swipe goes on through a second of silence).
    static let runGap: UInt32 = 1000
    /// The server time and the host time of the last event placed.
    private var last: (server: UInt32, host: Double)?

    /// The host time of an event the server stamped `server`, read at host time `readAt`.
    ///
    /// Times come out in the order of the calls, never after `readAt`. An event more than ``runGap`` after the last,
    /// or stamped before it (the server's clock counts on through its wrap at 2³², so only another server's clock
    /// does that), is placed at `readAt`.
    mutating func hostTime(ofServerTime server: UInt32, readAt: Double) -> Double {
        var time = readAt
        if let last {
            let interval = server &- last.server  // across the wrap too
            if interval <= Self.runGap { time = min(readAt, last.host + Double(interval) / 1000) }
        }
        last = (server, time)
        return time
    }
}
