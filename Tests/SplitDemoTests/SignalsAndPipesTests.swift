// What the program does with quit signals and closed pipes: a drag ends as a release and is saved, exit 0; a state
// log or standard error nobody reads any more is reported once, never a silent death by SIGPIPE.
import Foundation
import Testing
import SplitKitTestSupport

@Suite("Signals and pipes", .serialized)
struct SignalsAndPipesTests {
    /// The state log's records so far (whole lines only).
    func records(_ path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aQuitSignalEndsTheWindowWithStatusZero(_ signal: Int32) throws {
        let folder = try makeTemporaryFolder("signal\(signal)")
        defer { removeTemporaryFolder(folder) }
        let log = folder + "/state.jsonl"
        let program = try ProgramProcess(["--settings", folder + "/settings.json", "--state-log", log, "--size", "900x600"], in: folder)
        #expect(program.wait(upTo: 10) { !records(log).isEmpty }, "no frame: \(program.standardError)")
        program.send(signal)
        #expect(program.waitForExit(within: 5), "still running 5 s after signal \(signal)")
        #expect(program.status == 0, "signal \(signal): status \(program.status), \(program.standardError)")
    }

    @Test func aStartUpThatHangsStillEndsAtTheFirstSignal() throws {
        // An X server that accepts and never answers: SDL waits in XOpenDisplay. The signal keeps its default action
        // until SDL's video has started, so the first SIGTERM ends the process there (as `timeout` sends only one).
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        guard let (display, server) = SilentServer.xDisplay(numbers: 400...449) else {
            Issue.record("no free X display number in 400...449")
            return
        }
        defer { server.close() }
        let program = try ProgramProcess(["--settings", folder + "/settings.json"], in: folder,
                                         environment: ["SDL_VIDEODRIVER": nil, "WAYLAND_DISPLAY": nil, "DISPLAY": display])
        #expect(server.waitForClient(seconds: 10), "the program never connected")
        program.send(SIGTERM)
        #expect(program.waitForExit(within: 5), "still waiting for the X server 5 s after SIGTERM")
        #expect(program.status == -SIGTERM, "status \(program.status): \(program.standardError)")
    }

    @Test func aQuitSignalMidDragSavesTheWidthOnScreen() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        // A tour drags the separator slowly; the signal comes while the button is held.
        try #"[{"drag": {"from": [364, 300], "to": [564, 300], "duration": 6}}]"#.write(toFile: folder + "/drag.json", atomically: true, encoding: .utf8)
        let log = folder + "/state.jsonl", settings = folder + "/settings.json"
        let program = try ProgramProcess(["--script", folder + "/drag.json", "--settings", settings, "--state-log", log], in: folder)
        let dragging = program.wait(upTo: 10) { records(log).contains { $0.contains("\"dragging\":true") && !$0.contains("\"w\":360,") } }
        #expect(dragging, "no drag seen: \(program.standardError)")
        program.send(SIGTERM)
        #expect(program.waitForExit(within: 5))
        #expect(program.status == 1, "a stopped tour exits 1: \(program.standardError)")
        #expect(program.standardError.contains("the tour was stopped before its end (SIGTERM)"), "\(program.standardError)")
        let last = try #require(records(log).last)
        let shown = try #require(last.firstMatch(of: #/"primary":\{"x":0,"y":0,"w":(\d+)/#)).output.1
        let saved = try String(contentsOfFile: settings, encoding: .utf8)
        #expect(saved.contains("\"primaryWidth\" : \(shown)"), "on screen \(shown); saved \(saved)")
    }

    @Test func aStateLogWhoseReaderWentAwayStopsAHeadlessRunWithAMessage() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try #"[{"wait": 5}]"#.write(toFile: folder + "/wait.json", atomically: true, encoding: .utf8)
        let fifo = folder + "/log.fifo"
        mkfifo(fifo, 0o600)
        let reader = Process()  // reads 100 bytes, then goes away
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/head")
        reader.arguments = ["-c", "100", fifo]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        let program = try ProgramProcess(["--headless", "--script", folder + "/wait.json", "--state-log", fifo, "--out", folder + "/out"], in: folder)
        #expect(program.waitForExit(within: 20))
        reader.waitUntilExit()
        let message = program.standardError
        #expect(program.status == 1, "status \(program.status): \(message)")
        #expect(message.contains("state log's reader went away"), "\(message)")
        #expect(message.contains(fifo) && message.contains("--state-log"), "\(message)")
        #expect(message.components(separatedBy: "reader went away").count == 2, "said once: \(message)")
    }

    @Test func warningsIntoAStandardErrorNobodyReadsAreDroppedAndSaidOnceOnStandardOutput() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try #"[{"wait": 0.05}]"#.write(toFile: folder + "/wait.json", atomically: true, encoding: .utf8)
        try "{ not json".write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)  // a warning to write
        let closed = Pipe()
        try closed.fileHandleForReading.close()
        let program = try ProgramProcess(["--headless", "--script", folder + "/wait.json", "--out", folder + "/out",
                                          "--settings", folder + "/settings.json"], in: folder, standardError: closed.fileHandleForWriting)
        #expect(program.waitForExit(within: 20))
        #expect(program.status == 0, "status \(program.status) (-13 is SIGPIPE)")
        #expect(program.standardOutput == "splitview: standard error's reader went away; warnings from here on are not shown\n",
                "\(program.standardOutput)")
    }
}
