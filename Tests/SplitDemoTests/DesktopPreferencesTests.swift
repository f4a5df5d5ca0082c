// The demo follows the desktop's settings in a window, with its command line's over them.
import SplitKit
import SplitKitStorage
import Testing

@testable import SplitDemo

@MainActor
@Suite struct DesktopPreferencesTests {
    func host(_ arguments: [String]) throws -> SceneHost {
        let options = try SplitviewOptions.parse(arguments)
        let scene = try SplitviewApp.makeScene(options, window: Size(width: 1400, height: 800), appearance: options.appearance,
                                               settings: Settings())
        let host = SceneHost(scene: scene)
        host.preferenceOverrides = options.preferenceOverrides
        host.handle(.resize(Size(width: 1400, height: 800), time: 0))
        return host
    }

    @Test func theDesktopsSettingsAreFollowedAndDroppedOnesGoBackToStandard() throws {
        let host = try host([])
        host.adoptDesktopPreferences(DesktopPreferences(colorScheme: .dark, reducedMotion: true, highContrast: true,
                                                        accent: Color(hex: 0x2190A4), textScale: 1.25))
        var look = host.scene.split.appearance
        #expect(look.palette.isHighContrast && look.palette.background == Palette.highContrastDark.background)
        #expect(look.motion.reduceMotion && look.textScale == 1.25)
        #expect(host.scene.split.configuration.minimumPrimaryColumnWidth == 250)  // the mail scene's 200 text points
        host.adoptDesktopPreferences(DesktopPreferences())
        look = host.scene.split.appearance
        #expect(look.palette == Palette.light && !look.motion.reduceMotion && look.textScale == 1)
    }

    @Test func theCommandLineWins() throws {
        let host = try host(["--theme", "dark", "--contrast", "normal", "--accent", "#e01b24", "--text-scale", "1.5", "--reduce-motion"])
        let start = host.scene.split.appearance
        #expect(start.palette.background == Palette.dark.background && start.textScale == 1.5 && start.motion.reduceMotion)
        host.adoptDesktopPreferences(DesktopPreferences(colorScheme: .light, reducedMotion: false, highContrast: true,
                                                        accent: Color(hex: 0x3584E4), textScale: 2))
        #expect(host.scene.split.appearance == start)
    }

    @Test(arguments: [
        (["--accent", "red"], "--accent"), (["--accent", "#12345"], "--accent"), (["--text-scale", "5"], "--text-scale 5 is out of range"),
        (["--contrast", "max"], "--contrast"),
    ])
    func badValuesAreNamed(arguments: [String], named: String) {
        #expect {
            try SplitviewOptions.parse(arguments)
        } throws: { error in
            SplitviewOptions.message(for: error).contains(named)
        }
    }
}
