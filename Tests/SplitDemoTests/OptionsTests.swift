// Command-line options: defaults, overrides, and rejections that name the option, the value and the range.
import Testing
import SplitKit
import SplitKitScripting
import SplitKitSDL
@testable import SplitDemo

@Suite("Options")
struct OptionsTests {
    @Test func defaultsAreTheMailScene() throws {
        let options = try SplitviewOptions.parse([])
        #expect(options.size.size == Size(width: 1200, height: 800))
        #expect(options.configuration == MailScene.configuration)
    }

    @Test func optionsOverrideTheSceneDefaults() throws {
        let options = try SplitviewOptions.parse([
            "--size", "1000x700", "--fraction", "0.5", "--min-primary", "100", "--max-primary", "700",
            "--min-secondary", "200", "--separator-width", "1", "--primary-edge", "trailing",
            "--compact-breakpoint", "500", "--overlay-breakpoint", "500",
        ])
        let c = options.configuration
        #expect(options.size.size == Size(width: 1000, height: 700))
        #expect(c.preferredPrimaryColumnWidthFraction == 0.5 && c.minimumPrimaryColumnWidth == 100)
        #expect(c.maximumPrimaryColumnWidth == 700 && c.minimumSecondaryColumnWidth == 200)
        #expect(c.separatorWidth == 1 && c.primaryEdge == .trailing)
        #expect(c.compactBreakpoint == 500 && c.overlayBreakpoint == 500)
    }

    /// One limit given alone moves the scene's default for the other along, as the columns scene's sliders do;
    /// only two limits given in the wrong order are an error.
    @Test func aLimitGivenAlonePushesTheDefaultOneAlong() throws {
        let raised = try SplitviewOptions.parse(["--min-primary", "900"]).configuration
        #expect(raised.minimumPrimaryColumnWidth == 900 && raised.maximumPrimaryColumnWidth == 900)
        let lowered = try SplitviewOptions.parse(["--max-primary", "150"]).configuration
        #expect(lowered.minimumPrimaryColumnWidth == 150 && lowered.maximumPrimaryColumnWidth == 150)
        let kept = try SplitviewOptions.parse(["--min-primary", "300"]).configuration
        #expect(kept.minimumPrimaryColumnWidth == 300 && kept.maximumPrimaryColumnWidth == 640)
    }

    /// `--snap-anchors`: whole numbers are points, numbers with a decimal point fractions of the width; spaces around
    /// items are allowed and duplicates kept (the split counts each width once).
    @Test func snapAnchorsAreReadAsPointsAndFractions() throws {
        #expect(try SplitviewOptions.parse([]).configuration.separatorAnchors.isEmpty)  // off by default
        let c = try SplitviewOptions.parse(["--snap-anchors", "250, 0.5 ,600,.25,1.,0,250"]).configuration
        #expect(c.separatorAnchors == [.points(250), .fraction(0.5), .points(600), .fraction(0.25), .fraction(1), .points(0), .points(250)])
        #expect(c.separatorSnap(splitWidth: 1200).widths == [200, 250, 300, 600, 640])
        #expect(SnapAnchorList.text(c.separatorAnchors) == "250,0.5,600,0.25,1.0,0,250")
    }

    @Test(arguments: [
        (["--fraction", "1.5"], ["--fraction", "1.5", "0 to 1"]),
        (["--fraction", "nan"], ["--fraction", "nan"]),
        (["--min-primary", "-5"], ["--min-primary", "-5", "0 to"]),
        (["--separator-width", "80"], ["--separator-width", "80", "1 to 64"]),
        (["--min-primary", "700", "--max-primary", "640"], ["--max-primary", "640", "700"]),
        (["--size", "100x100"], ["--size", "100x100", "320"]),
        (["--size", "wide"], ["--size", "wide"]),
        (["--primary-edge", "left"], ["--primary-edge", "left", "leading", "trailing"]),
        (["--separator-double-click", "maximise"], ["--separator-double-click", "maximise", "collapse", "resetWidth", "fitContent"]),
        (["--scene", "photos"], ["--scene", "photos", "mail"]),
        (["--headless"], ["--headless", "--script"]),
        (["--compact-breakpoint", "950"], ["--overlay-breakpoint", "900", "950"]),
        (["--overlay-breakpoint", "-1"], ["--overlay-breakpoint", "-1", "0 to 8192"]),
        (["--compact-breakpoint", "9000"], ["--compact-breakpoint", "9000", "0 to 8192"]),
        (["--record", "frames"], ["--record", "--headless"]),
        (["--slow-motion", "11"], ["--slow-motion", "11", "1 to 10"]),
        (["--snap-anchors", ""], ["--snap-anchors is empty", "250,0.5,600"]),
        (["--snap-anchors", "250,,600"], ["--snap-anchors 250,,600", "item 2 is empty", "extra comma"]),
        (["--snap-anchors", "250,"], ["--snap-anchors 250,", "item 2 is empty"]),
        (["--snap-anchors", "-5"], ["--snap-anchors -5", "item 1, -5, is negative", "0 or more"]),
        (["--snap-anchors", "-0.5"], ["item 1, -0.5, is negative"]),
        (["--snap-anchors", "250,1.5"], ["--snap-anchors 250,1.5", "item 2, 1.5, is a fraction over 1", "from 0 to 1", "whole numbers"]),
        (["--snap-anchors", "250,abc"], ["--snap-anchors 250,abc", "item 2, \"abc\", is not a width", "whole numbers (250)", "decimal point (0.5)"]),
        (["--snap-anchors", "nan"], ["item 1, \"nan\", is not a width"]),
        (["--snap-anchors", "1e3"], ["item 1, \"1e3\", is not a width"]),
        (["--snap-anchors", "0.5.5"], ["item 1, \"0.5.5\", is not a width"]),
        (["--snap-anchors", "9000"], ["--snap-anchors 9000", "item 1, 9000", "0 to 8192"]),
    ])
    func invalidValuesAreRejectedNamingOptionValueAndRange(arguments: [String], mentions: [String]) {
        do {
            _ = try SplitviewOptions.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = SplitviewOptions.fullMessage(for: error)
            for word in mentions {
                #expect(message.contains(word), "\(message) does not mention \(word)")
            }
            #expect(SplitviewOptions.exitCode(for: error) == 64)
        }
    }
}

@MainActor
@Suite("Themes", .serialized)
struct ThemeTests {
    @Test func systemFollowsTheDesktopWhereItCanBeRead() {
        #expect(ThemeOption.system.colorScheme(environment: ["GTK_THEME": "Adwaita:dark"]) == .dark)
        #expect(ThemeOption.system.colorScheme(environment: ["GTK_THEME": "Adwaita"]) == .light)
        #expect(ThemeOption.system.colorScheme(environment: ["PATH": ""]) == .light)  // nothing to ask: light
        #expect(ThemeOption.dark.colorScheme(environment: [:]) == .dark)
    }

    @Test(arguments: SceneName.allCases)
    func theDarkThemeDrawsEverySceneDark(scene: SceneName) throws {
        let options = try SplitviewOptions.parse(["--scene", scene.rawValue, "--theme", "dark"])
        let host = SceneHost(scene: try SplitviewApp.makeScene(options, window: Size(width: 1200, height: 800),
                                                               appearance: .dark, settings: Settings()))
        let canvas = try OffscreenCanvas(size: Size(width: 1200, height: 800), fontPath: FontLocator.fontPath(explicitPath: nil))
        canvas.draw(host.displayList())
        // The toolbar of the secondary, right of its title, and the primary's toolbar: the dark palette's.
        #expect(canvas.pixel(x: 1190, y: 5) == Palette.dark.toolbarBackground)
        #expect(canvas.pixel(x: 5, y: 5) == Palette.dark.toolbarBackground)
        #expect(host.scene.split.appearance == .dark)
    }
}

@Suite("Direction option")
struct DirectionOptionTests {
    @Test func directionIsGivenOrReadFromTheLocale() throws {
        #expect(try SplitviewOptions.parse(["--direction", "rtl"]).configuration.layoutDirection == .rightToLeft)
        #expect(try SplitviewOptions.parse(["--direction", "ltr"]).configuration.layoutDirection == .leftToRight)
        #expect(try SplitviewOptions.parse([]).direction == .auto)
        #expect(DirectionOption.auto.layoutDirection(environment: ["LANG": "he_IL.UTF-8"]) == .rightToLeft)
        #expect(DirectionOption.auto.layoutDirection(environment: ["LC_ALL": "C", "LANG": "he_IL.UTF-8"]) == .leftToRight)
        #expect(DirectionOption.ltr.layoutDirection(environment: ["LANG": "ar"]) == .leftToRight)
        let trailing = try SplitviewOptions.parse(["--direction", "rtl", "--primary-edge", "trailing"]).configuration
        #expect(trailing.primarySide == .left)
        #expect(throws: (any Error).self) { try SplitviewOptions.parse(["--direction", "up"]) }
    }
}
