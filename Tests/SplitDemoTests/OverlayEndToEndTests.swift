// Headless runs of the overlay (SPEC §5) and a replay of every tour script in Assets/Scripts.
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitDemo
import SplitKitScripting

@MainActor
@Suite("Overlay and tours, headless", .serialized)
struct OverlayEndToEndTests {
    /// Runs a script text at 800×700 (the overlay band); returns the exit status and the messages.
    func run(_ script: String, arguments: [String] = ["--size", "800x700"]) throws -> (Int32, [String]) {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try script.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
        var errors: [String] = []
        let options = try SplitviewOptions.parse(["--headless", "--script", folder + "/s.json", "--out", folder] + arguments)
        return (SplitviewApp.run(options) { errors.append($0) }, errors)
    }

    @Test func aFastShortFlingOpens() throws {
        let (status, errors) = try run("""
            [{"drag": {"from": [300, 300], "to": [360, 300], "duration": 0.05}},
             {"expect": {"displayMode": "oneOverSecondary"}},
             {"wait": 0.6}, {"expect": {"overlayProgress": 1, "primary.x": 0}}]
            """)
        #expect(status == 0, "\(errors)")
    }

    @Test func aSlowDragReleasedBeforeHalfCloses() throws {
        let (status, errors) = try run("""
            [{"drag": {"from": [10, 300], "to": [110, 300], "duration": 1.0}},
             {"expect": {"overlayProgress": 0.4167}},
             {"wait": 0.6}, {"expect": {"overlayProgress": 0, "displayMode": "secondaryOnly"}}]
            """)
        #expect(status == 0, "\(errors)")
    }

    @Test func aTapOnTheDimmedDetailCloses() throws {
        let (status, errors) = try run("""
            [{"key": "F9"}, {"wait": 0.6}, {"expect": {"overlayProgress": 1}},
             {"tap": [600, 400]}, {"wait": 0.6}, {"expect": {"overlayProgress": 0, "selection": null}}]
            """)
        #expect(status == 0, "\(errors)")
    }

    @Test func choosingARowClosesAndSelectsIt() throws {
        let (status, errors) = try run("""
            [{"tap": [26, 22]}, {"wait": 0.6}, {"expect": {"overlayProgress": 1}},
             {"tap": [120, 154]}, {"wait": 0.6},
             {"expect": {"overlayProgress": 0, "selection": "Item 3", "displayMode": "secondaryOnly"}}]
            """)
        #expect(status == 0, "\(errors)")
    }

    @Test func theStateLogFollowsTheSpringFrameByFrame() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try #"[{"key": "F9"}, {"wait": 1}]"#.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
        let options = try SplitviewOptions.parse(["--headless", "--size", "800x700", "--script", folder + "/s.json", "--out", folder])
        #expect(SplitviewApp.run(options) { _ in } == 0)
        let progress = try readStateLog(folder + "/state.jsonl").compactMap { record -> Double? in
            if case .number(let n)? = record["overlayProgress"] { return n } else { return nil }
        }
        #expect(progress.count == 62)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })  // opens without bouncing back
        #expect(progress.last == 1)
        #expect(progress.filter { $0 > 0 && $0 < 1 }.count >= 8)  // animated over many frames, not a jump
    }

    @Test func everyTourScriptPasses() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Assets/Scripts")
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(scripts.count >= 4)
        for name in scripts {
            let folder = try makeTemporaryFolder()
            defer { removeTemporaryFolder(folder) }
            let base = repositoryRoot + "/Assets/Scripts/" + name.dropLast(5)
            let extra = ((try? String(contentsOfFile: base + ".args", encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isWhitespace).map(String.init)
            var errors: [String] = []
            let options = try SplitviewOptions.parse(
                ["--headless", "--script", base + ".json", "--out", folder, "--settings", folder + "/settings.json"] + extra)
            #expect(SplitviewApp.run(options) { errors.append($0) } == 0, "\(name): \(errors)")
        }
    }
}
