// The demo keeps a keyboard resize as GTK's paned does: Escape takes the moves back, Return or the run ending accepts them.
import Foundation
import SplitDemo
import SplitKitTestSupport
import Testing

@Suite("Keyboard resize in the demo")
struct KeyboardResizeTests {
    /// A headless run of `steps` with a fresh settings file; the mail scene's saved primary width afterwards.
    @MainActor private func savedWidth(after steps: String) throws -> Double? {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try steps.write(toFile: folder + "/keys.json", atomically: true, encoding: .utf8)
        let settings = folder + "/settings.json"
        let options = try SplitviewOptions.parse(["--headless", "--script", folder + "/keys.json", "--settings", settings,
                                                  "--out", folder + "/out"])
        var errors: [String] = []
        #expect(SplitviewApp.run(options) { errors.append($0) } == 0, "\(errors)")
        guard FileManager.default.fileExists(atPath: settings) else { return nil }
        return try SettingsStore(path: settings).load { _ in }[scene: "mail"].primaryWidth
    }

    @MainActor @Test func escapeAfterKeyMovesSavesNothing() throws {
        let steps = #"[{"key": "F8"}, {"key": "Right"}, {"key": "Shift+Right"}, {"key": "Escape"}, {"wait": 0.5},"#
            + #" {"expect": {"separatorFocused": false, "primary.w": 360, "userPrimaryWidth": null}}]"#
        #expect(try savedWidth(after: steps) == nil)
    }

    @MainActor @Test func returnAfterKeyMovesSavesTheWidthOnce() throws {
        let steps = #"[{"key": "F8"}, {"key": "Right"}, {"key": "Right"}, {"key": "Return"},"#
            + #" {"expect": {"separatorFocused": false, "primary.w": 380}}, {"key": "F8"}, {"key": "Left"}, {"key": "Escape"}]"#
        #expect(try savedWidth(after: steps) == 380)
    }

    @MainActor @Test func aRunThatEndsOnAFocusedSeparatorAcceptsItsMoves() throws {
        #expect(try savedWidth(after: #"[{"key": "F8"}, {"key": "Left"}, {"key": "Left"}, {"key": "Left"}]"#) == 330)
    }
}
