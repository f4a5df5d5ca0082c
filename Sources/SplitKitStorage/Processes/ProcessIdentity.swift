// Which process made a file, in a form that outlives it: a temporary file's name says whose it is, so a clean-up can
// prove its maker gone before it removes it.
import FoundationEssentials
import Glibc

/// A process as it can be told apart from every other, across process id reuse and reboots: its id, when it started
/// (clock ticks after boot, /proc/PID/stat's 22nd field) and the boot it ran in (the first 8 hex digits of
/// /proc/sys/kernel/random/boot_id). Written into names as `PID-START-BOOT`.
struct ProcessIdentity: Hashable, Sendable {
    var pid: Int32
    /// When the process started, in clock ticks after boot; 0 when the system did not say.
    var start: UInt64
    /// The boot the process ran in; "0" when the system did not say.
    var boot: String

    /// This process.
    static let current = ProcessIdentity(pid: getpid(), start: startTime(of: getpid()) ?? 0, boot: currentBoot() ?? "0")

    /// As written in names: `PID-START-BOOT`.
    var tag: String { "\(pid)-\(start)-\(boot)" }

    init(pid: Int32, start: UInt64, boot: String) {
        self.pid = pid
        self.start = start
        self.boot = boot
    }

    /// Reads a ``tag``; nil when `tag` is not one.
    init?(tag: Substring) {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let pid = Int32(parts[0]), pid > 0, let start = UInt64(parts[1]),
              !parts[2].isEmpty, parts[2].allSatisfy(\.isHexDigit) else { return nil }
        self.init(pid: pid, start: start, boot: String(parts[2]))
    }

    /// False only when this process is provably gone: it ran in another boot, or no process has its id now, or the
    /// one that has it started at another time (the id was reused). True whenever the system cannot tell.
    var mayBeRunning: Bool {
        let thisBoot = ProcessIdentity.current.boot
        if boot != "0", thisBoot != "0", boot != thisBoot { return false }
        if kill(pid, 0) != 0, errno == ESRCH { return false }
        guard start != 0, let now = Self.startTime(of: pid) else { return true }
        return now == start
    }

    /// When process `pid` started, in clock ticks after boot; nil when /proc does not say.
    static func startTime(of pid: Int32) -> UInt64? {
        // starttime is field 22: the 20th after the name, from the state (field 3) on.
        guard let fields = status(of: pid)?.fields, fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }

    /// Process `pid`'s /proc/PID/stat: its name (in parentheses there, spaces and all) and the fields after it, from
    /// its state (field 3: `R`, `S`, `T` for stopped …) on; nil when /proc does not say.
    static func status(of pid: Int32) -> (name: Substring, fields: [Substring])? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close else { return nil }
        return (stat[stat.index(after: open)..<close], stat[stat.index(after: close)...].split(separator: " "))
    }

    /// The first 8 hex digits of this boot's id; nil when the system does not say.
    private static func currentBoot() -> String? {
        guard let id = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return nil }
        let digits = id.filter(\.isHexDigit).prefix(8).lowercased()
        return digits.count == 8 ? digits : nil
    }
}
