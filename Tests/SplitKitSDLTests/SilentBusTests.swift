// A D-Bus bus that accepts connections and never answers: joining it gives up within 2 s, SDL's start-up is kept
// from it, and the accessibility bridge turns itself off instead of waiting forever.
import Foundation
import Testing
import Synchronization
import SplitKitTestSupport
@testable import SplitKitSDL

@Suite("A bus that never answers", .serialized)
struct SilentBusTests {
    /// `body`'s result, run on a thread of its own, or nil when it did not return within `seconds` (a hang fails
    /// the test instead of stopping the suite; the thread is left behind).
    func within<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
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

    @Test func joiningASilentBusGivesUpAfterTheTimeoutSayingItDidNotAnswer() throws {
        do {
            let (address, server) = try #require(SilentServer.bus())
            defer { server.close() }
            let outcome = within(10) { () -> DBusHello.Failure? in
                if case .failure(let failure) = DBusHello.check(address, timeout: 0.5) { return failure }
                return nil
            }
            let failure = try #require(outcome ?? nil, "DBusHello.check did not return within 10 s (or joined a silent bus)")
            #expect(failure.didNotAnswer)
            #expect(failure.message == "the bus at \(address) did not answer within 0.5 s")
        }
    }

    @Test func aBusThatIsNotThereIsNotCountedAsSilent() throws {
        try withTemporaryFolder { folder in
            let (silentAddress, server) = try #require(SilentServer.bus())
            defer { server.close() }
            let silent = SDLBusGuard.Bus(variable: "DBUS_SESSION_BUS_ADDRESS", name: "session bus", address: silentAddress)
            let missing = SDLBusGuard.Bus(variable: "DBUS_SYSTEM_BUS_ADDRESS", name: "system bus", address: "unix:path=\(folder)/none")
            let found = within(10) { SDLBusGuard.silentBuses([missing, silent]) }
            #expect(found == [silent], "a missing bus fails at once, for SDL too; only the silent one is hidden")
        }
    }

    @Test func theBusesAreTheOnesLibdbusWouldJoin() {
        let both = SDLBusGuard.buses(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/s", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/y"],
                                     fileExists: { _ in false })
        #expect(both.map(\.address) == ["unix:path=/s", "unix:path=/y"])
        #expect(both.map(\.variable) == ["DBUS_SESSION_BUS_ADDRESS", "DBUS_SYSTEM_BUS_ADDRESS"])
        let defaults = SDLBusGuard.buses(environment: ["XDG_RUNTIME_DIR": "/run/user/5"], fileExists: { _ in true })
        #expect(defaults.map(\.address) == ["unix:path=/run/user/5/bus", "unix:path=/var/run/dbus/system_bus_socket"])
        #expect(SDLBusGuard.buses(environment: [:], fileExists: { _ in false }).isEmpty)
    }

    @Test func sdlStartsWithASilentBusHiddenAndTheEnvironmentPutBack() throws {
        do {
            let (address, server) = try #require(SilentServer.bus())
            defer { server.close() }
            var reports: [String] = []
            var seenBySDL: String?
            let before = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
            defer { if let before { setenv("DBUS_SESSION_BUS_ADDRESS", before, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") } }
            SDLBusGuard.run(environment: ["DBUS_SESSION_BUS_ADDRESS": address], report: { reports.append($0) }) {
                seenBySDL = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
            }
            #expect(seenBySDL == SDLBusGuard.failingAddress)
            #expect(getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) } == address)
            #expect(reports == ["the D-Bus session bus at \(address) did not answer within 2 s; the window opens without it "
                + "(no input methods, screen saver inhibition or screen readers)"])
        }
    }

    @MainActor
    @Test func theAccessibilityBridgeTurnsItselfOffOnASilentSessionBus() async throws {
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        let bridge = AccessibilityBridge(applicationName: "t", environment: ["DBUS_SESSION_BUS_ADDRESS": address], wake: {})
        try await waitUntil { bridge.status.hasPrefix("off") }
        #expect(bridge.status == "off: the session bus: the bus at \(address) did not answer within 2 s")
        bridge.stop()
    }
}
