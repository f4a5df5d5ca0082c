// The window's accessibility tree on the AT-SPI bus, so Orca, Accerciser and other assistive technologies see it.
import CDBus
import Foundation
import SplitKit
import Synchronization

/// Exports a window's accessibility tree over AT-SPI (the Linux desktop's accessibility protocol, on D-Bus) and
/// hands the requests of assistive technologies back to the main thread.
///
/// All D-Bus work happens on a thread of its own: it finds the accessibility bus (`org.a11y.Bus.GetAddress` on the
/// session bus, or `AT_SPI_BUS_ADDRESS`), connects, registers the application with the registry
/// (`Socket.Embed`), answers every call from the latest ``AccessibilitySnapshot``, and turns the differences between
/// successive snapshots into events (focus, states, names, values, children, selection). The main thread only
/// hands over snapshots (``publish(_:)``, which compares first and never waits) and takes requests
/// (``takeRequests()``) when `wake` tells it there are some.
///
/// With no session bus, no accessibility bus, or `NO_AT_BRIDGE=1`, the thread ends at once, ``isConnected``
/// stays false, and the runner never builds a tree: the bridge then costs nothing. ``status`` says which.
///
/// ``WindowRunner`` runs one for its scene; an app with a loop of its own can run one the same way.
@MainActor
public final class AccessibilityBridge {
    private let mailbox: BridgeMailbox?
    private var published: AccessibilitySnapshot?

    /// Starts the bridge's thread for an application called `applicationName` (what screen readers announce:
    /// the program's name). `wake` is called from that thread when requests are waiting or the bridge has just
    /// connected; it must be safe from any thread (`SDL_PushEvent` is: ``AppWindow/wakeUp``).
    public init(applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                wake: @escaping @Sendable () -> Void) {
        if environment["NO_AT_BRIDGE"] == "1" {
            mailbox = nil
            offReason = "off: NO_AT_BRIDGE is set"
            return
        }
        guard let mailbox = BridgeMailbox() else {
            self.mailbox = nil
            offReason = "off: no pipe to wake its thread"
            return
        }
        self.mailbox = mailbox
        offReason = nil
        let configuration = ATSPIServer.Configuration(applicationName: applicationName, environment: environment, wake: wake)
        let thread = Thread { ATSPIServer(mailbox: mailbox, configuration: configuration).run() }
        thread.name = "AT-SPI bridge"
        thread.start()
    }

    private let offReason: String?

    /// True once connected to the accessibility bus: snapshots are then worth making.
    public var isConnected: Bool { mailbox?.shared.withLock { $0.isConnected } ?? false }

    /// One line on what the bridge is doing: `on (…)`, `starting`, or `off: …` with the reason.
    public var status: String { offReason ?? mailbox?.shared.withLock { $0.status } ?? "off" }

    /// Hands `snapshot` to the bridge's thread if it differs from the last one (events are found from the
    /// differences); does nothing while not connected. Never waits for D-Bus.
    public func publish(_ snapshot: AccessibilitySnapshot) {
        guard let mailbox, isConnected, snapshot != published else { return }
        published = snapshot
        mailbox.shared.withLock { $0.snapshot = snapshot }
        mailbox.poke()
    }

    /// The requests of assistive technologies received since the last call, oldest first.
    public func takeRequests() -> [AccessibilityRequest] {
        guard let mailbox else { return [] }
        return mailbox.shared.withLock { shared in
            defer { shared.requests = [] }
            return shared.requests
        }
    }

    /// Ends the bridge: its thread leaves the bus (assistive technologies see the application go) and ends. Does
    /// not wait for it.
    public func stop() {
        guard let mailbox else { return }
        mailbox.shared.withLock { $0.stopping = true }
        mailbox.poke()
    }

    isolated deinit {
        stop()
    }
}

/// What the main thread and the bridge's thread share, behind a lock, and the pipe that wakes the thread.
final class BridgeMailbox: Sendable {
    struct Shared {
        /// The newest snapshot the thread has not taken yet.
        var snapshot: AccessibilitySnapshot?
        var requests: [AccessibilityRequest] = []
        var stopping = false
        var isConnected = false
        var status = "starting"
    }

    let shared = Mutex(Shared())
    /// The thread polls `readEnd`; the main thread writes a byte to `writeEnd` (non-blocking: a full pipe means
    /// the thread is awake already).
    let readEnd: Int32
    let writeEnd: Int32

    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the bridge's thread.
    func poke() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe (on the bridge's thread).
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}

/// The bridge's thread: the connection, the calls and the events. Lives and dies on that thread.
final class ATSPIServer {
    struct Configuration: Sendable {
        var applicationName: String
        var environment: [String: String]
        var wake: @Sendable () -> Void
    }

    private let mailbox: BridgeMailbox
    private let configuration: Configuration
    private var connection: OpaquePointer?
    private var responder: ATSPIResponder
    private var tree = ATSPITree(AccessibilitySnapshot(title: "", size: .zero, content: nil))
    private var embedded = false

    init(mailbox: BridgeMailbox, configuration: Configuration) {
        self.mailbox = mailbox
        self.configuration = configuration
        responder = ATSPIResponder(busName: "", applicationName: configuration.applicationName)
        let env = configuration.environment
        let locale = [env["LC_ALL"], env["LC_MESSAGES"], env["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? "C"
        responder.locale = locale
    }

    private func setStatus(_ status: String, connected: Bool = false) {
        mailbox.shared.withLock {
            $0.status = status
            $0.isConnected = connected
        }
    }

    func run() {
        _ = dbus_threads_init_default()
        let address: String
        switch ATSPIBusAddress.find(environment: configuration.environment, askSessionBus: Self.askSessionBus) {
        case .success(let found): address = found
        case .failure(let reason):
            setStatus("off: \(reason.message)")
            return
        }
        var error = cdbus_error_make()
        guard let connection = dbus_connection_open_private(address, &error) else {
            setStatus("off: could not connect to the accessibility bus (\(Self.describe(&error)))")
            return
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            setStatus("off: the accessibility bus refused us (\(Self.describe(&error)))")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return
        }
        self.connection = connection
        responder.busName = dbus_bus_get_unique_name(connection).map { String(cString: $0) } ?? ""
        if let id = dbus_try_get_local_machine_id(nil) {
            responder.machineID = String(cString: id)
            dbus_free(id)
        }
        setStatus("on (waiting for the first frame)", connected: true)
        configuration.wake()  // the main thread makes the first snapshot; the application is embedded with it
        loop(connection)
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
        self.connection = nil
    }

    private func loop(_ connection: OpaquePointer) {
        var fd: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &fd) != 0 else {
            setStatus("off: the accessibility bus connection has no socket")
            return
        }
        while true {
            _ = dbus_connection_read_write(connection, 0)
            while let message = dbus_connection_pop_message(connection) {
                handle(message)
                dbus_message_unref(message)
            }
            mailbox.drain()
            let (snapshot, stopping) = mailbox.shared.withLock { shared in
                defer { shared.snapshot = nil }
                return (shared.snapshot, shared.stopping)
            }
            if stopping {
                mailbox.shared.withLock { $0.isConnected = false }  // the status still says what it was, for --stats
                return
            }
            if let snapshot { take(snapshot) }
            dbus_connection_flush(connection)
            guard dbus_connection_get_is_connected(connection) != 0 else {
                setStatus("off: the accessibility bus closed")
                return
            }
            if dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS { continue }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: mailbox.readEnd, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, -1)
        }
    }

    /// A new snapshot: the first one embeds the application; later ones emit what changed.
    private func take(_ snapshot: AccessibilitySnapshot) {
        let newTree = ATSPITree(snapshot)
        if embedded {
            for signal in ATSPIEvents.between(tree, newTree, bus: responder.busName) { emit(signal) }
            tree = newTree
        } else {
            tree = newTree
            embed()
        }
    }

    /// Registers the application with the registry (`Socket.Embed`) and keeps the desktop it answers as parent.
    private func embed() {
        guard let connection else { return }
        embedded = true
        guard let message = dbus_message_new_method_call(ATSPI.registryBusName, ATSPI.rootPath, ATSPI.socket, "Embed") else { return }
        defer { dbus_message_unref(message) }
        DBusMessageCodec.append([.reference(bus: responder.busName, path: ATSPI.rootPath)], to: message)
        var error = cdbus_error_make()
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, 5000, &error) else {
            setStatus("on, but not registered: the registry did not answer (\(Self.describe(&error)))", connected: true)
            return
        }
        defer { dbus_message_unref(reply) }
        if let desktop = DBusMessageCodec.arguments(of: reply).first, desktop.signature == "(so)" {
            responder.desktop = desktop
        }
        setStatus("on (\(responder.busName) on the accessibility bus)", connected: true)
    }

    private func handle(_ message: OpaquePointer) {
        guard let connection, dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL else { return }
        let call = ATSPICall(
            path: dbus_message_get_path(message).map { String(cString: $0) } ?? "/",
            interface: dbus_message_get_interface(message).map { String(cString: $0) },
            member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
            arguments: DBusMessageCodec.arguments(of: message))
        let (answer, requests) = responder.respond(to: call, in: tree)
        if !requests.isEmpty {
            let mustWake = mailbox.shared.withLock { shared in
                defer { shared.requests += requests }
                return shared.requests.isEmpty && !shared.stopping  // a stopping window may have closed SDL already
            }
            if mustWake { configuration.wake() }
        }
        guard dbus_message_get_no_reply(message) == 0 else { return }
        let reply: OpaquePointer?
        switch answer {
        case .values(let values):
            reply = dbus_message_new_method_return(message)
            if let reply { DBusMessageCodec.append(values, to: reply) }
        case .error(let name, let text):
            reply = dbus_message_new_error(message, name, text)
        }
        guard let reply else { return }
        dbus_connection_send(connection, reply, nil)
        dbus_message_unref(reply)
    }

    private func emit(_ signal: ATSPISignal) {
        guard let connection, let message = dbus_message_new_signal(signal.path, signal.interface, signal.member) else { return }
        DBusMessageCodec.append(signal.arguments, to: message)
        dbus_connection_send(connection, message, nil)
        dbus_message_unref(message)
    }

    /// Asks the session bus at `address` for the accessibility bus's address (`org.a11y.Bus.GetAddress`, which
    /// starts at-spi-bus-launcher when it is not running).
    static func askSessionBus(_ address: String) -> Result<String, ATSPIBusAddress.Failure> {
        var error = cdbus_error_make()
        guard let session = dbus_connection_open_private(address, &error) else {
            return .failure(.init(message: "no session bus at \(address) (\(describe(&error)))"))
        }
        defer {
            dbus_connection_close(session)
            dbus_connection_unref(session)
        }
        dbus_connection_set_exit_on_disconnect(session, 0)
        guard dbus_bus_register(session, &error) != 0 else {
            return .failure(.init(message: "the session bus refused us (\(describe(&error)))"))
        }
        guard let message = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else {
            return .failure(.init(message: "out of memory"))
        }
        defer { dbus_message_unref(message) }
        guard let reply = dbus_connection_send_with_reply_and_block(session, message, 5000, &error) else {
            return .failure(.init(message: "no accessibility bus (org.a11y.Bus: \(describe(&error)))"))
        }
        defer { dbus_message_unref(reply) }
        guard let found = DBusMessageCodec.arguments(of: reply).first?.stringValue, !found.isEmpty else {
            return .failure(.init(message: "org.a11y.Bus gave no address"))
        }
        return .success(found)
    }

    /// The error's name and message, and frees it.
    static func describe(_ error: inout DBusError) -> String {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else { return "no reason given" }
        let name = error.name.map { String(cString: $0) } ?? ""
        let text = error.message.map { String(cString: $0) } ?? ""
        return name.isEmpty ? text : "\(name): \(text)"
    }
}

/// Where the accessibility bus is: `AT_SPI_BUS_ADDRESS`, else what `org.a11y.Bus` on the session bus says. The
/// session bus is `DBUS_SESSION_BUS_ADDRESS` or `$XDG_RUNTIME_DIR/bus`; with neither there is none (libdbus's
/// X11 autolaunch, which would start a bus of its own, is never used).
enum ATSPIBusAddress {
    struct Failure: Error, Equatable {
        var message: String
    }

    static func find(environment: [String: String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
                     askSessionBus: (String) -> Result<String, Failure>) -> Result<String, Failure> {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return .success(address) }
        guard let session = sessionBusAddress(environment: environment, fileExists: fileExists) else {
            return .failure(Failure(message: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        }
        return askSessionBus(session)
    }

    static func sessionBusAddress(environment: [String: String], fileExists: (String) -> Bool) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }
}
