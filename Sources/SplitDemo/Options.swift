// Command-line options (swift-argument-parser): what can be set, and messages that name the bad value.
import ArgumentParser
import SplitKit
import SplitKitScripting
import SplitKitSDL

/// A window size given as `WIDTHxHEIGHT` in points.
public struct WindowSize: ExpressibleByArgument, Hashable, Sendable {
    /// The size in points.
    public var size: Size
    /// Smallest window the demo supports.
    public static let minimum = Size(width: 320, height: 240)
    /// Largest window the demo accepts: the split's largest window, square.
    public static let maximum = Size(width: SplitConfiguration.largestWindowSide, height: SplitConfiguration.largestWindowSide)
    /// The largest window side as help texts and messages write it (`8192`).
    static let largestSide = Int(SplitConfiguration.largestWindowSide)

    /// Parses `1200x800` (an `×` also works).
    public init?(argument: String) {
        let parts = argument.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
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
public enum SceneName: String, ExpressibleByArgument, CaseIterable, Sendable {
    case mail, users, columns
}

extension PrimaryEdge: ExpressibleByArgument {}

/// How the inspector shows in a compact window (`--compact-inspector`): the library's two ways, the sheet with or
/// without its peek bar.
public enum CompactInspectorOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// A bottom sheet, gone while closed.
    case sheet
    /// A bottom sheet that leaves its peek bar while closed.
    case peek
    /// A page of the stack.
    case page
}
extension SeparatorDoubleClick: ExpressibleByArgument {}
extension RendererChoice: ExpressibleByArgument {}

/// Every option of the `splitview` command.
public struct SplitviewOptions: ParsableArguments, Sendable {
    public init() {}

    @Option(parsing: .unconditional, help: "Window size in points, WIDTHxHEIGHT (\(Int(WindowSize.minimum.width))x\(Int(WindowSize.minimum.height)) ... \(WindowSize.largestSide)x\(WindowSize.largestSide)).")
    public var size = WindowSize(Size(width: 1200, height: 800))

    @Option(help: "Scene to show: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
    public var scene: SceneName = .mail

    @Option(parsing: .unconditional, help: "Preferred primary width as a fraction of the window (0 ... 1). Scene default: \(JSONValue.format(MailScene.configuration.preferredPrimaryColumnWidthFraction)).")
    public var fraction: Double?

    @Option(name: .customLong("min-primary"), parsing: .unconditional, help: "Minimum primary width in points (0 ... \(WindowSize.largestSide)); a default maximum below it rises to it. Scene default: \(Int(MailScene.configuration.minimumPrimaryColumnWidth)).")
    public var minPrimary: Double?

    @Option(name: .customLong("max-primary"), parsing: .unconditional, help: "Maximum primary width in points (the minimum ... \(WindowSize.largestSide)); a default minimum above it falls to it. Scene default: \(Int(MailScene.configuration.maximumPrimaryColumnWidth)).")
    public var maxPrimary: Double?

    @Option(name: .customLong("min-secondary"), parsing: .unconditional, help: "Minimum secondary width in points (0 ... \(WindowSize.largestSide)). Scene default: \(Int(MailScene.configuration.minimumSecondaryColumnWidth)).")
    public var minSecondary: Double?

    @Option(name: .customLong("separator-width"), parsing: .unconditional, help: "Separator width in points (1 ... 64); the hit area stays at least 8 points wide.")
    public var separatorWidth: Double?

    @Option(name: .customLong("compact-breakpoint"), parsing: .unconditional,
            help: "Windows narrower than this (points) collapse into one stack (0 ... \(WindowSize.largestSide)). Default: \(Int(SplitConfiguration().compactBreakpoint)).")
    public var compactBreakpoint: Double?

    @Option(name: .customLong("overlay-breakpoint"), parsing: .unconditional,
            help: "Regular windows narrower than this show the primary as an overlay (≥ the compact breakpoint). Default: \(Int(SplitConfiguration().overlayBreakpoint)).")
    public var overlayBreakpoint: Double?

    @Option(name: .customLong("snap-anchors"), parsing: .unconditional,
            help: ArgumentHelp("Widths the separator settles on when let go, separated by commas: whole numbers are points, numbers with a decimal point fractions of the window's width (250,0.5,600). A fling faster than \(JSONValue.format(Metrics.standard.flingSpeed)) points/s goes to the next one that way. Default: none.", valueName: "list"))
    public var snapAnchors: SnapAnchorsOption?

    @Option(name: .customLong("inspector-width"), parsing: .unconditional,
            help: "Preferred inspector column width in points (0 ... \(WindowSize.largestSide)), clamped by its minimum and maximum. Default: none (the fraction decides).")
    public var inspectorWidth: Double?

    @Option(name: .customLong("inspector-fraction"), parsing: .unconditional,
            help: "Preferred inspector width as a fraction of the window (0 ... 1) without --inspector-width. Default: \(JSONValue.format(MailScene.configuration.preferredInspectorColumnWidthFraction)).")
    public var inspectorFraction: Double?

    @Option(name: .customLong("min-inspector"), parsing: .unconditional,
            help: "Minimum inspector width in points (0 ... \(WindowSize.largestSide)): beside the detail it needs this room, else it slides in over it. Default: \(Int(MailScene.configuration.minimumInspectorColumnWidth)).")
    public var minInspector: Double?

    @Option(name: .customLong("max-inspector"), parsing: .unconditional,
            help: "Maximum inspector width in points (the minimum ... \(WindowSize.largestSide)). Default: \(Int(MailScene.configuration.maximumInspectorColumnWidth)).")
    public var maxInspector: Double?

    @Option(name: .customLong("rail-width"), parsing: .unconditional,
            help: "Mail scene: the list drags down to a rail of its senders' icons this wide (1 ... the minimum − 1; \(Int(SplitConfiguration.standardRailWidth)) is the advised width), and the sidebar button and F9 cycle list → rail → hidden. Default: no rail.")
    public var railWidth: Double?

    @Option(name: .customLong("compact-inspector"),
            help: "How the inspector shows in a compact window: sheet (a bottom sheet over the detail, at half and full height), peek (the same, with a bar of its title left at the bottom while it is closed) or page (pushed onto the stack, covering the detail).")
    public var compactInspector: CompactInspectorOption = .sheet

    @Option(name: .customLong("primary-edge"), help: "Side the primary column sits on: leading or trailing.")
    public var primaryEdge: PrimaryEdge = .leading

    @Option(name: .customLong("separator-double-click"),
            help: "What a double-click on the separator does: collapse (the list slides off its edge), resetWidth (back to its preferred width) or fitContent (as wide as its widest row).")
    public var separatorDoubleClick: SeparatorDoubleClick = .collapse

    @Option(help: "Layout direction: ltr, rtl (the split mirrors: leading is the right), or auto (from the locale: LC_ALL, LC_MESSAGES, LANG; rtl for Arabic, Hebrew, Persian, Urdu…).")
    public var direction: DirectionOption = .auto

    @Option(help: "Font file (.ttf/.otf) for all text. Default: fontconfig's sans-serif.")
    public var font: String?

    @Option(help: "Settings file. Default: $XDG_CONFIG_HOME/splitview/settings.json (~/.config/splitview/settings.json).")
    public var settings: String?

    @Option(name: .customLong("state-log"), help: "Write one JSON object per frame to this file (JSON Lines).")
    public var stateLog: String?

    @Option(help: "Colours: light, dark, or system. Without it a window follows the desktop's colour scheme as it changes (the XDG portal, else GNOME's setting); a headless run is light, and system reads the desktop once.")
    public var theme: ThemeOption?

    @Option(help: "Contrast: normal, or high (stronger lines and text, a wider focus ring). Without it a window follows the desktop's setting.")
    public var contrast: ContrastOption?

    @Option(help: "Accent colour for selection and focus, as #RRGGBB (made darker or lighter until text in it reads at 4.5:1). Without it a window follows the desktop's.")
    public var accent: AccentOption?

    @Option(name: .customLong("text-scale"), parsing: .unconditional,
            help: "Text size factor (0.5 ... 3): text, rows, toolbars and the widths given in text points grow with it. Without it a window follows the desktop's (GNOME's text-scaling-factor).")
    public var textScale: Double?

    @Option(name: .customLong("slow-motion"), parsing: .unconditional,
            help: "Every animation takes FACTOR times as long (1 ... 10), for demonstrations; F7 toggles it live.")
    public var slowMotion: Double?

    @Flag(name: .customLong("reduce-motion"), help: "Nothing slides: overlay, pages and width changes cross-fade in place. Without it a window follows the desktop's reduced-motion setting.")
    public var reduceMotion = false

    @Option(help: "How the window draws: auto (the GPU when the display has one), software or gpu.")
    public var renderer: RendererChoice = .auto

    @Option(parsing: .unconditional,
            help: "Device pixels per point (1 ... 3; 1, 1.5 and 2 are the usual), overriding the desktop's scale (on X11 GDK_SCALE, else Xft.dpi / 96; on Wayland the compositor's). Headless shots get this many pixels per point (default 1).")
    public var scale: Double?

    @Flag(help: "At exit, print how many frames were presented and what they cost (build, render, present).")
    public var stats = false

    @Flag(help: "Forget edits made in the users scene: the sample users come back (saved at once).")
    public var reset = false

    @Flag(name: .customLong("print-controls"), help: "Print every control as Markdown tables (docs/demo.md's Controls section) and exit.")
    public var printControls = false

    @Flag(name: .customLong("print-keys"), help: "Print every key the --scene takes (the split's, the program's and the scene's own), one per line as scripts write them, and exit.")
    public var printKeys = false

    @Flag(help: "Run without a window on a virtual 60 fps clock (needs --script).")
    public var headless = false

    @Option(help: "JSON script of steps to replay (see docs/scripts.md): headless with --headless, else played live in the window.")
    public var script: String?

    @Option(help: "Folder to write every frame of a headless run to, as PNG (frame-00000.png ...).")
    public var record: String?

    @Option(help: "Folder for screenshots and the headless state log.")
    public var out: String = "out"

    public mutating func validate() throws {
        let s = size.size
        guard (WindowSize.minimum.width...WindowSize.maximum.width).contains(s.width),
            (WindowSize.minimum.height...WindowSize.maximum.height).contains(s.height)
        else {
            throw ValidationError(
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
            throw ValidationError(problem == .empty ? "--snap-anchors is empty: \(problem.remedy)." : "--snap-anchors \(snapAnchors.text): \(problem).")
        }
        if let problem = configuration.errors.first { throw ValidationError(Self.message(for: problem)) }
        if let scale, !(scale.isFinite && (1...3).contains(scale)) {
            throw ValidationError("--scale \(Self.format(scale)) is out of range: use 1 to 3 device pixels per point (1, 1.5 or 2, say).")
        }
        if let scale, CanvasLimits.problem(s, scale: scale) != nil {
            let (w, h) = CanvasLimits.pixels(s, scale: scale), largest = Int(CanvasLimits.largestSide(atScale: scale))
            throw ValidationError("--size \(Int(s.width))x\(Int(s.height)) at --scale \(Self.format(scale)) is \(w) × \(h) pixels; a window or "
                + "canvas is drawn with at most \(CanvasLimits.largestPixelSide) pixels each way (1 GB a frame): use --size "
                + "\(largest)x\(largest) or less at this scale, or a smaller --scale.")
        }
        if let slowMotion, !(slowMotion.isFinite && (1...10).contains(slowMotion)) {
            throw ValidationError("--slow-motion \(Self.format(slowMotion)) is out of range: use a factor from 1 to 10.")
        }
        for (name, value) in [("--settings", settings), ("--script", script), ("--font", font), ("--state-log", stateLog),
                              ("--record", record), ("--out", out as String?)] where value?.isEmpty == true {
            throw ValidationError("\(name) is empty: give it a path.")
        }
        if headless && script == nil {
            throw ValidationError("--headless needs --script FILE: a JSON array of steps to replay (see docs/scripts.md).")
        }
        if record != nil && !headless {
            throw ValidationError("--record writes the frames of a headless run: add --headless --script FILE.")
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

    private static func check(_ name: String, _ value: Double?, in range: ClosedRange<Double>) throws {
        guard let value, !(value.isFinite && range.contains(value)) else { return }
        throw ValidationError(
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
