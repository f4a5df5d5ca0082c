// What a script may ask for: a file of at most 16 MB, at most 360,000 frames, resizes within the canvas's pixels;
// and offscreen frames drawn only when someone looks at them.
import Foundation
import SplitKit
import SplitKitSDL
import SplitKitTestSupport
import Testing
@testable import SplitKitScripting

@MainActor
@Suite("Script limits")
struct ScriptLimitsTests {
    let every = Script(steps: [
        .resize(Size(width: 800, height: 600)), .down(Point(x: 1, y: 1)), .move(Point(x: 2, y: 1)), .up(Point(x: 2, y: 1)),
        .drag(from: Point(x: 1, y: 1), to: Point(x: 9, y: 1), duration: 0.25), .drag(from: Point(x: 1, y: 1), to: Point(x: 9, y: 1), duration: 0),
        .tap(Point(x: 3, y: 3)), .doubleTap(Point(x: 3, y: 3)), .key(.right, []), .text("a"), .wheel(at: Point(x: 1, y: 1), dy: 48),
        .scroll(at: Point(x: 1, y: 1), dx: -90, dy: 0, duration: 0.3), .scroll(at: Point(x: 1, y: 1), dx: 9, dy: 0, duration: 0),
        .touch(from: Point(x: 1, y: 1), to: Point(x: 9, y: 1), duration: 0.2), .touch(from: Point(x: 1, y: 1), to: Point(x: 1, y: 1), duration: 0),
        .back, .wait(0.51), .shot("s"), .expect([:], order: []),
    ])

    @Test func theFrameCountIsTheTimelinesWithoutExpandingIt() {
        let frames = 1 + every.timeline.filter { if case .frame = $0 { true } else { false } }.count
        #expect(every.frameCount == frames)
    }

    @Test func aScriptOfMoreThan360000FramesIsRefusedBeforeItPlays() throws {
        let long = Script(steps: Array(repeating: .wait(600), count: 11))
        #expect(long.frameCount == 396_001)
        let error = #expect(throws: ScriptingError.self) { try long.checkLength(path: "waits.json") }
        #expect(error?.description == "The script waits.json was rejected before running: it plays 396001 frames (110 min at 60 "
            + "frames a second); a run may play at most 360000 (100 min): split it into several runs or shorten its waits")
        #expect(throws: Never.self) { try Script(steps: Array(repeating: .wait(600), count: 9)).checkLength(path: "ok.json") }
    }

    /// Issue 34: a million-step script was refused only after 9.3 s of parsing it whole. One step more than a run may
    /// play stops the reading there: what follows (here not even JSON) is never read.
    @Test func aScriptOfMoreStepsThanFramesIsRefusedWhereTheOneTooManyStarts() {
        let steps = String(repeating: "{\"shot\": \"a\"},", count: Script.largestStepCount + 1)
        let error = #expect(throws: ScriptError.self) {
            try Script.parse(Data(("[" + steps + " this is not JSON").utf8), keyNamed: { Key(name: $0) })
        }
        #expect(error?.description.hasPrefix("it has more than 360000 steps") == true, "\(String(describing: error))")
        #expect(throws: Never.self) { try JSONReader.validate(Data("[1, 2, 3]".utf8), maximumElements: 3) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.validate(Data("[1, 2, 3, 4]".utf8), maximumElements: 3) }
    }

    @Test func aScriptFileOver16MBIsRefusedUnread() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(Script.largestFileSize + 1)) == 0)  // sparse: nothing is written
        let error = #expect(throws: ScriptingError.self) { _ = try Script.load(path) }
        #expect(error?.description == "The script \(path) was rejected before running: it is 16 MB; a script may be at most 16 MB: "
            + "split it into several runs" || error?.description.contains("a script may be at most 16 MB") == true, "\(String(describing: error))")
    }

    @Test func aResizePastTheCanvasLimitIsRefusedNamingItsStep() throws {
        let script = Script(steps: [.wait(1), .resize(Size(width: 8192, height: 600)), .resize(Size(width: 8192, height: 8192))])
        #expect(throws: Never.self) { try script.checkCanvas(path: "r.json", scale: 2) }
        let error = #expect(throws: ScriptingError.self) { try script.checkCanvas(path: "r.json", scale: 3) }
        #expect(error?.description == "The script r.json was rejected before running: step 1: resize to 8192 × 600 points at 3 pixels "
            + "per point are 24576 × 1800 pixels (0.2 GB a frame); a canvas is at most 16384 pixels each way (1 GB): at this scale at "
            + "most 5461 × 5461 points")
    }

    @Test func offscreenFramesAreDrawnOnlyForAShotAndAtTheEnd() throws {
        let canvas = try OffscreenCanvas(size: Size(width: 40, height: 30), fontPath: FontLocator.fontPath(explicitPath: nil))
        let stage = OffscreenStage(canvas: canvas)
        func filled(_ hex: UInt32) -> DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 40, height: 30), Color(hex: hex))
            return list
        }
        let blank = canvas.pixel(x: 5, y: 5)
        _ = try stage.show(filled(0xFF0000))
        _ = try stage.show(filled(0x00FF00))
        #expect(canvas.pixel(x: 5, y: 5) == blank, "nothing is painted while nobody looks")
        stage.finish()
        #expect(canvas.pixel(x: 5, y: 5) == Color(hex: 0x00FF00), "the last frame is on the canvas at the end")
        let everyFrame = OffscreenStage(canvas: canvas, drawsEveryFrame: true)
        _ = try everyFrame.show(filled(0x0000FF))
        #expect(canvas.pixel(x: 5, y: 5) == Color(hex: 0x0000FF))
    }
}
