// The `?` overlay: the controls of the scene and width band on screen in the split's language, from the same list as
// docs/demo.md's tables.
import SplitKit

/// Draws the controls that apply now in a panel over the scene: three columns when there is room, else each
/// control's keys above its wrapped description; scrolled by `scroll` points when they do not all fit. The list
/// is laid out once, when the overlay is made.
struct HelpOverlay {
    let scene: SceneName
    let band: SplitBand
    /// The controls of the split on screen (its keys, widths and metrics).
    let controls: Controls
    let window: Size
    let measure: TextMeasure
    var scroll = 0.0
    /// The list's lines, offsets from the top-left corner of the list.
    private(set) var rows: [Row] = []
    /// How tall the whole list is.
    private(set) var contentHeight = 0.0

    init(scene: SceneName, band: SplitBand, controls: Controls, window: Size, measure: TextMeasure, scroll: Double = 0) {
        self.scene = scene
        self.band = band
        self.controls = controls
        self.window = window
        self.measure = measure
        self.scroll = scroll
        rows = layOut()
        contentHeight = rows.last.map { $0.y + $0.height } ?? 0
    }

    /// Opaque: nothing of the scene (a selected row, say) shows through the list.
    static let background = Color(hex: 0x1C1C1E)
    static let heading = TextStyle(size: 15, weight: .bold, color: Color(hex: 0xFFFFFF))
    static let group = TextStyle(size: 12, weight: .bold, color: Color(hex: 0x98989F))
    static let place = TextStyle(size: 13, color: Color(hex: 0x98989F))
    /// Keys read by their own first letter, so `Up / Down` stays in order in a right-to-left list.
    static let input = TextStyle(size: 13, weight: .bold, color: Color(hex: 0xF2F2F7)).reading(.content)
    static let effect = TextStyle(size: 13, color: Color(hex: 0xF2F2F7))
    static let hint = TextStyle(size: 12, color: Color(hex: 0x0A84FF))
    static let lineHeight = 18.0
    static let padding = 16.0, headerHeight = 32.0, footerHeight = 22.0
    /// Narrower text areas stack each control instead of using three columns.
    static let stackedBelow = 440.0

    /// One line of the list, placed at `y` (from the top of the list) with its height.
    struct Row {
        var y: Double
        var height: Double
        var texts: [(String, TextStyle, x: Double, y: Double, width: Double)]
    }

    /// The panel's width and the width of its text area.
    var panelWidth: Double { min(760, max(0, window.width - 32)) }
    var textWidth: Double { max(0, panelWidth - 2 * Self.padding) }

    /// The list laid out for the text area's width, offsets from its top-left corner.
    private func layOut() -> [Row] {
        let width = textWidth, stacked = width < Self.stackedBelow
        var rows: [Row] = [], y = 0.0
        for group in controls.groups(for: scene, band: band) {
            rows.append(Row(y: y, height: 28, texts: [(group.title.uppercased(), Self.group, 0, 8, width)]))
            y += 28
            for control in group.controls {
                var texts: [(String, TextStyle, x: Double, y: Double, width: Double)] = []
                var lines: Int
                if stacked {
                    // Keys first in bold, where in grey after them, the description wrapped below.
                    let input = measure.lines(of: control.input, width: width, style: Self.input)
                    for (i, text) in input.enumerated() { texts.append((text, Self.input, 0, Double(i) * Self.lineHeight, width)) }
                    let placeLine = Double(input.count) * Self.lineHeight
                    texts.append((control.place, Self.place, 0, placeLine, width))
                    let effect = measure.lines(of: control.effect, width: width - 12, style: Self.effect)
                    for (i, text) in effect.enumerated() {
                        texts.append((text, Self.effect, 12, placeLine + Double(i + 1) * Self.lineHeight, width - 12))
                    }
                    lines = input.count + 1 + effect.count
                } else {
                    let place = (width * 0.2).rounded(), input = (width * 0.27).rounded(), effect = width - place - input - 16
                    let columns = [(measure.lines(of: control.place, width: place - 8, style: Self.place), Self.place, 0.0, place - 8),
                                   (measure.lines(of: control.input, width: input - 8, style: Self.input), Self.input, place, input - 8),
                                   (measure.lines(of: control.effect, width: effect, style: Self.effect), Self.effect, place + input + 16, effect)]
                    for (cells, style, x, w) in columns {
                        for (i, text) in cells.enumerated() { texts.append((text, style, x, Double(i) * Self.lineHeight, w)) }
                    }
                    lines = columns.map(\.0.count).max() ?? 1
                }
                let height = Double(max(1, lines)) * Self.lineHeight + (stacked ? 10 : 6)
                rows.append(Row(y: y, height: height, texts: texts))
                y += height
            }
        }
        return rows
    }

    /// The panel: centred, as tall as its list or the window allows.
    var panel: Rect {
        let height = min(max(0, window.height - 32), 2 * Self.padding + Self.headerHeight + contentHeight + Self.footerHeight)
        return Rect(x: ((window.width - panelWidth) / 2).rounded(), y: 16, width: panelWidth, height: height)
    }

    /// Where the list shows, inside the panel.
    var listFrame: Rect {
        let inner = panel.inset(by: .all(Self.padding))
        let footer = Self.footerHeight
        return Rect(x: inner.x, y: inner.y + Self.headerHeight, width: inner.width, height: max(0, inner.height - Self.headerHeight - footer))
    }

    /// The farthest the list scrolls.
    var maximumScroll: Double { max(0, contentHeight - listFrame.height) }

    func draw(into list: inout DisplayList) {
        let panel = self.panel, frame = listFrame
        guard panel.width > 40, panel.height > 60 else { return }
        let scroll = min(max(0, self.scroll), maximumScroll)
        // In the split's direction: right to left, the columns are mirrored and each reads from the right.
        let outerDirection = list.layoutDirection, direction = controls.configuration.layoutDirection
        list.layoutDirection = direction
        defer { list.layoutDirection = outerDirection }
        list.commands.append(.roundedRect(panel, radius: 12, corners: .all, Self.background))
        list.text(heading, Self.heading, in: Rect(x: frame.x, y: panel.y + Self.padding, width: frame.width, height: 22))
        list.clipped(to: frame) { list in
            for row in rows where row.y + row.height > scroll && row.y < scroll + frame.height {
                for (text, style, x, y, width) in row.texts {
                    let left = direction == .rightToLeft ? frame.maxX - x - width : frame.x + x
                    list.text(text, style, in: Rect(x: left, y: frame.y + row.y - scroll + y, width: width, height: Self.lineHeight))
                }
            }
        }
        let footer = Rect(x: frame.x, y: frame.maxY + 4, width: frame.width, height: Self.footerHeight - 4)
        let words = controls.words
        let more = maximumScroll == 0 ? nil : scroll >= maximumScroll ? words(HelpWord.theEnd) : words(HelpWord.more)
        list.text(([words(HelpWord.hides)] + (more.map { [$0] } ?? [])).joined(separator: " · "), Self.hint, in: footer)
    }

    /// "Controls · mail scene, tiled", in the list's language.
    var heading: String {
        let words = controls.words
        let scene = switch scene {
        case .mail: words(HelpWord.sceneMail)
        case .users: words(HelpWord.sceneUsers)
        case .columns: words(HelpWord.sceneColumns)
        }
        let band = switch band {
        case .tiled: words(HelpWord.bandTiled)
        case .overlay: words(HelpWord.bandOverlay)
        case .compact: words(HelpWord.bandCompact)
        }
        return words(HelpWord.title, scene, band)
    }
}
