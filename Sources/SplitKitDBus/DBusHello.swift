// Joining a D-Bus bus within a deadline: libdbus's dbus_bus_register (and so dbus_bus_get) waits 25 s for Hello.
import CDBus
import FoundationEssentials
import Glibc

/// Opens a private connection to a bus and registers on it (the bus's `Hello`) within a deadline, so a bus that
/// accepts connections and never answers costs at most that long.
package enum DBusHello {
    /// Why the bus could not be joined; `didNotAnswer` when it accepted the connection and then said nothing in time.
    package struct Failure: Error, Sendable {
        package var message: String
        package var didNotAnswer: Bool

        package init(message: String, didNotAnswer: Bool) {
            self.message = message
            self.didNotAnswer = didNotAnswer
        }
    }

    /// A private connection to `address`, registered on the bus with its unique name set, within `timeout` seconds
    /// (the authentication and `Hello` together). The caller closes and unrefs it.
    package static func connect(_ address: String, timeout: Double) -> Result<OpaquePointer, Failure> {
        _ = dbus_threads_init_default()
        var error = cdbus_error_make()
        guard let connection = dbus_connection_open_private(address, &error) else {
            return .failure(Failure(message: "cannot connect to \(address) (\(describe(&error)))", didNotAnswer: false))
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        func fail(_ failure: Failure) -> Result<OpaquePointer, Failure> {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return .failure(failure)
        }
        guard let hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello") else {
            return fail(Failure(message: "out of memory", didNotAnswer: false))
        }
        defer { dbus_message_unref(hello) }
        guard let reply = waitForReply(to: hello, on: connection, timeout: timeout) else {
            return fail(Failure(message: "the bus at \(address) did not answer within \(seconds(timeout))", didNotAnswer: true))
        }
        defer { dbus_message_unref(reply) }
        if dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_ERROR {
            let name = dbus_message_get_error_name(reply).map { String(cString: $0) } ?? "an error"
            return fail(Failure(message: "the bus at \(address) refused us (\(name))", didNotAnswer: false))
        }
        guard let name = DBusMessageCodec.arguments(of: reply).first?.stringValue, dbus_bus_set_unique_name(connection, name) != 0 else {
            return fail(Failure(message: "the bus at \(address) gave no name", didNotAnswer: false))
        }
        return .success(connection)
    }

    /// The reply to `message`, or nil when none came within `timeout` seconds or the connection closed. Not libdbus's
    /// `dbus_connection_send_with_reply_and_block`: while the connection authenticates (before any message can go) it
    /// waits in `poll(-1)` whatever its timeout, so a bus that accepts and never answers held it forever. Here the
    /// connection is driven in steps of at most 100 ms until the deadline.
    private static func waitForReply(to message: OpaquePointer, on connection: OpaquePointer, timeout: Double) -> OpaquePointer? {
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(connection, message, &pending, Int32((timeout * 1000).rounded())) != 0,
              let pending else { return nil }
        defer { dbus_pending_call_unref(pending) }
        let clock = ContinuousClock(), deadline = clock.now + .milliseconds(Int((timeout * 1000).rounded()))
        while dbus_pending_call_get_completed(pending) == 0 {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            let step = min(100, max(1, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            guard dbus_connection_read_write_dispatch(connection, step) != 0 else { break }  // disconnected
        }
        guard dbus_pending_call_get_completed(pending) != 0 else {
            dbus_pending_call_cancel(pending)
            return nil
        }
        return dbus_pending_call_steal_reply(pending)
    }

    /// Whether the bus at `address` can be joined within `timeout` seconds (the connection is closed again).
    package static func check(_ address: String, timeout: Double) -> Result<Void, Failure> {
        connect(address, timeout: timeout).map { connection in
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
    }

    /// The error's name and message, and frees it.
    package static func describe(_ error: inout DBusError) -> String {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else { return "no reason given" }
        let name = error.name.map { String(cString: $0) } ?? ""
        let text = error.message.map { String(cString: $0) } ?? ""
        return name.isEmpty ? text : "\(name): \(text)"
    }

    /// "2 s", "0.5 s".
    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
