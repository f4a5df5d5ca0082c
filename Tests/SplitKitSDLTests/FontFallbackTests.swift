// Every character drawn by a face that has it: Hebrew and Arabic in the UI font, CJK and emoji in faces fontconfig
// finds, none left to the UI font's missing-glyph box; and measuring agrees with drawing.
import CSDL2
import SplitKit
import Testing
@testable import SplitKitSDL

@Suite("Font fallback")
struct FontFallbackTests {
    let style = TextStyle(size: 17, color: Color(hex: 0x000000))

    @Test(arguments: ["שלום עולם", "مرحبا بالعالم", "日本語のかな 漢字", "Ava 🙂 שלום 123"])
    func everyCharacterIsDrawnByAFaceThatHasIt(_ text: String) throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let missing: [String] = try fonts.withLock {
            try fonts.shapedRuns(of: text, FontKey(style, scale: 1)).flatMap { shaped in
                shaped.run.text.unicodeScalars.filter { !$0.properties.isWhitespace && TTF_GlyphIsProvided32(shaped.font, $0.value) == 0 }
                    .map { String(format: "U+%04X", $0.value) }
            }
        }
        #expect(missing.isEmpty)  // each would be a box
    }

    /// Issue 35: whether SDL_ttf honours a run's direction was a process-wide static; each set now finds it once for
    /// itself, and a new set starts without it.
    @Test func eachSetFindsOnceWhetherDirectionsAreHonoured() throws {
        let first = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        #expect(first.withLock { first.directionHonoured } == nil)
        _ = try first.pixelWidth(of: "שלום", style: style, scale: 1)
        #expect(first.withLock { first.directionHonoured } == true)  // SDL_ttf here is built with HarfBuzz
        let second = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        #expect(second.withLock { second.directionHonoured } == nil)
    }

    @Test func theWidthMeasuredIsTheWidthDrawn() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        for text in ["Ava שלום 123 مرحبا 日本 🙂", "Chloé Martin"] {
            let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: 2))
            defer { SDL_FreeSurface(surface) }
            #expect(try fonts.pixelWidth(of: text, style: style, scale: 2) == surface.pointee.w)
        }
    }

    @Test func theCaretIsWhereAUserExpectsItInRightToLeftText() throws {
        let measure = try FontSet(path: FontLocator.fontPath(explicitPath: nil)).textMeasure(scale: 1)
        let hebrew = "שלום", width = measure.width(of: hebrew, style: style)
        #expect(measure.caretPosition(in: hebrew, at: 0, style: style) == width)  // before the first letter: at the right
        #expect(measure.caretPosition(in: hebrew, at: 4, style: style) == 0)  // after the last typed: at the left
        let one = measure.caretPosition(in: hebrew, at: 1, style: style)
        #expect(one > 0 && one < width)
        // "abc שלום": the caret before ש is at the Hebrew word's right edge, the end of the line as drawn.
        let mixed = "abc שלום"
        #expect(measure.caretPosition(in: mixed, at: 4, style: style) == measure.width(of: mixed, style: style))
        #expect(measure.caretPosition(in: mixed, at: 3, style: style) == measure.width(of: "abc", style: style))
        var field = TextField(hebrew, style: style)
        field.measure = measure
        #expect(field.caretOffset == 0)  // typing Hebrew, the caret follows the text leftwards
    }

    @Test func aRightToLeftBackTitleDrawsItsChevronAtTheRight() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let word = try ink("פריטים", fonts), label = try ink("\u{200F}‹ פריטים", fonts)
        let extra = label.width - word.width
        #expect(extra > 0)
        // The word is drawn first, at the left, column for column as alone; the chevron's ink is in the columns added.
        let shifted = zip(label.columns.prefix(word.width), word.columns).map { abs($0 - $1) }.reduce(0, +)
        #expect(Double(shifted) < 0.05 * Double(word.columns.reduce(0, +)))
        #expect(label.columns.suffix(extra).reduce(0, +) > 0)
    }

    /// The ink of `text` drawn at scale 2, column by column, and its width in pixels.
    func ink(_ text: String, _ fonts: FontSet) throws -> (columns: [Int], width: Int) {
        let surface = try #require(try fonts.renderSurface(of: text, style: style, scale: 2))
        defer { SDL_FreeSurface(surface) }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let s = surface.pointee
        let columns = (0..<Int(s.w)).map { x in
            (0..<Int(s.h)).reduce(0) { sum, y in sum + Int(s.pixels.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)[x] >> 24) }
        }
        return (columns, Int(s.w))
    }

    @Test(arguments: ["שלום עולם", "Ava 🙂", "Ava שלום", "日本語"])
    func isolateMarksDrawNothing(_ name: String) throws {
        // U+2068 and U+2069 around a name in a line: FriBidi resolves them, HarfBuzz draws them as nothing, and the line
        // keeps its runs (they take the face around them, and a run goes on across the isolate's levels). After words
        // that set the line's direction, the isolated line draws as the plain one, pixel column for pixel column. (First
        // in a line, a right-to-left name no longer makes the whole line right to left: that is what isolating is for.)
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let plain = try ink("From " + name, fonts), isolated = try ink("From " + UserText.isolated(name), fonts)
        #expect(isolated.width == plain.width && isolated.columns == plain.columns)
        #expect(try fonts.pixelWidth(of: "From " + UserText.isolated(name), style: style, scale: 2) == Int32(isolated.width))
    }

    @Test func anIsolatedLatinNameIsShapedAsTheLineIsWithAnyOtherScript() throws {
        // A line of Latin alone is one run of no script (TextRuns.isSimple); with the isolate marks it is cut into runs
        // like any other line, one run here, of the Latin script: at most a pixel a side apart.
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let line = "Ava Lindqvist — splitview", isolated = UserText.isolated("Ava Lindqvist") + " — splitview"
        let runs = try fonts.withLock { try fonts.shapedRuns(of: isolated, FontKey(style, scale: 2)) }
        #expect(runs.count == 1 && runs[0].run.script == "Latn")
        #expect(try ink(isolated, fonts).width == ink(line + "\u{200E}", fonts).width)  // the same line, made not simple
        #expect(abs(try ink(isolated, fonts).width - ink(line, fonts).width) <= 2)
    }

    @Test func anOverrideInsideAnIsolateLeavesTheWordsAfterItAlone() throws {
        // "Ava ‮gnp.exe — splitview" drew " — splitview" backwards; isolated, it ends the line as it does alone.
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let tail = try ink(" — splitview", fonts)
        func endsWithTail(_ line: String) throws -> Bool {
            let drawn = try ink(line, fonts)
            let differing = zip(drawn.columns.suffix(tail.width), tail.columns).map { abs($0 - $1) }.reduce(0, +)
            return Double(differing) < 0.05 * Double(tail.columns.reduce(0, +))
        }
        #expect(try endsWithTail(UserText.isolated("Ava \u{202E}gnp.exe") + " — splitview"))
        #expect(try !endsWithTail("Ava \u{202E}gnp.exe — splitview"))  // the leak this prevents
    }

    @Test func aFieldDrawnAgainUnchangedShapesNothing() throws {
        // Each frame draws the edit screen's field again: its width, its caret's place and its scroll come from what was
        // measured, so a frame with nothing new asks SDL_ttf for nothing (the texture is the TextCache's, made once).
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        var field = TextField("Ava 👩‍💻 שלום 123 مرحبا", style: style)
        field.measure = fonts.textMeasure(scale: 2)
        field.width = 120
        func frame() {
            var list = DisplayList()
            field.draw(in: Rect(x: 0, y: 0, width: 120, height: 30), into: &list, appearance: .light)
        }
        frame()
        let shaped = fonts.runsShaped
        #expect(shaped > 0)
        for _ in 0..<3 { frame() }
        #expect(fonts.runsShaped == shaped)
        field.send(.text("x", time: 0))
        frame()
        #expect(fonts.runsShaped > shaped)  // a new text is measured anew
    }

    @Test func onlyTheSizesTextIsMeasuredAtAreOpen() throws {
        // A face opened at a size no text uses holds its FreeType and HarfBuzz tables for nothing: the check that the
        // file opens, the direction probe and the question whether a fallback face has the next ideograph each kept
        // one at 16 pixels (the first window opened DejaVu Sans 4 times and WenQuanYi Micro Hei twice for 3 sizes).
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        #expect(fonts.withLock { fonts.fonts.isEmpty })
        for text in ["Item 1", "דנה לוי", "山田 花子"] { _ = try fonts.pixelWidth(of: text, style: style, scale: 1) }
        #expect(fonts.withLock { Array(fonts.fonts.keys) } == [FontKey(style, scale: 1)])
        #expect(fonts.withLock { Set(fonts.fallbackFonts.keys.map(\.font)) } == [FontKey(style, scale: 1)])  // 山 and 田 asked of it
        #expect(fonts.withLock { fonts.directionHonoured } == true)
    }

    @Test func findingWhetherDirectionsAreHonouredOpensNoFace() throws {
        // It was found by drawing a probe in a face of 16 pixels, opened for it when no text used that size.
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        _ = try fonts.pixelWidth(of: "שלום", style: TextStyle(size: 0.4, color: Color(hex: 0x000000)), scale: 1)
        #expect(fonts.withLock { Array(fonts.fonts.keys) } == [FontKey(pixelSize: 1, weight: .regular)])
        #expect(fonts.withLock { fonts.directionHonoured } == true)  // SDL_ttf here is built with HarfBuzz
    }

    @Test func aRunOfCharactersTheUIFontLacksAsksFontconfigOnceNotPerCharacter() throws {
        // 200 different ideographs, or 64 different emoji, pasted at once asked fontconfig once a character (0.2 ms
        // each): the face of the character before is tried first, as browsers keep a run in its fallback font.
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let ideographs = String((0..<200).map { Character(Unicode.Scalar(0x4E00 + 2 * $0)!) })
        let emoji = String((0..<64).map { Character(Unicode.Scalar(0x1F600 + $0)!) })
        for (text, asked) in [(ideographs, 1), (emoji, 1), ("日本 🙂 日本", 2)] {  // 日 and 🙂 are new here
            let before = fonts.fallbackLookups
            let runs = try fonts.withLock { try fonts.shapedRuns(of: text, FontKey(style, scale: 1)) }
            #expect(fonts.fallbackLookups - before <= asked)
            let missing = runs.flatMap { shaped in
                shaped.run.text.unicodeScalars.filter { !$0.properties.isWhitespace && TTF_GlyphIsProvided32(shaped.font, $0.value) == 0 }
            }
            #expect(missing.isEmpty)  // each is drawn by a face that has it
        }
        let colourFaces = try fonts.withLock { try fonts.shapedRuns(of: emoji, FontKey(style, scale: 1)) }.map(\.hasColour)
        #expect(colourFaces == [true])
    }
}
