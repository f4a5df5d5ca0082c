// A crash ends the process at once, so its window goes with it instead of freezing on screen.
import CSDL2  // before CSDLPlatform, in every file (ModuleImportsTests says why)
import CSDLPlatform
import FoundationEssentials
import Glibc

/// Fatal signals end the program with a one-line message.
public enum CrashExit {
    /// Replaces the Swift runtime's crash handler unless `SWIFT_BACKTRACE` is set: the runtime's backtracer
    /// waits 15 s for GPU driver threads that never answer, leaving a dead window on screen meanwhile.
    /// With `SWIFT_BACKTRACE` set (for example `enable=yes`) the runtime's backtraces are kept.
    public static func install(program: String) {
        guard ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil else { return }
        csdl_platform_install_crash_exit(program)
    }
}
