// Writes the state log: one JSON object per rendered frame (JSON Lines).
import SplitKitSDL
import SplitKitStorage

/// A JSON Lines file of frame states, buffered. A write that fails (a full disk, a FIFO whose reader exited) is an
/// error, never a silently shorter log.
public final class StateLog {
    private let file: OutputFile
    /// Where the log is written.
    public var path: String { file.path }

    /// Creates (or truncates) the log at `path`, making its folder if needed.
    public init(path: String) throws(ScriptingError) {
        do {
            file = try OutputFile(path: path)
        } catch {
            throw .stateLog(path: path, reason: error.reason)
        }
    }

    /// Appends one record; throws when the file cannot take it, or nobody reads the pipe it is any more.
    public func append(_ record: JSONValue) throws(ScriptingError) {
        do { try file.append(record.compactText + "\n") } catch { throw failure(error) }
    }

    /// Pushes buffered records to disk; throws when they could not all be written.
    public func flush() throws(ScriptingError) {
        do { try file.flush() } catch { throw failure(error) }
    }

    private func failure(_ error: FileError) -> ScriptingError {
        file.readerWentAway ? .stateLogReaderGone(path: path) : .stateLog(path: path, reason: error.reason)
    }

    /// One record: `frame` and `t` first, then the scene's fields.
    public static func record(frame: Int, time: Double, fields: [(String, JSONValue)]) -> JSONValue {
        .object([("frame", .number(Double(frame))), ("t", .number(time))] + fields)
    }
}
