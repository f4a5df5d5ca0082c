// The AT-SPI bridge's thread: the connection to the accessibility bus, the calls it answers and the events it sends.
import CDBus
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitDBus

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
    /// The key whose `NotifyListenersSync` call awaits the registry's reply: the call's serial and when it went.
    private var keyCall: (serial: UInt32, sentAt: Double)?
    /// Until then keys are answered at once, unconsumed: the registry was too slow to answer one.
    private var registrySlowUntil = 0.0

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
        let connection: OpaquePointer
        switch DBusHello.connect(address, timeout: Self.busTimeout) {
        case .success(let joined): connection = joined
        case .failure(let failure):
            setStatus("off: the accessibility bus: \(failure.message)")
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
        stopTakingKeys()
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
            passKeys()
            dbus_connection_flush(connection)
            guard dbus_connection_get_is_connected(connection) != 0 else {
                setStatus("off: the accessibility bus closed")
                return
            }
            if dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS { continue }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: mailbox.pipe.readEnd, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, keyCall.map { Int32(max(0, (AccessibilityBridge.keyAnswerLimit - (Self.now - $0.sentAt)) * 1000).rounded(.up)) } ?? -1)
        }
    }

    /// A new snapshot: the first one embeds the application; later ones emit what changed.
    private func take(_ snapshot: AccessibilitySnapshot) {
        responder.words = snapshot.words
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
            setStatus("on, but not registered: the registry did not answer (\(DBusHello.describe(&error)))", connected: true)
            return
        }
        defer { dbus_message_unref(reply) }
        if let desktop = DBusMessageCodec.arguments(of: reply).first, desktop.signature == "(so)" {
            responder.desktop = desktop
        }
        mailbox.shared.withLock { $0.takesKeys = true }
        setStatus("on (\(responder.busName) on the accessibility bus)", connected: true)
    }

    private func handle(_ message: OpaquePointer) {
        let type = dbus_message_get_type(message)
        if type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR {
            if let call = keyCall, dbus_message_get_reply_serial(message) == call.serial {
                keyCall = nil
                let consumed = type == DBUS_MESSAGE_TYPE_METHOD_RETURN && DBusMessageCodec.arguments(of: message).first == .boolean(true)
                answerKeys([consumed])
            }
            return
        }
        guard let connection, type == DBUS_MESSAGE_TYPE_METHOD_CALL else { return }
        let call = ATSPICall(
            path: dbus_message_get_path(message).map { String(cString: $0) } ?? "/",
            interface: dbus_message_get_interface(message).map { String(cString: $0) },
            member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
            arguments: DBusMessageCodec.arguments(of: message), signature: DBusMessageCodec.signature(of: message))
        let (answer, requests) = responder.respond(to: call, in: tree)
        if !requests.isEmpty {
            let mustWake = mailbox.shared.withLock { shared in
                defer { shared.requests.append(requests) }
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

    /// Sends the registry the next key offered (`DeviceEventController.NotifyListenersSync`, one at a time, in order),
    /// and lets a key through unconsumed when its answer is later than the limit — and, for a while after, every key.
    private func passKeys() {
        let now = Self.now
        if let call = keyCall, now - call.sentAt >= AccessibilityBridge.keyAnswerLimit {
            keyCall = nil
            registrySlowUntil = now + AccessibilityBridge.slowRegistryPause
            answerKeys([false])
        }
        guard keyCall == nil, let connection else { return }
        while let key = mailbox.shared.withLock({ $0.offeredKeys.isEmpty ? nil : $0.offeredKeys.removeFirst() }) {
            guard now >= registrySlowUntil,
                let message = dbus_message_new_method_call(ATSPI.registryBusName, ATSPI.deviceEventControllerPath,
                                                           ATSPI.deviceEventController, "NotifyListenersSync") else {
                answerKeys([false])
                continue
            }
            defer { dbus_message_unref(message) }
            DBusMessageCodec.append([ATSPI.deviceEvent(key)], to: message)
            var serial: UInt32 = 0
            guard dbus_connection_send(connection, message, &serial) != 0 else {
                answerKeys([false])
                continue
            }
            keyCall = (serial, now)
            return
        }
    }

    /// Hands the main thread answers for keys, in order, and wakes it.
    private func answerKeys(_ consumed: [Bool]) {
        mailbox.shared.withLock { $0.keyAnswers += consumed }
        configuration.wake()
    }

    /// Off the bus: the keys offered and the one in flight are answered unconsumed, and no more are taken.
    private func stopTakingKeys() {
        let waiting = mailbox.shared.withLock { shared in
            shared.takesKeys = false
            defer { shared.offeredKeys = [] }
            return shared.offeredKeys.count
        }
        let inFlight = keyCall == nil ? 0 : 1
        keyCall = nil
        if waiting + inFlight > 0 { answerKeys(Array(repeating: false, count: waiting + inFlight)) }
    }

    private static var now: Double { ProcessInfo.processInfo.systemUptime }

    private func emit(_ signal: ATSPISignal) {
        guard let connection, let message = dbus_message_new_signal(signal.path, signal.interface, signal.member) else { return }
        DBusMessageCodec.append(signal.arguments, to: message)
        dbus_connection_send(connection, message, nil)
        dbus_message_unref(message)
    }

    /// How long a bus may take to let the bridge join it: one that accepts and never answers (libdbus's own
    /// registration would wait for it forever while it authenticates) leaves the bridge off after this.
    static let busTimeout = 2.0

    /// Asks the session bus at `address` for the accessibility bus's address (`org.a11y.Bus.GetAddress`, which
    /// starts at-spi-bus-launcher when it is not running).
    static func askSessionBus(_ address: String) -> Result<String, ATSPIBusAddress.Failure> {
        let session: OpaquePointer
        switch DBusHello.connect(address, timeout: busTimeout) {
        case .success(let joined): session = joined
        case .failure(let failure): return .failure(.init(message: "the session bus: \(failure.message)"))
        }
        defer {
            dbus_connection_close(session)
            dbus_connection_unref(session)
        }
        var error = cdbus_error_make()
        guard let message = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else {
            return .failure(.init(message: "out of memory"))
        }
        defer { dbus_message_unref(message) }
        guard let reply = dbus_connection_send_with_reply_and_block(session, message, 5000, &error) else {
            return .failure(.init(message: "no accessibility bus (org.a11y.Bus: \(DBusHello.describe(&error)))"))
        }
        defer { dbus_message_unref(reply) }
        guard let found = DBusMessageCodec.arguments(of: reply).first?.stringValue, !found.isEmpty else {
            return .failure(.init(message: "org.a11y.Bus gave no address"))
        }
        return .success(found)
    }
}
