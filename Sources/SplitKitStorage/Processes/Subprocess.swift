// Running a short helper program and reading its output, giving up after a time limit.
import Foundation
import Synchronization

/// Why a helper program gave no output.
public enum SubprocessError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The program could not be started.
    case notStarted(program: String, reason: String)
    /// The program was still running after `seconds` and was stopped.
    case timedOut(program: String, seconds: Double)
    /// The program ended with a status other than 0.
    case failed(program: String, status: Int32)

    public var description: String {
        switch self {
        case .notStarted(let program, let reason): return "\(program) could not be started: \(reason)"
        case .timedOut(let program, let seconds): return "\(program) did not finish within \(seconds) s and was stopped"
        case .failed(let program, let status): return "\(program) failed with status \(status)"
        }
    }
}

/// Short helper programs (a desktop setting read with `gsettings`, for example).
public enum Subprocess {
    /// The first executable called `name` in the colon-separated `searchPath`, like the shell finds it.
    public static func executable(named name: String, searchPath: String) -> String? {
        searchPath.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The standard output of `program` run with `arguments` (standard error is discarded); the program is
    /// stopped when it runs longer than `timeLimit` seconds. The output is read while the program runs: a pipe holds
    /// 64 KB, and a program that writes more waits for a reader before it can end.
    public static func output(of program: String, _ arguments: [String], timeLimit: Double) throws(SubprocessError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .notStarted(program: program, reason: error.localizedDescription)
        }
        let read = Mutex(Data()), reading = DispatchGroup()
        reading.enter()
        let handle = output.fileHandleForReading
        DispatchQueue.global(qos: .utility).async {
            let data = handle.readDataToEndOfFile()  // ends when the program (and whatever it started) closes its output
            read.withLock { $0 = data }
            reading.leave()
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning || reading.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }  // SIGTERM may be blocked: the mask is inherited
            process.waitUntilExit()
            throw .timedOut(program: program, seconds: timeLimit)
        }
        let text = String(decoding: read.withLock { $0 }, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw .failed(program: program, status: process.terminationStatus) }
        return text
    }
}
