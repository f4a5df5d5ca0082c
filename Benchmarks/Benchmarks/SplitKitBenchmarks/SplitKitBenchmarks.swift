// Benchmarks: layout resolution, building the mail scene's frame, and drawing it with the software renderer.
import Benchmark
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
}

/// SDL objects live on the main actor; the benchmark closures hop there to use them.
@MainActor
enum Fixtures {
    static let scene = MailScene(configuration: .mail, window: Size(width: 1200, height: 800), savedPrimaryWidth: nil)
    static let list = scene.displayList()
    static let canvas = try! OffscreenCanvas(
        size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
    static func warmUp() { try! canvas.draw(list) }
}
