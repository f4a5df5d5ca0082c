// The desktop's settings applied to the look: readable accents, high-contrast palettes, text points, the flags winning.
import PropertyBased
import SplitKit
import SplitKitTestSupport
import Testing

@Suite struct DesktopAppearanceTests {
    static let palettes: [Palette] = [.light, .dark, .highContrastLight, .highContrastDark]

    /// In the high-contrast palettes every text colour reads at 7:1 (WCAG AAA) on both backgrounds, and text on the
    /// accent at 4.5:1 (AA). (The standard palettes keep iOS's blues, 4.0:1 on white: an accent the desktop gives is
    /// made readable, the default is not changed.)
    @Test(arguments: [Palette.highContrastLight, .highContrastDark]) func highContrastTextMeetsWCAG(_ palette: Palette) {
        for background in [palette.background, palette.toolbarBackground] {
            for text in [palette.label, palette.secondaryLabel, palette.accent] { #expect(text.contrast(with: background) >= 7) }
        }
        #expect(palette.labelOnAccent.contrast(with: palette.accent) >= 4.5)
        #expect(palette.focusRingWidth == 3 && palette.hairline.contrast(with: palette.background) >= 3)
    }

    /// Any accent the desktop gives is made readable on every palette, with the text on it readable too.
    @Test func anyAccentIsMadeReadable() async {
        await propertyCheck(input: Gen.uint8(), Gen.uint8(), Gen.uint8()) { r, g, b in
            for palette in Self.palettes {
                let p = palette.withAccent(Color(red: r, green: g, blue: b, alpha: 10))
                let least = palette.isHighContrast ? 7.0 : 4.5
                #expect(p.accent.alpha == 255)
                #expect(p.accent.contrast(with: p.background) >= least - 0.05)
                #expect(p.accent.contrast(with: p.toolbarBackground) >= least - 0.05)
                #expect(p.labelOnAccent.contrast(with: p.accent) >= 4.5)
            }
        }
    }

    @Test func anAccentThatReadsAlreadyIsKept() {
        #expect(Palette.light.withAccent(Color(hex: 0x1A5FB4)).accent == Color(hex: 0x1A5FB4))
        let yellow = Palette.light.withAccent(Color(hex: 0xF6D32D)).accent
        #expect(yellow != Color(hex: 0xF6D32D) && yellow.red > yellow.blue)  // darker, still yellow-brown
    }

    @Test func followingTheDesktopRestylesAndTheProgramsChoicesWin() {
        let desktop = DesktopPreferences(colorScheme: .dark, reducedMotion: true, highContrast: true, accent: Color(hex: 0xE01B24), textScale: 1.5)
        let look = Appearance.light.following(desktop)
        #expect(look.palette.isHighContrast && look.palette.background == Palette.highContrastDark.background)
        #expect(look.motion.reduceMotion && look.textScale == 1.5 && look.palette.focusRingWidth == 3)
        var flags = DesktopPreferences()
        flags.colorScheme = .light
        flags.highContrast = false
        let mine = Appearance.light.following(DesktopPreferences.standard.overridden(by: desktop).overridden(by: flags))
        #expect(mine.palette.background == Palette.light.background && !mine.palette.isHighContrast)
        #expect(mine.palette.accent == Palette.light.withAccent(Color(hex: 0xE01B24)).accent)
        // The desktop dropping its preferences brings the standard look back.
        let back = mine.following(DesktopPreferences.standard)
        #expect(back.palette == Palette.light && !back.motion.reduceMotion && back.textScale == 1)
    }

    @Test func textPointsGrowWithTheTextScale() {
        var look = Appearance.light
        look.textScale = 1.5
        #expect(look.textPoints(17) == 25.5 && look.toolbarHeight == 66)
        look.textScale = .nan
        #expect(look.textScale == 1)
        look.textScale = 9
        #expect(look.textScale == 3)
    }

    /// Widths and breakpoints given in text points grow with the text; the primary eases to its new width, and a
    /// window the bigger breakpoints no longer tile goes into the overlay band as a resize would take it there.
    @Test func widthsInTextPointsFollowTheTextScale() throws {
        var c = SplitConfiguration(minimumPrimaryColumnWidth: 200, maximumPrimaryColumnWidth: 400, minimumSecondaryColumnWidth: 300)
        c.widthUnit = .textPoints
        #expect(c.inPoints(textScale: 1.5).minimumPrimaryColumnWidth == 300)
        #expect(c.inPoints(textScale: 1.5).overlayBreakpoint == 1350 && c.inPoints(textScale: 1.5).preferredPrimaryColumnWidthFraction == 0.4)
        var s = try SplitViewState(configuration: c, size: Size(width: 1200, height: 700))
        #expect(s.band == .tiled && s.primaryWidth.width == 400)
        var look = s.appearance
        look.textScale = 1.25
        s.send(.setAppearance(look))
        #expect(s.band == .tiled && s.configuration.maximumPrimaryColumnWidth == 500 && s.givenConfiguration.maximumPrimaryColumnWidth == 400)
        #expect(s.isWidthAnimating)
        look.textScale = 1.5
        s.send(.setAppearance(look))
        #expect(s.band == .overlay)
        var points = c
        points.widthUnit = .points
        var p = try SplitViewState(configuration: points, size: Size(width: 1200, height: 700))
        p.send(.setAppearance(look))
        #expect(p.band == .tiled && p.primaryWidth.width == 400 && !p.isWidthAnimating)
    }

    /// On a mid-grey background (luminance 0.3) black reads far better than white: a colour is darkened, not lightened.
    @Test func readableGoesTowardsTheEndThatReads() {
        let grey = Color(hex: 0x959595)
        let made = Color(hex: 0x8080A0).readable(on: grey, ratio: 4.5)
        #expect(made.contrast(with: grey) >= 4.5 && made.luminance < grey.luminance)
    }
}
