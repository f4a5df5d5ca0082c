// Writes the state log: one JSON object per rendered frame (JSON Lines).
import Foundation

/// A JSON Lines file of frame states, buffered and flushed on close.
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

    /// Appends one record.
    public func append(_ record: JSONValue) {
        fputs(record.compactText, file)
        fputs("\n", file)
    }

    /// Pushes buffered records to disk.
    public func flush() { fflush(file) }

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
