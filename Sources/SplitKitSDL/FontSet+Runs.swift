// Lines beyond Latin for a FontSet: cut into runs (TextRuns), each drawn by a face that has its characters — the
// set's own font, or one fontconfig finds — set to the run's direction and script so HarfBuzz shapes it right.
import CSDL2
import SplitKit

extension FontSet {
    /// The runs of `text` in visual order with the open font that draws each, set to the run's direction and script;
    /// call with the lock held. A simple line (``TextRuns/isSimple(_:)``) is one left-to-right run in the set's font.
    func shapedRuns(of text: String, _ key: FontKey) throws -> [(run: TextRun, font: OpaquePointer)] {
        let primary = try font(key)
        let runs: [TextRun]
        if TextRuns.isSimple(text) {
            runs = [TextRun(text: text, isRightToLeft: false, script: "Zzzz", face: 0)]
        } else if let known = runsOfText[text] {
            runs = known
        } else {
            runs = TextRuns.runs(of: text) { face(for: $0, primary: primary) }.runs
            if runsOfText.count > 2048 { runsOfText.removeAll(keepingCapacity: true) }  // a bound, refilled as needed
            runsOfText[text] = runs
        }
        return try runs.map { ($0, $0.face == 0 ? primary : try fallbackFont($0.face, key)) }
    }

    /// Sets `font` to `run`'s direction and script, right before SDL_ttf measures or draws the run with it: runs of
    /// one line share fonts, so each is set in turn. Call with the lock held.
    func prepare(_ font: OpaquePointer, for run: TextRun) {
        TTF_SetFontDirection(font, run.isRightToLeft && honoursDirection(font) ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, run.script)  // "Zzzz": HarfBuzz's unknown script, as SDL_ttf starts
    }

    /// Where a caret before `text`'s character at `offset` (in `Character`s) is drawn, in device pixels from the left
    /// of the line as drawn: at the leading edge of that character in its run's direction — the right edge in a
    /// right-to-left run — or, at the end of the line, at the trailing edge of the last character.
    func caretPixelX(in text: String, at offset: Int, style: TextStyle, scale: Double) throws -> Int32 {
        if TextRuns.isSimple(text) { return try pixelWidth(of: String(text.prefix(offset)), style: style, scale: scale) }
        let scalars = text.prefix(offset).unicodeScalars.count, total = text.unicodeScalars.count
        let key = FontKey(style, scale: scale)
        return try withLock {
            let caretKey = CaretKey(text: text, scalars: scalars, font: key)
            if let known = carets[caretKey] { return known }  // a field asks each frame
            let x = try caretX(in: text, scalars: scalars, total: total, key)
            if carets.count > 1024 { carets.removeAll(keepingCapacity: true) }  // a bound, refilled as needed
            carets[caretKey] = x
            return x
        }
    }

    /// ``caretPixelX(in:at:style:scale:)`` worked out; call with the lock held.
    private func caretX(in text: String, scalars: Int, total: Int, _ key: FontKey) throws -> Int32 {
        let runs = try shapedRuns(of: text, key)
        // The character whose edge the caret sits at: the one at the offset, or the last one at the end.
        let target = scalars < total ? scalars : total - 1
        var x: Int32 = 0
        for (run, font) in runs {
            let count = run.text.unicodeScalars.count
            let width = try runWidth(run.text, run, font)
            if (run.start..<(run.start + count)).contains(target) {
                let within = target - run.start + (scalars < total ? 0 : 1)  // past the last one at the end
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: run.text.unicodeScalars.prefix(within))
                let before = try runWidth(String(prefix), run, font)
                return run.isRightToLeft ? x + width - before : x + before
            }
            x += width
        }
        return x
    }

    /// The width in pixels of `text`, a run or the start of one, shaped as `run`; call with the lock held.
    func runWidth(_ text: String, _ run: TextRun, _ font: OpaquePointer) throws -> Int32 {
        guard !text.isEmpty else { return 0 }
        prepare(font, for: run)
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else { throw SDLError.ttf("Measuring the text") }
        return w
    }

    /// Renders `text` in `style` at `scale` in `color`: one surface, the runs side by side on a common baseline.
    /// The caller frees it. Nil when SDL_ttf draws nothing.
    func renderSurface(of text: String, style: TextStyle, scale: Double) throws -> UnsafeMutablePointer<SDL_Surface>? {
        let c = style.color
        let color = SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
        return try withLock {
            let runs = try shapedRuns(of: text, FontKey(style, scale: scale))
            if runs.count == 1 {
                prepare(runs[0].font, for: runs[0].run)
                return TTF_RenderUTF8_Blended(runs[0].font, runs[0].run.text, color)
            }
            let ascent = runs.map { TTF_FontAscent($0.font) }.max() ?? 0
            let descent = runs.map { TTF_FontHeight($0.font) - TTF_FontAscent($0.font) }.max() ?? 0
            var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, top: Int32)] = []
            defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
            for (run, font) in runs {
                prepare(font, for: run)
                guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { continue }
                pieces.append((surface, ascent - TTF_FontAscent(font)))
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

    /// True when this SDL_ttf shapes a run in the direction it is given (through HarfBuzz); false for one built
    /// without HarfBuzz, where setting a direction does nothing and a right-to-left run would come out in the order
    /// typed either way. Found once by drawing "א" and three spaces left to right: the letter lands at the left.
    func honoursDirection(_ font: OpaquePointer) -> Bool {
        if let known = Self.directionHonoured { return known }
        TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, "Hebr")
        var honoured = true
        if let probe = TTF_RenderUTF8_Blended(font, "\u{05D0}   ", SDL_Color(r: 0, g: 0, b: 0, a: 255)) {
            defer { SDL_FreeSurface(probe) }
            honoured = Self.inkCentre(of: probe) < Double(probe.pointee.w) / 2
        }
        Self.directionHonoured = honoured
        return honoured
    }

    /// The mean column of a rendered surface's ink (alpha), in pixels from its left.
    private static func inkCentre(of surface: UnsafeMutablePointer<SDL_Surface>) -> Double {
        guard SDL_LockSurface(surface) == 0 else { return 0 }
        defer { SDL_UnlockSurface(surface) }
        let s = surface.pointee
        var sum = 0.0, weight = 0.0
        for y in 0..<Int(s.h) {
            let row = s.pixels.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(s.w) {
                let alpha = Double(row[x] >> 24)
                sum += alpha * Double(x)
                weight += alpha
            }
        }
        return weight > 0 ? sum / weight : 0
    }

    /// The face that draws `scalar`: the set's own font when it has the glyph, else the font fontconfig finds for
    /// it (remembered per character; the set's own font, drawing its missing-glyph box, when no font has it).
    private func face(for scalar: Unicode.Scalar, primary: OpaquePointer) -> Int {
        if let known = faceOfScalar[scalar.value] { return known }
        var face = 0
        if TTF_GlyphIsProvided32(primary, scalar.value) == 0 {
            var index: Int32 = 0
            if let found = csdl_fontconfig_match_scalar("sans-serif", scalar.value, &index) {
                let file = (path: String(cString: found), index: Int(index))
                SDL_free(found)
                if file.path != path {
                    if let known = fallbackFiles.firstIndex(where: { $0.path == file.path && $0.index == file.index }) {
                        face = known + 1
                    } else {
                        fallbackFiles.append(file)
                        face = fallbackFiles.count
                    }
                }
            }
        }
        faceOfScalar[scalar.value] = face
        return face
    }

    /// The open fallback `face` at `key`'s size (emboldened for bold); call with the lock held.
    private func fallbackFont(_ face: Int, _ key: FontKey) throws -> OpaquePointer {
        let fallbackKey = FallbackKey(face: face, font: key)
        if let font = fallbackFonts[fallbackKey] { return font }
        let file = fallbackFiles[face - 1]
        guard let font = TTF_OpenFontIndex(file.path, Int32(key.pixelSize), file.index) else {
            throw FontError.cannotOpen(path: file.path, pixelSize: key.pixelSize, reason: String(cString: csdl_ttf_get_error()))
        }
        TTF_SetFontStyle(font, key.weight == .bold ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL)
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fallbackFonts[fallbackKey] = font
        return font
    }
}
