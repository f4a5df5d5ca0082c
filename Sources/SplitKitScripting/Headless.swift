// One call to replay a script file headless against any scriptable scene: screenshots and a state log.
import Foundation
import SplitKit
import SplitKitSDL

extension Script {
    /// Reads and checks the script at `path`; throws ``RunError`` naming the file and what is wrong.
    public static func load(_ path: String) throws -> Script {
        let data = try FileInput.read(path, what: "the script", option: "--script")
        do {
            return try Script.parse(data, keyNamed: EventTranslator.key(named:))
        } catch {
            throw RunError("The script \(path) was rejected before running: \(error)")
        }
    }
}

/// Replays scripts on the virtual clock without a window (SPEC §8).
@MainActor
public enum Headless {
    /// Reads and checks the script at `path`, then replays it against `scene` on a `size` canvas, writing
    /// screenshots to `outDirectory` and one state log record per frame to `stateLogPath` (default
    /// `outDirectory/state.jsonl`), drawing at `scale` device pixels per point (shots are that many times larger).
    /// Returns the expectations that failed. Throws ``RunError`` with what to do
    /// when the script cannot be read or is malformed (nothing runs then), or the output cannot be written.
    public static func replay(
        scriptAt path: String, scene: any ScriptableScene, size: Size, outDirectory: String, stateLogPath: String? = nil,
        fontPath: String? = nil, scale: Double = 1, recordDirectory: String? = nil, reportProblem: ((String) -> Void)? = nil
    ) throws -> (failures: [ExpectationFailure], stats: FrameStats) {
        let script = try Script.load(path)
        do {
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        } catch {
            throw RunError("Cannot create the output folder \(outDirectory): \(error.localizedDescription). Check --out.")
        }
        let log = try StateLog(path: stateLogPath ?? outDirectory + "/state.jsonl")
        let canvas = try OffscreenCanvas(size: size, scale: scale, fontPath: fontPath ?? FontLocator.fontPath(explicitPath: nil))
        if let reportProblem { canvas.reportProblem = reportProblem }
        scene.adoptTextMeasure(canvas.textMeasure)
        scene.handle(.resize(size, time: 0))
        if let recordDirectory {
            do {
                try FileManager.default.createDirectory(atPath: recordDirectory, withIntermediateDirectories: true)
            } catch {
                throw RunError("Cannot create the folder \(recordDirectory): \(error.localizedDescription). Check --record.")
            }
        }
        let runner = ScriptRunner(scene: scene, canvas: canvas, outDirectory: outDirectory, stateLog: log, recordDirectory: recordDirectory)
        let failures = try runner.run(script)
        return (failures, runner.stats)
    }
}
