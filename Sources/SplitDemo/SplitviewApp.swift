// The program: from parsed options to a windowed or headless run, with settings and clear failures.
import Foundation
import SplitKit
import SplitKitSDL
import SplitKitScripting

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
            errorStream("splitview: error: \(ErrorHints.message(for: error))")
            return 1
        }
    }

    /// Writes a line to standard error (dropped, and said once on standard output, when nobody reads it any more).
    public static func printError(_ line: String) {
        StandardError.write(line)
    }

    /// Makes writes to a pipe nobody reads (standard error, a state log into a FIFO) fail with a message instead of
    /// ending the process silently with SIGPIPE. `main.swift` calls it first of all.
    public static func ignoreBrokenPipes() {
        ProcessSignals.ignoreBrokenPipes()
    }

    private static func runThrowing(_ options: SplitviewOptions, errorStream: @escaping (String) -> Void) throws -> Int32 {
        if options.printControls {
            print(Controls.readme.markdown, terminator: "")
            return 0
        }
        // Scripted runs (headless or live tours) touch the user's settings only when asked to with --settings.
        let settingsPath = options.settings ?? (options.headless || options.script != nil ? nil : SettingsStore.defaultPath())
        let store = try settingsPath.map(SettingsStore.init(path:))
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
            case .report(let problem):
                errorStream("splitview: warning: \(problem)")
                return
            }
            save()
        }
        let fontPath = try FontLocator.fontPath(explicitPath: options.font)
        let size = options.size.size
        let appearance = options.appearance
        let scene = try makeScene(options, window: size, appearance: appearance, settings: settings)
        if options.headless, let scriptPath = options.script {
            return try runHeadless(scene: SceneHost(scene: scene, showsMeasuredTimes: false, slowMotionFactor: options.slowMotion ?? 4,
                                                    perform: perform),
                                   scriptPath: scriptPath, options: options, fontPath: fontPath, errorStream: errorStream)
        }
        CrashExit.install(program: "splitview")
        let window = try AppWindow(title: "splitview", size: size, minimumSize: WindowSize.minimum, fontPath: fontPath,
                                   renderer: options.renderer, scale: options.scale,
                                   reportProblem: { errorStream("splitview: warning: \($0)") })
        let log = try options.stateLog.map(StateLog.init(path:))
        if let scriptPath = options.script {
            return try playTour(scene: scene, scriptPath: scriptPath, window: window, log: log, options: options,
                                perform: perform, errorStream: errorStream)
        }
        let host = SceneHost(scene: scene, slowMotionFactor: options.slowMotion ?? 4, perform: perform)
        host.window = window
        let runner = WindowRunner(scene: host, window: window)
        var logFailed = false
        runner.framePresented = { frame, time in
            guard let log, !logFailed else { return }
            do {
                try log.append(StateLog.record(frame: frame, time: time, fields: host.stateFields()))
                try log.flush()  // someone may be tailing it; frames are rare when idle
            } catch {
                logFailed = true  // the window goes on; the log stops, and says so once
                if case .stateLogReaderGone? = error as? ScriptingError {
                    errorStream("splitview: warning: \(error) The window goes on without it.")
                } else {
                    errorStream("splitview: warning: \(error); the state log stops here")
                }
            }
        }
        runner.run()
        if let log, !logFailed {
            do { try log.flush() } catch { errorStream("splitview: warning: \(error)") }
        }
        if options.stats {
            printStats(runner.stats, setup: "\(window.rendererName) renderer\(window.rasterizer.map { " (\($0))" } ?? ""), \(window.videoDriver) video driver, "
                + "\(JSONValue.format((window.scale * 100).rounded() / 100)) pixels per point")
            print("  accessibility: \(runner.accessibilityStatus ?? "off")")
        }
        return 0
    }

    /// Plays a script live in the window (a tour): the same frames as headless, at real speed divided by
    /// `--slow-motion`; the exit status is the same as headless.
    private static func playTour(
        scene: any Scene, scriptPath: String, window: AppWindow, log: StateLog?, options: SplitviewOptions,
        perform: @escaping (SceneEffect) -> Void, errorStream: (String) -> Void
    ) throws -> Int32 {
        let script = try Script.load(scriptPath)
        var look = scene.split.appearance
        let slowMotion = look.motion.timeScale
        look.motion.slowMotion = 1  // the tour's clock runs slower instead, so it replays the headless frames exactly
        scene.setAppearance(look)
        let host = SceneHost(scene: scene, perform: perform)
        host.window = window
        let (failures, stoppedEarly) = try LiveTour.play(script, scene: host, window: window, outDirectory: options.out,
                                                         stateLog: log, slowMotion: slowMotion)
        for failure in failures { errorStream("splitview: expect failed at \(failure)") }
        if stoppedEarly {
            errorStream("splitview: the tour was stopped before its end" + (ProcessSignals.quitSignal.map { " (\($0))" } ?? ""))
        }
        return failures.isEmpty && !stoppedEarly ? 0 : 1
    }

    /// The `--stats` report on standard output; `setup` says what drew the frames (renderer, video driver, scale).
    static func printStats(_ stats: FrameStats, setup: String) {
        print("splitview: frame statistics (\(setup))")
        for line in stats.summary { print("  " + line) }
    }

    /// The scene `--scene` names, configured by the options and restored from settings.
    static func makeScene(_ options: SplitviewOptions, window: Size, appearance: Appearance = .light, settings: Settings) throws -> any Scene {
        switch options.scene {
        case .mail:
            return try MailScene(
                configuration: options.configuration, window: window, appearance: appearance,
                savedPrimaryWidth: settings[scene: "mail"].primaryWidth)
        case .users:
            return try UsersScene(
                configuration: options.configuration, window: window, appearance: appearance,
                savedPrimaryWidth: settings[scene: "users"].primaryWidth, store: UserStore(edits: settings.users))
        case .columns:
            return try ColumnsScene(
                configuration: options.configuration, window: window, appearance: appearance,
                savedPrimaryWidth: settings[scene: "columns"].primaryWidth, switchOn: settings[scene: "columns"].switchOn ?? false)
        }
    }

    private static func runHeadless(
        scene: SceneHost, scriptPath: String, options: SplitviewOptions, fontPath: String, errorStream: @escaping (String) -> Void
    ) throws -> Int32 {
        let (failures, stats) = try Headless.replay(
            scriptAt: scriptPath, scene: scene, size: options.size.size, outDirectory: options.out,
            stateLogPath: options.stateLog, fontPath: fontPath, scale: options.scale ?? 1, recordDirectory: options.record,
            drawEveryFrame: options.stats, reportProblem: { errorStream("splitview: warning: \($0)") })
        for failure in failures { errorStream("splitview: expect failed at \(failure)") }
        if options.stats { printStats(stats, setup: "offscreen software renderer") }
        return failures.isEmpty ? 0 : 1
    }
}
