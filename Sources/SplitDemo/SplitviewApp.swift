// The program: from parsed options to a windowed or headless run, with settings and clear failures.
import Foundation
import SplitKit
import SplitKitSDL

/// Entry point shared by `main.swift` and the end-to-end tests.
@MainActor
public enum SplitviewApp {
    /// Runs the program with parsed options and returns the process exit status
    /// (0 success; 1 a failed `expect` or a runtime failure).
    public static func run(
        _ options: SplitviewOptions, errorStream: @escaping (String) -> Void = { printError($0) }
    ) -> Int32 {
        do {
            return try runThrowing(options, errorStream: errorStream)
        } catch {
            errorStream("splitview: error: \(error)")
            return 1
        }
    }

    /// Writes a line to standard error.
    public static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func runThrowing(_ options: SplitviewOptions, errorStream: @escaping (String) -> Void) throws -> Int32 {
        // Headless runs touch the user's settings only when asked to with --settings.
        let settingsPath = options.settings ?? (options.headless ? nil : SettingsStore.defaultPath())
        let store = settingsPath.map(SettingsStore.init(path:))
        var settings = store?.load { errorStream("splitview: warning: \($0)") } ?? Settings()
        let sceneName = options.scene.rawValue
        let save = { do { try store?.save(settings) } catch { errorStream("splitview: warning: \(error)") } }
        if options.reset {
            settings.users = [:]
            save()
            errorStream("splitview: the users scene's edits were reset to the sample users")
        }
        let perform: (SceneEffect) -> Void = { effect in
            switch effect {
            case .savePrimaryWidth(let width): settings[scene: sceneName].primaryWidth = width
            case .saveUsers(let users): settings.users = users
            case .saveConstraintsSwitch(let on): settings[scene: sceneName].switchOn = on
            }
            save()
        }
        let fontPath = try FontLocator.fontPath(explicitPath: options.font)
        let size = options.size.size
        let scene = makeScene(options, window: size, settings: settings)
        if options.headless, let scriptPath = options.script {
            return try runHeadless(scene: scene, scriptPath: scriptPath, options: options, fontPath: fontPath,
                                   perform: perform, errorStream: errorStream)
        }
        CrashExit.install(program: "splitview")
        let window = try AppWindow(title: "splitview", size: size, minimumSize: WindowSize.minimum, fontPath: fontPath,
                                   renderer: options.renderer)
        let log = try options.stateLog.map(StateLog.init(path:))
        let runner = InteractiveRunner(scene: scene, window: window, initialSize: size, stateLog: log, perform: perform)
        try runner.run()
        if options.stats { printStats(runner.host.stats, renderer: window.rendererName) }
        return 0
    }

    /// The `--stats` report on standard output.
    static func printStats(_ stats: FrameStats, renderer: String) {
        print("splitview: frame statistics (\(renderer) renderer)")
        for line in stats.summary { print("  " + line) }
    }

    /// The scene `--scene` names, configured by the options and restored from settings.
    static func makeScene(_ options: SplitviewOptions, window: Size, settings: Settings) -> any Scene {
        switch options.scene {
        case .mail:
            return MailScene(
                configuration: options.configuration, window: window,
                savedPrimaryWidth: settings[scene: "mail"].primaryWidth)
        case .users:
            return UsersScene(
                configuration: options.configuration, window: window,
                savedPrimaryWidth: settings[scene: "users"].primaryWidth, store: UserStore(edits: settings.users))
        case .columns:
            return ColumnsScene(
                configuration: options.configuration, window: window,
                savedPrimaryWidth: settings[scene: "columns"].primaryWidth, switchOn: settings[scene: "columns"].switchOn ?? false)
        }
    }

    private static func runHeadless(
        scene: any Scene, scriptPath: String, options: SplitviewOptions, fontPath: String,
        perform: @escaping (SceneEffect) -> Void, errorStream: (String) -> Void
    ) throws -> Int32 {
        let text: String
        do {
            text = try String(contentsOfFile: scriptPath, encoding: .utf8)
        } catch {
            throw RunError("Cannot read the script \(scriptPath): \(error.localizedDescription). Check the --script path.")
        }
        let script: Script
        do {
            script = try Script.parse(text, keyNamed: EventTranslator.key(named:))
        } catch {
            throw RunError("The script \(scriptPath) was rejected before running: \(error)")
        }
        do {
            try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        } catch {
            throw RunError("Cannot create the output folder \(options.out): \(error.localizedDescription). Check --out.")
        }
        let log = try StateLog(path: options.stateLog ?? options.out + "/state.jsonl")
        let canvas = try OffscreenCanvas(size: options.size.size, fontPath: fontPath)
        let runner = ScriptRunner(scene: scene, canvas: canvas, outDirectory: options.out, stateLog: log, perform: perform)
        let failures = try runner.run(script)
        for failure in failures { errorStream("splitview: expect failed at \(failure)") }
        if options.stats { printStats(runner.stats, renderer: "offscreen software") }
        return failures.isEmpty ? 0 : 1
    }
}
