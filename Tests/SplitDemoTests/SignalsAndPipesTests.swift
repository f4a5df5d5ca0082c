// What the program does with quit signals: a drag ends as a release and is saved, exit 0.
import Foundation
import Testing

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
}
