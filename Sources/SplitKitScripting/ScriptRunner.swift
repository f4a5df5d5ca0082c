// Replays a script on a virtual clock at 60 frames per second, drawing offscreen: deterministic runs.
import Foundation
import SplitKit
import SplitKitSDL

/// A scene that can be scripted headless: a `LiveScene` (SplitKitSDL) that also describes each frame for the state log.
@MainActor
public protocol ScriptableScene: LiveScene {
    /// The state log fields of the frame just built (without `frame` and `t`, which the runner adds), in the
    /// order they should appear. `SplitViewState.stateFields(selection:scene:)` gives a split's.
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
    nonisolated public static let frameRate = 60.0

    private let scene: any ScriptableScene
    private let canvas: OffscreenCanvas
    private let outDirectory: String
    private let stateLog: StateLog?
    /// Where every frame goes as a PNG, when recording.
    private let recordDirectory: String?
    /// The next frame's number.
    public private(set) var frame = 0
    /// The state of the last drawn frame.
    public private(set) var lastState: JSONValue?
    /// The first finger of `touch` steps, turned into pointer events as in the window.
    private var touches = TouchPointer()
    /// What the frames cost (real times, for `--stats`; they differ from run to run, unlike everything else).
    public private(set) var stats = FrameStats()

    /// Creates a runner drawing `scene` on `canvas`, writing shots to `outDirectory`, states to `stateLog`, and
    /// when `recordDirectory` is given every frame as `frame-00000.png` there.
    public init(scene: any ScriptableScene, canvas: OffscreenCanvas, outDirectory: String, stateLog: StateLog?,
                recordDirectory: String? = nil) {
        self.scene = scene
        self.canvas = canvas
        self.outDirectory = outDirectory
        self.stateLog = stateLog
        self.recordDirectory = recordDirectory
    }

    /// The virtual time of the next frame, in seconds.
    public var time: Double { Double(frame) / Self.frameRate }

    /// Runs every step, or the steps up to a Ctrl+Q; returns the expectations that failed (empty when all held).
    public func run(_ script: Script) throws -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        if lastState == nil { try renderFrame(resize: nil, events: []) }
        for beat in script.timeline where !scene.wantsToQuit {
            switch beat {
            case .frame(let resize, let events):
                try renderFrame(resize: resize, events: events)
            case .shot(let name):
                try Folder.create(outDirectory)
                try canvas.savePNG(to: outDirectory + "/" + name + ".png")
            case .expect(let step, let expected, let order):
                failures += Self.check(expected, order: order, step: step, against: lastState)
            }
        }
        try stateLog?.flush()
        return failures
    }

    /// The expectations of step `step` that `state` does not meet.
    public static func check(_ expected: [String: JSONValue], order: [String], step: Int, against state: JSONValue?) -> [ExpectationFailure] {
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

    /// Resizes the canvas if asked (the scene lays out for the new size in the same frame), delivers events
    /// stamped with this frame's time, advances animations, draws and logs the frame.
    private func renderFrame(resize: Size?, events: [ScriptEvent]) throws {
        let t = time
        if let resize { try canvas.resize(to: resize) }
        for event in events {
            for input in touches.pointerEvents(for: event.at(t)) { scene.handle(input) }
        }
        scene.advance(to: t)
        let clock = ContinuousClock()
        let buildStart = clock.now
        let list = scene.displayList()
        let renderStart = clock.now
        canvas.draw(list)
        let timing = FrameTiming(build: (renderStart - buildStart).seconds, render: (clock.now - renderStart).seconds, present: 0)
        stats.record(timing, at: t, animating: scene.isAnimating)
        scene.framePresented(timing, stats: stats)
        if let recordDirectory {
            let number = String(frame)
            try canvas.savePNG(to: recordDirectory + "/frame-" + String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png")
        }
        let state = StateLog.record(frame: frame, time: t, fields: scene.stateFields())
        try stateLog?.append(state)
        lastState = state
        frame += 1
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
