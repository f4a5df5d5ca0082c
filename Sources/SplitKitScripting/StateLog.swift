// Writes the state log: one JSON object per rendered frame (JSON Lines).
import Foundation

/// A JSON Lines file of frame states, buffered. A write that fails (a full disk) is an error, never a
/// silently shorter log.
public final class StateLog {
    private let file: UnsafeMutablePointer<FILE>
    /// Where the log is written.
    public let path: String

    /// Creates (or truncates) the log at `path`, making its folder if needed.
    public init(path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let file = fopen(path, "w") else {
            throw RunError("Cannot write the state log \(path): \(String(cString: strerror(errno))). Check --state-log or --out.")
        }
        self.file = file
        self.path = path
    }

    deinit { fclose(file) }

    /// Appends one record; throws when the file cannot take it.
    public func append(_ record: JSONValue) throws {
        if fputs(record.compactText + "\n", file) < 0 || ferror(file) != 0 { throw failure() }
    }

    /// Pushes buffered records to disk; throws when they could not all be written.
    public func flush() throws {
        if fflush(file) != 0 || ferror(file) != 0 { throw failure() }
    }

    private func failure() -> RunError {
        RunError("Writing the state log \(path) failed: \(String(cString: strerror(errno))). Free some space, or check --state-log or --out.")
    }

    /// One record: `frame` and `t` first, then the scene's fields.
    public static func record(frame: Int, time: Double, fields: [(String, JSONValue)]) -> JSONValue {
        .object([("frame", .number(Double(frame))), ("t", .number(time))] + fields)
    }
}

/// A failure that stops a run, with a message that says what to do.
public struct RunError: Error, CustomStringConvertible {
    public var description: String
    /// An error with its message.
    public init(_ description: String) { self.description = description }
}
