// The entry point a small app calls from main.swift: its scene in a window, or replayed headless from a script.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitScripting
import SplitKitStorage

/// What a launched app is given: the size of its window (or headless canvas), and where its split's width is kept.
public struct AppLaunch {
    /// The window's or canvas's size in points.
    public let size: Size
    /// True for a headless run (a script replayed on the virtual clock), false in a window.
    public let isHeadless: Bool
    /// The file a headless run keeps widths in (`OUT/width.json`, or `--width-store FILE`); nil in a window.
    let headlessWidthFile: String?
    /// The locale the launcher gives the scene — its direction and the split's words (the desktop's unless the app
    /// said otherwise), also told through `LiveScene.adoptLocale(_:)`: put it in the split to start in it. Nil when the
    /// app asked the launcher to leave both alone.
    public var locale: InterfaceLocale? = nil

    /// Where the split's width is kept: in a window the user's own, `$XDG_CONFIG_HOME/APPLICATION/width.json` (see
    /// `SplitWidthStore(application:)`); headless, a file of the run's own — `OUT/width.json`, or
    /// the file `--width-store FILE` names — so a scripted run never reads or changes the width the user left.
    public func widthStore(application: String) -> SplitWidthStore {
        headlessWidthFile.map(SplitWidthStore.init(path:)) ?? SplitWidthStore(application: application)
    }
}

/// Starts a split view app from its command line, the same way for every app: in a window, or headless.
///
/// ```swift
/// AppLauncher.run("Notes", size: Size(width: 1000, height: 700), accessibility: AccessibilityBridge.self) { launch in
///     try Notes(size: launch.size, widths: launch.widthStore(application: "notes"))
/// }
/// ```
///
/// - `APP` opens a window titled after the app (the scene's `DisplayList.title` retitles it every frame), with the
///   desktop's sans-serif font, and runs the scene until the window is closed or the scene's `wantsToQuit` is true;
///   with an `accessibility` exporter type (SplitKitATSPI's `AccessibilityBridge`, for screen readers on the Linux
///   desktop) the window's `WindowRunner` starts one, named after the app. Headless runs never start it.
/// - `APP --headless SCRIPT OUT [--width-store FILE]` replays the JSON script `SCRIPT` against a new scene on the
///   virtual clock and writes its screenshots and `state.jsonl` into the folder `OUT`; the process exits 1 when an
///   `expect` failed. The split's width is kept in `OUT/width.json` (or `FILE`), never in the user's own.
///
/// Either way the scene is told the desktop's locale (`LiveScene.adoptLocale(_:)`: right to left and in Hebrew for a
/// Hebrew desktop) unless `locale` says otherwise, and finds it in ``AppLaunch/locale``.
///
/// A failure to start (no display, no font, a bad script) is printed as `APP: what went wrong` and exits 1. SIGPIPE is
/// ignored (`ProcessSignals.ignoreBrokenPipes()`), so a state log or standard error nobody reads any more is an
/// error reported once, never a silent end; SIGTERM, SIGINT and SIGHUP close the window as the user would.
@MainActor
public enum AppLauncher {
    /// Runs the app named `name` with a scene made by `makeScene` for the launch (its size and width store), and exits
    /// when it ends. `arguments` are the command line, the program's name first; `accessibility` is what shows the
    /// window to screen readers (nil: nothing); `locale` is the direction and words the scene is given (by default the
    /// desktop's, `InterfaceLocale.ofDesktop(environment:catalogs:problems:)`; nil: the scene's own).
    public static func run(
        _ name: String, size: Size, minimumSize: Size = Size(width: 320, height: 240), arguments: [String] = CommandLine.arguments,
        accessibility: (any AccessibilityExporter.Type)? = nil, locale: InterfaceLocale? = .ofDesktop(),
        launch makeScene: (AppLaunch) throws -> any ScriptableScene
    ) -> Never {
        ProcessSignals.ignoreBrokenPipes()
        let usage = "usage: \(name) [--headless SCRIPT OUT [--width-store FILE]]"
        do {
            let options = Array(arguments.dropFirst())
            if options.first == "--headless" {
                guard options.count == 3 || (options.count == 5 && options[3] == "--width-store") else { fail(name, usage) }
                let widths = options.count == 5 ? options[4] : options[2] + "/width.json"
                let launch = AppLaunch(size: size, isHeadless: true, headlessWidthFile: widths, locale: locale)
                let scene = try makeScene(launch)
                if let locale { scene.adoptLocale(locale) }
                let run = try Headless.replay(scriptAt: options[1], scene: scene, size: size, outDirectory: options[2])
                for failure in run.failures { StandardError.write("\(name): expect failed at \(failure)") }
                exit(run.failures.isEmpty ? 0 : 1)
            }
            guard options.isEmpty else { fail(name, usage) }
            try showWindow(name, size: size, minimumSize: minimumSize, accessibility: accessibility, locale: locale) {
                try makeScene(AppLaunch(size: $0, isHeadless: false, headlessWidthFile: nil, locale: locale))
            }
            exit(0)  // the window and its renderer are closed by now
        } catch {
            fail(name, "\(error)")
        }
    }

    /// Runs the app named `name` with a scene made by `makeScene` for a window (or canvas) of `size` points, and
    /// exits when it ends (see ``run(_:size:minimumSize:arguments:accessibility:locale:launch:)``, which also
    /// hands the scene its width store).
    public static func run(
        _ name: String, size: Size, minimumSize: Size = Size(width: 320, height: 240), arguments: [String] = CommandLine.arguments,
        accessibility: (any AccessibilityExporter.Type)? = nil, locale: InterfaceLocale? = .ofDesktop(),
        scene makeScene: (Size) throws -> any ScriptableScene
    ) -> Never {
        run(name, size: size, minimumSize: minimumSize, arguments: arguments, accessibility: accessibility, locale: locale,
            launch: { try makeScene($0.size) })
    }

    /// Opens the window, runs the scene in it until it ends, and closes the window on return.
    private static func showWindow(_ name: String, size: Size, minimumSize: Size, accessibility: (any AccessibilityExporter.Type)?,
                                   locale: InterfaceLocale?, scene makeScene: (Size) throws -> any ScriptableScene) throws {
        // fontconfig's answers kept in the user's cache folder: the next start need not load fontconfig.
        let fontAnswers = FontconfigAnswers.cached(for: name)
        let window = try AppWindow(title: name, size: size, minimumSize: minimumSize,
                                   fontPath: FontLocator.fontPath(explicitPath: nil, answers: fontAnswers), fontAnswers: fontAnswers)
        WindowRunner(scene: try makeScene(size), window: window, accessibility: accessibility, applicationName: name,
                     locale: locale).run()
        try? fontAnswers.save()  // a cache: one that cannot be written is asked of fontconfig again next time
    }

    private static func fail(_ name: String, _ message: String) -> Never {
        StandardError.write("\(name): \(message)")
        exit(1)
    }
}
