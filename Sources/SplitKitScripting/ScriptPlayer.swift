// Plays a script's timeline frame by frame on an injected clock and stage: the one player of headless runs
// and live tours, so both feed the scene the same events at the same times and log, check and shoot alike.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitStorage

/// Plays scripts: frame 0 shows the scene as it starts, then each beat of the timeline in order — a frame
/// waits for its time on the ``ScriptClock``, delivers its events stamped with that time, advances the scene,
/// draws it on the ``ScriptStage`` and appends its record to the state log; a `shot` saves the frame last drawn;
/// an `expect` checks the record last logged.
///
/// On a ``VirtualClock`` with an ``OffscreenStage`` (``Headless``) a run is byte-for-byte repeatable; on a
/// ``PacedClock`` with SplitKitApp's `WindowStage` (`LiveTour`) the scene sees exactly the same events, times and
/// states, so every `expect` gives the same answer.
@MainActor
public final class ScriptPlayer {
    private let scene: any ScriptableScene
    private let clock: any ScriptClock
    private let stage: any ScriptStage
    private let outDirectory: String
    private let stateLog: StateLog?
    /// Where every frame goes as a PNG, when recording.
    private let recordDirectory: String?
    /// The first finger of `touch` steps, turned into pointer events as in the window.
    private var touches = TouchPointer()
    /// The press under way, ended as a release when the clock stops the play (as the window's loop does).
    private var heldPointer = HeldPointer()
    /// The next frame's number.
    public private(set) var frame = 0
    /// The state log record of the last frame played.
    public private(set) var lastState: JSONValue?
    /// What the frames cost in real time (they differ from run to run, unlike everything else).
    public private(set) var stats = FrameStats()
    /// True when the clock stopped the play before the script's end (the viewer closed the window).
    public private(set) var stoppedEarly = false

    /// A player showing `scene` on `stage` at the times of `clock`, writing shots to `outDirectory`, one record
    /// per frame to `stateLog`, and when `recordDirectory` is given every frame as `frame-00000.png` there.
    public init(scene: any ScriptableScene, clock: any ScriptClock, stage: any ScriptStage, outDirectory: String,
                stateLog: StateLog?, recordDirectory: String? = nil) {
        self.scene = scene
        self.clock = clock
        self.stage = stage
        self.outDirectory = outDirectory
        self.stateLog = stateLog
        self.recordDirectory = recordDirectory
    }

    /// The script time of the next frame, in seconds.
    public var time: Double { Double(frame) / Script.frameRate }

    /// Plays every step, or the steps up to the scene quitting (a scripted Ctrl+Q) or the clock stopping;
    /// returns the expectations that failed (empty when all held). Expectations the scene quit before are
    /// failures too, "never checked": a run that skipped them cannot pass. A press the clock's stop cuts short (the
    /// viewer closed the window, a quit signal) ends as a release where the pointer was, as in the window's loop.
    public func play(_ script: Script) throws -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        if lastState == nil { try playFrame(resize: nil, events: []) }
        let beats = script.timeline
        for (index, beat) in beats.enumerated() where !stoppedEarly {
            if scene.wantsToQuit {
                failures += Self.unchecked(beats[index...], quitAfterFrame: frame - 1)
                break
            }
            switch beat {
            case .frame(let resize, let events):
                try playFrame(resize: resize, events: events)
            case .shot(let name):
                try Folder.create(outDirectory)
                try stage.saveShot(to: outDirectory + "/" + name + ".png")
            case .expect(let step, let expected, let order):
                failures += ExpectationFailure.failures(of: expected, order: order, step: step, against: lastState)
            }
        }
        if stoppedEarly, let release = heldPointer.release(at: time) { scene.handle(release) }
        scene.windowWillClose(at: time)  // the run ends as the window closing: a keyboard resize is accepted
        if !stoppedEarly { stage.finish() }
        try stateLog?.flush()
        return failures
    }

    /// The expectations among `beats`, never checked because the scene quit after frame `frame`.
    private static func unchecked(_ beats: ArraySlice<ScriptBeat>, quitAfterFrame frame: Int) -> [ExpectationFailure] {
        let reason = "the scene quit at frame \(frame) (t = \(JSONValue.format(Double(frame) / Script.frameRate)) s), before this step"
        return beats.flatMap { beat -> [ExpectationFailure] in
            guard case .expect(let step, let expected, let order) = beat else { return [] }
            return order.map { ExpectationFailure(step: step, key: $0, expected: expected[$0] ?? .null, notChecked: reason) }
        }
    }

    /// Waits for this frame's time; then resizes the stage if asked (the scene lays out for the new size in the
    /// same frame), delivers the events stamped with the frame's time, advances animations, draws and logs.
    private func playFrame(resize: Size?, events: [ScriptEvent]) throws {
        let t = time
        guard clock.wait(until: t) else {
            stoppedEarly = true
            return
        }
        let clock = ContinuousClock()
        if let resize { try stage.resize(to: resize) }
        let updateStart = clock.now  // after the canvas is made anew for a resize: that is not the scene's update
        for event in events {
            stage.note(event)
            for input in touches.pointerEvents(for: event.at(t)) {
                heldPointer.note(input)
                scene.handle(input)
            }
        }
        scene.advance(to: t)
        let buildStart = clock.now
        let update = (buildStart - updateStart).seconds  // the input and the animations: typing a line measures it
        let list = scene.displayList()
        let build = (clock.now - buildStart).seconds
        let (render, present) = try stage.show(list)
        let timing = FrameTiming(update: update, build: build, render: render, present: present)
        stats.record(timing, at: t, animating: scene.isAnimating)
        scene.framePresented(timing, stats: stats)
        if let recordDirectory {
            let number = String(frame)
            do {
                try stage.saveShot(to: recordDirectory + "/frame-" + String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png")
            } catch let error as ScreenshotError {
                throw ScriptingError.frameNotRecorded(error)  // a recording's frame, not a shot: the app names its folder
            }
        }
        let state = StateLog.record(frame: frame, time: t, fields: scene.stateFields())
        try stateLog?.append(state)
        lastState = state
        frame += 1
    }
}
