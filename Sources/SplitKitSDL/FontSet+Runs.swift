// Lines beyond Latin for a FontSet: cut into runs (TextRuns), each drawn by a face that has its characters — the
// set's own font, or one fontconfig finds — set to the run's direction and script so HarfBuzz shapes it right.
import CSDL2
import SplitKit

extension FontSet {
    /// The runs of `text` read from `base` in visual order with the open font that draws each, and the scale that
    /// brings a face of bitmap strikes to the line's size; call with the lock held. A simple line
    /// (``TextRuns/isSimple(_:base:)``) is one left-to-right run in the set's font.
    func shapedRuns(of text: String, _ key: FontKey, base: TextRuns.Base = .firstStrong) throws -> [ShapedRun] {
        let primary = try font(key)
        let runs: [TextRun]
        let runsKey = RunsKey(text: text, base: base)
        if TextRuns.isSimple(text, base: base) {
            runs = [TextRun(text: text, isRightToLeft: false, script: "Zzzz", face: 0)]
        } else if let known = runsOfText[runsKey] {
            runs = known
        } else {
            // The last fallback face used before (TextRuns asks in logical order): a space or a comma in the set's own
            // font between two emoji or ideographs does not make the next one ask fontconfig again.
            var previous = 0
            runs = TextRuns.runs(of: text, base: base) { scalar, asEmoji in
                let found = face(for: scalar, asEmoji: asEmoji, primary: primary, key, after: previous)
                if found > 0 { previous = found }
                return found
            }.runs
            if runsOfText.count > 2048 { runsOfText.removeAll(keepingCapacity: true) }  // a bound, refilled as needed
            runsOfText[runsKey] = runs
        }
        return try runs.map { run in
            guard run.face > 0 else { return ShapedRun(run: run, font: primary, pixelSize: key.pixelSize) }
            return try shapedFallback(run, key, primary: primary)
        }
    }

    /// Sets `shaped`'s font to its size and to its run's direction and script, right before SDL_ttf measures or draws
    /// the run with it: runs of one line share fonts, and sizes share a face's font (``SizedFaces``), so each is set in
    /// turn. An SDL_ttf built without HarfBuzz takes no direction (it gives -1 and draws a right-to-left run in the
    /// order typed); ``directionHonoured`` keeps what it said. Call with the lock held.
    func prepare(_ shaped: ShapedRun) throws(FontError) {
        try faces.setSize(of: shaped.font, to: shaped.pixelSize)
        let run = shaped.run
        directionHonoured = TTF_SetFontDirection(shaped.font, run.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR) == 0
        TTF_SetFontScriptName(shaped.font, run.script)  // "Zzzz": HarfBuzz's unknown script, as SDL_ttf starts
    }

    /// Where a caret before `text`'s character at `offset` (in `Character`s) is drawn, in device pixels from the left
    /// of the line as drawn: at the leading edge of that character in its run's direction — the right edge in a
    /// right-to-left run — or, at the end of the line, at the trailing edge of the last character.
    func caretPixelX(in text: String, at offset: Int, style: TextStyle, scale: Double) throws -> Int32 {
        let base = TextRuns.Base(style.direction)
        if TextRuns.isSimple(text, base: base) { return try pixelWidth(of: String(text.prefix(offset)), style: style, scale: scale) }
        let scalars = text.prefix(offset).unicodeScalars.count, total = text.unicodeScalars.count
        let key = FontKey(style, scale: scale)
        return try withLock {
            let caretKey = CaretKey(text: text, scalars: scalars, font: key, base: base)
            if let known = carets[caretKey] { return known }  // a field asks each frame
            let x = try caretX(in: text, scalars: scalars, total: total, key, base: base)
            if carets.count > 1024 { carets.removeAll(keepingCapacity: true) }  // a bound, refilled as needed
            carets[caretKey] = x
            return x
        }
    }

    /// ``caretPixelX(in:at:style:scale:)`` worked out; call with the lock held.
    private func caretX(in text: String, scalars: Int, total: Int, _ key: FontKey, base: TextRuns.Base) throws -> Int32 {
        let runs = try shapedRuns(of: text, key, base: base)
        // The character whose edge the caret sits at: the one at the offset, or the last one at the end.
        let target = scalars < total ? scalars : total - 1
        var x: Int32 = 0
        for shaped in runs {
            let run = shaped.run, count = run.text.unicodeScalars.count
            let width = try runWidth(run.text, shaped)
            if (run.start..<(run.start + count)).contains(target) {
                let within = target - run.start + (scalars < total ? 0 : 1)  // past the last one at the end
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: run.text.unicodeScalars.prefix(within))
                let before = try runWidth(String(prefix), shaped)
                return run.isRightToLeft ? x + width - before : x + before
            }
            x += width
        }
        return x
    }

    /// The width in pixels of `text`, a run or the start of one, shaped as `shaped`'s run and at its scale, as
    /// ``renderRun(_:color:)`` draws it; call with the lock held.
    func runWidth(_ text: String, _ shaped: ShapedRun) throws -> Int32 {
        guard !text.isEmpty else { return 0 }
        let key = shaped.key(text)
        if let known = runWidths[key] { return known }
        let width: Int32
        if shaped.hasColour {
            width = colourWidth(of: text, shaped)  // as it is drawn: character by character
        } else {
            try prepare(shaped)
            runsShaped += 1
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(shaped.font, text, &w, &h) == 0 else { throw SDLError.ttf("Measuring the text") }
            width = shaped.scaled(w)
        }
        if runWidths.count > 4096 { runWidths.removeAll(keepingCapacity: true) }  // a bound, refilled as needed
        runWidths[key] = width
        return width
    }

    /// Renders `text` in `style` at `scale` in `color` (colour glyphs in their own colours), reading in the style's
    /// direction: one surface, the runs side by side on a common baseline. The caller frees it. Nil when SDL_ttf draws
    /// nothing.
    func renderSurface(of text: String, style: TextStyle, scale: Double) throws -> UnsafeMutablePointer<SDL_Surface>? {
        let color = style.color
        return try withLock {
            let runs = try shapedRuns(of: text, FontKey(style, scale: scale), base: TextRuns.Base(style.direction))
            if runs.count == 1 { return renderRun(runs[0], color: color) }
            let ascent = runs.map(\.ascent).max() ?? 0
            let descent = runs.map { $0.height - $0.ascent }.max() ?? 0
            var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, top: Int32)] = []
            defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
            for shaped in runs {
                guard let surface = renderRun(shaped, color: color) else { continue }
                pieces.append((surface, ascent - shaped.ascent))
            }
            let width = pieces.reduce(0) { $0 + $1.surface.pointee.w }
            guard width > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, max(1, ascent + descent), 32, csdl_pixelformat_argb8888())
            else { return nil }
            var x: Int32 = 0
            for piece in pieces {
                SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)  // copied as it is onto the clear line
                var to = SDL_Rect(x: x, y: piece.top, w: piece.surface.pointee.w, h: piece.surface.pointee.h)
                SDL_UpperBlit(piece.surface, nil, line, &to)
                x += piece.surface.pointee.w
            }
            return line
        }
    }

    /// The face that draws `scalar`: a colour font's when it is shown as an emoji (``TextRuns/isShownAsEmoji(_:at:)``)
    /// and one has it; else the set's own font when it has the glyph; else the font fontconfig finds for it — Symbola
    /// draws emoji in one colour when no colour font is installed. Remembered per character and presentation; the set's
    /// own font, drawing its missing-glyph box, when no font has it.
    ///
    /// Before fontconfig is asked, the fallback face `previous` of the character before is tried, when it has the glyph
    /// and is of the kind wanted (colour for an emoji, not colour for text) — as browsers keep a run in the fallback font
    /// it started in. A match costs fontconfig about 0.2 ms: 288 different emoji, or 200 different ideographs, pasted at
    /// once asked it 308 and 207 times in one frame (58 and 32 ms); now once, for the first.
    private func face(for scalar: Unicode.Scalar, asEmoji: Bool, primary: OpaquePointer, _ key: FontKey, after previous: Int) -> Int {
        let cacheKey = scalar.value | (asEmoji ? Self.emojiBit : 0)
        if let known = faceOfScalar[cacheKey] { return known }
        // Asked of the face at the line's own size, the font that then draws the run: a face opened at another size
        // only to ask would be one more FreeType face, HarfBuzz tables and all (a CJK face's is 0.3 MB), kept open.
        if previous > 0, fallbackFiles[previous - 1].hasColour == asEmoji, asEmoji || TTF_GlyphIsProvided32(primary, scalar.value) == 0,
           let font = try? fallbackFont(previous, key), TTF_GlyphIsProvided32(font, scalar.value) != 0 {
            faceOfScalar[cacheKey] = previous
            return previous
        }
        var face = 0
        if asEmoji, let colour = fallbackFace(for: scalar, family: "emoji", colourOnly: true) {
            face = colour
        } else if TTF_GlyphIsProvided32(primary, scalar.value) == 0 {
            face = fallbackFace(for: scalar, family: "sans-serif", colourOnly: false) ?? 0
        }
        faceOfScalar[cacheKey] = face
        return face
    }

    /// The fallback face (1, 2 …) of the font fontconfig finds in `family` with a glyph for `scalar` (with
    /// `colourOnly`, a colour font), or kept from an earlier run (``FontconfigAnswers``); nil when there is none, or it
    /// is the set's own font.
    private func fallbackFace(for scalar: Unicode.Scalar, family: String, colourOnly: Bool) -> Int? {
        fallbackLookups += 1
        guard let file = answers.face(.init(family: family, scalar: scalar.value, colourOnly: colourOnly)), file.path != path
        else { return nil }
        if let known = fallbackFiles.firstIndex(where: { $0.path == file.path && $0.index == file.index }) { return known + 1 }
        fallbackFiles.append(file)
        return fallbackFiles.count
    }

    /// The fallback `face`'s font set to `key`'s size (emboldened for bold; opened on first use); call with the lock
    /// held. A face of bitmap strikes is kept at its first strike, whatever the size: SDL_ttf draws it at the strike's
    /// size anyway.
    func fallbackFont(_ face: Int, _ key: FontKey) throws -> OpaquePointer {
        let file = fallbackFiles[face - 1]
        let key = key.forFace(file)
        let font = try faces.font(file.path, index: file.index, pixelSize: key.pixelSize,
                                  style: key.weight == .bold ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL)
        fallbackFonts[FallbackKey(face: face, font: key)] = font
        return font
    }
}
