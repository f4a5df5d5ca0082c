// When a script's frames are due: at once on the virtual clock (headless), or paced on a real one (live tours).

/// The clock a ``ScriptPlayer`` plays on. Frame `n` of a script is at `n / 60` seconds of script time
/// (``Script/frameRate``); the clock decides when that time has come.
@MainActor
public protocol ScriptClock: AnyObject {
    /// Returns once script time `time` is due; false when the play must stop there (the viewer quit).
    func wait(until time: Double) -> Bool
}

/// Script time that passes only as the player asks: every frame is due at once, 1/60 s after the one before,
/// so a run takes as long as drawing takes and comes out the same every time.
@MainActor
public final class VirtualClock: ScriptClock {
    /// The script time reached, in seconds.
    public private(set) var now = 0.0

    /// A clock at time 0.
    public init() {}

    /// Moves to `time` and returns at once; never stops a play.
    public func wait(until time: Double) -> Bool {
        now = max(now, time)
        return true
    }
}

/// Real seconds, and a way to let them pass while staying responsive: what a ``PacedClock`` needs of a
/// window (SplitKitApp's `WindowStage`), or of a test's fake.
@MainActor
public protocol RealTimeSource: AnyObject {
    /// Seconds on a fine monotonic clock.
    var realNow: Double { get }
    /// Lets at most `seconds` pass (fewer when something needs doing, such as repainting), handling what the
    /// viewer does meanwhile; false once the viewer asked to stop.
    func idle(upTo seconds: Double) -> Bool
}

/// Script time on a real clock, slowed down: script time `t` is due `t × slowMotion` real seconds after the
/// first frame the clock was asked for.
@MainActor
public final class PacedClock: ScriptClock {
    /// How many times slower than real time the script plays (1 ... 10).
    public let slowMotion: Double
    private let source: any RealTimeSource
    /// The real time at which script time 0 was due; fixed by the first `wait`.
    private var origin: Double?

    /// A clock on `source`'s real time, `slowMotion` (clamped to 1 ... 10) times slower.
    public init(source: any RealTimeSource, slowMotion: Double = 1) {
        self.source = source
        self.slowMotion = min(10, max(1, slowMotion.isFinite ? slowMotion : 1))
    }

    /// Idles until `time` is due; idles at least once even when it is late, so a play that falls behind still
    /// hears the viewer.
    public func wait(until time: Double) -> Bool {
        let origin = self.origin ?? source.realNow - time * slowMotion
        self.origin = origin
        let due = origin + time * slowMotion
        repeat {
            guard source.idle(upTo: max(0, due - source.realNow)) else { return false }
        } while source.realNow < due
        return true
    }
}
