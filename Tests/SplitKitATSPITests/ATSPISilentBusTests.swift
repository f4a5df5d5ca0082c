// The AT-SPI bridge with a D-Bus bus that accepts connections and never answers: joining it gives up within the
// deadline, and the bridge turns itself off instead of waiting forever (libdbus's own registration would).
import SplitKitDBus
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitKitATSPI

@Suite("The AT-SPI bridge and a bus that never answers", .serialized)
struct ATSPISilentBusTests {
    @Test func joiningASilentBusGivesUpAfterTheTimeoutSayingItDidNotAnswer() throws {
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
