// The desktop settings thread: the portal's ReadAll and SettingChanged on the session bus, or gsettings without one.
import CDBus
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitDBus
import SplitKitStorage

/// Lives and dies on the watch's thread: joins the session bus, reads the portal's settings, then follows its
/// signals until the watch stops or the bus goes.
final class PortalReader: @unchecked Sendable {  // handed to its thread once, used there alone
    static let busName = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// How long the bus and the portal each get to answer.
    static let timeout = 2.0
    /// How long after the first reading `gsettings monitor` starts, without a portal: time for the first frame.
    static let monitorDelay = 0.5

    private let mailbox: WatchMailbox
    private let pipe: WakePipe
    private let environment: [String: String]
    private let wake: @Sendable () -> Void
    private var settings = PortalSettings()

    init(mailbox: WatchMailbox, pipe: WakePipe, environment: [String: String], wake: @escaping @Sendable () -> Void) {
        self.mailbox = mailbox
        self.pipe = pipe
        self.environment = environment
        self.wake = wake
    }

    func run() {
        if let reason = followPortal() { fallBack(because: reason) }
    }

    /// Reads the portal and follows it until the watch stops or the bus closes (nil), or says why it could not (the
    /// connection is closed by then).
    private func followPortal() -> String? {
        guard let address = SessionBus.address(environment: environment) else { return "no session bus" }
        let connection: OpaquePointer
        switch DBusHello.connect(address, timeout: Self.timeout) {
        case .success(let joined): connection = joined
        case .failure(let failure): return "the session bus: \(failure.message)"
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        // Listen before reading, so no change falls between the two; only the portal's owner is heard.
        let rule = "type='signal',sender='\(Self.busName)',path='\(Self.path)',interface='\(Self.interface)',member='SettingChanged'"
        guard call(connection, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                   member: "AddMatch", arguments: [.string(rule)]).answer != nil else {
            return "the session bus refused to pass the portal's signals"
        }
        let namespaces = DBusValue.array(element: "s", PortalSettings.namespaces.map { DBusValue.string($0) })
        switch call(connection, destination: Self.busName, path: Self.path, interface: Self.interface, member: "ReadAll",
                    arguments: [namespaces]) {
        case .answered(let answer):
            settings.replace(withReadAll: answer.first ?? .array(element: "{sa{sv}}", []))
            publish()
            mailbox.finishFirstReading(status: "portal (\(Self.busName))")
        case .failed(let reason):
            return "no portal: \(reason)"
        case .hungUp:
            return "no portal: the session bus hung up"
        }
        listen(connection)
        return nil
    }

    /// Without the portal: GNOME's settings as `gsettings` reads them, then followed with `gsettings monitor` until
    /// the watch stops. The monitors start ``monitorDelay`` after the first reading is published, so their processes do
    /// not compete with the first frame for the processor; the settings are read once more when they run, so no change
    /// falls between.
    private func fallBack(because reason: String) {
        guard let gsettings = Subprocess.executable(named: "gsettings", searchPath: environment["PATH"] ?? "") else {
            mailbox.finishFirstReading(status: "off: \(reason), and no gsettings")
            return
        }
        settings = GnomeSettings.read(with: gsettings)
        publish()
        mailbox.finishFirstReading(status: "gsettings (\(reason))")
        var poked = pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&poked, 1, Int32(Self.monitorDelay * 1000))  // the watch's stop pokes the pipe
        pipe.drain()
        guard !mailbox.isStopping else { return }
        // The main thread's stop ends the monitors it finds here, under the lock; one reaped is taken out first, under the
        // same lock, so no signal ever reaches a process id used again.
        let monitor = GnomeSettingsMonitor(program: gsettings) { [mailbox] pid in
            mailbox.shared.withLock { $0.monitors.removeAll { $0 == pid } }
        }
        defer { monitor.stop() }
        let stopped = mailbox.shared.withLock { shared in
            if !shared.stopping { shared.monitors = monitor.processIdentifiers }
            return shared.stopping
        }
        guard !stopped else { return }
        let again = GnomeSettings.read(with: gsettings)
        if again != settings {
            settings = again
            publish()
        }
        while monitor.isRunning, !mailbox.isStopping {
            var fds = ([pipe.readEnd] + monitor.fileDescriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), -1)
            pipe.drain()
            if monitor.read(into: &settings) { publish() }
        }
    }

    private func publish() {
        if mailbox.publish(settings.preferences) { wake() }
    }

    /// Follows `SettingChanged` until the watch stops or the bus closes.
    private func listen(_ connection: OpaquePointer) {
        var fd: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &fd) != 0 else { return }
        while !mailbox.isStopping {
            _ = dbus_connection_read_write(connection, 0)
            var changed = false
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { continue }
                let arguments = DBusMessageCodec.arguments(of: message)
                guard arguments.count == 3, let namespace = arguments[0].stringValue, let key = arguments[1].stringValue else { continue }
                settings.set(namespace: namespace, key: key, value: arguments[2])
                changed = true
            }
            if changed { publish() }  // a burst of signals is one reading
            guard dbus_connection_get_is_connected(connection) != 0 else {
                mailbox.shared.withLock { $0.status = "off: the session bus closed (the last settings read stay)" }
                return
            }
            if dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS { continue }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, -1)
            pipe.drain()  // after the poll, before the stop is looked at again: a poke never goes unseen
        }
    }

    /// What a method call came to.
    private enum CallOutcome {
        /// The answer's arguments.
        case answered([DBusValue])
        /// The error's name and message (or no answer in time).
        case failed(String)
        /// The connection closed.
        case hungUp

        var answer: [DBusValue]? {
            if case .answered(let values) = self { return values }
            return nil
        }
    }

    /// Calls a method and waits up to ``timeout`` for its answer.
    private func call(_ connection: OpaquePointer, destination: String, path: String, interface: String, member: String,
                      arguments: [DBusValue]) -> CallOutcome {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return .failed("out of memory") }
        defer { dbus_message_unref(message) }
        DBusMessageCodec.append(arguments, to: message)
        var error = cdbus_error_make()
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, Int32(Self.timeout * 1000), &error) else {
            let reason = DBusHello.describe(&error)
            return dbus_connection_get_is_connected(connection) == 0 ? .hungUp : .failed(reason)
        }
        defer { dbus_message_unref(reply) }
        return .answered(DBusMessageCodec.arguments(of: reply))
    }
}
