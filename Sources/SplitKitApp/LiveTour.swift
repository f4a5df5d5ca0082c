// One call to play a script live in a window (a tour), on the real clock slowed down if wanted.
import SplitKit
import SplitKitSDL
import SplitKitScripting

/// Plays scripts in a visible window at real speed or slower (SPEC §10), for demonstrations: a
/// `ScriptPlayer` on a `PacedClock` and a ``WindowStage``. The scene sees the events and frame times of a
/// headless run, so every `expect` gives the same answer.
@MainActor
public enum LiveTour {
    /// Plays `script` against `scene` in `window`, `slowMotion` (1 ... 10) times slower than real time, writing
    /// screenshots to `outDirectory` and one state log record per frame to `stateLog`. Returns the expectations
    /// that failed, and whether the viewer stopped the tour (closed the window, Ctrl+Q) before its end.
    public static func play(
        _ script: Script, scene: any ScriptableScene, window: AppWindow, outDirectory: String, stateLog: StateLog?,
        slowMotion: Double = 1
    ) throws -> (failures: [ExpectationFailure], stoppedEarly: Bool) {
        scene.adoptTextMeasure(window.textMeasure)
        scene.handle(.resize(window.size, time: 0))
        let stage = WindowStage(window: window)
        let player = ScriptPlayer(scene: scene, clock: PacedClock(source: stage, slowMotion: slowMotion), stage: stage,
                                  outDirectory: outDirectory, stateLog: stateLog)
        let failures = try player.play(script)
        return (failures, player.stoppedEarly)
    }
}
