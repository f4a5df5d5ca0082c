// Where the desktop session's D-Bus bus is, by libdbus's rules: one rule for every part that looks for it.
import FoundationEssentials
import Glibc

/// The desktop session's message bus (D-Bus), found where libdbus looks for it.
///
/// Both parts of splitview that look for the session bus use this rule, and both check that the socket exists:
/// SplitKitSDL's guard that hides a silent bus from SDL while it starts, and SplitKitATSPI's search for the accessibility bus.
public enum SessionBus {
    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS` when it is set and not empty, else
    /// `unix:path=$XDG_RUNTIME_DIR/bus` when XDG_RUNTIME_DIR is set and not empty and `fileExists` says the socket
    /// is there; nil with neither. libdbus's X11 autolaunch, which would start a bus of its own, is never the answer.
    public static func address(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }
}
