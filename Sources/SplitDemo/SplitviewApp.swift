// The program: from parsed options to a windowed or headless run, with settings and clear failures.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitATSPI
import SplitKitApp
import SplitKitDesktop
import SplitKitSDL
import SplitKitScripting
import SplitKitStorage
import Synchronization

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

    /// Starts reading the desktop's words (the split's and the demo's, in the desktop's language) on a thread, for
    /// ``run(_:errorStream:)`` to take: `main.swift` calls it before parsing the command line, and a window takes them
    /// once SDL's video has started. Without it, ``run(_:errorStream:)`` reads them itself.
    public nonisolated static func startReadingWords() {
        WordsPreparation.start()
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

    /// Makes every thread allocate from one malloc arena (``ProcessMemory/useOneMallocArena()``): the demo's work is on
    /// the main thread, and its helpers' arenas cost 0.45 MB at the peak. Call first, before any thread starts.
    public static func useOneMallocArena() {
        ProcessMemory.useOneMallocArena()
    }

    private static func runThrowing(_ options: SplitviewOptions, errorStream unsafeStream: @escaping (String) -> Void) throws -> Int32 {
        if options.printControls {
            print(Controls.readme.markdown, terminator: "")
            return 0
        }
        if options.printKeys {
            print(options.scene.keys.joined(separator: "\n"))
            return 0
        }
        // Saves report from their own thread: every line goes through one lock, whoever writes it.
        let lines = Mutex(())
        nonisolated(unsafe) let stream = unsafeStream
        let errorStream: @Sendable (String) -> Void = { line in lines.withLock { _ in stream(line) } }
        // Scripted runs (headless or live tours) touch the user's settings only when asked to with --settings.
        var settingsPath = options.settings
        if settingsPath == nil, !options.headless, options.script == nil {
            let location = SettingsStore.defaultLocation()
            for warning in location.warnings { errorStream("splitview: warning: \(warning)") }
            settingsPath = location.path
        }
        let store = try settingsPath.map(SettingsStore.init(path:))
        var settings = store?.load { errorStream("splitview: warning: \($0)") } ?? Settings()
        let saver = store.map { SettingsSaver(store: $0, report: errorStream) }
        let sceneName = options.scene.rawValue
        var savedUsers = settings.users
        let plainTextPasswords = settings.usersWithPlainTextPasswords
        if options.reset {
            settings.users = [:]  // the scene starts from the samples
            savedUsers = [:]
            saver?.save { $0.users = [:] }
            if let failure = saver?.flush() {  // kept by the saver: tried again with the next save and as the run ends
                errorStream("splitview: warning: \(failure) The reset to the sample users is saved as soon as it can be.")
            } else {
                errorStream("splitview: the users scene's edits were reset to the sample users")
            }
        } else if !plainTextPasswords.isEmpty, let why = Scrypt.system.unavailable {
            errorStream("splitview: warning: \(why); the password of \(plainTextPasswords.joined(separator: ", ")) stays in the settings file until it can be hashed")
        } else if !plainTextPasswords.isEmpty {
            // Records from before passwords were hashed: written again now, with the hash instead of the text.
            let users = settings.users
            saver?.save { file in for login in plainTextPasswords { file.users[login] = users[login] } }
        }
        let perform: (SceneEffect) -> Void = { effect in
            switch effect {
            case .savePrimaryWidth(let width): saver?.save { $0[scene: sceneName].primaryWidth = width }
            case .saveInspectorWidth(let width): saver?.save { $0[scene: sceneName].inspectorWidth = width }
            case .forgetPrimaryWidth: saver?.save { $0[scene: sceneName].primaryWidth = nil }
            case .forgetInspectorWidth: saver?.save { $0[scene: sceneName].inspectorWidth = nil }
            case .savePrimaryRail(let rail): saver?.save { $0[scene: sceneName].primaryRail = rail }
            case .saveConstraintsSwitch(let on): saver?.save { $0[scene: sceneName].switchOn = on }
            case .saveUsers(let users):
                // One user at a time: another instance's edits of other users stay as the file has them.
                let changed = Set(users.keys).union(savedUsers.keys).filter { users[$0] != savedUsers[$0] }
                savedUsers = users
                if !changed.isEmpty { saver?.save { file in for login in changed { file.users[login] = users[login] } } }
            case .report(let problem):
                errorStream("splitview: warning: \(problem)")
            }
        }
        // Whatever the run saved is on disk before the program ends, or the exit status says it is not.
        let status: Int32
        do {
            status = try runScene(options, settings: settings, perform: perform, errorStream: errorStream)
        } catch {
            _ = saveLast(saver, errorStream: errorStream)
            throw error
        }
        return saveLast(saver, errorStream: errorStream) ? status : max(status, 1)
    }

    /// Writes what waits to be saved; false, having said why, when some of the run's changes are not on disk.
    private static func saveLast(_ saver: SettingsSaver?, errorStream: (String) -> Void) -> Bool {
        guard let failure = saver?.flush() else { return true }
        errorStream("splitview: error: \(failure) This run's settings changes are not all saved.")
        return false
    }

    /// The scene the options name, run in a window, as a tour or headless; the exit status.
    private static func runScene(
        _ options: SplitviewOptions, settings: Settings, perform: @escaping (SceneEffect) -> Void,
        errorStream: @escaping @Sendable (String) -> Void
    ) throws -> Int32 {
        // An unusable --font is reported first, before anything else is tried; fontconfig's match (no --font) is left to
        // the window, which asks it on a thread of its own while SDL's video starts.
        let font = try options.font.map { path throws(FontError) in try FontLocator.fontPath(explicitPath: path) }
        let size = options.size.size
        var appearance = options.appearance
        // The split's words and the demo's own in the desktop's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), read on a
        // thread since `startReadingWords()`; then the scene in them. A window takes them once SDL's video has started.
        func sceneInTheDesktopsWords() throws -> any Scene {
            let words = WordsPreparation.take()
            for problem in words.problems { errorStream("splitview: warning: \(problem)") }
            appearance.strings = words.words
            return try makeScene(options, window: size, appearance: appearance, settings: settings)
        }
        if options.headless, let scriptPath = options.script {
            let scene = try sceneInTheDesktopsWords()
            return try runHeadless(scene: SceneHost(scene: scene, showsMeasuredTimes: false, slowMotionFactor: options.slowMotion ?? 4,
                                                    perform: perform),
                                   scriptPath: scriptPath, options: options, fontPath: try FontLocator.fontPath(explicitPath: font),
                                   errorStream: errorStream)
        }
        // A tour's script is checked before a window opens, as a headless run checks it before anything runs.
        let tour = try options.script.map { path throws(ScriptingError) in try Script.load(path, quits: SceneHost.isQuitKey) }
        CrashExit.install(program: "splitview")
        // The desktop's appearance settings are asked for now, on a thread, while SDL starts; a tour keeps the look its
        // options give, so it replays the headless frames.
        let desktop = tour == nil ? DesktopSettingsWatch(wake: SDLHostWindow.wakeUp) : nil
        // fontconfig's answers (the UI font, fallback faces) kept in ~/.cache/splitview between runs: a start whose fonts
        // and fontconfig's configuration have not changed does not load fontconfig (0.5 MB and a few milliseconds).
        let fontAnswers = FontconfigAnswers.cached(for: "splitview")
        defer { try? fontAnswers.save() }  // a cache: one that cannot be written is asked of fontconfig again next time
        let window = try AppWindow(title: "splitview", size: size, minimumSize: WindowSize.minimum,
                                   fontPath: try FontLocator.fontPath(explicitPath: font, answers: fontAnswers), fontAnswers: fontAnswers,
                                   renderer: options.renderer, scale: options.scale,
                                   reportProblem: { errorStream("splitview: warning: \($0)") })
        let scene = try sceneInTheDesktopsWords()  // the words read while SDL's video started, and the window was made
        let log = try options.stateLog.map(StateLog.init(path:))
        if let tour {
            return try playTour(scene: scene, script: tour, window: window, log: log, options: options,
                                perform: perform, errorStream: errorStream)
        }
        let host = SceneHost(scene: scene, slowMotionFactor: options.slowMotion ?? 4, perform: perform)
        host.window = window
        host.preferenceOverrides = options.preferenceOverrides
        desktop?.waitForFirstReading(timeout: 0.3)  // usually there already: the first frame in the desktop's colours
        (scene as? UsersScene)?.checksPasswordsInBackground = true  // the window goes on drawing while scrypt works
        (scene as? UsersScene)?.clipboard = SDLClipboard()  // the desktop's, in a window only (not in tours or headless)
        // --direction and the demo's words decided the scenes' locale (auto: the desktop's); the runner is told it for the
        // screen reader's action list, and the scene host, which laid its scenes out in it already, keeps them as they are.
        let locale = InterfaceLocale(direction: options.direction.layoutDirection(), strings: appearance.strings)
        let runner = WindowRunner(scene: host, window: window, accessibility: AccessibilityBridge.self, locale: locale,
                                  desktopSettings: desktop)
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
        if let lost = window.connectionLost {
            // Quit as for a closed window (a drag under way ended where it was, its width saved), but not quietly.
            errorStream("splitview: \(lost); quitting with what the window showed saved")
            return 1
        }
        if options.stats {
            printStats(runner.stats, setup: "\(window.rendererName) renderer\(window.rasterizer.map { " (\($0))" } ?? ""), \(window.videoDriver) video driver, "
                + "\(JSONValue.format((window.scale * 100).rounded() / 100)) pixels per point")
            print("  accessibility: \(runner.accessibilityStatus ?? "off")")
            print("  desktop settings: \(runner.desktopSettingsStatus ?? "off")")
        }
        return 0
    }

    /// Plays a script live in the window (a tour): the same frames as headless, at real speed divided by
    /// `--slow-motion`; the exit status is the same as headless.
    private static func playTour(
        scene: any Scene, script: Script, window: AppWindow, log: StateLog?, options: SplitviewOptions,
        perform: @escaping (SceneEffect) -> Void, errorStream: (String) -> Void
    ) throws -> Int32 {
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
            let why = ProcessSignals.quitSignal ?? window.connectionLost
            errorStream("splitview: the tour was stopped before its end" + (why.map { " (\($0))" } ?? ""))
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
                savedPrimaryWidth: settings[scene: "mail"].primaryWidth, savedInspectorWidth: settings[scene: "mail"].inspectorWidth,
                savedPrimaryRail: settings[scene: "mail"].primaryRail ?? false)
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
