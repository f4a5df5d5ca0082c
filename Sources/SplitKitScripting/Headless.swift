// One call to replay a script file headless against any scriptable scene: screenshots and a state log.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitStorage

extension Script {
    /// Reads and checks the script at `path`; throws ``ScriptingError`` naming the file and what is wrong (a file over
    /// ``largestFileSize`` is refused unread, a script of more than ``largestFrameCount`` frames before it plays). A
    /// key for which `quits` is true (pass the scene's ``ScriptableScene/quits(on:_:)``) must be the last step.
    public static func load(_ path: String, quits: (Key, KeyModifiers) -> Bool = Script.isControlQ) throws(ScriptingError) -> Script {
        try checkFileSize(path)
        let data: Data
        do {
            data = try FileInput.read(path, what: "the script")
        } catch {
            throw .scriptUnreadable(error)
        }
        let script: Script
        do {
            script = try Script.parse(data, keyNamed: EventTranslator.key(named:), quits: quits)
        } catch {
            throw .scriptRejected(path: path, reason: "\(error)")
        }
        try script.checkLength(path: path)
        return script
    }
}

/// Replays scripts on the virtual clock without a window (SPEC §8): a ``ScriptPlayer`` on a ``VirtualClock`` and
/// an ``OffscreenStage``.
@MainActor
public enum Headless {
    /// Reads and checks the script at `path`, then replays it against `scene` on a `size` canvas, writing
    /// screenshots to `outDirectory` and one state log record per frame to `stateLogPath` (default
    /// `outDirectory/state.jsonl`), drawing at `scale` device pixels per point (shots are that many times larger).
    /// Frames are drawn only for shots, `recordDirectory` and the end, unless `drawEveryFrame` (for render times in
    /// the stats). Returns the expectations that failed. Throws ``ScriptingError`` when the script cannot be read, is
    /// malformed or too long, or resizes the canvas past `CanvasLimits.largestPixelSide` pixels (nothing runs then),
    /// or the output cannot be written; `CanvasError` when `size` at `scale` is already past that.
    public static func replay(
        scriptAt path: String, scene: any ScriptableScene, size: Size, outDirectory: String, stateLogPath: String? = nil,
        fontPath: String? = nil, scale: Double = 1, recordDirectory: String? = nil, drawEveryFrame: Bool = false,
        reportProblem: ((String) -> Void)? = nil
    ) throws -> (failures: [ExpectationFailure], stats: FrameStats) {
        let script = try Script.load(path, quits: { scene.quits(on: $0, $1) })
        try script.checkCanvas(path: path, scale: scale)
        do {
            try Folder.create(outDirectory)
        } catch {
            throw ScriptingError.outputFolder(path: outDirectory, reason: error.reason)
        }
        let log = try StateLog(path: stateLogPath ?? outDirectory + "/state.jsonl")
        let canvas = try OffscreenCanvas(size: size, scale: scale, fontPath: fontPath ?? FontLocator.fontPath(explicitPath: nil))
        if let reportProblem { canvas.reportProblem = reportProblem }
        scene.adoptTextMeasure(canvas.textMeasure)
        scene.handle(.resize(size, time: 0))
        if let recordDirectory {
            do {
                try Folder.create(recordDirectory)
            } catch {
                throw ScriptingError.recordFolder(path: recordDirectory, reason: error.reason)
            }
        }
        let player = ScriptPlayer(scene: scene, clock: VirtualClock(), stage: OffscreenStage(canvas: canvas, drawsEveryFrame: drawEveryFrame),
                                  outDirectory: outDirectory, stateLog: log, recordDirectory: recordDirectory)
        let failures = try player.play(script)
        return (failures, player.stats)
    }
}
