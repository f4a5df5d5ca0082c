// The one script player on its two clocks: the same frames, events, states and expectations either way.
import Foundation
import SplitKit
import SplitKitTestSupport
import Testing
@testable import SplitKitScripting

@MainActor
@Suite("Script player")
struct ScriptPlayerTests {
    /// Input, animation, a resize, a shot and two expectations, one of which fails.
    let script = Script(steps: [
        .resize(Size(width: 800, height: 600)),
        .tap(Point(x: 40, y: 50)),
        .drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), duration: 0.1),
        .wait(0.3),
        .shot("after-drag"),
        .expect(["x": .number(300), "pressed": .bool(false)], order: ["x", "pressed"]),
        .touch(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), duration: 0.05),
        .wait(0.3),
        .expect(["growth": .number(1), "x": .number(21)], order: ["growth", "x"]),
    ])

    /// The frames the script's timeline holds, plus frame 0 before it.
    var framesPlayed: Int {
        1 + script.timeline.filter { if case .frame = $0 { true } else { false } }.count
    }

    @MainActor
    struct Play {
        let scene = DotScene()
        let stage = RecordingStage()
        var failures: [ExpectationFailure] = []
        var log = ""
        var player: ScriptPlayer?
    }

    func play(_ script: Script, on clock: any ScriptClock, stage configure: (RecordingStage) -> Void = { _ in }) throws -> Play {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var run = Play()
        configure(run.stage)
        let log = try StateLog(path: folder + "/state.jsonl")
        let player = ScriptPlayer(scene: run.scene, clock: clock, stage: run.stage, outDirectory: folder + "/out", stateLog: log)
        run.failures = try player.play(script)
        run.log = try String(contentsOfFile: log.path, encoding: .utf8)
        run.player = player
        return run
    }

    @Test func theVirtualAndAPacedClockPlayTheSameFramesStatesAndExpectations() throws {
        let virtual = try play(script, on: VirtualClock())
        let realTime = FakeRealTime(startingAt: 5000)
        let paced = try play(script, on: PacedClock(source: realTime, slowMotion: 3))

        #expect(paced.scene.handled == virtual.scene.handled)
        #expect(paced.scene.advances == virtual.scene.advances)
        #expect(paced.stage.requests == virtual.stage.requests)
        #expect(paced.log == virtual.log)
        #expect(paced.failures == virtual.failures)
        #expect(virtual.failures == [ExpectationFailure(step: 8, key: "x", expected: .number(21), actual: .number(20))])
        #expect(virtual.log.split(separator: "\n").count == framesPlayed)
        #expect(virtual.scene.advances == (0..<framesPlayed).map { Double($0) / 60 })
        #expect(paced.player?.stoppedEarly == false)
        #expect(virtual.stage.requests.last == .finish)
    }

    @Test func aShotSavesTheFrameDrawnLastAndAnExpectChecksTheFrameLoggedLast() throws {
        let run = try play(script, on: VirtualClock())
        let requests = run.stage.requests
        let shot = try #require(requests.firstIndex(of: .shot("after-drag.png")))
        guard case .show(let list) = requests[shot - 1] else {
            Issue.record("the shot does not follow a drawn frame: \(requests[shot - 1])")
            return
        }
        #expect(list.commands.first == .fill(Rect(x: 300, y: 100, width: 20, height: 20), Color(hex: 0x3366CC)))
        #expect(!run.failures.contains { $0.step == 5 })
    }

    @Test func aPacedClockShowsNoFrameBeforeItsTimeSlowedDown() throws {
        let realTime = FakeRealTime(startingAt: 5000)
        let run = try play(script, on: PacedClock(source: realTime, slowMotion: 3)) { $0.readClock = { realTime.realNow } }
        let start = try #require(run.stage.showTimes.first)
        for (frame, shown) in run.stage.showTimes.enumerated() {
            #expect(shown - start >= Double(frame) / 60 * 3 - 1e-9, "frame \(frame) came early")
            #expect(shown - start < Double(frame) / 60 * 3 + realTime.refreshInterval, "frame \(frame) came late")
        }
        #expect(run.stage.showTimes.count == framesPlayed)
    }

    @Test func aPacedClockThatFellBehindStillListensOnceAndGoesOn() {
        let realTime = FakeRealTime(startingAt: 0)
        let clock = PacedClock(source: realTime, slowMotion: 1)
        #expect(clock.wait(until: 0))
        realTime.stall(1)
        let idlesBefore = realTime.idles.count
        #expect(clock.wait(until: 1.0 / 60))
        #expect(realTime.idles.dropFirst(idlesBefore) == [0])
        realTime.stopAt = 0
        #expect(!clock.wait(until: 2.0 / 60), "a viewer who quits while the play is late is still heard")
    }

    @Test func theViewerStoppingThePacedClockEndsThePlayEarlyWithoutCheckingTheRest() throws {
        let realTime = FakeRealTime(startingAt: 100)
        realTime.stopAt = 100.1  // after six frames at real speed
        let run = try play(script, on: PacedClock(source: realTime, slowMotion: 1))
        #expect(run.player?.stoppedEarly == true)
        #expect(run.failures.isEmpty)
        #expect(!run.stage.requests.contains(.finish))
        let frames = run.log.split(separator: "\n").count
        #expect(frames > 1 && frames < framesPlayed)
    }

    @Test func aScriptedQuitEndsThePlayAtTheSameFrameOnBothClocks() throws {
        let quitting = Script(steps: [.tap(Point(x: 5, y: 5)), .key(.character("Q"), .control), .wait(1), .shot("never")])
        let virtual = try play(quitting, on: VirtualClock())
        let paced = try play(quitting, on: PacedClock(source: FakeRealTime(startingAt: 0), slowMotion: 2))
        #expect(virtual.log.split(separator: "\n").count == 3)
        #expect(paced.log == virtual.log)
        #expect(!virtual.stage.requests.contains(.shot("never.png")))
        #expect(virtual.player?.stoppedEarly == false)
        #expect(paced.stage.requests == virtual.stage.requests)
    }

    // Issue 25: a scene that quit part-way ended the play with its later expectations skipped, and the run
    // passed. Scripts loaded from files cannot hold steps after their scene's quit key any more; a scene that
    // quits some other way (or a script built in code) still cannot pass without its checks.
    @Test func expectationsTheSceneQuitBeforeFailAsNeverChecked() throws {
        let quitting = Script(steps: [.wait(0.05), .key(.character("Q"), .control), .shot("never"),
                                      .expect(["x": .number(0), "pressed": .bool(true)], order: ["x", "pressed"])])
        for clock: any ScriptClock in [VirtualClock(), PacedClock(source: FakeRealTime(startingAt: 0), slowMotion: 1)] {
            let run = try play(quitting, on: clock)
            let reason = "the scene quit at frame 4 (t = 0.0667 s), before this step"
            #expect(run.failures == [ExpectationFailure(step: 3, key: "x", expected: .number(0), notChecked: reason),
                                     ExpectationFailure(step: 3, key: "pressed", expected: .bool(true), notChecked: reason)])
            #expect(run.failures.first?.description == "step 3: expected x = 0, never checked: \(reason)")
            #expect(!run.stage.requests.contains(.shot("never.png")))
        }
    }

    @Test func slowMotionIsKeptBetweenOneAndTen() {
        let realTime = FakeRealTime(startingAt: 0)
        #expect(PacedClock(source: realTime, slowMotion: 40).slowMotion == 10)
        #expect(PacedClock(source: realTime, slowMotion: 0.2).slowMotion == 1)
        #expect(PacedClock(source: realTime, slowMotion: .nan).slowMotion == 1)
    }

    @Test func numbersMeetAnExpectationWithinTheStateLogsPrecision() {
        let state = JSONValue.object([("primary", .object([("w", .number(320.00004))])), ("collapsed", .bool(false))])
        #expect(ExpectationFailure.failures(of: ["primary.w": .number(320)], order: ["primary.w"], step: 3, against: state).isEmpty)
        #expect(ExpectationFailure.failures(of: ["primary.w": .number(320.1)], order: ["primary.w"], step: 3, against: state)
            == [ExpectationFailure(step: 3, key: "primary.w", expected: .number(320.1), actual: .number(320.00004))])
        #expect(ExpectationFailure.failures(of: ["stack": .array([])], order: ["stack"], step: 4, against: state)
            == [ExpectationFailure(step: 4, key: "stack", expected: .array([]), actual: nil)])
    }
}
