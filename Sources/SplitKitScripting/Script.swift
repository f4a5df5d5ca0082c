// A replay script (SPEC §8.1): its steps parsed and checked before anything runs, the first mistake named.
import FoundationEssentials
import Glibc
import SplitKit

/// A parsed script.
public struct Script: Sendable {
    /// The steps in order.
    public var steps: [ScriptStep]

    /// Ctrl+Q: the key that quits a scene unless it says otherwise (``ScriptableScene/quits(on:_:)``).
    public static func isControlQ(_ key: Key, _ modifiers: KeyModifiers) -> Bool { key == .character("Q") && modifiers == .control }

    /// Parses JSON script text, naming the first bad step and what is wrong with it; a key for which `quits`
    /// is true must be the last step.
    public static func parse(
        _ text: String, keyNamed: (String) -> Key?, quits: (Key, KeyModifiers) -> Bool = isControlQ
    ) throws(ScriptError) -> Script {
        try parse(Data(text.utf8), keyNamed: keyNamed, quits: quits)
    }

    /// Parses a JSON script file's bytes (UTF-8), naming the line and column of a JSON mistake, or the first
    /// bad step and what is wrong with it (a number a `Double` cannot hold gets both, and what its step needs; a
    /// key twice in one object gets both). A key for which `quits` is true (the scene quits there) must be the
    /// last step: steps after it would never run.
    public static func parse(
        _ data: Data, keyNamed: (String) -> Key?, quits: (Key, KeyModifiers) -> Bool = isControlQ
    ) throws(ScriptError) -> Script {
        let body: Data
        do {
            body = try JSONReader.validate(data, maximumElements: largestStepCount)
        } catch where error.kind == .tooManyElements {
            throw ScriptError(step: nil, message: "it has more than \(largestStepCount) steps, more than a run may play (refused "
                + "before the rest was read): split it into several runs")
        } catch where error.kind == .duplicateKey {
            // Anywhere in a step (its name or a field of it): the step is named, and the line and column.
            guard case .index(let step)? = error.path.first else { throw ScriptError(step: nil, message: "\(error)") }
            throw ScriptError(step: step, message: "\(error)")
        } catch where error.kind != .grammar {
            throw unreadableNumber(error)
        } catch {
            throw ScriptError(step: nil, message: "not valid JSON: \(error)")
        }
        let written: [WrittenStep]
        do {
            written = try JSONDecoder().decode([WrittenStep].self, from: body)
        } catch let problem as StepProblem {
            throw ScriptError(step: problem.step, message: problem.text)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == 1 {
            throw ScriptError(step: context.codingPath[0].intValue, message: oneKeyPerStep)
        } catch {
            throw ScriptError(step: nil, message: "a script is a JSON array of steps, like [{\"shot\": \"start\"}]")
        }
        var steps: [ScriptStep] = []
        var quit: (step: Int, key: String)?
        for (index, step) in written.enumerated() {
            if let quit { throw stepAfterQuit(index, quit, count: written.count) }
            switch step {
            case .ready(let step): steps.append(step)
            case .key(let spec):
                do { steps.append(try key(spec, keyNamed: keyNamed)) } catch { throw ScriptError(step: index, message: error.text) }
                if case .key(let key, let modifiers) = steps[index], quits(key, modifiers) { quit = (index, spec) }
            }
        }
        return Script(steps: steps)
    }

    /// Step `index` follows the key that quits at `quit.step`: the scene would be gone before it runs, and
    /// its `expect`s would never be checked.
    private static func stepAfterQuit(_ index: Int, _ quit: (step: Int, key: String), count: Int) -> ScriptError {
        let steps = index == count - 1 ? "step \(index)" : "steps \(index) to \(count - 1)"
        return ScriptError(step: nil, message: "step \(index) comes after \(quit.key) at step \(quit.step) and would never run: "
            + "\(quit.key) quits. Make \(quit.key) the last step, or remove \(steps)")
    }

    /// What is wrong with one step, and which step (its index, from the decoder's coding path).
    struct StepProblem: Error {
        var step: Int?
        var text: String
    }

    struct Problem: Error { var text: String }
}
