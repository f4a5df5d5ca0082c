// How a text view wraps lazily: paragraphs split once per text, estimated until they show, the top kept in place.

/// A paragraph's lines at a text view's width, and the direction of its first strong letter.
struct WrappedParagraph: Hashable, Sendable {
    /// Its lines, one at least (an empty paragraph is one empty line).
    var lines: [String]
    /// The direction of its first strong letter (nil: it has none).
    var direction: LayoutDirection?
}

extension TextView {
    /// Texts of up to this many UTF-8 bytes are wrapped whole and exactly at every change, as before wrapping was lazy.
    /// 4 KB is about a screenful (a 600 × 700 point view of 15-point text shows some 2.7 KB), so wrapping all of it
    /// (some 0.4 ms in a release build with the estimated measure: 10 KB took 1.0 ms) costs little more than wrapping
    /// the lines that show does (0.2 ms): laziness would save next to nothing, and the scroll range stays exact from
    /// the start. A larger limit would not stay flat: at 32 KB a whole wrap takes 3 ms of every frame of a resize.
    static let wholeWrapLimit = 4_096

    /// Splits the text into its paragraphs, once per text (O(n)); none of them is wrapped yet.
    mutating func split() {
        paragraphs = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
        wrapped = Array(repeating: nil, count: paragraphs.count)
    }

    /// Lays the text out again after its text, width, style or measure changed: drops the wrapped lines and estimates
    /// every paragraph again (one O(paragraphs) pass, without measuring), then wraps the whole text if it is short,
    /// else what shows. With `keepingTop` (scroll offsets measured in lines `oldLineHeight` tall), a text wrapped
    /// lazily keeps the paragraph at the top where it was and as far into it; one wrapped whole keeps its scroll
    /// offset, as it always has.
    mutating func relayout(keepingTop: Bool, oldLineHeight: Double? = nil) {
        let top = keepingTop && !wrapsWhole ? topParagraph(lineHeight: oldLineHeight ?? style.lineHeight) : nil
        for index in wrapped.indices where wrapped[index] != nil { wrapped[index] = nil }
        let paragraphs = paragraphs, style = style, width = frame.width
        counts.rebuild(count: paragraphs.count) { Self.estimatedLines(bytes: paragraphs[$0].utf8.count, style: style, width: width) }
        if wrapsWhole {
            for index in paragraphs.indices { wrap(index) }
        }
        if let top { scroll = (Double(counts.lines(before: top.index)) + top.lines) * style.lineHeight }
        settle(toEnd: false)
    }

    /// The lines a paragraph of `bytes` UTF-8 bytes is estimated to wrap to in `style` at `width`, in O(1): its bytes
    /// as characters at the ``TextMeasure/estimated`` width (0.55 em, 0.6 in bold), one line at least (and at width 0,
    /// where each character is a line, one a byte).
    static func estimatedLines(bytes: Int, style: TextStyle, width: Double) -> Int {
        guard bytes > 0 else { return 1 }
        guard width > 0 else { return bytes }
        let lines = (Double(bytes) * style.size * (style.weight == .bold ? 0.6 : 0.55) / width).rounded(.up)
        return lines >= 1 ? Int(min(lines, Double(bytes))) : 1
    }

    /// Wraps paragraph `index` at the frame's width and keeps its lines, so its count is exact (nothing to do when it
    /// was wrapped already).
    mutating func wrap(_ index: Int) {
        guard wrapped[index] == nil else { return }
        let paragraph = lines(ofParagraph: index)
        wrapped[index] = paragraph
        counts[index] = paragraph.lines.count
    }

    /// Paragraph `index`'s lines at the frame's width and its direction: those kept, else wrapped now (not kept).
    func lines(ofParagraph index: Int) -> WrappedParagraph {
        if let kept = wrapped[index] { return kept }
        let paragraph = String(paragraphs[index]), lines = measure.lines(of: paragraph, width: frame.width, style: style)
        return WrappedParagraph(lines: lines.isEmpty ? [""] : lines, direction: LayoutDirection(firstStrongIn: paragraph))
    }

    /// How many lines show at once, at least in part, at most (none in a frame of no height).
    var linesShown: Int {
        let height = style.lineHeight
        guard height > 0, frame.height > 0 else { return 0 }
        return Int(min(Double(counts.total), (frame.height / height).rounded(.up))) + 1
    }

    /// The paragraph at the top of the view (holding the line the scroll offset falls in) and how far the view is
    /// scrolled into it, in lines `lineHeight` tall (nil: no lines).
    func topParagraph(lineHeight: Double) -> (index: Int, lines: Double)? {
        guard lineHeight > 0, counts.total > 0 else { return nil }
        let line = min(Double(counts.total - 1), max(0, (scroll / lineHeight).rounded(.down)))
        let index = counts.paragraph(containing: Int(line)).index
        return (index, scroll / lineHeight - Double(counts.lines(before: index)))
    }

    /// Wraps the paragraphs that show, and more for `linesAbove` lines above the view and `linesBelow` below it,
    /// keeping the paragraph at the top where it is on screen: the scroll moves by as many lines as the paragraphs
    /// before it gained or lost when their estimates were replaced.
    mutating func wrapAroundView(linesAbove: Int = 0, linesBelow: Int = 0) {
        let height = style.lineHeight
        guard let top = topParagraph(lineHeight: height) else { return }
        let before = counts.lines(before: top.index), into = Int(top.lines.rounded(.down)), shown = linesShown
        var index = top.index, covered = 0
        while index < paragraphs.count, covered < into + shown + linesBelow {
            wrap(index)
            covered += counts[index]
            index += 1
        }
        index = top.index - 1
        covered = min(into, counts[top.index])
        while index >= 0, covered < linesAbove {
            wrap(index)
            covered += counts[index]
            index -= 1
        }
        let moved = counts.lines(before: top.index) - before
        if moved != 0 { scroll += Double(moved) * height }
    }

    /// Wraps the last paragraphs, as many as fill the view, so the largest scroll offset is exact.
    mutating func wrapEnd() {
        var index = paragraphs.count - 1, covered = 0
        while index >= 0, covered < linesShown {
            wrap(index)
            covered += counts[index]
            index -= 1
        }
    }

    /// Settles the scroll after a change: at the real end when `toEnd`, else within the content; then wraps what
    /// shows (the paragraph at the top staying in place) and, when the view turns out to be past the end once the
    /// lines near it are exact, clamps it there.
    mutating func settle(toEnd: Bool) {
        if toEnd {
            wrapEnd()
            scroll = maximumScroll
        } else {
            scroll = min(max(0, scroll), contentHeight)
        }
        wrapAroundView()
        if scroll > maximumScroll {
            wrapEnd()
            scroll = maximumScroll
            wrapAroundView()
        }
    }
}
