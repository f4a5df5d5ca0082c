// Benchmarks: layout, building and drawing the mail scene's frame, and a live resize from new size to frame.
import Benchmark
import Foundation
import SplitDemo
import SplitKit
import SplitKitSDL

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    Benchmark("Layout: resolve and lay out a tiled split") { benchmark in
        var width = 900.0
        for _ in benchmark.scaledIterations {
            width = width >= 3000 ? 900 : width + 1
            blackHole(SplitLayout.tiled(window: Size(width: width, height: 800), userWidth: 560, configuration: .mail))
        }
    }

    Benchmark("Separator drag: one pointer move") { benchmark in
        var state = SplitViewState(configuration: .mail, window: Size(width: 1200, height: 800))
        _ = state.send(.pointerDown(Point(x: 364, y: 300), time: 0))
        var x = 300.0
        for _ in benchmark.scaledIterations {
            x = x >= 900 ? 300 : x + 1
            blackHole(state.send(.pointerMove(Point(x: x, y: 300), time: 0)))
        }
    }

    Benchmark("Frame build: mail scene display list") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations { blackHole(Fixtures.scene.displayList()) }
        }
    }

    Benchmark("Frame render: mail scene, software renderer 1200×800") { benchmark in
        await MainActor.run { Fixtures.warmUp() }  // steady-state frames reuse text textures
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in iterations { try! Fixtures.canvas.draw(Fixtures.list) }
        }
    }

    // Issue 9's target, on SDL's dummy driver: a window resize becomes a presented frame laid out for the new
    // size well within one refresh (16.7 ms), through the same steps as the windowed loop.
    Benchmark("Live resize: new window size to presented frame (mail scene, software renderer)") { benchmark in
        await MainActor.run { _ = Fixtures.liveResize.resizeAndPresent(width: 600) }  // text textures made
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        await MainActor.run {
            for i in iterations { blackHole(Fixtures.liveResize.resizeAndPresent(width: 606 + Double(i % 100) * 6)) }
        }
    }
}

/// A window on SDL's dummy video driver running the mail scene the way `InteractiveRunner` does.
@MainActor
final class LiveResizeFixture {
    let window: AppWindow
    let scene = MailScene(configuration: .mail, window: Size(width: 600, height: 800), savedPrimaryWidth: nil)

    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        window = try! AppWindow(title: "bench", size: Size(width: 600, height: 800), minimumSize: Size(width: 320, height: 240),
                                fontPath: FontLocator.fontPath(explicitPath: nil), renderer: .software)
    }

    /// Resizes the window, drains its events into the scene, and draws and presents one frame.
    func resizeAndPresent(width: Double) -> Int {
        window.resize(to: Size(width: width, height: 800))
        let events = window.waitEvents(timeout: 0)
        for case .input(let input) in events { _ = scene.handle(input) }
        scene.advance(to: window.now)
        try! window.present(scene.displayList())
        return events.count
    }
}

/// SDL objects live on the main actor; the benchmark closures hop there to use them.
@MainActor
enum Fixtures {
    static let scene = MailScene(configuration: .mail, window: Size(width: 1200, height: 800), savedPrimaryWidth: nil)
    static let list = scene.displayList()
    static let canvas = try! OffscreenCanvas(
        size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
    static func warmUp() { try! canvas.draw(list) }
    static let liveResize = LiveResizeFixture()
}
