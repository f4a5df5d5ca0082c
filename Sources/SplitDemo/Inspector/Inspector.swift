// The inspector (F1): an opaque panel with the split's state, recent frame times and what frames cost, named in the
// split's language.
import SplitKit
import SplitKitScripting

/// Draws what the split view is doing and why, over any scene. Every row is shown in full: a value too long for
/// its column wraps onto further lines, measured with the split's text measure (the font it is drawn with), and
/// the panel grows to fit. The rows are laid out once, when the inspector is made.
struct Inspector {
    let split: SplitViewState
    /// Recent frame times for the graph; nil on the virtual clock, where times are not shown.
    let frameTimes: FrameTimes?
    /// What presented frames cost (the `--stats` figures); nil on the virtual clock.
    let stats: FrameStats?
    /// The window's video driver and scale (`x11 · 2 pixels per point`); nil on the virtual clock, which has none.
    let display: String?
    /// The rows above the graph, broken into lines.
    private(set) var stateRows: [Row] = []
    /// The rows below the graph, broken into lines.
    private(set) var timingRows: [Row] = []

    /// One row: its name and its value, each as the lines it takes.
    struct Row {
        let name: [String]
        let value: [String]
        /// How many lines the row takes.
        var lineCount: Int { max(1, name.count, value.count) }
    }

    init(split: SplitViewState, frameTimes: FrameTimes?, stats: FrameStats?, display: String? = nil) {
        self.split = split
        self.frameTimes = frameTimes
        self.stats = stats
        self.display = display
        let width = Self.panelWidth(in: split.size) - 2 * Self.padding, measure = split.appearance.textMeasure
        stateRows = lines.map { Self.row($0, width: width, measure: measure) }
        timingRows = timingLines.map { Self.row($0, width: width, measure: measure) }
    }

    static let width = 330.0
    static let lineHeight = 18.0
    static let padding = 12.0
    /// Width of the names' column; the values have the rest.
    static let nameWidth = 92.0
    /// Opaque: the scene behind (a detail's text, a selected row) would run through the rows.
    static let background = Color(hex: 0x1C1C1E)
    /// Values read by their own first letter: a frame's numbers stay in order right to left, a stack of Hebrew titles reads
    /// from the right.
    static let text = TextStyle(size: 12, color: Color(hex: 0xF2F2F7)).reading(.content)
    static let key = TextStyle(size: 12, color: Color(hex: 0x98989F))
    static let heading = TextStyle(size: 13, weight: .bold, color: Color(hex: 0xFFFFFF))

    /// The split's words, in which the panel's names and values are written.
    var words: DemoWords { DemoWords(split.appearance.strings) }

    /// The lines of the panel: name and value.
    var lines: [(String, String)] {
        let w = words
        func frame(_ r: Rect?) -> String {
            guard let r else { return w(InspectorWord.noFrame) }
            return "\(fmt(r.x)), \(fmt(r.y))  \(fmt(r.width)) × \(fmt(r.height))"
        }
        let layout = split.layout
        let width = split.displayedPrimaryWidth
        let mode = split.isCollapsed ? w(InspectorWord.collapsed, split.displayMode.rawValue) : split.displayMode.rawValue
        return [
            (w(InspectorWord.sizeClass), w(InspectorWord.sizeClassValue, split.sizeClass.rawValue, split.band.rawValue)),
            (w(InspectorWord.displayMode), mode),
            (w(InspectorWord.window), "\(fmt(split.size.width)) × \(fmt(split.size.height))"),
            (w(InspectorWord.primary), frame(layout.primary)),
            (w(InspectorWord.separator), frame(layout.separator)),
            (w(InspectorWord.secondary), frame(layout.secondary)),
            (w(InspectorWord.width), w(InspectorWord.widthValue, fmt(width.width), width.rule.rawValue)),
            (w(InspectorWord.overlay), fmt2(split.band == .overlay ? split.overlay.value : 0)),
            (w(InspectorWord.stack), split.stackTitles.joined(separator: " › ")),
        ] + (display.map { [(w(InspectorWord.display), $0)] } ?? [])
    }

    func fmt(_ v: Double) -> String { JSONValue.format(v.rounded()) }
    func fmt2(_ v: Double) -> String { JSONValue.format((v * 100).rounded() / 100) }
    /// The rows under the graph: the `--stats` figures (as `FrameStats.rows` gives them, named in the split's
    /// language), or why there are none.
    var timingLines: [(String, String)] {
        let w = words
        guard let stats else { return [(w(InspectorWord.frameTimes), w(InspectorWord.notMeasured))] }
        func ms(_ v: Double?) -> String { v.map { FrameStats.milliseconds($0) } ?? "–" }
        func phase(_ h: DurationHistogram) -> String {
            w(InspectorWord.phase, ms(h.percentile(50)), ms(h.percentile(99)), ms(stats.frames > 0 ? h.maximum : nil))
        }
        let updateTimed = stats.frames > 0 && stats.update.maximum > 0
        return [(w(InspectorWord.frames), String(stats.frames))]
            + (updateTimed ? [(w(InspectorWord.update), phase(stats.update))] : [])
            + [(w(InspectorWord.build), phase(stats.build)), (w(InspectorWord.render), phase(stats.render)),
               (w(InspectorWord.present), phase(stats.present)),
               (w(InspectorWord.longestStall), w(InspectorWord.stall, FrameStats.milliseconds(stats.longestAnimatingGap)))]
    }

    /// Height of the frame-time graph, when there is one.
    var graphHeight: Double { frameTimes == nil ? 0 : 62 }

    /// The panel's frame in a window: top right, clear of the toolbars, as tall as its rows' lines.
    func panel(in window: Size) -> Rect {
        let lineCount = (stateRows + timingRows).map(\.lineCount).reduce(0, +)
        let height = 40 + Double(lineCount) * Self.lineHeight + graphHeight + 12
        return Rect(x: max(8, window.width - Self.width - 12), y: 52, width: Self.panelWidth(in: window), height: height)
    }

    /// The panel's width in a window: 330 points, less in a narrow one.
    static func panelWidth(in window: Size) -> Double { min(width, window.width - 16) }

    /// A name and value broken into lines for a panel `width` points wide inside its padding.
    private static func row(_ line: (String, String), width: Double, measure: TextMeasure) -> Row {
        Row(name: wrapped(line.0, width: nameWidth - 4, style: key, measure: measure),
            value: wrapped(line.1, width: width - nameWidth, style: text, measure: measure))
    }

    /// `text` in lines no wider than `width`: whole when it fits, else broken between its groups (the parts
    /// set apart by two spaces: a frame's origin and size, a phase's figures), a group still too wide between
    /// its words, and a word still too wide between its characters, so no line is ever cut short with "…".
    static func wrapped(_ text: String, width: Double, style: TextStyle, measure: TextMeasure) -> [String] {
        guard measure.width(of: text, style: style) > width else { return [text] }
        var lines: [String] = [], line = ""
        for group in text.split(separator: "  ").map(String.init) {
            let joined = line.isEmpty ? group : line + "  " + group
            if measure.width(of: joined, style: style) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let broken = measure.lines(of: group, width: width, style: style)  // words too wide break between characters
            lines += broken.dropLast()
            line = broken.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    func draw(into list: inout DisplayList) {
        let panel = self.panel(in: split.size)
        // In the split's direction: right to left, the names are on the right and read from there.
        let outerDirection = list.layoutDirection
        list.layoutDirection = split.configuration.layoutDirection
        defer { list.layoutDirection = outerDirection }
        list.commands.append(.roundedRect(panel, radius: 10, corners: .all, Self.background))
        list.clipped(to: panel) { list in
            let inner = panel.inset(by: .all(Self.padding))
            list.text(words(InspectorWord.heading), Self.heading, in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 18))
            var y = inner.y + 26
            for row in stateRows { y = draw(row, x: inner.x, y: y, width: inner.width, into: &list) }
            if let frameTimes {
                drawGraph(frameTimes, in: Rect(x: inner.x, y: y + 8, width: inner.width, height: graphHeight - 8), into: &list)
                y += graphHeight
            }
            y += 4
            for row in timingRows { y = draw(row, x: inner.x, y: y, width: inner.width, into: &list) }
        }
    }

    /// Draws a row's lines from `y` down, the name's beside the value's; returns where the next row goes.
    private func draw(_ row: Row, x: Double, y: Double, width: Double, into list: inout DisplayList) -> Double {
        let rightToLeft = list.layoutDirection == .rightToLeft
        let nameX = rightToLeft ? x + width - Self.nameWidth : x, valueX = rightToLeft ? x : x + Self.nameWidth
        for (i, line) in row.name.enumerated() {
            list.text(line, Self.key, in: Rect(x: nameX, y: y + Double(i) * Self.lineHeight, width: Self.nameWidth, height: Self.lineHeight))
        }
        for (i, line) in row.value.enumerated() {
            list.text(line, Self.text, in: Rect(x: valueX, y: y + Double(i) * Self.lineHeight, width: width - Self.nameWidth,
                                                height: Self.lineHeight))
        }
        return y + Double(row.lineCount) * Self.lineHeight
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
