// Running a short helper program and reading its output, giving up after a time limit.
import CChildProcess
import FoundationEssentials
import Glibc

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
        let words = [Folder.lastName(of: program)] + arguments
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
    /// The program is started as `CChildProcess` starts one (a clone that shares memory until exec, every other
    /// descriptor closed, a signal mask of its own), and gets SIGTERM should the calling thread end first.
    public static func output(of program: String, _ arguments: [String], timeLimit: Double) throws(SubprocessError) -> String {
        try outputs(of: program, [arguments], timeLimit: timeLimit)[0].get()
    }

    /// The standard outputs of `program` run once with each of `argumentLists`, all at the same time (two reads take
    /// about as long as one), in the same order; each as ``output(of:_:timeLimit:)`` gives it, and `timeLimit` is for
    /// them all.
    public static func outputs(of program: String, _ argumentLists: [[String]], timeLimit: Double) -> [Result<String, SubprocessError>] {
        let clock = ContinuousClock(), deadline = clock.now + .milliseconds(Int64(max(0, timeLimit) * 1000))
        var runs: [Run] = argumentLists.map { arguments in
            do throws(SubprocessError) {
                let (pid, output) = try start(program, arguments)
                return Run(pid: pid, output: output)
            } catch {
                return Run(pid: 0, output: -1, result: .failure(error))
            }
        }
        defer { for run in runs where run.output >= 0 { close(run.output) } }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while runs.contains(where: { $0.reading }) {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let reading = runs.indices.filter { runs[$0].reading }
            var watched = reading.map { pollfd(fd: runs[$0].output, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(min(1000, max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { continue }  // nothing yet, or a signal
            for (index, polled) in zip(reading, watched) where polled.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(runs[index].output, $0.baseAddress, $0.count) }
                if count > 0 {
                    runs[index].data += buffer[0..<count]
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    runs[index].reading = false  // the end of its output (it, and whatever it started, closed it)
                }
            }
        }
        for index in runs.indices where runs[index].result == nil {
            runs[index].result = runs[index].finish(program: program, by: deadline, clock: clock, timeLimit: timeLimit)
        }
        return runs.map { $0.result! }
    }

    /// Waits up to `time` for the child `pid` to end, and gives its wait status; one still running then is stopped with
    /// SIGKILL and reaped, and nil is given. The caller has already asked it to end (or it ends on its own).
    public static func reap(_ pid: pid_t, within time: Duration) -> Int32? {
        let clock = ContinuousClock(), deadline = clock.now + time
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard clock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return nil
            }
            usleep(1_000)
        }
        return status
    }

    /// One program started by ``outputs(of:_:timeLimit:)``: what it printed so far, and how it ended once known.
    private struct Run {
        let pid: pid_t
        let output: Int32
        var result: Result<String, SubprocessError>? = nil
        var data: [UInt8] = []
        var reading: Bool

        init(pid: pid_t, output: Int32, result: Result<String, SubprocessError>? = nil) {
            self.pid = pid
            self.output = output
            self.result = result
            reading = result == nil
        }

        /// Waits until `deadline` for the program to end and gives its output, or why there is none: one still running
        /// then (its output still open, or not yet exited) is stopped with SIGKILL.
        func finish(program: String, by deadline: ContinuousClock.Instant, clock: ContinuousClock, timeLimit: Double)
            -> Result<String, SubprocessError> {
            let timedOut = Result<String, SubprocessError>.failure(.timedOut(program: program, seconds: timeLimit))
            guard !reading else {
                _ = reap(pid, within: .zero)  // its output still open at the deadline: stopped, whether or not it exited
                return timedOut
            }
            guard let status = reap(pid, within: max(.zero, clock.now.duration(to: deadline))) else { return timedOut }
            // WIFEXITED and WEXITSTATUS are C macros: the low 7 bits are the signal that ended it (0 when it exited).
            let signal = status & 0x7f, code = (status >> 8) & 0xff
            guard signal == 0, code == 0 else { return .failure(.failed(program: program, status: signal == 0 ? code : 128 + signal)) }
            return .success(String(decoding: data, as: UTF8.self))
        }
    }
}
