// Issue 16: the inspector hides what is behind it and shows every row in full, wrapping long values.
import Testing
import SplitKit
import SplitKitSDL
@testable import SplitDemo

/// What a panel drawn over a scene lets through, in pixels.
struct PanelCoverage {
    /// Pixels inside the panel (away from its rounded corners and its texts) not in the panel's colour.
    var seeThrough = 0
    /// Of those pixels, how many the scene alone draws in another colour: what the panel has to hide.
    var behind = 0
}

/// Draws `host`'s scene alone, then its whole frame, and compares the pixels inside `panel` (inset by its corner
/// `radius`, outside the boxes of the texts after the scene's own commands) with the panel's `color`; every other
/// pixel across and down, which is plenty to catch a see-through panel.
@MainActor
func coverage(of panel: Rect, radius: Double, color: Color, host: SceneHost, canvas: OffscreenCanvas) -> PanelCoverage {
    let scene = host.scene.displayList(), frame = host.displayList()
    let texts: [Rect] = frame.commands.dropFirst(scene.commands.count).compactMap {
        if case .text(_, _, let box, _) = $0 { box } else { nil }
    }
    let inside = panel.inset(by: .all(radius))
    var points: [Point] = []
    for y in stride(from: inside.y, to: inside.maxY, by: 2) {
        let rowTexts = texts.filter { $0.y <= y && y < $0.maxY }
        for x in stride(from: inside.x, to: inside.maxX, by: 2) where !rowTexts.contains(where: { $0.x <= x && x < $0.maxX }) {
            points.append(Point(x: x, y: y))
        }
    }
    canvas.draw(scene)
    let alone = points.map { canvas.pixel(x: Int($0.x), y: Int($0.y)) }
    canvas.draw(frame)
    let shown = points.map { canvas.pixel(x: Int($0.x), y: Int($0.y)) }
    return PanelCoverage(seeThrough: shown.filter { $0 != color }.count, behind: alone.filter { $0 != color }.count)
}

@MainActor
@Suite("Inspector panel", .serialized)
struct InspectorPanelTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)

    /// The mail scene in a `size` window, measured with the canvas's font, optionally with row `tapped` chosen.
    func host(_ size: Size, measuredTimes: Bool = false, tapped row: Int? = nil) throws -> (SceneHost, OffscreenCanvas) {
        let canvas = try OffscreenCanvas(size: size, fontPath: font)
        let scene = try SplitviewApp.makeScene(try SplitviewOptions.parse([]), window: size, settings: Settings())
        let host = SceneHost(scene: scene, showsMeasuredTimes: measuredTimes)
        host.handle(.resize(size, time: 0))
        host.adoptTextMeasure(canvas.textMeasure)
        if let row {
            let y = 44 + 44 * Double(row - 1) + 22
            host.handle(.pointerDown(Point(x: size.width / 2, y: y), time: 0))
            host.handle(.pointerUp(Point(x: size.width / 2, y: y), time: 0.05))
            host.advance(to: 1)
        }
        host.handle(.key(.f1, [], time: 1))
        return (host, canvas)
    }

    func inspector(_ host: SceneHost) -> Inspector {
        Inspector(split: host.scene.split.state, frameTimes: host.showsMeasuredTimes ? host.frameTimes : nil,
                  stats: host.showsMeasuredTimes ? host.stats : nil)
    }

    /// The texts the inspector draws: everything after the scene's own commands.
    func inspectorTexts(_ host: SceneHost) -> [(String, TextStyle, Rect)] {
        let scene = host.scene.displayList().commands.count
        return host.displayList().commands.dropFirst(scene).compactMap {
            if case .text(let s, let style, let box, _) = $0 { (s, style, box) } else { nil }
        }
    }

    @Test(arguments: [Size(width: 320, height: 600), Size(width: 1200, height: 800)])
    func nothingBehindTheInspectorShowsThrough(size: Size) throws {
        let (host, canvas) = try host(size, tapped: 6)  // the selected item's detail is behind the panel
        let panel = inspector(host).panel(in: size)
        let seen = coverage(of: panel, radius: 10, color: Inspector.background, host: host, canvas: canvas)
        #expect(seen.behind > 1000)
        #expect(seen.seeThrough == 0, "\(seen.seeThrough) of the panel's pixels show the scene behind it")
    }

    @Test(arguments: [320.0, 700, 1200])
    func everyInspectorLineIsShownInFull(width: Double) throws {
        let (host, _) = try host(Size(width: width, height: 800), measuredTimes: true, tapped: 2)
        var stats = FrameStats()
        stats.record(FrameTiming(build: 0.0123, render: 0.0456, present: 0.0789), at: 0, animating: true)
        stats.record(FrameTiming(build: 0.0123, render: 0.0456, present: 0.0789), at: 1.234, animating: true)
        host.framePresented(FrameTiming(build: 0.0123, render: 0.0456, present: 0.0789), stats: stats)
        let measure = host.scene.split.appearance.textMeasure
        let texts = inspectorTexts(host)
        for (text, style, box) in texts {
            let width = measure.width(of: text, style: style)
            #expect(width <= box.width, "at \(width) points wide, “\(text)” is cut in its \(box.width)-point box")
        }
        // Every value is there, word for word, however it is broken into lines.
        let shown = texts.map(\.0).joined().filter { $0 != " " }
        let inspector = inspector(host)
        for (name, value) in inspector.lines + inspector.timingLines {
            #expect(shown.contains(value.filter { $0 != " " }), "\(name): “\(value)” is not shown in full")
        }
        // Wrapped lines make the panel taller: every text stays inside it.
        let panel = inspector.panel(in: host.scene.split.size)
        for (text, _, box) in texts {
            #expect(box.x >= panel.x && box.maxX <= panel.maxX && box.y >= panel.y && box.maxY <= panel.maxY, "“\(text)” is outside the panel")
        }
    }

    @Test func longValuesBreakBetweenGroupsThenWordsThenCharacters() throws {
        let measure = try OffscreenCanvas(size: Size(width: 10, height: 10), fontPath: font).textMeasure
        let style = Inspector.text
        func wrapped(_ text: String, _ width: Double) -> [String] { Inspector.wrapped(text, width: width, style: style, measure: measure) }
        #expect(wrapped("-96, 0  320 × 600", 400) == ["-96, 0  320 × 600"])  // fits: as it is, double space kept
        let frame = wrapped("-96, 0  320 × 600", measure.width(of: "320 × 600", style: style) + 1)
        #expect(frame == ["-96, 0", "320 × 600"])  // origin and size stay whole
        let name = String(repeating: "W", count: 60)  // a user's name with no spaces, wider than any column
        let pieces = wrapped("Users › " + name, 120)
        #expect(pieces.joined().filter { $0 != " " } == ("Users›" + name))
        for piece in pieces { #expect(measure.width(of: piece, style: style) <= 120, "“\(piece)” is cut") }
    }

    @Test func theLongestStallRowWrapsEvenInAWideWindow() throws {
        let (host, _) = try host(Size(width: 1200, height: 800), measuredTimes: true)
        host.framePresented(FrameTiming(build: 0.001, render: 0.002, present: 0.004), stats: FrameStats())
        let texts = inspectorTexts(host).map(\.0)
        let stall = try #require(texts.firstIndex(of: "longest stall"))
        let value = texts[(stall + 1)...]  // the last row: all that follows is its value
        #expect(value.count >= 2)
        #expect(value.joined(separator: " ") == "0.00 ms between frames while animating")
    }

    /// Issue 36: the panel names FrameStats' figures itself (in the split's language); in English they are the library's rows.
    @Test func theTimingRowsInEnglishAreTheLibrarysRows() throws {
        let (host, _) = try host(Size(width: 1200, height: 800), measuredTimes: true)
        for updated in [0.0, 0.003] {
            var stats = FrameStats()
            stats.record(FrameTiming(update: updated, build: 0.001, render: 0.002, present: 0.004), at: 0, animating: true)
            stats.record(FrameTiming(update: updated, build: 0.002, render: 0.003, present: 0.005), at: 0.05, animating: false)
            host.framePresented(FrameTiming(build: 0.001, render: 0.002, present: 0.004), stats: stats)
            #expect(inspector(host).timingLines.map { [$0.0, $0.1] } == stats.rows.map { [$0.name, $0.value] })
        }
    }
}
