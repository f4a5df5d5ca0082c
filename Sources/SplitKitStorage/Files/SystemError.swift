// The C library's reason for the last failed system call, as text for error messages.
import FoundationEssentials
import Glibc

/// Helpers shared by the platform files.
enum SystemError {
    /// `strerror(errno)`, for example "No space left on device".
    static func last() -> String { String(cString: strerror(errno)) }

    /// "`doing`: `strerror(errno)`".
    static func last(_ doing: String) -> String { "\(doing): \(last())" }
}
