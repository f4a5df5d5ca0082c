// A text cut into characters, words, sentences or lines, for AT-SPI's Text interface.

/// A text cut into characters, words, sentences or lines, for the Text interface's `…AtOffset` calls.
struct TextSegments {
    let segments: [Range<Int>]

    init(_ text: [Unicode.Scalar], _ granularity: ATSPI.Granularity) {
        var segments: [Range<Int>] = []
        var start = 0
        func isSpace(_ i: Int) -> Bool { text[i].properties.isWhitespace }
        switch granularity {
        case .character:
            segments = (0..<text.count).map { $0..<($0 + 1) }
        case .word:
            // A word and the spaces after it, up to the next word's start (AT-SPI's "word start" boundaries).
            var i = 0
            while i < text.count {
                while i < text.count, !isSpace(i) { i += 1 }
                while i < text.count, isSpace(i) { i += 1 }
                segments.append(start..<i)
                start = i
            }
        case .sentence:
            var i = 0
            while i < text.count {
                let ends = "." == text[i] || "!" == text[i] || "?" == text[i]
                i += 1
                if ends {
                    while i < text.count, isSpace(i) { i += 1 }
                    segments.append(start..<i)
                    start = i
                }
            }
            if start < text.count { segments.append(start..<text.count) }
        case .line, .paragraph:
            for (i, scalar) in text.enumerated() where scalar == "\n" {
                segments.append(start..<(i + 1))
                start = i + 1
            }
            if start < text.count || segments.isEmpty { segments.append(start..<text.count) }
        }
        self.segments = segments
    }

    /// The segment holding `offset` (the last one for the end of the text), or the one `step` segments away.
    func segment(containing offset: Int, step: Int = 0) -> Range<Int>? {
        guard let index = segments.firstIndex(where: { $0.contains(offset) }) ?? (offset >= (segments.last?.upperBound ?? 0) ? segments.indices.last : nil)
        else { return nil }
        let wanted = index + step
        return segments.indices.contains(wanted) ? segments[wanted] : nil
    }
}
