// What every runner does around a scene: the F1 inspector, Ctrl+Q, frame statistics, the state log record.
import SplitKit

/// Wraps a scene for the runners: F1 toggles the inspector, which is drawn over any scene; Ctrl+Q quits.
@MainActor
public final class SceneHost {
    /// The scene shown.
    public let scene: any Scene
    /// True while the inspector is up.
    public private(set) var showsInspector = false
    /// True once the user asked to quit (Ctrl+Q).
    public private(set) var quitRequested = false
    /// What the presented frames cost.
    public private(set) var stats = FrameStats()
    /// The last 120 frames' times, for the inspector's graph.
    var frameTimes = FrameTimes()
    /// False on the virtual clock: measured times differ from run to run, so the inspector leaves them out
    /// and headless screenshots stay byte-for-byte the same.
    let showsMeasuredTimes: Bool

    /// Hosts `scene`; `showsMeasuredTimes` is false for headless runs.
    public init(scene: any Scene, showsMeasuredTimes: Bool = true) {
        self.scene = scene
        self.showsMeasuredTimes = showsMeasuredTimes
    }

    /// Sends input to the scene; F1 and Ctrl+Q are the host's own.
    public func handle(_ event: InputEvent) -> [SceneEffect] {
        switch event {
        case .key(.f1, _, _):
            showsInspector.toggle()
            return []
        case .key(.other("Q"), .control, _):
            quitRequested = true
            return []
        default:
            return scene.handle(event)
        }
    }

    /// The frame: the scene's, with the inspector on top when it is up.
    public func displayList() -> DisplayList {
        var list = scene.displayList()
        if showsInspector {
            Inspector(split: scene.split, frameTimes: showsMeasuredTimes ? frameTimes : nil, stats: showsMeasuredTimes ? stats : nil)
                .draw(into: &list)
        }
        return list
    }

    /// Remembers what a presented frame cost (for `--stats` and the inspector).
    public func record(_ timing: FrameTiming, at time: Double) {
        frameTimes.record(timing.total)
        stats.record(timing, at: time, animating: isAnimating)
    }

    /// Notes a frame slot whose frame was identical to the one on screen (nothing presented).
    public func recordUnchanged(at time: Double) {
        stats.recordUnchanged(at: time, animating: isAnimating)
    }

    /// Moves the scene's animations to `time`.
    public func advance(to time: Double) { scene.advance(to: time) }

    /// True while the scene animates.
    public var isAnimating: Bool { scene.isAnimating }

    /// The state log fields: the scene's and whether the inspector is up.
    public func stateFields() -> [(String, JSONValue)] {
        scene.stateFields() + [("inspector", .bool(showsInspector))]
    }
}
