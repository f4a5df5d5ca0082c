// Replays a script on a virtual clock at 60 frames per second, drawing offscreen: deterministic runs.
import Foundation
import SplitKit
import SplitKitSDL

/// A scene that can be scripted headless: a ``LiveScene`` that also describes each frame for the state log.
@MainActor
public protocol ScriptableScene: LiveScene {
    /// The state log fields of the frame just built (without `frame` and `t`, which the runner adds), in the
    /// order they should appear. ``SplitKit/SplitViewState/stateFields(selection:scene:)`` gives a split's.
    func stateFields() -> [(String, JSONValue)]
}

/// An `expect` that did not hold.
public struct ExpectationFailure: CustomStringConvertible, Hashable, Sendable {
    /// Index of the `expect` step in the script (0-based).
    public var step: Int
    /// The dotted state log path.
    public var key: String
    /// What the script expected.
    public var expected: JSONValue
    /// What the state log had (nil when the path does not exist).
    public var actual: JSONValue?

    public var description: String {
        "step \(step): expected \(key) = \(expected.compactText), got \(actual?.compactText ?? "nothing (no such key in the state log)")"
    }
}

/// Replays scripts frame by frame; each input step takes one frame, `wait` takes its seconds × 60.
@MainActor
public final class ScriptRunner {
    /// Frames per second of the virtual clock.
    public static let frameRate = 60.0

    private let scene: any ScriptableScene
    private let canvas: OffscreenCanvas
    private let outDirectory: String
    private let stateLog: StateLog?
    /// The next frame's number.
    public private(set) var frame = 0
    /// The state of the last drawn frame.
    public private(set) var lastState: JSONValue?
    /// What the frames cost (real times, for `--stats`; they differ from run to run, unlike everything else).
    public private(set) var stats = FrameStats()

    /// Creates a runner drawing `scene` on `canvas`, writing shots to `outDirectory` and states to `stateLog`.
    public init(scene: any ScriptableScene, canvas: OffscreenCanvas, outDirectory: String, stateLog: StateLog?) {
        self.scene = scene
        self.canvas = canvas
        self.outDirectory = outDirectory
        self.stateLog = stateLog
    }

    /// The virtual time of the next frame, in seconds.
    public var time: Double { Double(frame) / Self.frameRate }

    /// Runs every step, or the steps up to a Ctrl+Q; returns the expectations that failed (empty when all held).
    public func run(_ script: Script) throws -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        if lastState == nil { try renderFrame([]) }
        for (index, step) in script.steps.enumerated() where !scene.wantsToQuit {
            failures += try run(step, index: index)
        }
        stateLog?.flush()
        return failures
    }

    private func run(_ step: ScriptStep, index: Int) throws -> [ExpectationFailure] {
        switch step {
        case .resize(let size):
            // The canvas changes first and the scene lays out for the new size in the same frame.
            try canvas.resize(to: size)
            try renderFrame([{ .resize(size, time: $0) }])
        case .down(let p): try renderFrame([{ .pointerDown(p, time: $0) }])
        case .move(let p): try renderFrame([{ .pointerMove(p, time: $0) }])
        case .up(let p): try renderFrame([{ .pointerUp(p, time: $0) }])
        case .drag(let from, let to, let duration):
            let moves = max(1, Int((duration * Self.frameRate).rounded()))
            try renderFrame([{ .pointerDown(from, time: $0) }])
            for i in 1...moves {
                let f = Double(i) / Double(moves)
                let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                var events: [(Double) -> InputEvent] = [{ .pointerMove(p, time: $0) }]
                if i == moves { events.append { .pointerUp(to, time: $0) } }
                try renderFrame(events)
            }
        case .tap(let p):
            try renderFrame([{ .pointerDown(p, time: $0) }, { .pointerUp(p, time: $0) }])
        case .doubleTap(let p):
            try renderFrame([{ .pointerDown(p, time: $0) }, { .pointerUp(p, time: $0) }])
            try renderFrame([{ .pointerDown(p, time: $0) }, { .pointerUp(p, time: $0) }])
        case .key(let key, let modifiers): try renderFrame([{ .key(key, modifiers, time: $0) }])
        case .text(let text): try renderFrame([{ .text(text, time: $0) }])
        case .wheel(let at, let dy): try renderFrame([{ .wheel(dy: dy, at: at, time: $0) }])
        case .wait(let seconds):
            for _ in 0..<Int((seconds * Self.frameRate).rounded()) { try renderFrame([]) }
        case .shot(let name):
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
            try canvas.savePNG(to: outDirectory + "/" + name + ".png")
        case .expect(let expected, let order):
            return order.compactMap { key in
                let want = expected[key]!
                let got = lastState?.value(at: key)
                return Self.matches(want, got) ? nil : ExpectationFailure(step: index, key: key, expected: want, actual: got)
            }
        }
        return []
    }

    /// Numbers match within half a ten-thousandth (the state log's precision); everything else exactly.
    static func matches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
        guard let actual else { return false }
        if case .number(let a) = expected, case .number(let b) = actual { return abs(a - b) <= 0.00005 }
        return expected == actual
    }

    /// Delivers events stamped with this frame's time, advances animations, draws and logs the frame.
    private func renderFrame(_ events: [(Double) -> InputEvent]) throws {
        let t = time
        for make in events { scene.handle(make(t)) }
        scene.advance(to: t)
        let clock = ContinuousClock()
        let buildStart = clock.now
        let list = scene.displayList()
        let renderStart = clock.now
        canvas.draw(list)
        let timing = FrameTiming(build: (renderStart - buildStart).seconds, render: (clock.now - renderStart).seconds, present: 0)
        stats.record(timing, at: t, animating: scene.isAnimating)
        scene.framePresented(timing, stats: stats)
        let state = StateLog.record(frame: frame, time: t, fields: scene.stateFields())
        stateLog?.append(state)
        lastState = state
        frame += 1
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
