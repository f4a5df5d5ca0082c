// The inspector (F1): a translucent panel with the split's state, recent frame times and what frames cost.
import SplitKit
import SplitKitScripting

/// Draws what the split view is doing and why, over any scene.
struct Inspector {
    let split: SplitViewState
    /// Recent frame times for the graph; nil on the virtual clock, where times are not shown.
    let frameTimes: FrameTimes?
    /// What presented frames cost (the `--stats` figures); nil on the virtual clock.
    let stats: FrameStats?
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
            ("window", "\(fmt(split.size.width)) × \(fmt(split.size.height))"),
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
    /// The rows under the graph: the `--stats` figures, or why there are none.
    var timingLines: [(String, String)] {
        guard let stats else { return [("frame times", "not measured on the virtual clock")] }
        return stats.rows
    }

    /// Height of the frame-time graph, when there is one.
    var graphHeight: Double { frameTimes == nil ? 0 : 62 }

    /// The panel's frame in a window: top right, clear of the toolbars.
    func panel(in window: Size) -> Rect {
        let height = 40 + Double(lines.count + timingLines.count) * Self.lineHeight + graphHeight + 12
        return Rect(x: max(8, window.width - Self.width - 12), y: 52, width: min(Self.width, window.width - 16), height: height)
    }

    func draw(into list: inout DisplayList) {
        let panel = self.panel(in: split.size)
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
            if let frameTimes {
                drawGraph(frameTimes, in: Rect(x: inner.x, y: y + 8, width: inner.width, height: graphHeight - 8), into: &list)
                y += graphHeight
            }
            y += 4
            for (name, value) in timingLines {
                list.text(name, Self.key, in: Rect(x: inner.x, y: y, width: 92, height: Self.lineHeight))
                list.text(value, Self.text, in: Rect(x: inner.x + 92, y: y, width: inner.width - 92, height: Self.lineHeight))
                y += Self.lineHeight
            }
        }
    }

    /// One bar per frame (build + render + present), 0 ... 33 ms high, with a line at 16.7 ms (60 Hz).
    private func drawGraph(_ frameTimes: FrameTimes, in box: Rect, into list: inout DisplayList) {
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
