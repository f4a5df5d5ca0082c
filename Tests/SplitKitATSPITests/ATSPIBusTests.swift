// Issue 19: the bridge on a real D-Bus daemon (a private one, started here): it registers with a stand-in
// registry (Socket.Embed), answers calls from its thread, queues requests for the main thread and wakes it, and
// emits events when a new snapshot differs. Also: libdbus messages carry DBusValues there and back unchanged, and
// the bridge stays off, starting nothing, when there is no bus.
import SplitKitDBus
import CDBus
import Foundation
import SplitKit
import Synchronization
import SplitKitTestSupport
import Testing
@testable import SplitKitATSPI

@Suite("AT-SPI bridge on a D-Bus daemon", .serialized)
@MainActor
struct ATSPIBusTests {
    @Test func valuesSurviveALibdbusMessage() throws {
        let message = try #require(dbus_message_new_method_call("org.example", "/x", "org.example.I", "M"))
        defer { dbus_message_unref(message) }
        let values: [DBusValue] = [
            .string("Élan"), .objectPath("/org/a11y/atspi/accessible/nx"), .boolean(true), .int16(-3), .int32(-70000), .uint32(4_000_000_000),
            .double(280.5), .variant(.double(1.5)), .reference(bus: ":1.7", path: "/a/b"), .array(element: "(so)", []),
            .properties([("CurrentValue", .double(3)), ("Name", .string("x"))]), .array(element: "u", [.uint32(1), .uint32(2)]),
            .structure([.string(""), .int32(0), .variant(.reference(bus: ":1.2", path: "/c"))]),
            // Issue 25: every basic type comes back as itself (a byte came back as a uint32, 64-bit numbers as doubles).
            .byte(255), .uint16(65535), .int64(-5_000_000_000), .uint64(.max), .signature("a(so)"), .variant(.byte(7)),
        ]
        #expect(DBusMessageCodec.append(values, to: message))
        #expect(DBusMessageCodec.arguments(of: message) == values)
        #expect(String(cString: dbus_message_get_signature(message)) == values.map(\.signature).joined())
    }

    /// With no AT_SPI_BUS_ADDRESS, no DBUS_SESSION_BUS_ADDRESS and no `$XDG_RUNTIME_DIR/bus`, there is no bus to
    /// ask (libdbus's autolaunch, which would start one, is never reached).
    @Test func theAddressComesFromTheEnvironmentOrTheSessionBus() {
        var asked: [String] = []
        let ask: (String) -> Result<String, ATSPIBusAddress.Failure> = { asked.append($0); return .success("unix:path=/a11y") }
        #expect(ATSPIBusAddress.find(environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/direct", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/s"],
                                     fileExists: { _ in true }, askSessionBus: ask) == .success("unix:path=/direct"))
        #expect(asked.isEmpty)
        #expect(ATSPIBusAddress.find(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/s"], fileExists: { _ in false },
                                     askSessionBus: ask) == .success("unix:path=/a11y"))
        #expect(ATSPIBusAddress.find(environment: ["XDG_RUNTIME_DIR": "/run/user/5"], fileExists: { $0 == "/run/user/5/bus" },
                                     askSessionBus: ask) == .success("unix:path=/a11y"))
        #expect(asked == ["unix:path=/s", "unix:path=/run/user/5/bus"])
        #expect(ATSPIBusAddress.find(environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/5"], fileExists: { _ in false },
                                     askSessionBus: ask) == .failure(.init(message: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")))
    }

    @Test func withoutABusTheBridgeIsOffAndNeverConnects() async throws {
        let wakes = WakeCounter()
        let bridge = AccessibilityBridge(applicationName: "t", environment: ["PATH": "/usr/bin"], wake: wakes.wake)
        try await waitUntil { bridge.status.hasPrefix("off") }
        #expect(bridge.status == "off: no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        #expect(!bridge.isConnected)
        bridge.publish(ATSPIFixtures.snapshot())  // ignored
        #expect(bridge.takeRequests().isEmpty)
        #expect(wakes.count == 0)
        let refused = AccessibilityBridge(applicationName: "t", environment: ["NO_AT_BRIDGE": "1", "AT_SPI_BUS_ADDRESS": "unix:path=/x"], wake: wakes.wake)
        #expect(refused.status == "off: NO_AT_BRIDGE is set")
    }

    @Test func registersAnswersQueuesRequestsAndEmitsEvents() async throws {
        let daemon = try TestBusDaemon()
        defer { daemon.stop() }
        let registry = try TestBusClient(address: daemon.address)
        #expect(registry.requestName(ATSPI.registryBusName))

        let wakes = WakeCounter()
        let bridge = AccessibilityBridge(applicationName: "fake-app", environment: ["AT_SPI_BUS_ADDRESS": daemon.address], wake: wakes.wake)
        defer { bridge.stop() }
        try await waitUntil { bridge.isConnected }
        #expect(wakes.count == 1)  // the main thread is asked for its first snapshot
        bridge.publish(ATSPIFixtures.snapshot())

        // Embedded with its first snapshot: (its unique name, the root path); the desktop comes back.
        let embed = try #require(registry.waitForCall("Embed"))
        let appReference = embed.arguments.first
        guard case .structure(let fields)? = appReference, fields.count == 2, let app = fields[0].stringValue else {
            Issue.record("Embed had \(embed.arguments)")
            return
        }
        #expect(fields[1] == .objectPath(ATSPI.rootPath))
        registry.reply(to: embed, [.reference(bus: registry.uniqueName, path: ATSPI.rootPath)])
        try await waitUntil { bridge.status.hasPrefix("on (") }

        // Calls, answered from the bridge's thread.
        #expect(try registry.call(app, ATSPI.rootPath, ATSPI.properties, "Get", [.string(ATSPI.accessible), .string("Name")])
            == [.variant(.string("fake-app"))])
        #expect(try registry.call(app, ATSPI.rootPath, ATSPI.properties, "Get", [.string(ATSPI.accessible), .string("Parent")])
            == [.variant(.reference(bus: registry.uniqueName, path: ATSPI.rootPath))])
        #expect(try registry.call(app, ATSPIPath.frame, ATSPI.accessible, "GetChildren")
            == [.array(element: "(so)", [.reference(bus: app, path: ATSPIFixtures.path("split"))])])
        #expect(try registry.call(app, ATSPIFixtures.path("split.separator"), ATSPI.peer, "Ping") == [])

        // A request: queued for the main thread, which is woken.
        #expect(try registry.call(app, ATSPIFixtures.path("split.separator"), ATSPI.properties, "Set",
                                  [.string(ATSPI.value), .string("CurrentValue"), .variant(.double(333))]) == [])
        var requests: [AccessibilityRequest] = []
        try await waitUntil {
            requests += bridge.takeRequests()
            return !requests.isEmpty
        }
        #expect(requests == [.setValue(333, node: "split.separator")])
        #expect(wakes.count == 2)

        // The window moved the separator and focused it: the events follow the new snapshot.
        registry.addMatch("type='signal',interface='org.a11y.atspi.Event.Object'")
        registry.addMatch("type='signal',interface='org.a11y.atspi.Event.Focus'")
        bridge.publish(ATSPIFixtures.snapshot(ATSPIFixtures.tree(width: 333, focused: "split.separator")))
        let value = try #require(registry.waitForSignal("PropertyChange"))
        #expect(value.path == ATSPIFixtures.path("split.separator"))
        #expect(value.arguments == [.string("accessible-value"), .int32(0), .int32(0), .variant(.double(333)), .properties([])])
        let focused = try #require(registry.waitForSignal("StateChanged"))
        #expect(focused.arguments.prefix(2) == [.string("focused"), .int32(1)])
        #expect(registry.waitForSignal("Focus")?.path == ATSPIFixtures.path("split.separator"))
        #expect(try registry.call(app, ATSPIFixtures.path("split.separator"), ATSPI.properties, "Get",
                                  [.string(ATSPI.value), .string("CurrentValue")]) == [.variant(.double(333))])

        // Stopped: it leaves the bus.
        bridge.stop()
        try await waitUntil { !registry.nameHasOwner(app) }
    }
}

extension ATSPIBusTests {
    // Issue 25, through a real daemon: the reply to a byte argument names "y", the application's id refuses 2³²−1,
    // and Introspect on "/" lists the child node, as `busctl tree` and d-spy walk it.
    @Test func argumentsIdsAndIntrospectionOnTheBus() async throws {
        let daemon = try TestBusDaemon()
        defer { daemon.stop() }
        let registry = try TestBusClient(address: daemon.address)
        #expect(registry.requestName(ATSPI.registryBusName))
        let bridge = AccessibilityBridge(applicationName: "fake-app", environment: ["AT_SPI_BUS_ADDRESS": daemon.address], wake: WakeCounter().wake)
        defer { bridge.stop() }
        try await waitUntil { bridge.isConnected }
        bridge.publish(ATSPIFixtures.snapshot())
        let embed = try #require(registry.waitForCall("Embed"))
        guard case .structure(let fields)? = embed.arguments.first, let app = fields.first?.stringValue else {
            Issue.record("Embed had \(embed.arguments)")
            return
        }
        registry.reply(to: embed, [.reference(bus: registry.uniqueName, path: ATSPI.rootPath)])
        try await waitUntil { bridge.status.hasPrefix("on (") }

        func refusal(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue]) -> String {
            do {
                return "answered \(try registry.call(app, path, interface, member, arguments))"
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(ATSPIFixtures.path("items"), ATSPI.accessible, "GetChildAtIndex", [.byte(1)])
            == "GetChildAtIndex: org.freedesktop.DBus.Error.InvalidArgs: GetChildAtIndex takes (i), not (y)")
        #expect(refusal(ATSPI.rootPath, ATSPI.properties, "Set", [.string(ATSPI.application), .string("Id"), .variant(.uint32(.max))])
            == "Set: org.freedesktop.DBus.Error.InvalidArgs: Application.Id is an int32 (i): 4294967295 (u) is out of its range "
            + "-2147483648 ... 2147483647")
        #expect(try registry.call(app, ATSPI.rootPath, ATSPI.properties, "Get", [.string(ATSPI.application), .string("Id")])
            == [.variant(.int32(0))])
        let top = try registry.call(app, "/", ATSPI.introspectable, "Introspect").first?.stringValue ?? ""
        #expect(top.contains("<node name=\"org\"/>"))
    }
}

/// Counts wake-ups from the bridge's thread.
final class WakeCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    var wake: @Sendable () -> Void { { [self] in value.withLock { $0 += 1 } } }
}

@MainActor
func waitUntil(timeout: Double = 10, _ condition: () throws -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try !condition() {
        guard Date() < deadline else {
            Issue.record("timed out after \(timeout) s")
            throw CancellationError()
        }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}

/// A libdbus client standing in for the registry and an assistive technology.
final class TestBusClient {
    struct Received {
        var message: OpaquePointer
        var path: String
        var member: String
        var arguments: [DBusValue]
    }

    let connection: OpaquePointer
    let uniqueName: String
    private var queued: [Received] = []

    init(address: String) throws {
        var error = cdbus_error_make()
        guard let connection = dbus_connection_open_private(address, &error), dbus_bus_register(connection, &error) != 0 else {
            throw TestBusError("cannot connect to \(address): \(DBusHello.describe(&error))")
        }
        self.connection = connection
        uniqueName = String(cString: dbus_bus_get_unique_name(connection))
    }

    deinit {
        for r in queued { dbus_message_unref(r.message) }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    func requestName(_ name: String) -> Bool {
        var error = cdbus_error_make()
        return dbus_bus_request_name(connection, name, 0, &error) == 1  // DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
    }

    func addMatch(_ rule: String) {
        var error = cdbus_error_make()
        dbus_bus_add_match(connection, rule, &error)
        dbus_error_free(&error)
    }

    func nameHasOwner(_ name: String) -> Bool {
        var error = cdbus_error_make()
        return dbus_bus_name_has_owner(connection, name, &error) != 0
    }

    func call(_ destination: String, _ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) throws -> [DBusValue] {
        let message = dbus_message_new_method_call(destination, path, interface, member)!
        defer { dbus_message_unref(message) }
        DBusMessageCodec.append(arguments, to: message)
        var error = cdbus_error_make()
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, 5000, &error) else {
            throw TestBusError("\(member): \(DBusHello.describe(&error))")
        }
        defer { dbus_message_unref(reply) }
        return DBusMessageCodec.arguments(of: reply)
    }

    /// The next message that matches, within `timeout` seconds; others stay queued.
    private func wait(timeout: Double, _ matches: (Received) -> Bool) -> Received? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let i = queued.firstIndex(where: matches) { return queued.remove(at: i) }
            _ = dbus_connection_read_write(connection, 50)
            while let message = dbus_connection_pop_message(connection) {
                queued.append(Received(message: message, path: dbus_message_get_path(message).map { String(cString: $0) } ?? "",
                                       member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
                                       arguments: DBusMessageCodec.arguments(of: message)))
            }
        } while Date() < deadline
        return queued.firstIndex(where: matches).map { queued.remove(at: $0) }
    }

    func waitForCall(_ member: String, timeout: Double = 10) -> Received? {
        wait(timeout: timeout) { dbus_message_get_type($0.message) == DBUS_MESSAGE_TYPE_METHOD_CALL && $0.member == member }
    }

    func waitForSignal(_ member: String, timeout: Double = 10) -> Received? {
        wait(timeout: timeout) { dbus_message_get_type($0.message) == DBUS_MESSAGE_TYPE_SIGNAL && $0.member == member }
    }

    func reply(to call: Received, _ values: [DBusValue]) {
        let reply = dbus_message_new_method_return(call.message)!
        DBusMessageCodec.append(values, to: reply)
        dbus_connection_send(connection, reply, nil)
        dbus_connection_flush(connection)
        dbus_message_unref(reply)
        dbus_message_unref(call.message)
    }
}
