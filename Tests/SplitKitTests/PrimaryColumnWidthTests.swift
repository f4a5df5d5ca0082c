// Width resolution as fixtures: (window, configuration, user width) → frames and the deciding rule (SPEC §2).
import Testing
import SplitKit
import SplitKitTestSupport

struct LayoutFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var window: Double
    var user: Double?
    var configuration: SplitConfiguration
    var primary: (x: Double, w: Double)
    var separatorX: Double
    var secondary: (x: Double, w: Double)
    var rule: PrimaryWidthRule
    var testDescription: String { name }
}

private let mail = SplitConfiguration.specExample
private var mailTrailing: SplitConfiguration {
    var c = SplitConfiguration.specExample
    c.primaryEdge = .trailing
    return c
}
private let library = SplitConfiguration()
private func mail(minimum: Double? = nil, maximum: Double? = nil, minimumSecondary: Double? = nil) -> SplitConfiguration {
    var c = SplitConfiguration.specExample
    if let minimum { c.minimumPrimaryColumnWidth = minimum }
    if let maximum { c.maximumPrimaryColumnWidth = maximum }
    if let minimumSecondary { c.minimumSecondaryColumnWidth = minimumSecondary }
    return c
}

let layoutFixtures: [LayoutFixture] = [
    // SPEC §2's worked example.
    .init(name: "worked example: 0.3 × 1200", window: 1200, user: nil, configuration: mail,
          primary: (0, 360), separatorX: 360, secondary: (368, 832), rule: .fraction),
    .init(name: "worked example: dragged 200 right", window: 1200, user: 560, configuration: mail,
          primary: (0, 560), separatorX: 560, secondary: (568, 632), rule: .user),
    .init(name: "worked example: dragged past the maximum", window: 1200, user: 900, configuration: mail,
          primary: (0, 640), separatorX: 640, secondary: (648, 552), rule: .maximum),
    .init(name: "worked example: 920 wide leaves 552", window: 920, user: 900, configuration: mail,
          primary: (0, 552), separatorX: 552, secondary: (560, 360), rule: .secondaryMinimum),
    .init(name: "user width squeezed by the secondary minimum", window: 920, user: 560, configuration: mail,
          primary: (0, 552), separatorX: 552, secondary: (560, 360), rule: .secondaryMinimum),
    .init(name: "fraction in a 920 window", window: 920, user: nil, configuration: mail,
          primary: (0, 276), separatorX: 276, secondary: (284, 636), rule: .fraction),
    .init(name: "fraction below the minimum", window: 600, user: nil, configuration: mail,
          primary: (0, 200), separatorX: 200, secondary: (208, 392), rule: .minimum),
    .init(name: "user width below the minimum", window: 1200, user: 50, configuration: mail,
          primary: (0, 200), separatorX: 200, secondary: (208, 992), rule: .minimum),
    .init(name: "the secondary minimum never pushes below the minimum", window: 500, user: nil, configuration: mail,
          primary: (0, 200), separatorX: 200, secondary: (208, 292), rule: .minimum),
    // Issue 13: when the secondary's minimum would push the column below its own minimum, the minimum wins.
    .init(name: "--min-secondary 1000: squeezed to the minimum, which decides", window: 1200, user: nil,
          configuration: mail(minimumSecondary: 1000), primary: (0, 200), separatorX: 200, secondary: (208, 992), rule: .minimum),
    .init(name: "--min-primary 900: the minimum decides", window: 1200, user: nil,
          configuration: mail(minimum: 900, maximum: 900), primary: (0, 900), separatorX: 900, secondary: (908, 292), rule: .minimum),
    .init(name: "a user width squeezed to the minimum", window: 1200, user: 500,
          configuration: mail(minimumSecondary: 1100), primary: (0, 200), separatorX: 200, secondary: (208, 992), rule: .minimum),
    .init(name: "squeezed exactly to the minimum: the secondary decides", window: 1208, user: nil,
          configuration: mail(minimumSecondary: 1000), primary: (0, 200), separatorX: 200, secondary: (208, 1000), rule: .secondaryMinimum),
    .init(name: "a window narrower than the minimum gives the primary what is left", window: 150, user: nil,
          configuration: mail, primary: (0, 142), separatorX: 142, secondary: (150, 0), rule: .minimum),
    .init(name: "library defaults: 0.4 × 1000 capped at 320", window: 1000, user: nil, configuration: library,
          primary: (0, 320), separatorX: 320, secondary: (328, 672), rule: .maximum),
    .init(name: "library defaults: 0.4 × 500", window: 500, user: nil, configuration: library,
          primary: (0, 200), separatorX: 200, secondary: (208, 292), rule: .fraction),
    .init(name: "rounded to whole points", window: 1000, user: nil,
          configuration: SplitConfiguration(preferredPrimaryColumnWidthFraction: 0.3333, maximumPrimaryColumnWidth: 1000),
          primary: (0, 333), separatorX: 333, secondary: (341, 659), rule: .fraction),
    .init(name: "a pointer dragged past the window edge asks for a negative width", window: 1200, user: -300,
          configuration: mail, primary: (0, 200), separatorX: 200, secondary: (208, 992), rule: .minimum),
    .init(name: "trailing: worked example", window: 1200, user: nil, configuration: mailTrailing,
          primary: (840, 360), separatorX: 832, secondary: (0, 832), rule: .fraction),
    .init(name: "trailing: user width", window: 1200, user: 560, configuration: mailTrailing,
          primary: (640, 560), separatorX: 632, secondary: (0, 632), rule: .user),
    .init(name: "trailing: maximum", window: 1200, user: 700, configuration: mailTrailing,
          primary: (560, 640), separatorX: 552, secondary: (0, 552), rule: .maximum),
    .init(name: "trailing: secondary minimum", window: 920, user: 560, configuration: mailTrailing,
          primary: (368, 552), separatorX: 360, secondary: (0, 360), rule: .secondaryMinimum),
    .init(name: "trailing: minimum", window: 600, user: nil, configuration: mailTrailing,
          primary: (400, 200), separatorX: 392, secondary: (0, 392), rule: .minimum),
]

@Suite("Primary column width (SPEC §2)")
struct PrimaryColumnWidthTests {
    @Test(arguments: layoutFixtures)
    func resolvesFramesAndRule(_ f: LayoutFixture) {
        let layout = SplitLayout.tiled(window: Size(width: f.window, height: 800), userWidth: f.user, configuration: f.configuration)
        #expect(layout.primary == Rect(x: f.primary.x, y: 0, width: f.primary.w, height: 800))
        #expect(layout.separator?.x == f.separatorX)
        #expect(layout.secondary == Rect(x: f.secondary.x, y: 0, width: f.secondary.w, height: 800))
        #expect(layout.primaryWidth.rule == f.rule)
    }

    @Test func everyRuleIsCoveredByAFixture() {
        let covered = Set(layoutFixtures.map(\.rule))
        #expect(covered == Set(PrimaryWidthRule.allCases))
        #expect(Set(layoutFixtures.map(\.configuration.primaryEdge)) == Set(PrimaryEdge.allCases))
    }

    @Test func thinSeparatorKeepsAnEightPointHitArea() {
        var c = SplitConfiguration.specExample
        c.separatorWidth = 1
        let layout = SplitLayout.tiled(window: Size(width: 1200, height: 800), userWidth: nil, configuration: c)
        #expect(layout.separator == Rect(x: 360, y: 0, width: 1, height: 800))
        #expect(layout.secondary.x == 361)
        #expect(layout.separatorHitArea() == Rect(x: 356.5, y: 0, width: 8, height: 800))
    }

    @Test func configurationErrorsNameTheSettingTheValueAndWhatIsAllowed() {
        var c = SplitConfiguration.specExample
        c.maximumPrimaryColumnWidth = 100
        c.preferredPrimaryColumnWidthFraction = 1.5
        c.separatorWidth = 0
        c.compactBreakpoint = .nan
        #expect(c.errors.prefix(3) == [
            ConfigurationError(setting: .preferredPrimaryColumnWidthFraction, value: 1.5, requirement: .range(0, 1)),
            ConfigurationError(setting: .maximumPrimaryColumnWidth, value: 100, requirement: .atLeastSetting(.minimumPrimaryColumnWidth, 200)),
            ConfigurationError(setting: .separatorWidth, value: 0, requirement: .range(1, 64)),
        ])
        #expect(c.errors.count == 4 && c.errors[3].setting == .compactBreakpoint && c.errors[3].value.isNaN)
        #expect(c.errors[0].description == "preferredPrimaryColumnWidthFraction 1.5 is out of range: it must be from 0 to 1")
        #expect(c.errors[1].description
            == "maximumPrimaryColumnWidth 100 is out of range: it must be at least minimumPrimaryColumnWidth (200)")
        #expect(SplitConfiguration.specExample.errors.isEmpty && SplitConfiguration().errors.isEmpty)
    }

    @Test func aSplitViewIsNeverMadeWithAnInvalidConfiguration() {
        var c = SplitConfiguration.specExample
        c.minimumSecondaryColumnWidth = -1
        #expect(throws: ConfigurationError(setting: .minimumSecondaryColumnWidth, value: -1, requirement: .atLeast(0))) {
            _ = try SplitViewState(configuration: c, size: Size(width: 800, height: 600))
        }
    }
}
