// The program with a session bus that accepts and never answers: the window comes up after at most 2 s, with one
// warning, and the accessibility bridge says it is off (SDL used to wait for the bus forever).
import Foundation
import Testing
import SplitKitTestSupport

@Suite("A silent session bus, end to end", .serialized)
struct SilentBusEndToEndTests {
    @Test func theWindowComesUpWithOneWarningAndTheBridgeOff() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let (address, server) = try #require(SilentServer.bus())
        defer { server.close() }
        let log = folder + "/state.jsonl"
        let started = Date()
        let program = try ProgramProcess(["--settings", folder + "/settings.json", "--state-log", log, "--stats"], in: folder,
                                         environment: ["DBUS_SESSION_BUS_ADDRESS": address, "NO_AT_BRIDGE": nil])
        // Generous for a loaded machine: what matters is that it comes at all (it never did).
        let drawn = program.wait(upTo: 15) { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("\n") }
        let firstFrame = Date().timeIntervalSince(started)
        #expect(drawn, "no frame within 15 s")
        #expect(firstFrame < 6, "the first frame came \(firstFrame) s after the start; the bus may delay it 2 s")
        #expect(server.waitForClient(seconds: 1), "the program never tried the bus")
        usleep(2_500_000)  // the bridge gives the bus 2 s too, on its own thread
        program.send(SIGTERM)
        #expect(program.waitForExit(within: 5))
        #expect(program.status == 0, "status \(program.status): \(program.standardError)")
        let warnings = program.standardError.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["splitview: warning: the D-Bus session bus at \(address) did not answer within 2 s; the window opens "
            + "without it (no input methods, screen saver inhibition or screen readers)"], "\(program.standardError)")
        #expect(program.standardOutput.contains("accessibility: off: the session bus: the bus at \(address) did not answer within 2 s"),
                "\(program.standardOutput)")
    }
}
