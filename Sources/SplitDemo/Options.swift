// Command-line options: what can be set, and messages that name the bad value.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitSDL
import SplitKitScripting
import SplitKitStorage

/// A window size given as `WIDTHxHEIGHT` in points.
public struct WindowSize: CommandLineValue, Hashable, Sendable {
    /// The size in points.
    public var size: Size
    /// Smallest window the demo supports.
    public static let minimum = Size(width: 320, height: 240)
    /// Largest window the demo accepts: the split's largest window, square.
    public static let maximum = Size(width: SplitConfiguration.largestWindowSide, height: SplitConfiguration.largestWindowSide)
    /// The largest window side as help texts and messages write it (`8192`).
    static let largestSide = Int(SplitConfiguration.largestWindowSide)

    /// Written with numbers: `--size -5x10` is said to be out of range.
    public static var takesDashedValue: Bool { true }

    /// Parses `1200x800` (an `×` also works).
    public init?(argument: String) {
        let parts = String(argument.lowercased().map { $0 == "×" ? "x" : $0 }).split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            return nil
        }
        size = Size(width: w.rounded(), height: h.rounded())
    }

    /// A size value.
    public init(_ size: Size) { self.size = size }

    public var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}

/// The scenes `--scene` can open.
public enum SceneName: String, CommandLineValue, CaseIterable, Sendable {
    case mail, users, columns
}

extension PrimaryEdge: CommandLineValue {}

/// How the inspector shows in a compact window (`--compact-inspector`): the library's two ways, the sheet with or
/// without its peek bar.
public enum CompactInspectorOption: String, CommandLineValue, CaseIterable, Sendable {
    /// A bottom sheet, gone while closed.
    case sheet
    /// A bottom sheet that leaves its peek bar while closed.
    case peek
    /// A page of the stack.
    case page
}
extension SeparatorDoubleClick: CommandLineValue {}
extension RendererChoice: CommandLineValue {}

/// Every option of the `splitview` command. Each property is the option of its name in dashes (`minPrimary` is
/// `--min-primary`); what it does is its help, in ``commandLine``, which `splitview --help` prints.
public struct SplitviewOptions: Sendable {
    public init() {}

    public var size = WindowSize(Size(width: 1200, height: 800))
    public var scene: SceneName = .mail
    public var fraction: Double?
    public var minPrimary: Double?
    public var maxPrimary: Double?
    public var minSecondary: Double?
    public var separatorWidth: Double?
    public var compactBreakpoint: Double?
    public var overlayBreakpoint: Double?
    public var snapAnchors: SnapAnchorsOption?
    public var inspectorWidth: Double?
    public var inspectorFraction: Double?
    public var minInspector: Double?
    public var maxInspector: Double?
    public var railWidth: Double?
    public var compactInspector: CompactInspectorOption = .sheet
    public var primaryEdge: PrimaryEdge = .leading
    public var separatorDoubleClick: SeparatorDoubleClick = .collapse
    public var direction: DirectionOption = .auto
    public var font: String?
    public var settings: String?
    public var stateLog: String?
    public var theme: ThemeOption?
    public var contrast: ContrastOption?
    public var accent: AccentOption?
    public var textScale: Double?
    public var slowMotion: Double?
    public var reduceMotion = false
    public var renderer: RendererChoice = .auto
    public var scale: Double?
    public var stats = false
    public var reset = false
    public var printControls = false
    public var printKeys = false
    public var headless = false
    public var script: String?
    public var record: String?
    public var out: String = "out"

    /// The command line's options, in the order its help lists them: names, help and what each sets.
    static var commandLine: CommandLineParser<SplitviewOptions> {
        let defaults = SplitviewOptions()
        return CommandLineParser(command: "splitview", options: [
            .value("size", help: "Window size in points, WIDTHxHEIGHT (\(Int(WindowSize.minimum.width))x\(Int(WindowSize.minimum.height)) ... \(WindowSize.largestSide)x\(WindowSize.largestSide)).", default: defaults.size) { $0.size = $1 as WindowSize },
            .value("scene", help: "Scene to show: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).", default: defaults.scene) { $0.scene = $1 as SceneName },
            .value("fraction", help: "Preferred primary width as a fraction of the window (0 ... 1). Scene default: \(JSONValue.format(MailScene.configuration.preferredPrimaryColumnWidthFraction)).") { $0.fraction = $1 as Double },
            .value("min-primary", help: "Minimum primary width in points (0 ... \(WindowSize.largestSide)); a default maximum below it rises to it. Scene default: \(Int(MailScene.configuration.minimumPrimaryColumnWidth)).") { $0.minPrimary = $1 as Double },
            .value("max-primary", help: "Maximum primary width in points (the minimum ... \(WindowSize.largestSide)); a default minimum above it falls to it. Scene default: \(Int(MailScene.configuration.maximumPrimaryColumnWidth)).") { $0.maxPrimary = $1 as Double },
            .value("min-secondary", help: "Minimum secondary width in points (0 ... \(WindowSize.largestSide)). Scene default: \(Int(MailScene.configuration.minimumSecondaryColumnWidth)).") { $0.minSecondary = $1 as Double },
            .value("separator-width", help: "Separator width in points (1 ... 64); the hit area stays at least 8 points wide.") { $0.separatorWidth = $1 as Double },
            .value("compact-breakpoint", help: "Windows narrower than this (points) collapse into one stack (0 ... \(WindowSize.largestSide)). Default: \(Int(SplitConfiguration().compactBreakpoint)).") { $0.compactBreakpoint = $1 as Double },
            .value("overlay-breakpoint", help: "Regular windows narrower than this show the primary as an overlay (≥ the compact breakpoint). Default: \(Int(SplitConfiguration().overlayBreakpoint)).") { $0.overlayBreakpoint = $1 as Double },
            .value("snap-anchors", valueName: "list", help: "Widths the separator settles on when let go, separated by commas: whole numbers are points, numbers with a decimal point fractions of the window's width (250,0.5,600). A fling faster than \(JSONValue.format(Metrics.standard.flingSpeed)) points/s goes to the next one that way. Default: none.") { $0.snapAnchors = $1 as SnapAnchorsOption },
            .value("inspector-width", help: "Preferred inspector column width in points (0 ... \(WindowSize.largestSide)), clamped by its minimum and maximum. Default: none (the fraction decides).") { $0.inspectorWidth = $1 as Double },
            .value("inspector-fraction", help: "Preferred inspector width as a fraction of the window (0 ... 1) without --inspector-width. Default: \(JSONValue.format(MailScene.configuration.preferredInspectorColumnWidthFraction)).") { $0.inspectorFraction = $1 as Double },
            .value("min-inspector", help: "Minimum inspector width in points (0 ... \(WindowSize.largestSide)): beside the detail it needs this room, else it slides in over it. Default: \(Int(MailScene.configuration.minimumInspectorColumnWidth)).") { $0.minInspector = $1 as Double },
            .value("max-inspector", help: "Maximum inspector width in points (the minimum ... \(WindowSize.largestSide)). Default: \(Int(MailScene.configuration.maximumInspectorColumnWidth)).") { $0.maxInspector = $1 as Double },
            .value("rail-width", help: "Mail scene: the list drags down to a rail of its senders' icons this wide (1 ... the minimum − 1; \(Int(SplitConfiguration.standardRailWidth)) is the advised width), and the sidebar button and F9 cycle list → rail → hidden. Default: no rail.") { $0.railWidth = $1 as Double },
            .value("compact-inspector", help: "How the inspector shows in a compact window: sheet (a bottom sheet over the detail, at half and full height), peek (the same, with a bar of its title left at the bottom while it is closed) or page (pushed onto the stack, covering the detail).", default: defaults.compactInspector) { $0.compactInspector = $1 as CompactInspectorOption },
            .value("primary-edge", help: "Side the primary column sits on: leading or trailing.", default: defaults.primaryEdge) { $0.primaryEdge = $1 as PrimaryEdge },
            .value("separator-double-click", help: "What a double-click on the separator does: collapse (the list slides off its edge), resetWidth (back to its preferred width) or fitContent (as wide as its widest row).", default: defaults.separatorDoubleClick) { $0.separatorDoubleClick = $1 as SeparatorDoubleClick },
            .value("direction", help: "Layout direction: ltr, rtl (the split mirrors: leading is the right), or auto (from the locale: LC_ALL, LC_MESSAGES, LANG; rtl for Arabic, Hebrew, Persian, Urdu…).", default: defaults.direction) { $0.direction = $1 as DirectionOption },
            .value("font", help: "Font file (.ttf/.otf) for all text. Default: fontconfig's sans-serif.") { $0.font = $1 as String },
            .value("settings", help: "Settings file. Default: $XDG_CONFIG_HOME/splitview/settings.json (~/.config/splitview/settings.json).") { $0.settings = $1 as String },
            .value("state-log", help: "Write one JSON object per frame to this file (JSON Lines).") { $0.stateLog = $1 as String },
            .value("theme", help: "Colours: light, dark, or system. Without it a window follows the desktop's colour scheme as it changes (the XDG portal, else GNOME's setting); a headless run is light, and system reads the desktop once.") { $0.theme = $1 as ThemeOption },
            .value("contrast", help: "Contrast: normal, or high (stronger lines and text, a wider focus ring). Without it a window follows the desktop's setting.") { $0.contrast = $1 as ContrastOption },
            .value("accent", help: "Accent colour for selection and focus, as #RRGGBB (made darker or lighter until text in it reads at 4.5:1). Without it a window follows the desktop's.") { $0.accent = $1 as AccentOption },
            .value("text-scale", help: "Text size factor (0.5 ... 3): text, rows, toolbars and the widths given in text points grow with it. Without it a window follows the desktop's (GNOME's text-scaling-factor).") { $0.textScale = $1 as Double },
            .value("slow-motion", help: "Every animation takes FACTOR times as long (1 ... 10), for demonstrations; F7 toggles it live.") { $0.slowMotion = $1 as Double },
            .flag("reduce-motion", help: "Nothing slides: overlay, pages and width changes cross-fade in place. Without it a window follows the desktop's reduced-motion setting.") { $0.reduceMotion = true },
            .value("renderer", help: "How the window draws: auto (the GPU when the display has one), software or gpu.", default: defaults.renderer) { $0.renderer = $1 as RendererChoice },
            .value("scale", help: "Device pixels per point (1 ... 3; 1, 1.5 and 2 are the usual), overriding the desktop's scale (on X11 GDK_SCALE, else Xft.dpi / 96; on Wayland the compositor's). Headless shots get this many pixels per point (default 1).") { $0.scale = $1 as Double },
            .flag("stats", help: "At exit, print how many frames were presented and what they cost (build, render, present).") { $0.stats = true },
            .flag("reset", help: "Forget edits made in the users scene: the sample users come back (saved at once).") { $0.reset = true },
            .flag("print-controls", help: "Print every control as Markdown tables (docs/demo.md's Controls section) and exit.") { $0.printControls = true },
            .flag("print-keys", help: "Print every key the --scene takes (the split's, the program's and the scene's own), one per line as scripts write them, and exit.") { $0.printKeys = true },
            .flag("headless", help: "Run without a window on a virtual 60 fps clock (needs --script).") { $0.headless = true },
            .value("script", help: "JSON script of steps to replay (see docs/scripts.md): headless with --headless, else played live in the window.") { $0.script = $1 as String },
            .value("record", help: "Folder to write every frame of a headless run to, as PNG (frame-00000.png ...).") { $0.record = $1 as String },
            .value("out", help: "Folder for screenshots and the headless state log.", default: defaults.out) { $0.out = $1 as String },
        ])
    }

    /// Reads a command line (without the program's name) and checks it: values out of range, or options that do not go
    /// together, are refused with a message naming the option, the value and what to use.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> SplitviewOptions {
        let options = try commandLine.parse(arguments, into: SplitviewOptions())
        try options.validate()
        return options
    }

    /// ``parse(_:)`` of the program's own arguments; help asked for is printed and ends the program with status 0, a
    /// command line it refuses is reported on standard error and ends it with status 64 (EX_USAGE).
    public static func parseOrExit() -> SplitviewOptions {
        do {
            return try parse(Array(CommandLine.arguments.dropFirst()))
        } catch .helpRequested {
            print(commandLine.help(), terminator: "")
            exit(0)
        } catch {
            StandardError.write(fullMessage(for: error))
            exit(exitCode(for: error))
        }
    }

    /// What was wrong with a command line `parse(_:)` refused.
    public static func message(for error: any Error) -> String {
        (error as? CommandLineError)?.message ?? "\(error)"
    }

    /// What was wrong, the option's help when it was about one option's value, and how to see the help: what
    /// ``parseOrExit()`` writes to standard error.
    public static func fullMessage(for error: any Error) -> String {
        let help = (error as? CommandLineError)?.optionHelp.map { "Help:  \($0)\n" } ?? ""
        return "Error: \(message(for: error))\n\(help)\(commandLine.usage)"
    }

    /// The status a refused command line ends the program with: 0 for the help, else 64 (EX_USAGE).
    public static func exitCode(for error: any Error) -> Int32 {
        error as? CommandLineError == .helpRequested ? 0 : 64
    }

    func validate() throws(CommandLineError) {
        let s = size.size
        guard (WindowSize.minimum.width...WindowSize.maximum.width).contains(s.width),
            (WindowSize.minimum.height...WindowSize.maximum.height).contains(s.height)
        else {
            throw CommandLineError.invalid(
                "--size \(Self.format(s.width))x\(Self.format(s.height)) is out of range: width must be \(Int(WindowSize.minimum.width)) ... \(WindowSize.largestSide) and height \(Int(WindowSize.minimum.height)) ... \(WindowSize.largestSide).")
        }
        // The program's own ranges first (a window is at most `largestWindowSide` wide), then the split's rules between settings.
        try Self.check("--min-primary", minPrimary, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--max-primary", maxPrimary, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--min-secondary", minSecondary, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--inspector-width", inspectorWidth, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--min-inspector", minInspector, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--max-inspector", maxInspector, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--compact-breakpoint", compactBreakpoint, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--overlay-breakpoint", overlayBreakpoint, in: 0...SplitConfiguration.largestWindowSide)
        try Self.check("--text-scale", textScale, in: Appearance.textScaleRange)
        if let snapAnchors, case .failure(let problem) = snapAnchors.parsed {
            throw CommandLineError.invalid(problem == .empty ? "--snap-anchors is empty: \(problem.remedy)." : "--snap-anchors \(snapAnchors.text): \(problem).")
        }
        if let problem = configuration.errors.first { throw CommandLineError.invalid(Self.message(for: problem)) }
        if let scale, !(scale.isFinite && (1...3).contains(scale)) {
            throw CommandLineError.invalid("--scale \(Self.format(scale)) is out of range: use 1 to 3 device pixels per point (1, 1.5 or 2, say).")
        }
        if let scale, CanvasLimits.problem(s, scale: scale) != nil {
            let (w, h) = CanvasLimits.pixels(s, scale: scale), largest = Int(CanvasLimits.largestSide(atScale: scale))
            throw CommandLineError.invalid("--size \(Int(s.width))x\(Int(s.height)) at --scale \(Self.format(scale)) is \(w) × \(h) pixels; a window or "
                + "canvas is drawn with at most \(CanvasLimits.largestPixelSide) pixels each way (1 GB a frame): use --size "
                + "\(largest)x\(largest) or less at this scale, or a smaller --scale.")
        }
        if let slowMotion, !(slowMotion.isFinite && (1...10).contains(slowMotion)) {
            throw CommandLineError.invalid("--slow-motion \(Self.format(slowMotion)) is out of range: use a factor from 1 to 10.")
        }
        for (name, value) in [("--settings", settings), ("--script", script), ("--font", font), ("--state-log", stateLog),
                              ("--record", record), ("--out", out as String?)] where value?.isEmpty == true {
            throw CommandLineError.invalid("\(name) is empty: give it a path.")
        }
        if headless && script == nil {
            throw CommandLineError.invalid("--headless needs --script FILE: a JSON array of steps to replay (see docs/scripts.md).")
        }
        if record != nil && !headless {
            throw CommandLineError.invalid("--record writes the frames of a headless run: add --headless --script FILE.")
        }
    }

    /// The option that sets each configuration setting.
    static func option(for setting: ConfigurationSetting) -> String {
        switch setting {
        case .preferredPrimaryColumnWidthFraction: return "--fraction"
        case .minimumPrimaryColumnWidth: return "--min-primary"
        case .maximumPrimaryColumnWidth: return "--max-primary"
        case .minimumSecondaryColumnWidth: return "--min-secondary"
        case .separatorWidth: return "--separator-width"
        case .compactBreakpoint: return "--compact-breakpoint"
        case .overlayBreakpoint: return "--overlay-breakpoint"
        case .separatorAnchors: return "--snap-anchors"
        case .preferredInspectorColumnWidth: return "--inspector-width"
        case .preferredInspectorColumnWidthFraction: return "--inspector-fraction"
        case .minimumInspectorColumnWidth: return "--min-inspector"
        case .maximumInspectorColumnWidth: return "--max-inspector"
        case .railWidth: return "--rail-width"
        }
    }

    /// SplitKit's configuration error in the command line's words: the option, its value, what to do.
    static func message(for error: ConfigurationError) -> String {
        let name = option(for: error.setting), value = format(error.value)
        switch error.requirement {
        case .range(let low, let high):
            return "\(name) \(value) is out of range: use a value from \(format(low)) to \(format(high))."
        case .atLeast(let low):
            return "\(name) \(value) is out of range: use a value of \(format(low)) or more."
        case .atLeastSetting(.minimumPrimaryColumnWidth, let minimum):
            return "\(name) \(value) is below the minimum primary width \(format(minimum)): the maximum must be ≥ the minimum "
                + "(set --min-primary lower or --max-primary higher)."
        case .atLeastSetting(.minimumInspectorColumnWidth, let minimum):
            return "\(name) \(value) is below the minimum inspector width \(format(minimum)): the maximum must be ≥ the minimum "
                + "(set --min-inspector lower or --max-inspector higher)."
        case .atLeastSetting(let other, let low):
            return "\(name) \(value) is below the \(other == .compactBreakpoint ? "compact breakpoint" : other.rawValue) "
                + "\(format(low)): it must be ≥ it (equal turns the overlay band off)."
        }
    }

    private static func check(_ name: String, _ value: Double?, in range: ClosedRange<Double>) throws(CommandLineError) {
        guard let value, !(value.isFinite && range.contains(value)) else { return }
        throw CommandLineError.invalid(
            "\(name) \(format(value)) is out of range: use a value from \(format(range.lowerBound)) to \(format(range.upperBound)).")
    }

    /// `value` as the user wrote it, without a trailing `.0` (not rounded: "10.00001 is out of range" must not read "10").
    static func format(_ value: Double) -> String { NumberForm.western.format(value) }

    /// The look and motion the options ask for at start: the theme's palette (light unless set; `system` reads the
    /// desktop's once), contrast, accent, text size, slowed or reduced motion. In a window the desktop's settings then
    /// fill in what the options leave unset (``SceneHost/adoptDesktopPreferences(_:)``).
    public var appearance: Appearance {
        var preferences = DesktopPreferences.standard.overridden(by: preferenceOverrides)
        if theme == .system { preferences.colorScheme = ThemeOption.system.colorScheme() }
        var appearance = Appearance.light.following(preferences)
        appearance.motion.slowMotion = slowMotion ?? 1
        return appearance
    }

    /// The split configuration: the scene's defaults with the options applied.
    public var configuration: SplitConfiguration {
        var c: SplitConfiguration
        switch scene {
        case .mail: c = MailScene.configuration
        case .users: c = UsersScene.configuration
        case .columns: c = MailScene.configuration
        }
        if let fraction { c.preferredPrimaryColumnWidthFraction = fraction }
        if let minPrimary { c.minimumPrimaryColumnWidth = minPrimary }
        if let maxPrimary { c.maximumPrimaryColumnWidth = maxPrimary }
        // A limit given alone pushes the scene's default for the other along (as the columns scene's sliders do);
        // two limits given the wrong way round stay an error for validate().
        if minPrimary != nil, maxPrimary == nil { c.maximumPrimaryColumnWidth = max(c.maximumPrimaryColumnWidth, c.minimumPrimaryColumnWidth) }
        if maxPrimary != nil, minPrimary == nil { c.minimumPrimaryColumnWidth = min(c.minimumPrimaryColumnWidth, c.maximumPrimaryColumnWidth) }
        if let minSecondary { c.minimumSecondaryColumnWidth = minSecondary }
        if let separatorWidth { c.separatorWidth = separatorWidth }
        if let compactBreakpoint { c.compactBreakpoint = compactBreakpoint }
        if let overlayBreakpoint { c.overlayBreakpoint = overlayBreakpoint }
        if let snapAnchors { c.separatorAnchors = snapAnchors.anchors }
        if let inspectorWidth { c.preferredInspectorColumnWidth = inspectorWidth }
        if let inspectorFraction { c.preferredInspectorColumnWidthFraction = inspectorFraction }
        if let minInspector { c.minimumInspectorColumnWidth = minInspector }
        if let maxInspector { c.maximumInspectorColumnWidth = maxInspector }
        // As with the primary's limits, one given alone pushes the default of the other along.
        if minInspector != nil, maxInspector == nil { c.maximumInspectorColumnWidth = max(c.maximumInspectorColumnWidth, c.minimumInspectorColumnWidth) }
        if maxInspector != nil, minInspector == nil { c.minimumInspectorColumnWidth = min(c.minimumInspectorColumnWidth, c.maximumInspectorColumnWidth) }
        c.primaryEdge = primaryEdge
        c.separatorDoubleClick = separatorDoubleClick
        c.compactInspector = compactInspector == .page ? .page : .sheet
        c.inspectorSheetPeeks = compactInspector == .peek
        c.layoutDirection = direction.layoutDirection()
        // The lab's widths are the points its sliders show, at every text size.
        if scene == .columns { c.widthUnit = .points }
        // Only the mail scene's list has icons to show as a rail.
        if scene == .mail, let railWidth { c.railWidth = railWidth }
        return c
    }
}
