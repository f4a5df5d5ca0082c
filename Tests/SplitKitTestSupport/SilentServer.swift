// A Unix socket server that accepts connections and never answers: a hung D-Bus or X server, for tests.
import Foundation

/// Listens on a Unix socket; clients connect (the kernel accepts them into the backlog) and wait forever for a
/// first byte that never comes. ``waitForClient(seconds:)`` accepts one, to know a client got that far.
public final class SilentServer: @unchecked Sendable {  // used by one test at a time
    /// Where it listens.
    public let path: String
    private let descriptor: Int32
    private var clients: [Int32] = []

    /// A server listening at `path`, or nil when the socket cannot be made there.
    public init?(path: String) {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Foundation.close(fd)
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        unlink(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            Foundation.close(fd)
            return nil
        }
        self.path = path
        descriptor = fd
    }

    /// A silent X server on the first display number of `numbers` nobody holds (neither lock file nor socket), and
    /// its `DISPLAY`. Makes `/tmp/.X11-unix` as an X server does (sticky, writable by all) on a machine where no X
    /// server has run yet.
    public static func xDisplay(numbers: ClosedRange<Int>) -> (String, SilentServer)? {
        guard makeSocketFolder(Self.xSocketFolder) else { return nil }
        let taken = abstractXSockets()
        for n in numbers where !taken.contains(n) && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
            && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
            if let server = SilentServer(path: "/tmp/.X11-unix/X\(n)") { return (":\(n)", server) }
        }
        return nil
    }

    /// The display numbers whose abstract socket (`@/tmp/.X11-unix/XN`) is open in this network namespace: Xlib tries
    /// it before the file, so a real server there would answer instead of the silent one, and a private /tmp (a clean
    /// run under `unshare --mount`) hides its lock and socket files.
    static func abstractXSockets() -> Set<Int> {
        guard let table = try? String(contentsOfFile: "/proc/net/unix", encoding: .utf8) else { return [] }
        let prefix = "@/tmp/.X11-unix/X"
        return Set(table.split(separator: "\n").compactMap { line -> Int? in
            guard let name = line.split(separator: " ").last, name.hasPrefix(prefix) else { return nil }
            return Int(name.dropFirst(prefix.count))
        })
    }

    /// Where X servers put their sockets.
    public static let xSocketFolder = "/tmp/.X11-unix"

    /// Makes `path` with mode 1777 (sticky, writable by all, as X servers and systemd's tmpfiles make
    /// `/tmp/.X11-unix`) unless it is there; true when it is a folder afterwards.
    static func makeSocketFolder(_ path: String) -> Bool {
        if mkdir(path, 0o1777) == 0 {
            chmod(path, 0o1777)  // mkdir's mode is masked by the umask
        }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Waits up to `seconds` for a client to connect, and keeps it connected (and unanswered).
    public func waitForClient(seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) == 1 else { return false }
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return false }
        clients.append(client)
        return true
    }

    /// Waits up to `seconds` for a client, reads its first line (D-Bus's `AUTH …`) and answers `OK` as a bus does,
    /// then says nothing more, like the rest of this server: a bus that lets clients in and never answers `Hello`.
    public func authenticateClient(seconds: Double) -> Bool {
        guard waitForClient(seconds: seconds), let client = clients.last else { return false }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        while !(line.count >= 2 && line.suffix(2) == [13, 10]) {
            guard poll(&poller, 1, Int32(seconds * 1000)) == 1, read(client, &byte, 1) == 1 else { return false }
            line.append(byte)
        }
        let ok = Array("OK 0123456789abcdef0123456789abcdef\r\n".utf8)
        return write(client, ok, ok.count) == ok.count
    }

    /// A silent server at a new path in /tmp (a socket's path must be short), and its D-Bus address (`unix:path=…`).
    public static func bus() -> (String, SilentServer)? {
        SilentServer(path: "/tmp/silent-bus-\(UUID().uuidString.prefix(8))").map { ("unix:path=" + $0.path, $0) }
    }

    /// Closes the clients and the socket, and removes it.
    public func close() {
        for client in clients { Foundation.close(client) }
        Foundation.close(descriptor)
        unlink(path)
    }
}
