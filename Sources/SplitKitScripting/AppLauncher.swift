// The entry point a small app calls from main.swift: its scene in a window, or replayed headless from a script.
import Foundation
import SplitKit
import SplitKitSDL

/// Starts a split view app from its command line, the same way for every app: in a window, or headless.
///
/// ```swift
/// AppLauncher.run("Notes", size: Size(width: 1000, height: 700), accessibility: AccessibilityBridge.self) { size in try Notes(size: size) }
/// ```
///
/// - `APP` opens a window titled after the app (the scene's `DisplayList.title` retitles it every frame), with the
///   desktop's sans-serif font, and runs the scene until the window is closed or the scene's `wantsToQuit` is true;
///   with an `accessibility` exporter type (SplitKitATSPI's `AccessibilityBridge`, for screen readers on the Linux
///   desktop) the window's `WindowRunner` starts one, named after the app. Headless runs never start it.
/// - `APP --headless SCRIPT OUT` replays the JSON script `SCRIPT` against a new scene on the virtual clock and
///   writes its screenshots and `state.jsonl` into the folder `OUT`; the process exits 1 when an `expect` failed.
///
/// A failure to start (no display, no font, a bad script) is printed as `APP: what went wrong` and exits 1. SIGPIPE is
/// ignored (`ProcessSignals.ignoreBrokenPipes()`), so a state log or standard error nobody reads any more is an
/// error reported once, never a silent end; SIGTERM, SIGINT and SIGHUP close the window as the user would.
@MainActor
public enum AppLauncher {
    /// Runs the app named `name` with a scene made by `makeScene` for a window (or canvas) of `size` points, and
    /// exits when it ends. `arguments` are the command line, the program's name first; `accessibility` is what
    /// shows the window to screen readers (nil: nothing).
    public static func run(
        _ name: String, size: Size, minimumSize: Size = Size(width: 320, height: 240), arguments: [String] = CommandLine.arguments,
        accessibility: (any AccessibilityExporter.Type)? = nil, scene makeScene: (Size) throws -> any ScriptableScene
    ) -> Never {
        ProcessSignals.ignoreBrokenPipes()
        do {
            let options = Array(arguments.dropFirst())
            if options.first == "--headless" {
                guard options.count == 3 else { fail(name, "usage: \(name) [--headless SCRIPT OUT]") }
                let run = try Headless.replay(scriptAt: options[1], scene: makeScene(size), size: size, outDirectory: options[2])
                for failure in run.failures { StandardError.write("\(name): expect failed at \(failure)") }
                exit(run.failures.isEmpty ? 0 : 1)
            }
            guard options.isEmpty else { fail(name, "usage: \(name) [--headless SCRIPT OUT]") }
            try showWindow(name, size: size, minimumSize: minimumSize, accessibility: accessibility, scene: makeScene)
            exit(0)  // the window and its renderer are closed by now
        } catch {
            fail(name, "\(error)")
        }
    }

    /// Opens the window, runs the scene in it until it ends, and closes the window on return.
    private static func showWindow(_ name: String, size: Size, minimumSize: Size, accessibility: (any AccessibilityExporter.Type)?,
                                   scene makeScene: (Size) throws -> any ScriptableScene) throws {
        let window = try AppWindow(title: name, size: size, minimumSize: minimumSize, fontPath: FontLocator.fontPath(explicitPath: nil))
        WindowRunner(scene: try makeScene(size), window: window, accessibility: accessibility, applicationName: name).run()
    }

    private static func fail(_ name: String, _ message: String) -> Never {
        StandardError.write("\(name): \(message)")
        exit(1)
    }
}
