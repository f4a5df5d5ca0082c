// Moving a file that could not be read out of the way, so that writing a new one never destroys it.
import FoundationEssentials
import Glibc

/// Files an app could not make sense of, kept for the user rather than overwritten.
public enum CorruptFile {
    /// Renames the file at `path` to `NAME.corrupt-YYYYMMDD-HHMMSS` (UTC; `-2`, `-3` ... when taken) and returns
    /// the new path; nil when it could not be moved.
    public static func setAside(_ path: String, now: Date) -> String? {
        let base = path + ".corrupt-" + stamp(now)
        for n in 1...1000 {
            let candidate = n == 1 ? base : base + "-\(n)"
            if FileManager.default.fileExists(atPath: candidate) { continue }
            // A hard link never replaces another file (two corrupt files in one second keep both).
            if link(path, candidate) == 0 { return unlink(path) == 0 ? candidate : nil }
            if errno == EEXIST { continue }
            return rename(path, candidate) == 0 ? candidate : nil  // a file system without hard links
        }
        return nil
    }

    /// `date` in UTC as `yyyyMMdd-HHmmss`.
    private static func stamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down)), parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)" + two(parts.tm_mon + 1) + two(parts.tm_mday) + "-" + two(parts.tm_hour) + two(parts.tm_min) + two(parts.tm_sec)
    }
}
