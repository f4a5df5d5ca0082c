// The mail list's rail (issue 39) is remembered like a width: a run that leaves it a rail starts the next one as a rail.
import Foundation
import SplitDemo
import SplitKit
import SplitKitTestSupport
import Testing

@Suite("The rail, remembered")
struct RailMemoryTests {
    /// Runs `steps` headless with `--rail-width 64` on the settings file in `folder`; the mail scene's saved rail after.
    @MainActor private func run(_ steps: String, in folder: String) throws -> Bool? {
        try steps.write(toFile: folder + "/steps.json", atomically: true, encoding: .utf8)
        let settings = folder + "/settings.json"
        let options = try SplitviewOptions.parse(["--headless", "--script", folder + "/steps.json", "--settings", settings,
                                                  "--out", folder + "/out", "--rail-width", "64"])
        var errors: [String] = []
        #expect(SplitviewApp.run(options) { errors.append($0) } == 0, "\(errors)")
        return try SettingsStore(path: settings).load { _ in }[scene: "mail"].primaryRail
    }

    @MainActor @Test func aRunThatLeavesTheListARailStartsTheNextAsOne() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        // A drag let go near the rail makes it one; the user width is untouched.
        let rail = #"[{"drag": {"from": [364, 300], "to": [90, 300], "duration": 0.5}}, {"wait": 0.6},"#
            + #" {"expect": {"primaryPresentation": "rail", "primary.w": 64, "userPrimaryWidth": null}}]"#
        #expect(try run(rail, in: folder) == true)
        // The next launch starts as a rail; F9 hides it (no longer a rail: remembered), F9 brings the list back.
        let back = #"[{"expect": {"primaryPresentation": "rail", "primary.w": 64}}, {"key": "F9"}, {"wait": 0.6}, {"key": "F9"},"#
            + #" {"wait": 0.6}, {"expect": {"primaryPresentation": "full", "primary.w": 360}}]"#
        #expect(try run(back, in: folder) == false)
    }
}

@Suite("The rail's titles")
struct RailTooltipTests {
    /// The rail's row under the pointer shows its title and sender beside the rail; none while the list is full width.
    @MainActor @Test func theRowUnderThePointerShowsItsTitleBesideTheRail() throws {
        var configuration = MailScene.configuration
        configuration.railWidth = 64
        let scene = try MailScene(configuration: configuration, window: Size(width: 1000, height: 600), appearance: .light,
                                  savedPrimaryWidth: nil, savedPrimaryRail: true)
        _ = scene.handle(.resize(Size(width: 1000, height: 600), time: 0))
        scene.advance(to: 1)
        let texts = { () -> [String] in
            scene.displayList().commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
        }
        _ = scene.handle(.pointerMove(Point(x: 32, y: 160), time: 1))
        #expect(scene.split.state.primaryPresentation == .rail && texts().contains("Item 3 · يوسف حداد"))
        _ = scene.handle(.pointerMove(Point(x: 500, y: 160), time: 1.1))
        #expect(!texts().contains { $0.hasPrefix("Item 3 ·") })
    }
}
