// D-Bus addresses as libdbus reads them, so the bus probe tries the sockets SDL's libdbus would, in the same order.
import FoundationEssentials
import Glibc

/// One alternative of a D-Bus address (`transport:key=value,…`), with its values unescaped.
///
/// An address is a `;`-separated list of alternatives that libdbus tries in order until one connects; each names a
/// transport and its keys, whose values may escape any byte as `%XX` (`unix:path=/run/user/1000/bus`,
/// `unix:abstract=/tmp/dbus-x,guid=…`, `tcp:host=localhost,port=12345`).
struct DBusAddress: Equatable, Sendable {
    /// The transport: `unix`, `tcp`, `launchd`, `autolaunch` …
    var transport: String
    /// The keys and their unescaped values.
    var keys: [String: String]

    /// The alternatives of `address` in the order libdbus tries them, or nil when it is not a D-Bus address (libdbus
    /// refuses it at once then). Empty alternatives (`a;;b`, a trailing `;`) are skipped.
    static func alternatives(_ address: String) -> [DBusAddress]? {
        var found: [DBusAddress] = []
        for entry in address.split(separator: ";", omittingEmptySubsequences: true) {
            guard let colon = entry.firstIndex(of: ":"), colon != entry.startIndex else { return nil }
            var keys: [String: String] = [:]
            for pair in entry[entry.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: true) {
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex,
                      let value = unescape(pair[pair.index(after: equals)...]) else { return nil }
                keys[String(pair[..<equals])] = value
            }
            found.append(DBusAddress(transport: String(entry[..<colon]), keys: keys))
        }
        return found
    }

    /// A value with its `%XX` escapes decoded; nil when an escape is cut short or not hex.
    private static func unescape(_ value: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = value.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = rest.prefix(2)
            guard digits.count == 2, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                  let decoded = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
            bytes.append(decoded)
            rest = rest.dropFirst(2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a client connects for this alternative when it is a Unix socket: `unix:path=` (a file) or
    /// `unix:abstract=` (Linux's abstract namespace). Nil for any other transport, and for `unix:dir=`, `tmpdir=` and
    /// `runtime=`, which only a server listens on.
    var unixSocket: UnixSocketAddress? {
        guard transport == "unix" else { return nil }
        if let path = keys["path"] { return .path(path) }
        if let name = keys["abstract"] { return .abstract(name) }
        return nil
    }
}

/// A Unix socket's address: a path in the file system, or a name in Linux's abstract namespace.
enum UnixSocketAddress: Equatable, Sendable {
    case path(String)
    case abstract(String)

    /// As D-Bus writes it: `unix:path=…`, `unix:abstract=…`.
    var description: String {
        switch self {
        case .path(let path): "unix:path=\(path)"
        case .abstract(let name): "unix:abstract=\(name)"
        }
    }
}
