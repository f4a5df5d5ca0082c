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
        frameBenchmark("List of \(label) rows: scroll one step, build the frame", setUp: { Scaling.list(rows: rows) }) {
            blackHole($0.scrolledOneStep())
        }
        frameBenchmark("List of \(label) rows: scroll one step, build and render the frame (software, 1200×800)", setUp: {
            let scene = Scaling.list(rows: rows)
            Scaling.canvas.draw(scene.scrolled(by: 0))  // the visible rows' textures made
            return scene
        }) { Scaling.canvas.draw($0.scrolledOneStep()) }
        frameBenchmark("List of \(label) rows: resize the window, build the frame", setUp: { Scaling.list(rows: rows) }) {
            blackHole($0.resizedOneStep())
        }
        frameBenchmark("List of \(label) rows: the accessibility tree", setUp: { Scaling.list(rows: rows) }) {
            blackHole($0.split.accessibilityTree)
        }
    }

    for bytes in [10_000, 1_000_000] {
        let label = bytes == 10_000 ? "10 KB" : "1 MB"
        frameBenchmark("Text view of \(label): scroll one line, build the frame", setUp: { Scaling.text(bytes: bytes) }) {
            blackHole($0.scrolledOneLine())
        }
        frameBenchmark("Text view of \(label): wrap at a new width", setUp: { Scaling.text(bytes: bytes) }) {
            blackHole($0.rewrappedOneStep())
        }
    }

    frameBenchmark("Separator drag at 3840×2160 pixels (1920×1080 points at scale 2): one motion, build and render", setUp: {
        Scaling.dragging(size: Size(width: 1920, height: 1080), scale: 2, inspector: false)
    }) { $0.canvas.draw($0.scene.draggedOneStep(from: 560)) }

    frameBenchmark("Three columns with the inspector (1600×900): one separator motion, build and render", setUp: {
        Scaling.dragging(size: Size(width: 1600, height: 900), scale: 1, inspector: true)
    }) { $0.canvas.draw($0.scene.draggedOneStep(from: 400)) }
}

/// A benchmark of one frame per sample: `setUp` makes (or finds) its scene on the main actor, not measured; each
/// iteration then runs `frame` on it.
func frameBenchmark<Scene: Sendable>(
    _ name: String, setUp: @escaping @MainActor @Sendable () -> Scene, frame: @escaping @MainActor @Sendable (Scene) -> Void
) {
    Benchmark(name) { benchmark in
        let iterations = benchmark.scaledIterations, scene = await setUp()
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in iterations { frame(scene) }
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

    /// How many steps the scene has taken: each step moves on from the last, back and forth, so every sample moves.
    private var step = 0
    /// The next step's distance: `size` points one way for 100 steps, then the other way for 100.
    private func nextStep(_ size: Double) -> Double {
        step += 1
        return step % 200 < 100 ? size : -size
    }

    /// Scrolls the list 30 points on (a wheel over it) and builds the frame.
    func scrolled(by dy: Double) -> DisplayList {
        _ = list.send(.scroll(dx: 0, dy: dy, at: Point(x: 100, y: 400), time: 0))
        return frame()
    }
    func scrolledOneStep() -> DisplayList { scrolled(by: nextStep(30)) }

    /// Resizes the split 2 points wider or narrower and builds the frame.
    func resizedOneStep() -> DisplayList {
        split.send(.setBounds(Rect(x: 0, y: 0, width: split.bounds.width + nextStep(2), height: split.bounds.height), time: 0))
        return frame()
    }

    /// Moves the held separator 1 point on from `start` and builds the frame.
    func draggedOneStep(from start: Double) -> DisplayList {
        _ = nextStep(1)
        split.send(.pointerMove(Point(x: start + Double(step % 200 < 100 ? step % 100 : 100 - step % 100), y: 500), time: 0))
        return frame()
    }
}

/// The fixtures the scaling benchmarks share (SDL objects live on the main actor).
@MainActor
enum Scaling {
    static let canvas = try! OffscreenCanvas(size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
    private static var lists: [Int: ListScene] = [:]
    private static var texts: [Int: TextScene] = [:]

    /// The list scene of `rows` rows, made once: every sample goes on from where the last left it.
    static func list(rows: Int) -> ListScene {
        if let scene = lists[rows] { return scene }
        let scene = ListScene(rows: rows)
        lists[rows] = scene
        return scene
    }

    /// The text scene of `bytes` bytes, made (and wrapped) once.
    static func text(bytes: Int) -> TextScene {
        if let scene = texts[bytes] { return scene }
        let scene = TextScene(bytes: bytes)
        texts[bytes] = scene
        return scene
    }

    /// A list scene of `size` with its separator held, and a canvas of its size that drew it once (textures made).
    static func dragging(size: Size, scale: Double, inspector: Bool) -> DragFixture {
        let scene = ListScene(rows: 1_000, size: size, inspector: inspector)
        let canvas = try! OffscreenCanvas(size: size, scale: scale, fontPath: FontLocator.fontPath(explicitPath: nil))
        scene.split.send(.pointerDown(Point(x: scene.split.layout.separator!.x + 1, y: 500), time: 0))
        canvas.draw(scene.frame())
        return DragFixture(scene: scene, canvas: canvas)
    }

}

/// A text view of about `bytes` bytes of paragraphs, wrapped at 600 points, scrolled or rewrapped a step at a time.
@MainActor
final class TextScene {
    var view: TextView
    private var step = 0

    init(bytes: Int) {
        let paragraph = "The split view keeps the list beside the detail; a paragraph long enough to wrap over several lines at six hundred points. "
        let text = String(repeating: paragraph + "\n", count: max(1, bytes / (paragraph.utf8.count + 1)))
        view = TextView(text: text, style: TextStyle(size: 15, color: Color(hex: 0)))
        view.place(in: Rect(x: 0, y: 0, width: 600, height: 700))
    }

    /// Scrolls a line on (back after 100 lines) and builds the view's frame.
    func scrolledOneLine() -> DisplayList {
        step += 1
        view.scroll(by: step % 200 < 100 ? 22 : -22)
        var list = DisplayList()
        view.draw(into: &list)
        return list
    }

    /// Wraps the text at a width one point different from the last (600 … 700 and back): what shows (reading `lines`
    /// would wrap the whole text).
    func rewrappedOneStep() -> Int {
        step += 1
        view.place(in: Rect(x: 0, y: 0, width: 600 + Double(step % 200 < 100 ? step % 100 : 100 - step % 100), height: 700))
        return view.visibleLines.count
    }
}

/// A list scene with its separator held and the canvas it is drawn on (SDL objects: used on the main actor only).
@MainActor
final class DragFixture {
    let scene: ListScene
    let canvas: OffscreenCanvas

    init(scene: ListScene, canvas: OffscreenCanvas) {
        self.scene = scene
        self.canvas = canvas
    }
}
