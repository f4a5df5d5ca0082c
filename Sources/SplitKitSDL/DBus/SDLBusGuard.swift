// SDL 2.26 joins the session and system buses inside SDL_Init with no deadline: a bus that accepts and never answers
// kept the window from ever opening. Buses that do not answer within 2 s are hidden from SDL while it starts.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitStorage
import Synchronization

/// Checks the D-Bus buses SDL is about to join before it starts, and hides those that do not answer in time.
///
/// SDL 2.26's `SDL_InitSubSystem` calls `SDL_DBus_Init` (`src/core/linux/SDL_dbus.c`), which calls libdbus's
/// `dbus_bus_get_private` for the session bus, then the system bus: each connects and sends `Hello` with libdbus's
/// default timeout of 25 s, and the authentication before it waits in `poll(-1)` without any, so a bus that accepts
/// connections and never answers holds `SDL_Init` forever. SDL has no hint to skip D-Bus (it uses it for input
/// methods and to keep the screen saver off). So each bus is asked here first, all at once, within 2 s, as
/// far as libdbus's joining goes (over a plain socket: SplitKitSDL does not link libdbus); one that does
/// not answer is replaced, for the time `SDL_Init` takes, by an address that fails at once (SDL then gives D-Bus up
/// for good: for the session bus it stops trying; the system bus is optional to it), and one line says so. libdbus
/// reads the bus addresses once per process, so putting the environment back after changes nothing for SDL, and the
/// rest of the program sees the environment as it was.
///
/// ``SDLVideo/start(environment:report:)`` applies it; a host that calls `SDL_Init` itself wraps the call:
/// `try SDLBusGuard.run(report: { print("warning: \($0)") }) { SDL_Init(SDL_INIT_VIDEO | SDL_INIT_AUDIO) }`.
public enum SDLBusGuard {
    /// How long a bus may take to answer.
    static let timeout = 2.0
    /// An address that fails at once: `/dev/null` is not a socket.
    static let failingAddress = "unix:path=/dev/null"

    /// A bus SDL joins: the environment variable naming it, what it is called, and the address libdbus would use.
    struct Bus: Hashable, Sendable {
        var variable: String
        var name: String
        var address: String
    }

    /// The buses SDL would join, with libdbus's addresses: the session bus by SplitKitStorage's `SessionBus` rule
    /// (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` when it exists; with neither, libdbus's X11 autolaunch
    /// is left alone); `DBUS_SYSTEM_BUS_ADDRESS`, else `/var/run/dbus/system_bus_socket` when it exists.
    static func buses(environment: [String: String], fileExists: (String) -> Bool) -> [Bus] {
        var buses: [Bus] = []
        if let session = SessionBus.address(environment: environment, fileExists: fileExists) {
            buses.append(Bus(variable: "DBUS_SESSION_BUS_ADDRESS", name: "session bus", address: session))
        }
        if let system = environment["DBUS_SYSTEM_BUS_ADDRESS"], !system.isEmpty {
            buses.append(Bus(variable: "DBUS_SYSTEM_BUS_ADDRESS", name: "system bus", address: system))
        } else if fileExists("/var/run/dbus/system_bus_socket") {
            buses.append(Bus(variable: "DBUS_SYSTEM_BUS_ADDRESS", name: "system bus", address: "unix:path=/var/run/dbus/system_bus_socket"))
        }
        return buses
    }

    /// The buses of `buses` that did not answer within 2 s, checked all at once (so the wait is at most
    /// ``timeout`` however many there are). A bus that refuses at once is not among them: SDL finds that quickly.
    /// Nor is one on a transport other than a Unix socket (`tcp:`, `launchd:`, `autolaunch:` …), which the probe does
    /// not speak: SDL joins it as it would without the guard.
    static func silentBuses(_ buses: [Bus]) -> [Bus] {
        let silent = Mutex<Set<Bus>>([])
        let group = DispatchGroup()
        for bus in buses {
            group.enter()
            DetachedThread.startOrRunHere("D-Bus check") {
                if BusProbe.check(bus.address, timeout: timeout) == .silent {
                    silent.withLock { _ = $0.insert(bus) }
                }
                group.leave()
            }
        }
        group.wait()
        let found = silent.withLock { $0 }
        return buses.filter(found.contains)
    }

    /// Runs `start` (SDL_Init) with each bus that does not answer within 2 s hidden from it, saying so
    /// through `report`, and puts the environment back afterwards. Changes the process's environment for that
    /// moment: call it while no other thread reads the environment (as a window opens).
    public static func run<T>(environment: [String: String] = ProcessInfo.processInfo.environment, report: (String) -> Void,
                       _ start: () throws -> T) rethrows -> T {
        let silent = silentBuses(buses(environment: environment, fileExists: { FileManager.default.fileExists(atPath: $0) }))
        for bus in silent {
            report("the D-Bus \(bus.name) at \(bus.address) did not answer within \(Self.seconds(timeout)); "
                + "the window opens without it" + (bus.variable == "DBUS_SESSION_BUS_ADDRESS"
                    ? " (no input methods, screen saver inhibition or screen readers)" : ""))
            setenv(bus.variable, failingAddress, 1)
        }
        defer {
            for bus in silent {
                if let before = environment[bus.variable] { setenv(bus.variable, before, 1) } else { unsetenv(bus.variable) }
            }
        }
        return try start()
    }

    /// "2 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        "\(NumberForm.western.format(value)) s"
    }
}
