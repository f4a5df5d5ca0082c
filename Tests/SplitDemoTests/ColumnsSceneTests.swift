// The column-width lab: sliders, the yellow/blue switch and its persistence, and the inspector in every scene.
import Foundation
import SplitKitTestSupport
import Testing
import SplitKit
import SplitKitScripting
import SplitKitSDL
@testable import SplitDemo

@Suite("Sliders")
struct SliderTests {
    let track = Rect(x: 100, y: 0, width: 400, height: 4)

    @Test func valueAndPositionMapBothWays() {
        var s = SliderState(label: "Max", range: 0...1200, step: 10, largeStep: 50, value: 600)
        #expect(s.position(on: track) == 300)
        #expect(s.value(atX: 300, on: track) == 600)
        #expect(s.value(atX: 100, on: track) == 0 && s.value(atX: 500, on: track) == 1200)
        for x in stride(from: 100.0, through: 500, by: 37) {
            s.set(s.value(atX: x, on: track))
            #expect(abs(s.position(on: track) - x) <= 400.0 / 120 / 2 + 1e-9)  // within half a step
        }
    }

    @Test func valuesAreClampedAndSnapped() {
        var s = SliderState(label: "Fraction", range: 0...1, step: 0.01, largeStep: 0.1, value: 0.3)
        #expect(s.value(atX: -50, on: track) == 0 && s.value(atX: 9000, on: track) == 1)
        s.set(1.7)
        #expect(s.value == 1)
        s.set(0.123)
        #expect(s.value == 0.12)
        s.set(.nan)
        #expect(s.value == 0)
        #expect(SliderState(label: "", range: 0...800, step: 10, largeStep: 50, value: 1234).value == 800)
    }

    @Test func keyboardSteps() {
        var s = SliderState(label: "Min", range: 0...800, step: 10, largeStep: 50, value: 200)
        _ = s.handleKey(.right, [])
        #expect(s.value == 210)
        _ = s.handleKey(.left, .shift)
        #expect(s.value == 160)
        _ = s.handleKey(.end, [])
        #expect(s.value == 800)
        let moved = s.handleKey(.up, [])
        #expect(!moved && s.value == 800)  // already at the end
        _ = s.handleKey(.home, [])
        #expect(s.value == 0)
    }
}

@Suite("Animated constraints switch")
struct ConstraintsDemoTests {
    let area = Rect(x: 0, y: 0, width: 508, height: 300)

    @Test func endStates() {
        let off = ConstraintsDemo.panes(in: area, progress: 0)
        #expect(off.yellow == area)
        #expect(off.blue.x >= area.maxX)  // hidden past the trailing edge
        let on = ConstraintsDemo.panes(in: area, progress: 1)
        #expect(on.yellow.width == 250 && on.blue.width == 250)
        #expect(on.blue.x - on.yellow.maxX == 8 && on.blue.maxX == area.maxX)
    }

    @Test func theSlideTakesOneSecondBothWaysAndTurnsBackMidway() {
        var demo = ConstraintsDemo(isOn: false)
        demo.toggle(at: 0)
        #expect(demo.isOn && demo.progress(at: 0) == 0)
        #expect(demo.progress(at: 0.5) > 0.3 && demo.progress(at: 0.5) < 0.7)
        #expect(demo.progress(at: 1) == 1 && !demo.isAnimating(at: 1))
        demo.advance(to: 1)
        demo.toggle(at: 2)
        let back = demo.progress(at: 2.3)
        demo.toggle(at: 2.3)  // on again mid-way: from where it is
        #expect(demo.progress(at: 2.3) == back)
        #expect(demo.progress(at: 5) == 1)
        #expect(ConstraintsDemo(isOn: true).progress(at: 0) == 1)
    }

    @MainActor @Test func theSwitchIsStillOnAfterARestart() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try #"[{"tap": [1150, 369]}, {"wait": 1.1}, {"expect": {"switchOn": true, "switchProgress": 1}}]"#
            .write(toFile: folder + "/on.json", atomically: true, encoding: .utf8)
        try #"[{"expect": {"switchOn": true, "switchProgress": 1, "blue.w": 249}}]"#
            .write(toFile: folder + "/check.json", atomically: true, encoding: .utf8)
        let common = ["--headless", "--scene", "columns", "--out", folder, "--settings", folder + "/settings.json"]
        var errors: [String] = []
        #expect(SplitviewApp.run(try SplitviewOptions.parse(common + ["--script", folder + "/on.json"])) { errors.append($0) } == 0, "\(errors)")
        #expect(SplitviewApp.run(try SplitviewOptions.parse(common + ["--script", folder + "/check.json"])) { errors.append($0) } == 0, "\(errors)")
    }
}

@MainActor
@Suite("Inspector", .serialized)
struct InspectorTests {
    /// Statistics holding one frame that took `timing`.
    func stats(_ timing: FrameTiming) -> FrameStats {
        var stats = FrameStats()
        stats.record(timing, at: 0, animating: false)
        return stats
    }

    @Test func theGraphKeepsTheLast120Frames() {
        var times = FrameTimes()
        for i in 1...200 { times.record(Double(i) / 1000) }  // only the last 120 count: 81 ... 200 ms
        #expect(times.samples.count == 120)
        #expect(times.inOrder.first == 0.081 && times.inOrder.last == 0.2)
    }

    @Test(arguments: SceneName.allCases)
    func f1ShowsTheInspectorInEveryScene(scene: SceneName) throws {
        let options = try SplitviewOptions.parse(["--scene", scene.rawValue])
        let host = SceneHost(scene: try SplitviewApp.makeScene(options, window: Size(width: 1000, height: 700), settings: Settings()))
        let without = host.displayList().commands.count
        host.handle(.key(.f1, [], time: 0))
        #expect(host.showsInspector)
        host.framePresented(FrameTiming(build: 0.001, render: 0.002, present: 0.004), stats: stats(FrameTiming(build: 0.001, render: 0.002, present: 0.004)))
        let list = host.displayList()
        #expect(list.commands.count > without + 10)
        let texts = list.commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
        #expect(texts.contains("size class") && texts.contains("display mode") && texts.contains("stack"))
        // The same figures as --stats.
        #expect(texts.contains("frames") && texts.contains("1"))
        #expect(texts.contains("present") && texts.contains("p50 4.00  p99 4.00  max 4.00 ms"))
        #expect(host.stateFields().first { $0.0 == "inspector" }?.1 == .bool(true))
        host.handle(.key(.f1, [], time: 1))
        #expect(host.displayList().commands.count == without)
    }

    @Test func onTheVirtualClockTheInspectorShowsNoMeasuredTimes() throws {
        // Headless frames are byte-for-byte the same from run to run, inspector included.
        let options = try SplitviewOptions.parse([])
        let host = SceneHost(scene: try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800), settings: Settings()),
                             showsMeasuredTimes: false)
        host.handle(.key(.f1, [], time: 0))
        let before = host.displayList()
        host.framePresented(FrameTiming(build: 0.001, render: 0.002, present: 0.004), stats: stats(FrameTiming(build: 0.001, render: 0.002, present: 0.004)))
        host.framePresented(FrameTiming(build: 0.003, render: 0.009, present: 0.001), stats: stats(FrameTiming(build: 0.003, render: 0.009, present: 0.001)))
        #expect(host.displayList() == before)
        let texts = before.commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
        // The value may wrap (with the estimated text measure it takes two lines).
        #expect(texts.contains("frame times") && texts.joined(separator: " ").contains("not measured on the virtual clock"))
        #expect(host.stats.frames == 1)  // still counted for --stats
    }

    @Test func ctrlQAsksToQuitAndReachesNoScene() throws {
        let options = try SplitviewOptions.parse([])
        let host = SceneHost(scene: try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800), settings: Settings()))
        host.handle(.key(.character("Q"), [], time: 0))
        #expect(!host.wantsToQuit)
        host.handle(.key(.character("Q"), .control, time: 0))
        #expect(host.wantsToQuit)
    }
}

@MainActor
@Suite("Columns scene: grabbing mid-animation (issue 13)")
struct ColumnsGrabTests {
    @Test func pressingTheSeparatorWhereItIsDrawnMidAnimationMovesNothing() throws {
        let options = try SplitviewOptions.parse(["--scene", "columns"])
        let scene = try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800), settings: Settings())
        _ = scene.handle(.pointerDown(Point(x: 185, y: 508), time: 0))  // a click on the maximum slider's track
        _ = scene.handle(.pointerUp(Point(x: 185, y: 508), time: 0))
        #expect(scene.split.configuration.maximumPrimaryColumnWidth < 360)
        scene.advance(to: 0.15)
        let drawn = try #require(scene.split.layout.separator)
        let width = scene.split.layout.primary.width
        #expect(width < 360 && width > scene.split.configuration.maximumPrimaryColumnWidth)  // on its way
        _ = scene.handle(.pointerDown(Point(x: drawn.midX, y: 100), time: 0.15))
        scene.advance(to: 0.2)
        #expect(scene.split.layout.primary.width == width)
        #expect(scene.split.layout.separator?.x == drawn.x)
    }
}

@MainActor
@Suite("Columns scene: focus (issue 17)")
struct ColumnsFocusTests {
    func makeLab(snapAnchors: String? = nil) throws -> ColumnsScene {
        let options = try SplitviewOptions.parse(["--scene", "columns"] + (snapAnchors.map { ["--snap-anchors", $0] } ?? []))
        return try #require(try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800), settings: Settings()) as? ColumnsScene)
    }

    /// The state log's `focus`: the number scripts read (0 ... 3 the sliders, 4 the switch, 5 the anchors field), or null.
    func loggedFocus(_ lab: ColumnsScene) -> JSONValue? { lab.stateFields().first { $0.0 == "focus" }?.1 }

    @Test func tabVisitsTheSeparatorTheSlidersTheSwitchAndTheFieldAndTheLogKeepsTheirNumbers() throws {
        let lab = try makeLab()
        #expect(loggedFocus(lab) == .null)
        var seen: [JSONValue?] = [], ids: [String?] = []
        for _ in 0..<8 {
            _ = lab.handle(.key(.tab, [], time: 0))
            seen.append(loggedFocus(lab))
            ids.append(lab.split.focusedNodeID)
        }
        // The window's one focus chain: the preview's separator first (reading order), then the controls panel.
        #expect(seen == [.null, 0, 1, 2, 3, 4, 5, .null])
        #expect(ids[0] == AccessibleNode.ID.separator && ids[6] == "columns.anchors" && ids[7] == AccessibleNode.ID.separator)
        #expect(lab.stateFields().first { $0.0 == "keyboardFocus" }?.1 == .string(AccessibleNode.ID.separator))
        _ = lab.handle(.key(.tab, .shift, time: 0))
        _ = lab.handle(.key(.tab, .shift, time: 0))
        #expect(loggedFocus(lab) == 4 && lab.focus == .constraintsSwitch)
        _ = lab.handle(.key(.space, [], time: 0))
        #expect(lab.demo.isOn)
        let shiftTabFromNothing = try makeLab()
        _ = shiftTabFromNothing.handle(.key(.tab, .shift, time: 0))
        #expect(loggedFocus(shiftTabFromNothing) == 5 && shiftTabFromNothing.acceptsText)
    }

    /// Snap anchors (SPEC §15.3): the lab's field sets the preview's anchors as they are typed; a list that cannot be
    /// read is not applied and says why; empty turns them off.
    @Test func theAnchorsFieldSetsThePreviewsAnchorsAsTyped() throws {
        let lab = try makeLab()
        #expect(lab.split.separatorSnap.isEmpty && lab.anchorsField.text.isEmpty)
        let field = lab.anchorsRow.field
        _ = lab.handle(.pointerDown(Point(x: field.midX, y: field.midY), time: 0))
        _ = lab.handle(.pointerUp(Point(x: field.midX, y: field.midY), time: 0))
        #expect(lab.focus == .anchorsField && lab.acceptsText)
        _ = lab.handle(.text("250,0.35,600", time: 0.1))
        #expect(lab.split.configuration.separatorAnchors == [.points(250), .fraction(0.35), .points(600)])
        #expect(lab.split.separatorSnap.widths == [250, 420, 600] && lab.anchorsNote.contains("250 · 420 · 600"))
        _ = lab.handle(.text(",", time: 0.2))  // "250,0.35,600,": not applied, and the note says why
        #expect(lab.split.separatorSnap.widths == [250, 420, 600] && lab.anchorsProblem == .emptyItem(4))
        #expect(lab.stateFields().first { $0.0 == "anchorsProblem" }?.1 == .string("item 4 is empty: remove the extra comma"))
        _ = lab.handle(.key(.right, .control, time: 0.3))  // the field's, not the separator's
        _ = lab.handle(.key(.backspace, [], time: 0.3))
        #expect(lab.anchorsProblem == nil && lab.split.userPrimaryWidth == nil)
        for _ in 0..<12 { _ = lab.handle(.key(.backspace, [], time: 0.4)) }
        #expect(lab.split.separatorSnap.isEmpty && lab.anchorsProblem == nil)  // empty: off
        _ = lab.handle(.key(.escape, [], time: 0.5))
        #expect(lab.focus == nil && !lab.acceptsText)
        let preset = try #require(try SplitviewApp.makeScene(try SplitviewOptions.parse(["--scene", "columns", "--snap-anchors", "250,0.5"]),
                                                             window: Size(width: 1200, height: 800), settings: Settings()) as? ColumnsScene)
        #expect(preset.anchorsField.text == "250,0.5" && preset.split.separatorSnap.widths == [250, 600])
    }

    /// A press in the anchors field puts the caret under the pointer (it stayed at the end), so typing goes there.
    @Test func aPressInTheAnchorsFieldPutsTheCaretThere() throws {
        let lab = try makeLab(snapAnchors: "600")
        let field = lab.anchorsRow.field
        #expect(lab.anchorsField.caret == 3)
        _ = lab.handle(.pointerDown(Point(x: field.x + 9, y: field.midY), time: 0))  // before the "6"
        _ = lab.handle(.pointerUp(Point(x: field.x + 9, y: field.midY), time: 0))
        #expect(lab.focus == .anchorsField && lab.anchorsField.caret == 0)
        _ = lab.handle(.text("250,", time: 0.1))
        #expect(lab.anchorsField.text == "250,600" && lab.split.separatorSnap.widths == [250, 600])
    }

    @Test func f6GoesFromThePreviewToTheControlsPanel() throws {
        let lab = try makeLab()
        _ = lab.handle(.key(.f6, [], time: 0))
        #expect(lab.focus == .fractionSlider)  // the preview's columns have nothing to focus: the controls are the one pane
        _ = lab.handle(.key(.f8, [], time: 0))
        #expect(lab.split.separatorFocused)
        _ = lab.handle(.key(.right, [], time: 0))
        #expect(lab.split.primaryWidth.width == 370)  // the separator's keys, not the slider's
        _ = lab.handle(.key(.escape, [], time: 0))
        #expect(lab.focus == .fractionSlider)
    }

    @Test func aFocusedSliderTakesArrowsAndEscapeLetsGo() throws {
        let lab = try makeLab()
        let before = lab.split.configuration.maximumPrimaryColumnWidth
        for _ in 0..<4 { _ = lab.handle(.key(.tab, [], time: 0)) }  // the separator, then down to the maximum width slider
        #expect(lab.focus == .maximumSlider)
        _ = lab.handle(.key(.left, [], time: 0))
        #expect(lab.split.configuration.maximumPrimaryColumnWidth == before - 10)
        _ = lab.handle(.key(.escape, [], time: 0))
        #expect(loggedFocus(lab) == .null)
    }

    @Test func pressingASliderFocusesItAndDragsIt() throws {
        let lab = try makeLab()
        let track = lab.sliderRow(.minimumSecondarySlider).track
        _ = lab.handle(.pointerDown(Point(x: track.x + 1, y: track.midY), time: 0))
        #expect(loggedFocus(lab) == 3 && lab.draggingSlider == .minimumSecondarySlider)
        _ = lab.handle(.pointerUp(Point(x: track.x, y: track.midY), time: 0))
        #expect(lab.draggingSlider == nil && lab.split.configuration.minimumSecondaryColumnWidth == 0)
    }

    /// Issue 24: the switch clicked after a slider takes the keyboard, so the arrow keys no longer move the slider.
    @Test func clickingTheSwitchAfterASliderMovesTheFocusToTheSwitch() throws {
        let lab = try makeLab()
        let track = lab.sliderRow(.maximumSlider).track
        _ = lab.handle(.pointerDown(Point(x: track.midX, y: track.midY), time: 0))
        _ = lab.handle(.pointerUp(Point(x: track.midX, y: track.midY), time: 0))
        #expect(lab.focus == .maximumSlider)
        let maximum = lab.split.configuration.maximumPrimaryColumnWidth
        let toggle = lab.switchRow.toggle
        _ = lab.handle(.pointerDown(Point(x: toggle.midX, y: toggle.midY), time: 0.1))
        _ = lab.handle(.pointerUp(Point(x: toggle.midX, y: toggle.midY), time: 0.1))
        #expect(lab.demo.isOn && lab.focus == .constraintsSwitch && loggedFocus(lab) == 4)
        _ = lab.handle(.key(.right, [], time: 0.2))
        _ = lab.handle(.key(.left, [], time: 0.2))
        #expect(lab.split.configuration.maximumPrimaryColumnWidth == maximum)
        _ = lab.handle(.key(.space, [], time: 0.3))
        #expect(!lab.demo.isOn)  // Space now toggles the switch it clicked
    }
}
