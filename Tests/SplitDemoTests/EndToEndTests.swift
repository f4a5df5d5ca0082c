// End-to-end headless runs of the program: tour scripts, expectations, persistence across restarts, errors.
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitDemo
import SplitKitScripting

@MainActor
@Suite("Headless runs", .serialized)
struct EndToEndTests {
    struct Run {
        var status: Int32
        var errors: [String]
    }

    func run(_ arguments: [String]) throws -> Run {
        var errors: [String] = []
        let options = try SplitviewOptions.parse(arguments)
        let status = SplitviewApp.run(options) { errors.append($0) }
        return Run(status: status, errors: errors)
    }

    func script(_ folder: String, _ text: String) throws -> String {
        let path = folder + "/script-\(UUID().uuidString.prefix(6)).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theTiledTourPassesAndWritesShotsStateAndSettings() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let result = try run([
            "--headless", "--script", repositoryRoot + "/Assets/Scripts/tour-tiled.json",
            "--out", folder + "/out", "--settings", folder + "/settings.json",
        ])
        #expect(result.status == 0, "\(result.errors)")
        for shot in ["tiled-no-selection", "tiled-dragged", "tiled"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/\(shot).png"))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        let log = try readStateLog(folder + "/out/state.jsonl")
        #expect(log.count > 20)
        for (index, record) in log.enumerated() {
            #expect(record["frame"] == .number(Double(index)))
            guard case .number(let t)? = record["t"] else { Issue.record("no t"); continue }
            #expect(abs(t - Double(index) / 60) < 0.0001)
        }
        #expect(log[0]["primary.w"] == 360)
        #expect(log[0]["primaryWidthRule"] == "fraction")
        #expect(log[0]["scene"] == "mail")
        let saved = try String(contentsOfFile: folder + "/settings.json", encoding: .utf8)
        #expect(saved.contains("\"primaryWidth\" : 560"))
    }

    @Test func theWidthComesBackAfterARestart() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let settings = ["--settings", folder + "/settings.json", "--out", folder + "/out"]
        let drag = try script(folder, #"[{"drag": {"from": [364, 300], "to": [514, 300], "duration": 0.2}}]"#)
        #expect(try run(["--headless", "--script", drag] + settings).status == 0)
        let check = try script(folder, #"[{"expect": {"primary.w": 510, "primaryWidthRule": "user"}}]"#)
        #expect(try run(["--headless", "--script", check] + settings).status == 0)
        // Restored widths are clamped again against the new window.
        let narrow = try script(folder, #"[{"expect": {"primary.w": 412, "primaryWidthRule": "secondaryMinimum"}}]"#)
        #expect(try run(["--headless", "--size", "920x700", "--min-secondary", "500", "--script", narrow] + settings).status == 0)
    }

    /// Issue 13: a drag cut short by a resize into the compact band is saved as the width it showed.
    @Test(arguments: ["mail", "users", "columns"])
    func aDragInterruptedByCompactIsStillSaved(scene: String) throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let settings = ["--scene", scene, "--settings", folder + "/settings.json", "--out", folder + "/out"]
        let drag = try script(folder, #"""
            [{"down": [364, 300]}, {"move": [400, 300]}, {"move": [464, 300]}, {"expect": {"primary.w": 460}},
             {"resize": [500, 700]}, {"up": [300, 300]}, {"expect": {"collapsed": true}},
             {"resize": [1200, 800]}, {"expect": {"primary.w": 460, "primaryWidthRule": "user"}}]
            """#)
        let first = try run(["--headless", "--script", drag] + settings)
        #expect(first.status == 0, "\(first.errors)")
        let check = try script(folder, #"[{"expect": {"primary.w": 460, "primaryWidthRule": "user"}}]"#)
        let second = try run(["--headless", "--script", check] + settings)
        #expect(second.status == 0, "\(second.errors)")
    }

    /// Issue 13 (SPEC §2): when the minimum wins, the rule is `minimum`, whichever option made it win.
    @Test(arguments: [(["--min-secondary", "1000"], 200.0), (["--min-primary", "900"], 900.0)] as [([String], Double)])
    func theMinimumWinningIsReportedAsTheMinimum(options: [String], width: Double) throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let check = try script(folder, #"[{"expect": {"primary.w": \#(Int(width)), "primaryWidthRule": "minimum"}}]"#)
        let result = try run(["--headless", "--script", check, "--out", folder] + options)
        #expect(result.status == 0, "\(result.errors)")
    }

    /// Issue 13 (SPEC §12): two headless runs with the inspector up write the same bytes, shots and log.
    @Test func headlessRunsWithTheInspectorAreByteForByteTheSame() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let steps = try script(folder, #"""
            [{"key": "F1"}, {"tap": [150, 72]}, {"wait": 0.3},
             {"drag": {"from": [364, 300], "to": [464, 300], "duration": 0.2}}, {"wait": 0.2}, {"shot": "inspector"}]
            """#)
        for run in ["a", "b"] {
            let result = try self.run(["--headless", "--script", steps, "--out", folder + "/" + run])
            #expect(result.status == 0, "\(result.errors)")
        }
        for file in ["inspector.png", "state.jsonl"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a/" + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b/" + file))
            #expect(!a.isEmpty && a == b, "\(file) differs between runs")
        }
    }

    /// Issue 13: `--scale` draws shots with that many pixels per point; the layout (state log) stays in points.
    @Test(arguments: [(1.0, 1200), (1.5, 1800), (2.0, 2400)] as [(Double, Int)])
    func aForcedScaleGivesShotsThatManyPixelsPerPoint(scale: Double, pixels: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let steps = try script(folder, #"[{"shot": "scaled"}, {"expect": {"window.w": 1200, "primary.w": 360}}]"#)
        let result = try run(["--headless", "--scale", String(scale), "--script", steps, "--out", folder])
        #expect(result.status == 0, "\(result.errors)")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/scaled.png")))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == pixels && height == pixels * 2 / 3)
    }

    @Test func headlessRunsWithoutSettingsLeaveNoSettingsBehind() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let drag = try script(folder, #"[{"drag": {"from": [364, 300], "to": [514, 300], "duration": 0.2}}, {"expect": {"primary.w": 510}}]"#)
        #expect(try run(["--headless", "--script", drag, "--out", folder + "/out"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out") == ["state.jsonl"])
    }

    @Test func aFailedExpectExitsOneNamingStepKeyExpectedAndActual() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = try script(folder, #"[{"wait": 0.1}, {"expect": {"primary.w": 999, "selection": null, "nope.x": 1}}]"#)
        let result = try run(["--headless", "--script", path, "--out", folder])
        #expect(result.status == 1)
        #expect(result.errors.count == 2)
        #expect(result.errors.contains { $0.contains("step 1: expected primary.w = 999, got 360") })
        #expect(result.errors.contains { $0.contains("step 1: expected nope.x = 1, got nothing") })
    }

    @Test func aMalformedScriptIsRejectedBeforeAnythingRuns() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = try script(folder, #"[{"shot": "first"}, {"drag": {"from": [1, 2]}}]"#)
        let result = try run(["--headless", "--script", path, "--out", folder + "/out"])
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("step 1: drag needs") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/first.png"))
    }

    @Test func aMissingScriptOrFontIsReportedClearly() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let missing = try run(["--headless", "--script", folder + "/none.json", "--out", folder])
        #expect(missing.status == 1)
        #expect(missing.errors.first?.contains("Cannot read the script \(folder)/none.json") == true)
        let path = try script(folder, #"[{"wait": 0}]"#)
        let font = try run(["--headless", "--script", path, "--out", folder, "--font", folder + "/none.ttf"])
        #expect(font.status == 1)
        #expect(font.errors.first?.contains("--font") == true)
    }

    @Test func aCorruptSettingsFileIsReportedAndTheRunGoesOn() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try "garbage".write(toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
        let path = try script(folder, #"[{"expect": {"primary.w": 360}}]"#)
        let result = try run(["--headless", "--script", path, "--out", folder + "/out", "--settings", folder + "/settings.json"])
        #expect(result.status == 0)
        #expect(result.errors.count == 1)
        #expect(result.errors[0].contains("warning") && result.errors[0].contains(".corrupt-"))
    }

    @Test func aStateLogWithAOneCharacterNameIsWrittenInTheCurrentFolder() throws {
        // Foundation's deletingLastPathComponent traps on a one-character bare name: the log's folder is found without it.
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try #"[{"wait": 0.05}]"#.write(toFile: folder + "/wait.json", atomically: true, encoding: .utf8)
        let program = try ProgramProcess(["--headless", "--script", "wait.json", "--state-log", "f", "--out", "out"], in: folder)
        #expect(program.waitForExit(within: 20))
        #expect(program.status == 0, "status \(program.status): \(program.standardError.prefix(300))")
        #expect(try readStateLog(folder + "/f").count == 4)
    }

    @Test func recordWritesEveryFrameAsAPicture() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = try script(folder, #"[{"key": "F9"}, {"wait": 0.1}]"#)
        let result = try run(["--headless", "--script", path, "--out", folder + "/out", "--record", folder + "/frames"])
        #expect(result.status == 0, "\(result.errors)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
        let log = try readStateLog(folder + "/out/state.jsonl")
        #expect(frames.count == log.count && frames.count == 8)  // the first frame, F9, six waiting
        #expect(frames.first == "frame-00000.png" && frames.last == "frame-00007.png")
    }

    @Test func slowMotionStretchesAScriptedReveal() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = try script(folder, #"[{"resize": [800, 700]}, {"key": "F9"}, {"wait": 3}]"#)
        func moving(_ extra: [String]) throws -> Int {
            let out = folder + "/out\(extra.count)"
            #expect(try run(["--headless", "--script", path, "--out", out] + extra).status == 0)
            return try readStateLog(out + "/state.jsonl").filter {
                if case .number(let p)? = $0["overlayProgress"] { p > 0 && p < 1 } else { false }
            }.count
        }
        let normal = try moving([]), slow = try moving(["--slow-motion", "4"])
        #expect(abs(Double(slow) / Double(normal) - 4) < 0.3, "\(normal) frames, slowed \(slow)")
    }
}
