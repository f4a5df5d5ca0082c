// Benchmarks: layout, building and drawing a split's frame, measuring and drawing new lines of text, a live resize,
// and the scaling ones (ScalingBenchmarks.swift).
import Benchmark
import Foundation
import SplitKit
import SplitKitApp
import SplitKitSDL

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    Benchmark("Layout: resolve and lay out a tiled split") { benchmark in
        var width = 900.0
        for _ in benchmark.scaledIterations {
            width = width >= 3000 ? 900 : width + 1
            blackHole(SplitLayout.tiled(window: Size(width: width, height: 800), userWidth: 560, configuration: .benchmark))
        }
    }

    Benchmark("Separator drag: one pointer move") { benchmark in
        var state = try! SplitViewState(configuration: .benchmark, size: Size(width: 1200, height: 800))
        state.send(.pointerDown(Point(x: 364, y: 300), time: 0))
        var x = 300.0
        for _ in benchmark.scaledIterations {
            x = x >= 900 ? 300 : x + 1
            blackHole(state.send(.pointerMove(Point(x: x, y: 300), time: 0)))
        }
    }

    Benchmark("Frame build: a mail-like split's display list (20 rows, chrome by SplitKit)") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations { blackHole(Fixtures.scene.displayList()) }
        }
    }

    Benchmark("Frame render: a mail-like split, software renderer 1200×800") { benchmark in
        await MainActor.run { Fixtures.warmUp() }  // steady-state frames reuse text textures
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in iterations { Fixtures.canvas.draw(Fixtures.list) }
        }
    }

    // Issue 27: the same frame with every row in mixed scripts — bidi runs, HarfBuzz shaping, fallback faces — once
    // its text textures are made, as in steady state; and measuring lines never seen before, Latin and mixed.
    Benchmark("Frame render: the mail-like split in mixed scripts (Hebrew, Arabic, Japanese, emoji), software renderer 1200×800") { benchmark in
        await MainActor.run { Fixtures.mixedCanvas.draw(Fixtures.mixedList) }
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in iterations { Fixtures.mixedCanvas.draw(Fixtures.mixedList) }
        }
    }

    for (name, make) in [("Latin", { (n: Int) in "Item \(n) from Ava Lindqvist" }),
                         ("mixed", { (n: Int) in MailLike.mixedTitle(n) + " from Ava" })] {
        Benchmark("Text measure: a \(name) line not measured before (17 points)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            let measure = try! FontSet(path: FontLocator.fontPath(explicitPath: nil)).textMeasure(scale: 1)
            let style = TextStyle(size: 17, color: Color(hex: 0))
            _ = measure.width(of: make(0), style: style)  // the font opened, its fallback faces found
            var n = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                n += 1
                blackHole(measure.width(of: make(n), style: style))
            }
        }
    }

    // Drawing a line for the first time makes its texture: FriBidi, HarfBuzz and SDL_ttf for each run, and for an
    // emoji the colour font's 136 × 128 pixel glyph brought to the line's size (once per line; frames reuse textures).
    let lines: [(String, @Sendable (Int) -> String)] = [("Latin", { "Item \($0) from Ava Lindqvist" }),
                                                        ("mixed", { MailLike.mixedTitle($0) + " from Ava" })]
    for (name, make) in lines {
        Benchmark("Text draw: a \(name) line not drawn before (17 points)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            let iterations = benchmark.scaledIterations
            await MainActor.run { Fixtures.drawNewLine(make) }  // the fonts opened, the fallback faces found
            benchmark.startMeasurement()
            await MainActor.run {
                for _ in iterations { Fixtures.drawNewLine(make) }
            }
        }
    }

    // Issue 9's target, on SDL's dummy driver: a window resize becomes a presented frame laid out for the new
    // size well within one refresh (16.7 ms), through the same steps as the windowed loop.
    Benchmark("Live resize: new window size to presented frame (mail-like split, software renderer)") { benchmark in
        await MainActor.run { _ = Fixtures.liveResize.resizeAndPresent(width: 600) }  // text textures made
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        await MainActor.run {
            for i in iterations { blackHole(Fixtures.liveResize.resizeAndPresent(width: 606 + Double(i % 100) * 6)) }
        }
    }

    scalingBenchmarks()
}

/// A split like the demo's mail scene: 20 rows in the primary, a title and a line in the detail.
@MainActor
final class MailLike: LiveScene {
    var split = try! SplitViewState(configuration: .benchmark, size: Size(width: 1200, height: 800),
                                    primaryPage: NavigationPage(id: "items", title: "Items"))
    /// Each row's title.
    let rowTitle: (Int) -> String

    init(rowTitle: @escaping (Int) -> String = { "Item \($0)" }) {
        self.rowTitle = rowTitle
        split.send(.showDetail(NavigationPage(id: "3", title: rowTitle(4)), time: 0))
    }

    /// A row title in four scripts and an emoji, different for each row.
    nonisolated static func mixedTitle(_ n: Int) -> String { "\(n) שלום עולם مرحبا 日本語 🙂" }

    func handle(_ event: InputEvent) { split.send(event) }
    func advance(to time: Double) { split.advance(to: time) }
    var isAnimating: Bool { split.isAnimating }

    func displayList() -> DisplayList {
        var list = DisplayList()
        let palette = split.appearance.palette
        split.draw(into: &list) { column in
            switch column {
            case .primary:
                return ColumnContent(title: "Items") { frame, list in
                    for row in 0..<20 {
                        let box = Rect(x: frame.x, y: frame.y + Double(row) * 44, width: frame.width, height: 44)
                        if row == 3 { list.fill(box, palette.accent) }
                        list.text(self.rowTitle(row + 1), TextStyle(size: 17, color: row == 3 ? palette.labelOnAccent : palette.label),
                                  in: box.inset(by: .horizontal(16)))
                        list.horizontalLine(x: box.x + 16, y: box.maxY - 1, width: box.width - 16, palette.rowSeparator)
                    }
                }
            case .secondary(let page?), .page(let page), .inspector(let page):
                return ColumnContent(title: page.title) { frame, list in
                    list.text("You selected \(page.title)", TextStyle(size: 17, color: palette.label), in: frame, alignment: .center)
                }
            case .secondary(nil):
                return .placeholder("No selection", appearance: self.split.appearance)
            }
        }
        return list
    }
}

/// A window on SDL's dummy video driver showing the mail-like split the way `WindowRunner` does.
@MainActor
final class LiveResizeFixture {
    let window: AppWindow
    let scene = MailLike()

    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        window = try! AppWindow(title: "bench", size: Size(width: 600, height: 800), minimumSize: Size(width: 320, height: 240),
                                fontPath: FontLocator.fontPath(explicitPath: nil), renderer: .software)
    }

    /// Resizes the window, drains its events into the scene, and draws and presents one frame.
    func resizeAndPresent(width: Double) -> Int {
        window.resize(to: Size(width: width, height: 800))
        let events = window.waitEvents(timeout: 0)
        for case .input(let input) in events { scene.handle(input) }
        scene.advance(to: SDLHostWindow.now)
        window.present(scene.displayList())
        return events.count
    }
}

/// SDL objects live on the main actor; the benchmark closures hop there to use them.
@MainActor
enum Fixtures {
    static let scene = MailLike()
    static let list = scene.displayList()
    static let canvas = try! OffscreenCanvas(
        size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
    static func warmUp() { canvas.draw(list) }
    static let mixedList = MailLike(rowTitle: { MailLike.mixedTitle($0) }).displayList()
    static let mixedCanvas = try! OffscreenCanvas(
        size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
    static let liveResize = LiveResizeFixture()
    static let lineCanvas = try! OffscreenCanvas(size: Size(width: 480, height: 30), fontPath: FontLocator.fontPath(explicitPath: nil))
    static var linesDrawn = 0
    /// Draws line `make(n)` alone, with an `n` never drawn before.
    static func drawNewLine(_ make: (Int) -> String) {
        linesDrawn += 1
        var list = DisplayList()
        list.text(make(linesDrawn), TextStyle(size: 17, color: Color(hex: 0)), in: Rect(x: 0, y: 0, width: 480, height: 30))
        lineCanvas.draw(list)
    }
}

extension SplitConfiguration {
    /// The numbers the benchmarks measure with (SPEC §2's worked example): room for the separator, every
    /// width rule reachable in the widths swept.
    static let benchmark = SplitConfiguration(
        preferredPrimaryColumnWidthFraction: 0.3,
        minimumPrimaryColumnWidth: 200,
        maximumPrimaryColumnWidth: 640,
        minimumSecondaryColumnWidth: 360)
}
