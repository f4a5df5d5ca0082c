// The inspector (F1): a translucent panel with the split's state and a graph of recent frame times.
import SplitKit

/// Draws what the split view is doing and why, over any scene.
struct Inspector {
    let split: SplitViewState
    let frameTimes: FrameTimes
    static let width = 330.0
    static let lineHeight = 18.0
    static let background = Color(hex: 0x1C1C1E, alpha: 217)
    static let text = TextStyle(size: 12, color: Color(hex: 0xF2F2F7))
    static let key = TextStyle(size: 12, color: Color(hex: 0x98989F))
    static let heading = TextStyle(size: 13, weight: .bold, color: Color(hex: 0xFFFFFF))

    /// The lines of the panel: name and value.
    var lines: [(String, String)] {
        func frame(_ r: Rect?) -> String {
            guard let r else { return "none" }
            return "\(fmt(r.x)), \(fmt(r.y))  \(fmt(r.width)) × \(fmt(r.height))"
        }
        let layout = split.layout
        let width = split.displayedPrimaryWidth
        return [
            ("size class", "\(split.sizeClass.rawValue) · \(split.band.rawValue) band"),
            ("display mode", split.displayMode.rawValue + (split.isCollapsed ? " (collapsed)" : "")),
            ("window", "\(fmt(split.window.width)) × \(fmt(split.window.height))"),
            ("primary", frame(layout.primary)),
            ("separator", frame(layout.separator)),
            ("secondary", frame(layout.secondary)),
            ("width", "\(fmt(width.width)) pt · rule \(width.rule.rawValue)"),
            ("overlay", fmt2(split.band == .overlay ? split.overlay.value : 0)),
            ("stack", split.stackTitles.joined(separator: " › ")),
        ]
    }

    func fmt(_ v: Double) -> String { JSONValue.format(v.rounded()) }
    func fmt2(_ v: Double) -> String { JSONValue.format((v * 100).rounded() / 100) }
    func ms(_ seconds: Double?) -> String { seconds.map { JSONValue.format((($0 * 1000) * 10).rounded() / 10) + " ms" } ?? "–" }

    /// The panel's frame in a window: top right, clear of the toolbars.
    func panel(in window: Size) -> Rect {
        let height = 40 + Double(lines.count) * Self.lineHeight + 90
        return Rect(x: max(8, window.width - Self.width - 12), y: 52, width: min(Self.width, window.width - 16), height: height)
    }

    func draw(into list: inout DisplayList) {
        let panel = self.panel(in: split.window)
        list.commands.append(.roundedRect(panel, radius: 10, corners: .all, Self.background))
        list.clipped(to: panel) { list in
            let inner = panel.inset(by: .all(12))
            list.text("Inspector  ·  F1 hides", Self.heading, in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 18))
            var y = inner.y + 26
            for (name, value) in lines {
                list.text(name, Self.key, in: Rect(x: inner.x, y: y, width: 92, height: Self.lineHeight))
                list.text(value, Self.text, in: Rect(x: inner.x + 92, y: y, width: inner.width - 92, height: Self.lineHeight))
                y += Self.lineHeight
            }
            drawGraph(in: Rect(x: inner.x, y: y + 8, width: inner.width, height: 54), into: &list)
            let stats = "frame time  p50 \(ms(frameTimes.percentile(50)))  ·  p99 \(ms(frameTimes.percentile(99)))"
            list.text(stats, Self.text, in: Rect(x: inner.x, y: y + 66, width: inner.width, height: Self.lineHeight))
        }
    }

    /// One bar per frame, 0 ... 33 ms high, with a line at 16.7 ms (one frame at 60 Hz).
    private func drawGraph(in box: Rect, into list: inout DisplayList) {
        list.fill(box, Color(hex: 0xFFFFFF, alpha: 18))
        let limit = 1.0 / 30
        let samples = frameTimes.inOrder
        let barWidth = box.width / Double(FrameTimes.capacity)
        for (i, t) in samples.enumerated() {
            let h = min(1, t / limit) * box.height
            let color = t > 1.0 / 60 ? Color(hex: 0xFF9F0A) : Color(hex: 0x30D158)
            list.fill(Rect(x: box.x + Double(i) * barWidth, y: box.maxY - h, width: max(1, barWidth - 0.5), height: max(1, h)), color)
        }
        list.horizontalLine(x: box.x, y: box.maxY - box.height / 2, width: box.width, Color(hex: 0xFFFFFF, alpha: 90))
    }
}
