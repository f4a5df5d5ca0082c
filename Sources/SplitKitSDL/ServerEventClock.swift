// When X server events happened, on the host's clock: a busy or descheduled loop reads events late, not at once.

/// Places the times the X server stamps on its events (milliseconds, wrapping at 2³²) on the host's clock
/// (``SDLHostWindow/now``, seconds), for the touchpad's smooth scroll events.
///
/// SDL stamps an event when the loop reads it. Events that came while a frame was being drawn, or while the program
/// was not scheduled, would all read as the same moment: a swipe whose events were 0.1 s apart looks like a silence
/// of 0.3 s and then a burst. The silence ends the swipe (SPEC §9: 0.15 s without scroll events) and the burst
/// measures a flick. Here each event is placed after the one before by the server's own interval, and never later
/// than when it was read, so neither the clocks' offset nor their rates need to agree: the server's time only
/// measures the gaps between events.
struct ServerEventClock {
    private var last: (server: UInt32, host: Double)?

    /// The host time of an event the server stamped `server`, read at host time `readAt`.
    ///
    /// Times come out in the order of the calls, never after `readAt`. The first event, and one the server stamped
    /// before the last (its clock wrapped, or another server's), is placed at `readAt`.
    mutating func hostTime(ofServerTime server: UInt32, readAt: Double) -> Double {
        var time = readAt
        if let last {
            let interval = server &- last.server
            if interval < 1 << 31 { time = min(readAt, max(last.host, last.host + Double(interval) / 1000)) }
        }
        last = (server, time)
        return time
    }
}
