// Costs that must stay flat as the content grows (issue 37): a list of a thousand and of a million rows, a text of
// 10 KB and of 1 MB, a drag at 3840 × 2160 pixels, three columns with the inspector — per frame, built and rendered.
import Benchmark
import Foundation
import SplitKit
import SplitKitSDL

/// Registers the scaling benchmarks: each figure at a small and a large size, so a cost that grows with the content
/// shows as two different numbers where they should be one.
func scalingBenchmarks() {
    for rows in [1_000, 1_000_000] {
        let label = rows == 1_000 ? "1,000" : "1,000,000"
        Benchmark("List of \(label) rows: scroll one step, build the frame") { benchmark in
            let iterations = benchmark.scaledIterations, scene = await ListScene(rows: rows)
            benchmark.startMeasurement()
            await MainActor.run {
                for i in iterations { blackHole(scene.scrolled(by: i % 200 < 100 ? 30 : -30)) }
            }
        }
        Benchmark("List of \(label) rows: scroll one step, build and render the frame (software, 1200×800)") { benchmark in
            let iterations = benchmark.scaledIterations, scene = await ListScene(rows: rows)
            await Scaling.canvas.draw(scene.scrolled(by: 0))  // the visible rows' textures made
            benchmark.startMeasurement()
            await MainActor.run {
                for i in iterations { Scaling.canvas.draw(scene.scrolled(by: i % 2 == 0 ? 44 : -44)) }
            }
        }
        Benchmark("List of \(label) rows: resize the window, build the frame") { benchmark in
            let iterations = benchmark.scaledIterations, scene = await ListScene(rows: rows)
            benchmark.startMeasurement()
            await MainActor.run {
                for i in iterations { blackHole(scene.resized(width: 1000 + Double(i % 200) * 2)) }
            }
        }
        Benchmark("List of \(label) rows: the accessibility tree") { benchmark in
            let iterations = benchmark.scaledIterations, scene = await ListScene(rows: rows)
            benchmark.startMeasurement()
            await MainActor.run {
                for _ in iterations { blackHole(scene.split.accessibilityTree) }
            }
        }
    }

    for bytes in [10_000, 1_000_000] {
        let label = bytes == 10_000 ? "10 KB" : "1 MB"
        Benchmark("Text view of \(label): scroll one line, build the frame") { benchmark in
            let iterations = benchmark.scaledIterations
            var text = Scaling.textView(bytes: bytes)
            benchmark.startMeasurement()
            await MainActor.run {
                for i in iterations {
                    text.scroll(by: i % 200 < 100 ? 22 : -22)
                    var list = DisplayList()
                    text.draw(into: &list)
                    blackHole(list)
                }
            }
        }
        Benchmark("Text view of \(label): wrap at a new width") { benchmark in
            let iterations = benchmark.scaledIterations
            var text = Scaling.textView(bytes: bytes)
            benchmark.startMeasurement()
            await MainActor.run {
                for i in iterations { text.place(in: Rect(x: 0, y: 0, width: 600 + Double(i % 100), height: 700)) }
                blackHole(text.lines.count)
            }
        }
    }

    Benchmark("Separator drag at 3840×2160 pixels (1920×1080 points at scale 2): one motion, build and render") { benchmark in
        let iterations = benchmark.scaledIterations
        let (scene, canvas) = await Scaling.dragging(size: Size(width: 1920, height: 1080), scale: 2, inspector: false)
        benchmark.startMeasurement()
        await MainActor.run {
            for i in iterations {
                scene.split.send(.pointerMove(Point(x: 560 + Double(i % 200), y: 500), time: 0))
                canvas.draw(scene.frame())
            }
        }
    }

    Benchmark("Three columns with the inspector (1600×900): one separator motion, build and render") { benchmark in
        let iterations = benchmark.scaledIterations
        let (scene, canvas) = await Scaling.dragging(size: Size(width: 1600, height: 900), scale: 1, inspector: true)
        benchmark.startMeasurement()
        await MainActor.run {
            for i in iterations {
                scene.split.send(.pointerMove(Point(x: 400 + Double(i % 100), y: 500), time: 0))
                canvas.draw(scene.frame())
            }
        }
    }
}

/// A split whose primary is a library list of `rows` rows and whose detail is a title, as an app would have it.
@MainActor
final class ListScene {
    let split: SplitView
    var list: ListView

    init(rows: Int, size: Size = Size(width: 1200, height: 800), inspector: Bool = false) {
        split = SplitView(try! SplitViewState(configuration: .benchmark, size: size, primaryPage: NavigationPage(id: "rows", title: "Rows"),
                                              inspectorPage: inspector ? NavigationPage(id: "info", title: "Info") : nil))
        list = ListView(count: rows, rowHeight: 44, selection: 3)
        split.content = { [unowned self] column in
            self.list.place(in: self.split.primaryContentLayout, interactive: self.split.primaryContentFrame)
            switch column {
            case .primary:
                return ColumnContent(title: "Rows", accessibility: { _ in [self.list.accessibilityNodes(id: "rows", name: "Rows") { "Row \($0)" }] }) { box, out in
                    self.list.draw(in: box, into: &out, appearance: self.split.appearance) { "Row \($0)" }
                }
            case .inspector:
                return ColumnContent(title: "Info") { frame, out in
                    out.text("Row 4, 44 points", TextStyle(size: 15, color: self.split.appearance.palette.label), in: frame.inset(by: .all(16)))
                }
            default:
                return ColumnContent(title: "Row 4") { frame, out in
                    out.text("You selected Row 4", TextStyle(size: 17, color: self.split.appearance.palette.label), in: frame, alignment: .center)
                }
            }
        }
        split.send(.showDetail(NavigationPage(id: "3", title: "Row 4"), time: 0))
        if inspector { split.send(.toggleInspector(time: 0)) }
        split.advance(to: 10)
    }

    /// The frame as the window would draw it now.
    func frame() -> DisplayList {
        var out = DisplayList()
        split.draw(into: &out)
        return out
    }

    /// Scrolls the list by `dy` points (a wheel over it) and builds the frame.
    func scrolled(by dy: Double) -> DisplayList {
        _ = list.send(.scroll(dx: 0, dy: dy, at: Point(x: 100, y: 400), time: 0))
        return frame()
    }

    /// Resizes the split to `width` points and builds the frame.
    func resized(width: Double) -> DisplayList {
        split.send(.setBounds(Rect(x: 0, y: 0, width: width, height: 800), time: 0))
        return frame()
    }
}

/// The fixtures the scaling benchmarks share (SDL objects live on the main actor).
@MainActor
enum Scaling {
    static let canvas = try! OffscreenCanvas(size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))

    /// A list scene of `size` with its separator held, and a canvas of its size that drew it once (textures made).
    static func dragging(size: Size, scale: Double, inspector: Bool) -> (ListScene, OffscreenCanvas) {
        let scene = ListScene(rows: 1_000, size: size, inspector: inspector)
        let canvas = try! OffscreenCanvas(size: size, scale: scale, fontPath: FontLocator.fontPath(explicitPath: nil))
        scene.split.send(.pointerDown(Point(x: scene.split.layout.separator!.x + 1, y: 500), time: 0))
        canvas.draw(scene.frame())
        return (scene, canvas)
    }

    /// A text view of about `bytes` bytes of paragraphs, wrapped at 600 points.
    nonisolated static func textView(bytes: Int) -> TextView {
        let paragraph = "The split view keeps the list beside the detail; a paragraph long enough to wrap over several lines at six hundred points. "
        let text = String(repeating: paragraph + "\n", count: max(1, bytes / (paragraph.utf8.count + 1)))
        var view = TextView(text: text, style: TextStyle(size: 15, color: Color(hex: 0)))
        view.place(in: Rect(x: 0, y: 0, width: 600, height: 700))
        return view
    }
}
