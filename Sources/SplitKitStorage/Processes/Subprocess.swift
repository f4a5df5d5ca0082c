// Running a short helper program and reading its output, giving up after a time limit.
import CChildProcess
import Foundation

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

    /// Starts `program` with `arguments` (its name as the first word), as `CChildProcess` starts one: standard input and
    /// error /dev/null, every other descriptor closed, a signal mask of its own, SIGTERM should the calling thread end
    /// first. Its process id, and the read end of its standard output, which the caller closes; the caller reaps it.
    public static func start(_ program: String, _ arguments: [String]) throws(SubprocessError) -> (pid: pid_t, output: Int32) {
        guard access(program, X_OK) == 0 else { throw .notStarted(program: program, reason: String(cString: strerror(errno))) }
        var output: Int32 = -1
        let words = [(program as NSString).lastPathComponent] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = child_process_spawn(program, argv, &output)
        guard pid > 0 else { throw .notStarted(program: program, reason: String(cString: strerror(errno))) }
        return (pid, output)
    }

    /// The standard output of `program` run with `arguments` (standard input and error are /dev/null); the program is
    /// stopped (SIGKILL) when it runs longer than `timeLimit` seconds. The output is read as it comes, on the calling
    /// thread: a pipe holds 64 KB, and a program that writes more waits for a reader before it can end.
    ///
    /// Not Foundation's `Process` nor a Dispatch queue: either starts libdispatch's worker pool, whose monitor then
    /// wakes the process every second for as long as it lives — a window that should sleep while nothing moves.
    /// The program is started as `CChildProcess` starts one (fork, exec, every other descriptor closed, a signal mask
    /// of its own), and gets SIGTERM should the calling thread end first.
    public static func output(of program: String, _ arguments: [String], timeLimit: Double) throws(SubprocessError) -> String {
        let (pid, output) = try start(program, arguments)
        defer { close(output) }
        let clock = ContinuousClock(), deadline = clock.now + .milliseconds(Int64(max(0, timeLimit) * 1000))
        /// Stops the program that ran out of time, and says so.
        func timedOut() -> SubprocessError {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            return .timedOut(program: program, seconds: timeLimit)
        }
        var data: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65_536)
        reading: while true {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { throw timedOut() }
            var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(1000, max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            guard poll(&watched, 1, milliseconds) > 0 else { continue }  // nothing yet, or a signal: the deadline decides
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                data += buffer[0..<count]
            } else if count == 0 {
                break reading  // the end of its output (it, and whatever it started, closed it)
            } else if errno != EAGAIN && errno != EINTR {
                break reading
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard clock.now < deadline else { throw timedOut() }
            usleep(1_000)
        }
        // WIFEXITED and WEXITSTATUS are C macros: the low 7 bits are the signal that ended it (0 when it exited).
        let signal = status & 0x7f, code = (status >> 8) & 0xff
        guard signal == 0, code == 0 else { throw .failed(program: program, status: signal == 0 ? code : 128 + signal) }
        return String(decoding: data, as: UTF8.self)
    }
}
