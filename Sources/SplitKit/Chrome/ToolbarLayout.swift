// Where a toolbar's title and buttons go: buttons as wide as their text, the title centred when there is room,
// else shifted and cut; a back button shortens to "‹ Back", then "‹", when the title needs the room.

/// What sits at one end of a toolbar.
public enum ToolbarItem: Hashable, Sendable {
    /// A back button to the page titled `String`: "‹ Title", shortened to "‹ Back" (the appearance's word) and then "‹" when the
    /// toolbar's title needs the room (as UIKit and libadwaita do); right to left "Title ›", its chevron pointing
    /// right, the way back.
    case back(String)
    /// A text button such as Cancel or Save.
    case text(String, bold: Bool = false)
    /// Room for something drawn apart (an icon button, the split's own back button), `width` points wide.
    case space(Double)

    /// True for a text button drawn in bold (Save).
    public var isBold: Bool {
        if case .text(_, let bold) = self { return bold }
        return false
    }
}

/// One end of a toolbar.
public enum ToolbarEnd: Hashable, Sendable {
    /// The leading end (the left, the right right to left).
    case leading
    /// The trailing end (the right, the left right to left).
    case trailing
}

/// A toolbar's title and buttons placed in its bar, for drawing and hit testing alike.
public struct ToolbarLayout: Hashable, Sendable {
    /// A text and the box it is drawn in.
    public struct Placed: Hashable, Sendable {
        /// The text as shown (a back button's shortened title, say); empty for a ``ToolbarItem/space(_:)``.
        public var text: String
        /// The box: for a button, also its hit area.
        public var frame: Rect
        /// How the text sits in the box, in the layout's direction (``DisplayList/text(_:_:in:alignment:)`` reads it so).
        public var alignment: TextAlignment
        /// Which way the text reads: the interface's for a title or a text button; its own for a back button, whose
        /// text is made for the layout's direction (a direction mark first where its title would turn it around).
        public var direction: TextDirection = .interface
    }

    /// The toolbar's bar.
    public let bar: Rect
    /// The title, where it is drawn; a box narrower than the text means the renderer ends it with "…".
    public private(set) var title: Placed
    /// True when the whole title fits where it is placed.
    public private(set) var titleFits: Bool
    /// The leading button, if any.
    public private(set) var leading: Placed?
    /// The trailing button, if any.
    public private(set) var trailing: Placed?
    /// The host's buttons that fit (``ColumnContent/toolbarItems``), in the order given: the first nearest the trailing
    /// end, inside the trailing button; those left out (from the last) are not here.
    public private(set) var actions: [Placed] = []

    /// Places `title` and the buttons in `bar` (its top `toolbarHeight` points of `frame`), the leading button at the
    /// leading end of `direction` (the right right to left: the whole toolbar mirrored), after `leadingInset` points
    /// kept clear for something drawn apart (the split's sidebar button before a drilled-down page's back button).
    /// The host's `actions` go inside the trailing button, the first nearest it, each as wide as its label (at least a
    /// square), within the trailing half of the bar: those past it are left out, from the last.
    public init(
        title: String, in frame: Rect, leading: ToolbarItem? = nil, trailing: ToolbarItem? = nil, leadingInset: Double = 0,
        actions: [ToolbarAction] = [], appearance: Appearance, direction: LayoutDirection = .leftToRight
    ) {
        let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, appearance.toolbarHeight))
        self.bar = bar
        let titleStyle = Self.titleStyle(appearance).resolved(in: direction)  // measured as the list draws it
        let titleWidth = appearance.textMeasure.width(of: title, style: titleStyle)
        self.trailing = trailing.map { Self.place(Self.candidates($0, direction, back: appearance.strings[.back]).first!, of: $0, at: .trailing, in: bar, appearance: appearance, direction: direction).placed }
        self.actions = Self.placeActions(actions, before: self.trailing?.frame.x ?? bar.maxX, in: bar, appearance: appearance)
        let trailingEdge = self.actions.last?.frame.x ?? self.trailing?.frame.x ?? bar.maxX
        let inset = min(max(0, leadingInset), bar.width)
        let leadingBar = Rect(x: bar.x + inset, y: bar.y, width: bar.width - inset, height: bar.height)
        // The leading item's first text that fits its own maximum width and leaves the title whole; else its last.
        var chosen: (placed: Placed?, title: Placed, fits: Bool)?
        let options = leading.map { item in Self.candidates(item, direction, back: appearance.strings[.back]).map { (item, $0) } } ?? []
        for (index, (item, text)) in options.enumerated() {
            let (placed, itemFits) = Self.place(text, of: item, at: .leading, in: leadingBar, appearance: appearance, direction: direction)
            let (box, fits) = Self.placeTitle(width: titleWidth, in: bar, from: placed.frame.maxX, to: trailingEdge, appearance: appearance)
            chosen = (placed, Placed(text: title, frame: box.frame, alignment: box.alignment), fits)
            if itemFits && fits || index == options.count - 1 { break }
        }
        if chosen == nil {
            let (box, fits) = Self.placeTitle(width: titleWidth, in: bar, from: leadingBar.x, to: trailingEdge, appearance: appearance)
            chosen = (nil, Placed(text: title, frame: box.frame, alignment: box.alignment), fits)
        }
        self.leading = chosen!.placed
        self.title = chosen!.title
        self.titleFits = chosen!.fits
        // Worked out from the left as leading; right to left, every box goes to its mirror image in the bar.
        if direction == .rightToLeft {
            self.title.frame = direction.place(self.title.frame, in: bar)
            if let frame = self.leading?.frame { self.leading?.frame = direction.place(frame, in: bar) }
            if let frame = self.trailing?.frame { self.trailing?.frame = direction.place(frame, in: bar) }
            for index in self.actions.indices { self.actions[index].frame = direction.place(self.actions[index].frame, in: bar) }
        }
    }

    /// The style of toolbar titles: bold, in the label colour, in the interface's direction.
    public static func titleStyle(_ appearance: Appearance) -> TextStyle {
        TextStyle(size: appearance.textPoints(appearance.metrics.toolbarFontSize), weight: .bold, color: appearance.palette.label)
    }

    /// The style of a toolbar button's text, paler while pressed.
    public static func buttonStyle(_ appearance: Appearance, bold: Bool = false, pressed: Bool = false) -> TextStyle {
        let accent = appearance.palette.accent
        return TextStyle(size: appearance.textPoints(appearance.metrics.toolbarFontSize), weight: bold ? .bold : .regular,
                         color: pressed ? accent.withOpacity(0.4) : accent)
    }

    /// True when `text` holds a letter of a script written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko …).
    static func isRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: LayoutDirection.isRightToLeftStrong)
    }

    /// True when `text` holds an explicit direction control — an embedding, override or isolate (U+202A … U+202E,
    /// U+2066 … U+2069) — which could turn the text after it around.
    static func hasDirectionControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// True when `text` is one isolate from end to end (``UserText/isolated(_:)``).
    private static func isIsolated(_ text: String) -> Bool {
        text.unicodeScalars.first == UserText.firstStrongIsolate && text.unicodeScalars.last == UserText.popDirectionalIsolate
    }

    /// The texts an item may show, longest first; a back button's chevron points the way back in `direction`, and its
    /// short text is `back` (the appearance's word). A title with a direction control in it is isolated, so the chevron
    /// stays where it belongs.
    private static func candidates(_ item: ToolbarItem, _ direction: LayoutDirection, back: String) -> [String] {
        switch item {
        case .back(let title) where hasDirectionControl(title) && !isIsolated(title):
            return candidates(.back(UserText.isolated(title)), direction, back: back)
        case .back(let title) where direction == .rightToLeft:
            // A title written right to left is ordered right to left: "‹" first, at the right, where the bidi
            // algorithm mirrors it to "›" (the right-to-left mark keeps a title that starts with a number in order).
            let titled = Self.isRightToLeft(title) ? "\u{200F}‹ " + title : title + " ›"
            let short = Self.isRightToLeft(back) ? "\u{200F}‹ " + back : back + " ›"
            return title.isEmpty ? [short, "›"] : [titled, short, "›"]
        case .back(let title):
            // The left-to-right mark keeps the chevron at the left of a title written right to left.
            let titled = Self.isRightToLeft(title) ? "\u{200E}‹ " + title : "‹ " + title
            let short = Self.isRightToLeft(back) ? "\u{200E}‹ " + back : "‹ " + back
            return title.isEmpty ? [short, "‹"] : [titled, short, "‹"]
        case .text(let text, _): return [text]
        case .space: return [""]
        }
    }

    /// A button showing `text` at one end of `bar`: as wide as the text plus padding, at least a square of the
    /// toolbar's height, at most the metrics' widest button and half the bar. Also says whether the text fits.
    private static func place(_ text: String, of item: ToolbarItem, at end: ToolbarEnd, in bar: Rect, appearance: Appearance,
                              direction: LayoutDirection) -> (placed: Placed, fits: Bool)
    {
        let m = appearance.metrics
        let widest = min(appearance.textPoints(m.toolbarButtonMaximumWidth), bar.width / 2)
        // A back button's text reads by its own first letter (its candidates start with a mark where they must).
        let reading: TextDirection = if case .back = item { .content } else { .interface }
        var style = buttonStyle(appearance, bold: item.isBold)
        style.direction = reading.resolved(in: direction)
        let needed: Double
        switch item {
        case .space(let width): needed = width
        case .text, .back: needed = appearance.textMeasure.width(of: text, style: style) + 2 * m.toolbarButtonPadding
        }
        let width: Double
        if case .space = item { width = min(needed, bar.width) } else { width = max(0, min(max(needed, min(bar.height, widest)), widest)) }
        let x = end == .leading ? bar.x : bar.maxX - width
        let frame = Rect(x: x, y: bar.y, width: width, height: bar.height)
        return (Placed(text: text, frame: frame, alignment: end == .leading ? .leading : .trailing, direction: reading), needed <= width)
    }

    /// The host's buttons from `edge` towards the leading end of `bar`, worked out left to right: each as wide as its
    /// label plus padding (at least a square of the bar's height, at most the widest button), kept while it stays in
    /// the bar's trailing half; the first that does not ends the row.
    private static func placeActions(_ actions: [ToolbarAction], before edge: Double, in bar: Rect, appearance: Appearance) -> [Placed] {
        let m = appearance.metrics, style = buttonStyle(appearance)
        var placed: [Placed] = [], x = edge
        for action in actions {
            let needed = appearance.textMeasure.width(of: action.label.shown, style: style) + 2 * m.toolbarButtonPadding
            let width = min(max(needed, bar.height), appearance.textPoints(m.toolbarButtonMaximumWidth))
            guard x - width >= bar.midX else { break }
            x -= width
            placed.append(Placed(text: action.label.shown, frame: Rect(x: x, y: bar.y, width: width, height: bar.height), alignment: .center))
        }
        return placed
    }

    /// The title's box between `from` and `to`: centred on the bar when it fits there, else pushed aside within
    /// the free room, else the free room itself (the text is cut).
    private static func placeTitle(width: Double, in bar: Rect, from: Double, to: Double, appearance: Appearance)
        -> (frame: (frame: Rect, alignment: TextAlignment), fits: Bool)
    {
        let gap = appearance.metrics.toolbarButtonPadding
        let left = from + gap, right = max(from + gap, to - gap)
        let free = Rect(x: left, y: bar.y, width: right - left, height: bar.height)
        let half = min(bar.midX - left, right - bar.midX)
        if half > 0, width / 2 <= half {
            return ((Rect(x: bar.midX - half, y: bar.y, width: 2 * half, height: bar.height), .center), true)
        }
        if width <= free.width {
            return ((free, bar.midX - width / 2 < left ? .leading : .trailing), true)
        }
        return ((free, .center), width == 0)
    }
}
