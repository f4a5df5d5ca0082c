// What a live window's frames cost: update, build, render and present times, and the longest stall while animating.

/// How long the phases of one frame took, in seconds.
public struct FrameTiming: Hashable, Sendable {
    /// Handling the input delivered for the frame and advancing its animations: the scene's work before it builds (typing
    /// a line measures it). 0 where the host does not time it: the window runner handles input as it arrives, between
    /// frames; a headless run delivers each frame's input with it and times it.
    public var update: Double
    /// Building the display list (layout and drawing commands).
    public var build: Double
    /// Turning it into pixels.
    public var render: Double
    /// Handing the pixels to the display (may wait for the refresh).
    public var present: Double

    /// Creates a timing.
    public init(update: Double = 0, build: Double, render: Double, present: Double) {
        self.update = update
        self.build = build
        self.render = render
        self.present = present
    }

    /// All four phases.
    public var total: Double { update + build + render + present }
}

/// Running statistics of presented frames (`--stats` and the inspector).
public struct FrameStats: Hashable, Sendable {
    /// Frames presented.
    public private(set) var frames = 0
    /// Update times (input and animations; all 0 where the host does not time them).
    public private(set) var update = DurationHistogram()
    /// Build times.
    public private(set) var build = DurationHistogram()
    /// Render times.
    public private(set) var render = DurationHistogram()
    /// Present times.
    public private(set) var present = DurationHistogram()
    /// Whole frames: the phases together (``FrameTiming/total``), so the slowest frame is known, not only each phase's.
    public private(set) var total = DurationHistogram()
    /// The longest time between two frames while something was animating (a visible stall), in seconds.
    public private(set) var longestAnimatingGap = 0.0
    private var lastFrameTime: Double?
    private var lastFrameAnimating = false

    /// No frames yet.
    public init() {}

    /// Records a frame presented at `time` that took `timing`; `animating` says whether something was still
    /// moving after it, so the wait for the next frame counts as a stall if it is long.
    public mutating func record(_ timing: FrameTiming, at time: Double, animating: Bool) {
        frames += 1
        update.record(timing.update)
        build.record(timing.build)
        render.record(timing.render)
        present.record(timing.present)
        total.record(timing.total)
        if let lastFrameTime, lastFrameAnimating { longestAnimatingGap = max(longestAnimatingGap, time - lastFrameTime) }
        lastFrameTime = time
        lastFrameAnimating = animating
    }

    /// Notes a frame slot at `time` whose frame came out identical to the one on screen, so nothing was
    /// presented: the screen was up to date, which is not a stall.
    public mutating func recordUnchanged(at time: Double, animating: Bool) {
        guard lastFrameTime != nil else { return }
        lastFrameTime = time
        lastFrameAnimating = animating
    }

    /// The figures as name and value, in milliseconds (the inspector's rows).
    public var rows: [(name: String, value: String)] {
        func ms(_ v: Double?) -> String { v.map { Self.milliseconds($0) } ?? "–" }
        func phase(_ h: DurationHistogram) -> String {
            "p50 \(ms(h.percentile(50)))  p99 \(ms(h.percentile(99)))  max \(ms(frames > 0 ? h.maximum : nil)) ms"
        }
        return [("frames", String(frames))] + (isUpdateTimed ? [("update", phase(update))] : []) + [
            ("build", phase(build)), ("render", phase(render)), ("present", phase(present)),
            ("longest stall", "\(Self.milliseconds(longestAnimatingGap)) ms between frames while animating"),
        ]
    }

    /// Whether any frame's update was timed (a headless run's are; a window's are not), so it is worth a line.
    private var isUpdateTimed: Bool { frames > 0 && update.maximum > 0 }

    /// One line per phase, in milliseconds: `build    p50 0.05  p99 0.21  max 0.40 ms`; the update's, and the whole
    /// frames' (`frame`), only when updates were timed.
    public var summary: [String] {
        func ms(_ v: Double?) -> String { v.map { Self.milliseconds($0) } ?? "–" }
        func line(_ name: String, _ h: DurationHistogram) -> String {
            "\(name)  p50 \(ms(h.percentile(50)))  p99 \(ms(h.percentile(99)))  max \(ms(frames > 0 ? h.maximum : nil)) ms"
        }
        return ["frames presented  \(frames)"] + (isUpdateTimed ? [line("update ", update)] : []) + [
            line("build  ", build), line("render ", render), line("present", present),
        ] + (isUpdateTimed ? [line("frame  ", total)] : []) + [
            "longest gap while animating  \(Self.milliseconds(longestAnimatingGap)) ms",
        ]
    }

    /// `seconds` in milliseconds with two decimals.
    public static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
