// Whether a D-Bus bus answers, asked over a plain Unix socket: SplitKitSDL checks the buses SDL joins without linking
// libdbus (the AT-SPI bridge, which needs libdbus, lives in SplitKitATSPI).
import FoundationEssentials
import Glibc

/// Asks the bus at a D-Bus address whether it answers within a deadline, speaking just enough of the protocol to
/// get as far as libdbus's own joining does: the connection, the authentication (`AUTH EXTERNAL` with our user id,
/// answered `OK …`) and the bus's `Hello`, whose reply ends the wait.
///
/// libdbus's blocking connect, its authentication (a `poll` without a timeout) and its `Hello` (25 s) are each
/// where a bus that accepts connections and never answers holds a program; the probe waits for the same steps, all
/// within one deadline, and never blocks: the socket is non-blocking and every wait is a `poll` bounded by the time
/// left. Only Unix sockets are probed (`unix:path=`, `unix:abstract=`): a bus on any other transport (`tcp:`,
/// `nonce-tcp:`, `launchd:`, `autolaunch:`, `unixexec:` …) is ``Outcome/unchecked(_:)``, and left to SDL to join as
/// it would.
enum BusProbe {
    /// What the probe found.
    enum Outcome: Equatable, Sendable {
        /// The bus replied to `Hello`: libdbus joins it at once.
        case answered
        /// It took the connection and said nothing within the time given: libdbus would wait for it.
        case silent
        /// Nothing to wait for (no alternative took the connection, or the bus refused us or hung up): libdbus gives
        /// up at once too. Says why.
        case refused(String)
        /// A transport the probe does not speak, reached before any Unix socket took the connection (its name).
        case unchecked(String)
    }

    /// What the bus at `address` does within `timeout` seconds. Alternatives are tried in order, as libdbus tries
    /// them: the first Unix socket that takes the connection is the bus.
    static func check(_ address: String, timeout: Double) -> Outcome {
        guard let alternatives = DBusAddress.alternatives(address), !alternatives.isEmpty else {
            return .refused("\(address) is not a D-Bus address")
        }
        let deadline = ContinuousClock.now + .milliseconds(Int((timeout * 1000).rounded()))
        var reasons: [String] = []
        for alternative in alternatives {
            guard let socketAddress = alternative.unixSocket else { return .unchecked(alternative.transport) }
            switch connect(to: socketAddress, before: deadline) {
            case .failed(let reason): reasons.append(reason)
            case .timedOut: return .silent
            case .connected(let fd):
                defer { close(fd) }
                return converse(on: fd, before: deadline)
            }
        }
        return .refused(reasons.joined(separator: "; "))
    }

    /// The authentication and `Hello` on a connected socket.
    private static func converse(on fd: Int32, before deadline: ContinuousClock.Instant) -> Outcome {
        // libdbus starts with a NUL byte (where credentials may travel) and offers EXTERNAL first: our uid in hex digits.
        let uid = Array(String(getuid()).utf8).map { byte in String(byte, radix: 16) }.joined()
        let answer = send([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8), on: fd, before: deadline)
            ?? receive(on: fd, before: deadline, until: { $0.count >= 2 && $0.suffix(2) == [13, 10] })
        switch answer {
        case .timedOut: return .silent
        case .closed: return .refused("it hung up during authentication")
        case .received(let line):
            guard line.starts(with: Array("OK ".utf8)) else {
                return .refused("it refused the authentication (\(String(decoding: line.dropLast(2), as: UTF8.self)))")
            }
        }
        // A message's fixed header is 16 bytes; the first message back is the reply (or an error) to Hello.
        switch send(Array("BEGIN\r\n".utf8) + hello, on: fd, before: deadline) ?? receive(on: fd, before: deadline, until: { $0.count >= 16 }) {
        case .timedOut: return .silent
        case .closed: return .refused("it hung up after authentication")
        case .received: return .answered
        }
    }

    /// The bus's `Hello` method call as libdbus marshals it: little-endian, serial 1, no body; its header fields
    /// are the path, destination, interface and member, each an 8-byte-aligned (code, variant) structure.
    static let hello: [UInt8] = {
        func uint32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func pad(_ bytes: inout [UInt8], to alignment: Int) {
            while bytes.count % alignment != 0 { bytes.append(0) }
        }
        var fields: [UInt8] = []  // starts at offset 16, a multiple of 8, so alignment within it is alignment in the message
        for (code, type, value) in [(1, "o", "/org/freedesktop/DBus"), (6, "s", "org.freedesktop.DBus"),
                                    (2, "s", "org.freedesktop.DBus"), (3, "s", "Hello")] {
            pad(&fields, to: 8)
            fields += [UInt8(code), 1, UInt8(ascii: type.unicodeScalars.first!), 0]  // the variant's signature: one type
            fields += uint32(value.utf8.count) + Array(value.utf8) + [0]
        }
        var message: [UInt8] = [UInt8(ascii: "l"), 1, 0, 1] + uint32(0) + uint32(1) + uint32(fields.count) + fields
        pad(&message, to: 8)  // the (empty) body starts 8-byte aligned
        return message
    }()

    /// What a non-blocking connect came to.
    private enum Connection {
        case connected(Int32)
        case failed(String)
        case timedOut
    }

    /// A non-blocking connection to `address`. A listener whose backlog is full keeps a connect waiting: libdbus's
    /// blocking connect would wait there, so that counts as no answer when the deadline passes.
    private static func connect(to address: UnixSocketAddress, before deadline: ContinuousClock.Instant) -> Connection {
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        let name: [UInt8]
        switch address {
        case .path(let path): name = Array(path.utf8) + [0]
        case .abstract(let abstract): name = [0] + Array(abstract.utf8)  // no terminating NUL: the length says where it ends
        }
        guard name.count <= MemoryLayout.size(ofValue: socketAddress.sun_path) else {
            return .failed("\(address.description): the name is too long for a Unix socket")
        }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: name) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failed("\(address.description): no socket (\(String(cString: strerror(errno))))") }
        func attempt() -> Int32 {
            withUnsafePointer(to: &socketAddress) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) } }
        }
        var error: Int32 = 0
        while attempt() != 0 {
            error = errno
            // EAGAIN: the listener's backlog is full (Linux answers a non-blocking connect so), where libdbus's blocking
            // connect would wait; so does the probe, trying again every 50 ms until the deadline.
            guard error == EAGAIN else { break }
            guard ContinuousClock.now < deadline else {
                close(fd)
                return .timedOut
            }
            usleep(50_000)
            error = 0
        }
        if error == 0 { return .connected(fd) }
        if error == EINPROGRESS {  // not what Unix sockets do today, but allowed: the connection completes when writable
            guard wait(for: Int16(POLLOUT), on: fd, before: deadline) else {
                close(fd)
                return .timedOut
            }
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
            if error == 0 { return .connected(fd) }
        }
        close(fd)
        return .failed("\(address.description): \(String(cString: strerror(error)))")
    }

    /// Sends all of `bytes`: nil once they are sent, else what stopped it (the deadline, or the peer gone).
    private static func send(_ bytes: [UInt8], on fd: Int32, before deadline: ContinuousClock.Instant) -> Reading? {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                sent += n
            } else if n < 0, errno == EAGAIN || errno == EINTR {
                guard wait(for: Int16(POLLOUT), on: fd, before: deadline) else { return .timedOut }
            } else {
                return .closed
            }
        }
        return nil
    }

    /// What a read came to.
    private enum Reading {
        case received([UInt8])
        case closed
        case timedOut
    }

    /// Reads until `complete` says the bytes so far are enough, the peer hangs up, or the deadline passes.
    private static func receive(on fd: Int32, before deadline: ContinuousClock.Instant, until complete: ([UInt8]) -> Bool) -> Reading {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !complete(bytes) {
            guard wait(for: Int16(POLLIN), on: fd, before: deadline) else { return .timedOut }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return .closed }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                return .closed
            }
            bytes += buffer[..<n]
        }
        return .received(bytes)
    }

    /// Waits for `events` on `fd` until the deadline; false when they did not come (or the socket failed).
    private static func wait(for events: Int16, on fd: Int32, before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let milliseconds = min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000)
            var poller = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
    }
}
