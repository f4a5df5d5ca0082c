// Where the accessibility bus is, from the environment and the session bus.
import FoundationEssentials
import Glibc
import SplitKitStorage

/// Where the accessibility bus is: `AT_SPI_BUS_ADDRESS`, else what `org.a11y.Bus` on the session bus says. The
/// session bus is where SplitKitStorage's `SessionBus` rule says: `DBUS_SESSION_BUS_ADDRESS` or `$XDG_RUNTIME_DIR/bus`;
/// with neither there is none (libdbus's X11 autolaunch, which would start a bus of its own, is never used).
enum ATSPIBusAddress {
    struct Failure: Error, Equatable {
        var message: String
    }

    static func find(environment: [String: String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
                     askSessionBus: (String) -> Result<String, Failure>) -> Result<String, Failure> {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return .success(address) }
        guard let session = SessionBus.address(environment: environment, fileExists: fileExists) else {
            return .failure(Failure(message: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        }
        return askSessionBus(session)
    }
}
