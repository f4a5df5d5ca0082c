// Stand-ins for a script player's scene, stage and real time, so the player is tested without SDL or a clock.
import Foundation
import SplitKit
import SplitKitSDL
@testable import SplitKitScripting

/// A dot that follows the pointer and, after each release, grows for a quarter of a second: enough state
/// for the log to change with both the events and the times the player feeds it.
@MainActor
final class DotScene: ScriptableScene {
    /// Every event handled, in order, with the time it was stamped with.
    private(set) var handled: [InputEvent] = []
    /// Every time the scene was advanced to.
    private(set) var advances: [Double] = []
    private var position = Point(x: 0, y: 0)
    private var pressed = false
    private var releasedAt = -Double.infinity
    private var now = 0.0
    private(set) var wantsToQuit = false

    func handle(_ event: InputEvent) {
        handled.append(event)
        switch event {
        case .pointerDown(let p, _): position = p; pressed = true
        case .pointerMove(let p, _): position = p
        case .pointerUp(let p, let t): position = p; pressed = false; releasedAt = t
        case .key(.character("Q"), .control, _): wantsToQuit = true
        default: break
        }
    }

    func advance(to time: Double) {
        advances.append(time)
        now = time
    }

    /// How far the growth after the last release has come, 0 ... 1.
    private var growth: Double { min(1, max(0, (now - releasedAt) / 0.25)) }

    var isAnimating: Bool { growth < 1 }

    func displayList() -> DisplayList {
        var list = DisplayList()
        let side = 10 + 10 * growth
        list.fill(Rect(x: position.x, y: position.y, width: side, height: side), Color(hex: 0x3366CC))
        return list
    }

    func stateFields() -> [(String, JSONValue)] {
        [("x", .number(position.x)), ("pressed", .bool(pressed)), ("growth", .number(growth)),
         ("events", .number(Double(handled.count)))]
    }
}

/// Records what a player asks of its output, and when (on `readClock`, when given).
@MainActor
final class RecordingStage: ScriptStage {
    enum Request: Hashable {
        case resize(Size), note(ScriptEvent), show(DisplayList), shot(String), finish
    }
    private(set) var requests: [Request] = []
    /// The time of each `show`, read from `readClock`.
    private(set) var showTimes: [Double] = []
    var readClock: (() -> Double)?

    func resize(to size: Size) { requests.append(.resize(size)) }
    func note(_ event: ScriptEvent) { requests.append(.note(event)) }
    func show(_ list: DisplayList) -> (render: Double, present: Double) {
        requests.append(.show(list))
        if let readClock { showTimes.append(readClock()) }
        return (0, 0)
    }
    /// Records the file name alone: the two runs compared write to different folders.
    func saveShot(to path: String) { requests.append(.shot(URL(fileURLWithPath: path).lastPathComponent)) }
    func finish() { requests.append(.finish) }
}

/// Real time that passes only when idled, in steps no longer than a refresh, as a window's would; the
/// viewer "closes the window" once `stopAt` is reached.
@MainActor
final class FakeRealTime: RealTimeSource {
    private(set) var realNow: Double
    /// The longest single idle, like a window waking to repaint.
    let refreshInterval = 1.0 / 144
    var stopAt = Double.infinity
    /// How long each idle was allowed to last.
    private(set) var idles: [Double] = []

    init(startingAt start: Double) { realNow = start }

    func idle(upTo seconds: Double) -> Bool {
        idles.append(seconds)
        realNow += min(seconds, refreshInterval)
        return realNow < stopAt
    }

    /// Time passing outside the clock (a slow frame).
    func stall(_ seconds: Double) { realNow += seconds }
}
