// A D-Bus bus that accepts connections and never answers: SDL's start-up is kept from it. The probe that finds it
// speaks to the socket itself (SplitKitSDL does not link libdbus): checked against a silent server, a full backlog,
// real dbus-daemons on a path and in the abstract namespace, and addresses it leaves to SDL.
import Foundation
import Synchronization
import Testing
import SplitKitTestSupport
@testable import SplitKitSDL

@Suite("A bus that never answers", .serialized)
struct SilentBusTests {
    @Test func theProbeGivesUpOnASilentBusAfterTheTimeout() throws {
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        let outcome = within(10) { BusProbe.check(address, timeout: 0.5) }
        #expect(outcome == .silent, "BusProbe.check did not return within 10 s, or called a silent bus something else")
    }

    /// A listener that stops accepting keeps connects waiting once its backlog is full; libdbus's blocking connect
    /// would wait there.
    @Test func aFullBacklogIsSilentToo() throws {
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        var waiting: [Int32] = []
        defer { waiting.forEach { close($0) } }
        for _ in 0..<64 {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            var target = sockaddr_un()
            target.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &target.sun_path) { $0.copyBytes(from: Array(server.path.utf8) + [0]) }
            let result = withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            waiting.append(fd)
            if result != 0 { break }  // full
        }
        #expect(within(10) { BusProbe.check(address, timeout: 0.5) } == .silent)
    }

    /// libdbus waits 25 s for the reply to `Hello`, so the probe waits for it too.
    @Test func aBusThatAuthenticatesAndNeverAnswersHelloIsSilent() throws {
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        let served = DispatchSemaphore(value: 0)
        let authenticated = Mutex(false)
        Thread {
            authenticated.withLock { $0 = server.authenticateClient(seconds: 5) }
            served.signal()
        }.start()
        #expect(within(10) { BusProbe.check(address, timeout: 1) } == .silent)
        served.wait()
        #expect(authenticated.withLock { $0 }, "the probe never got as far as authenticating")
    }

    @Test func aRealBusAnswersHelloOnAPathAndInTheAbstractNamespace() throws {
        for listen in [nil, "unix:abstract=/tmp/splitkit-probe-\(UUID().uuidString.prefix(8))"] {
            let daemon = try TestBusDaemon(listenAddress: listen)
            defer { daemon.stop() }
            let address = daemon.address
            #expect(within(10) { BusProbe.check(address, timeout: 2) } == .answered, "\(address)")
            // The second alternative, after one that is not there (libdbus tries them in order).
            #expect(within(10) { BusProbe.check("unix:path=/nonexistent/bus;" + address, timeout: 2) } == .answered)
        }
    }

    @Test func aBusThatIsNotThereOrNotAUnixSocketIsNotCountedAsSilent() throws {
        #expect(BusProbe.check("unix:path=/nonexistent/bus", timeout: 0.5) == .refused("unix:path=/nonexistent/bus: No such file or directory"))
        #expect(BusProbe.check("unix:path=/dev/null", timeout: 0.5) == .refused("unix:path=/dev/null: Connection refused"))
        #expect(BusProbe.check("tcp:host=localhost,port=1", timeout: 0.5) == .unchecked("tcp"))
        #expect(BusProbe.check("autolaunch:", timeout: 0.5) == .unchecked("autolaunch"))
        #expect(BusProbe.check("unix:path=/nonexistent/bus;launchd:env=X", timeout: 0.5) == .unchecked("launchd"))
        #expect(BusProbe.check("nonsense", timeout: 0.5) == .refused("nonsense is not a D-Bus address"))
    }

    @Test func addressesAreReadAsLibdbusReadsThem() {
        #expect(DBusAddress.alternatives("unix:path=/run/user/5/bus") == [DBusAddress(transport: "unix", keys: ["path": "/run/user/5/bus"])])
        let two = DBusAddress.alternatives("unix:abstract=/tmp/dbus-x,guid=12ab;;tcp:host=h%2cx,port=9;")
        #expect(two == [DBusAddress(transport: "unix", keys: ["abstract": "/tmp/dbus-x", "guid": "12ab"]),
                        DBusAddress(transport: "tcp", keys: ["host": "h,x", "port": "9"])])
        #expect(two?.map(\.unixSocket) == [.abstract("/tmp/dbus-x"), nil])
        #expect(DBusAddress.alternatives("unix:path=%2Ftmp%2Fa%20b")?.first?.unixSocket == .path("/tmp/a b"))
        #expect(DBusAddress.alternatives("unix:tmpdir=/tmp")?.first?.unixSocket == nil)  // a server's address, not a client's
        #expect(DBusAddress.alternatives("nocolon") == nil)
        #expect(DBusAddress.alternatives("unix:path=%zz") == nil)
        #expect(DBusAddress.alternatives("unix:path=%2") == nil)
    }

    @Test func aBusThatIsNotThereIsNotCountedAsSilent() throws {
        try withTemporaryFolder { folder in
            let (silentAddress, server) = try #require(SilentServer.bus())
            defer { server.close() }
            let silent = SDLBusGuard.Bus(variable: "DBUS_SESSION_BUS_ADDRESS", name: "session bus", address: silentAddress)
            let missing = SDLBusGuard.Bus(variable: "DBUS_SYSTEM_BUS_ADDRESS", name: "system bus", address: "unix:path=\(folder)/none")
            let found = within(10) { SDLBusGuard.silentBuses([missing, silent]) }
            #expect(found == [silent], "a missing bus fails at once, for SDL too; only the silent one is hidden")
        }
    }

    @Test func theBusesAreTheOnesLibdbusWouldJoin() {
        let both = SDLBusGuard.buses(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/s", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/y"],
                                     fileExists: { _ in false })
        #expect(both.map(\.address) == ["unix:path=/s", "unix:path=/y"])
        #expect(both.map(\.variable) == ["DBUS_SESSION_BUS_ADDRESS", "DBUS_SYSTEM_BUS_ADDRESS"])
        let defaults = SDLBusGuard.buses(environment: ["XDG_RUNTIME_DIR": "/run/user/5"], fileExists: { _ in true })
        #expect(defaults.map(\.address) == ["unix:path=/run/user/5/bus", "unix:path=/var/run/dbus/system_bus_socket"])
        #expect(SDLBusGuard.buses(environment: [:], fileExists: { _ in false }).isEmpty)
    }

    @Test func sdlStartsWithASilentBusHiddenAndTheEnvironmentPutBack() throws {
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        var reports: [String] = []
        var seenBySDL: String?
        let before = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        defer { if let before { setenv("DBUS_SESSION_BUS_ADDRESS", before, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") } }
        SDLBusGuard.run(environment: ["DBUS_SESSION_BUS_ADDRESS": address], report: { reports.append($0) }) {
            seenBySDL = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
        }
        #expect(seenBySDL == SDLBusGuard.failingAddress)
        #expect(getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) } == address)
        #expect(reports == ["the D-Bus session bus at \(address) did not answer within 2 s; the window opens without it "
            + "(no input methods, screen saver inhibition or screen readers)"])
    }
}
