// What a live window's frames cost: build, render and present times, and the longest stall while animating.

/// How long the phases of one frame took, in seconds.
public struct FrameTiming: Hashable, Sendable {
    /// Building the display list (layout and drawing commands).
    public var build: Double
    /// Turning it into pixels.
    public var render: Double
    /// Handing the pixels to the display (may wait for the refresh).
    public var present: Double

    /// Creates a timing.
    public init(build: Double, render: Double, present: Double) {
        self.build = build
        self.render = render
        self.present = present
    }

    /// All three phases.
    public var total: Double { build + render + present }
}

/// Running statistics of presented frames (`--stats` and the inspector).
public struct FrameStats: Hashable, Sendable {
    /// Frames presented.
    public private(set) var frames = 0
    /// Build times.
    public private(set) var build = DurationHistogram()
    /// Render times.
    public private(set) var render = DurationHistogram()
    /// Present times.
    public private(set) var present = DurationHistogram()
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
        build.record(timing.build)
        render.record(timing.render)
        present.record(timing.present)
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
        return [
            ("frames", String(frames)), ("build", phase(build)), ("render", phase(render)), ("present", phase(present)),
            ("longest stall", "\(Self.milliseconds(longestAnimatingGap)) ms between frames while animating"),
        ]
    }

    /// One line per phase, in milliseconds: `build    p50 0.05  p99 0.21  max 0.40 ms`.
    public var summary: [String] {
        func ms(_ v: Double?) -> String { v.map { Self.milliseconds($0) } ?? "–" }
        func line(_ name: String, _ h: DurationHistogram) -> String {
            "\(name)  p50 \(ms(h.percentile(50)))  p99 \(ms(h.percentile(99)))  max \(ms(frames > 0 ? h.maximum : nil)) ms"
        }
        return [
            "frames presented  \(frames)",
            line("build  ", build), line("render ", render), line("present", present),
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
