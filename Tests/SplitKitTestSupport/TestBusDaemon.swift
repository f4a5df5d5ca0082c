// A private D-Bus daemon for one test: the bus probe of SplitKitSDL and the AT-SPI bridge both meet a real one.
import Foundation
import Synchronization

/// A `dbus-daemon --session` of its own, started for one test and killed by ``stop()``.
public final class TestBusDaemon {
    private let process = Process()
    /// The address it listens on, as it printed it (`unix:path=…,guid=…`).
    public let address: String

    /// Starts a daemon listening where its configuration says (a socket in /tmp), or on `listenAddress`
    /// (`unix:abstract=…` for one in the abstract namespace).
    public init(listenAddress: String? = nil) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-daemon", "--session", "--nofork", "--nosyslog", "--print-address=1"]
            + (listenAddress.map { ["--address=" + $0] } ?? [])
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            process.terminate()
            throw TestBusError("dbus-daemon printed no address: is the dbus-daemon package installed?")
        }
    }

    /// Kills the daemon and waits for it.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)  // dbus-daemon may take its time over SIGTERM
        process.waitUntilExit()
    }
}

/// A test's bus could not be set up; says why.
public struct TestBusError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// `body`'s result, run on a thread of its own, or nil when it did not return within `seconds` (a hang fails the
/// test instead of stopping the suite; the thread is left behind).
public func within<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.withLock { $0 }
}
