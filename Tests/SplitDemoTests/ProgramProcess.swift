// The real program as a child process, for the tests that need one: signals, pipes, a bus that never answers.
import Foundation

/// `splitview` (the one `swift build` made beside the test bundle) running in a fresh process, with SDL's dummy
/// video driver, no accessibility bridge, and its standard output and error read into memory.
final class ProgramProcess {
    /// The program `swift build` made beside this test bundle.
    static let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("splitview").path

    let process = Process()
    private let output = Pipe()
    private let errors: Pipe?

    /// Starts the program with `arguments`, the environment changed by `environment` (nil unsets), in `folder`.
    /// `standardError` replaces the pipe standard error is read from.
    init(_ arguments: [String], in folder: String, environment changes: [String: String?] = [:],
         standardError: FileHandle? = nil) throws {
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["NO_AT_BRIDGE"] = "1"
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = output
        if let standardError {
            process.standardError = standardError
            errors = nil
        } else {
            let pipe = Pipe()
            process.standardError = pipe
            errors = pipe
        }
        try process.run()
    }

    /// Waits up to `seconds` for the program to end; false (and the program killed) when it did not.
    func waitForExit(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    /// Waits up to `seconds` for `condition` to hold while the program runs.
    func wait(upTo seconds: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline, process.isRunning else { return condition() }
            usleep(10_000)
        }
        return true
    }

    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Everything the program wrote on standard output (read once it has ended).
    lazy var standardOutput = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    /// Everything the program wrote on standard error (read once it has ended; empty when it was redirected).
    lazy var standardError = errors.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) } ?? ""
    /// The exit status, or minus the signal that ended the program.
    var status: Int32 { process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus }
}
