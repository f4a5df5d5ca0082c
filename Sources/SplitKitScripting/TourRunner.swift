// Plays a script in a visible window at real speed (or slower), for demonstrations: the same frames as a
// headless run, resizes that really resize the window, and a marker where each synthetic touch lands.
import Foundation
import SplitKit
import SplitKitSDL

/// Plays a script live: the scene sees exactly the events and frame times of a headless run (the virtual
/// clock, running at real speed divided by `slowMotion`), so every `expect` sees the same state and the exit
/// status is the same; the window shows it as it happens, with a marker for each press, drag or swipe.
@MainActor
public final class TourRunner {
    private let scene: any ScriptableScene
    private let window: AppWindow
    private let outDirectory: String
    private let stateLog: StateLog?
    private let slowMotion: Double
    private var touches = TouchPointer()
    private var marker = InputMarker()
    private var frame = 0
    private var lastPresent = -Double.infinity
    /// True when the user closed the window (or pressed Ctrl+Q) before the tour ended.
    public private(set) var stoppedEarly = false

    /// A runner showing `scene` in `window`, writing shots to `outDirectory` and one state record per frame to
    /// `stateLog`; `slowMotion` (1 ... 10) plays it that many times slower.
    public init(scene: any ScriptableScene, window: AppWindow, outDirectory: String, stateLog: StateLog?, slowMotion: Double = 1) {
        self.scene = scene
        self.window = window
        self.outDirectory = outDirectory
        self.stateLog = stateLog
        self.slowMotion = min(10, max(1, slowMotion.isFinite ? slowMotion : 1))
    }

    /// Plays every step; returns the expectations that failed.
    public func run(_ script: Script) throws -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        scene.adoptTextMeasure(window.textMeasure)
        scene.handle(.resize(window.size, time: 0))
        var lastState = try render(at: 0, log: true)
        window.show()
        let start = window.preciseNow
        let beats = script.timeline
        var next = 0
        while next < beats.count && !stoppedEarly {
            let virtualNow = (window.preciseNow - start) / slowMotion
            while next < beats.count {
                let beat = beats[next]
                if case .frame(let resize, let events) = beat {
                    let t = Double(frame + 1) / ScriptRunner.frameRate
                    guard t <= virtualNow else { break }
                    if let resize { window.resize(to: resize) }
                    for event in events {
                        marker.note(event, at: window.preciseNow)
                        for input in touches.pointerEvents(for: event.at(t)) { scene.handle(input) }
                    }
                    scene.advance(to: t)
                    frame += 1
                    lastState = StateLog.record(frame: frame, time: t, fields: scene.stateFields())
                    try stateLog?.append(lastState)
                } else if case .shot(let name) = beat {
                    try Folder.create(outDirectory)
                    try window.savePNG(scene.displayList(), to: outDirectory + "/" + name + ".png")
                } else if case .expect(let step, let expected, let order) = beat {
                    failures += ScriptRunner.check(expected, order: order, step: step, against: lastState)
                }
                next += 1
            }
            if window.preciseNow - lastPresent >= window.refreshInterval { _ = try render(at: Double(frame) / ScriptRunner.frameRate, log: false) }
            waitForNextBeat(start: start)
        }
        // Hold the last frame a moment, so the end can be seen.
        let end = window.preciseNow + 0.7
        while window.preciseNow < end && !stoppedEarly {
            _ = try render(at: Double(frame) / ScriptRunner.frameRate, log: false)
            waitForNextBeat(start: start)
        }
        try stateLog?.flush()
        return failures
    }

    /// Draws the scene as it is at virtual time `time`, with the marker on top.
    private func render(at time: Double, log: Bool) throws -> JSONValue {
        var list = scene.displayList()
        marker.draw(into: &list, at: window.preciseNow)
        window.present(list)
        lastPresent = window.preciseNow
        let record = StateLog.record(frame: frame, time: time, fields: scene.stateFields())
        if log { try stateLog?.append(record) }
        return record
    }

    /// Sleeps until the next frame is due, keeping the window responsive; real input is not played, except
    /// that closing the window or Ctrl+Q stops the tour.
    private func waitForNextBeat(start: Double) {
        let nextFrame = start + Double(frame + 1) / ScriptRunner.frameRate * slowMotion
        let timeout = max(0, min(nextFrame, lastPresent + window.refreshInterval) - window.preciseNow)
        for event in window.waitEvents(timeout: timeout) {
            switch event {
            case .quit, .input(.key(.character("Q"), .control, _)): stoppedEarly = true
            default: break
            }
        }
    }
}

/// Where the tour's synthetic pointer, finger or touchpad swipe is, drawn so an audience can follow it.
struct InputMarker {
    enum Kind { case pointer, finger, touchpad }
    private var kind = Kind.pointer
    private var position: Point?
    private var pressed = false
    private var lastActive = -Double.infinity

    /// Seconds a marker stays after its gesture ends.
    static let linger = 0.6

    mutating func note(_ event: ScriptEvent, at time: Double) {
        switch event {
        case .pointerDown(let p): set(.pointer, p, pressed: true, time)
        case .pointerMove(let p): set(.pointer, p, pressed: pressed, time)
        case .pointerUp(let p): set(.pointer, p, pressed: false, time)
        case .touch(let phase, let p): set(.finger, p, pressed: phase != .up, time)
        case .scroll(_, _, let p): set(.touchpad, p, pressed: false, time)
        default: break
        }
    }

    private mutating func set(_ kind: Kind, _ point: Point, pressed: Bool, _ time: Double) {
        self.kind = kind
        position = point
        self.pressed = pressed
        lastActive = time
    }

    func draw(into list: inout DisplayList, at time: Double) {
        guard let position else { return }
        let fade = pressed ? 1 : max(0, 1 - (time - lastActive) / Self.linger)
        guard fade > 0 else { return }
        let color = Color(hex: 0xFF9500)
        func ring(_ center: Point, _ radius: Double, filled: Bool) {
            let box = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            if filled { list.commands.append(.roundedRect(box, radius: radius, corners: .all, color.withOpacity(0.45))) }
            list.commands.append(.border(box, radius: radius, corners: .all, edges: .all, color))
        }
        list.commands.append(.pushOpacity(fade))
        switch kind {
        case .pointer: ring(position, 12, filled: pressed)
        case .finger: ring(position, 20, filled: true)
        case .touchpad:
            ring(Point(x: position.x - 11, y: position.y), 9, filled: true)
            ring(Point(x: position.x + 11, y: position.y), 9, filled: true)
        }
        list.commands.append(.popOpacity)
    }
}
