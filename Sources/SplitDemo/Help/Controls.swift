// Every control of the program as data: the `?` overlay lists those of the scene and band on screen, and the
// docs/demo.md's Controls section is generated from the same list (`splitview --print-controls`).
import SplitKit
import SplitKitScripting

/// One thing a user can do: where, with what, and what it does.
struct Control: Hashable, Sendable {
    var place: String
    var input: String
    var effect: String
}

/// Controls that apply together: in some scenes, in some width bands.
struct ControlGroup: Sendable {
    /// The group's heading in docs/demo.md (the overlay shows it above the group's rows).
    var title: String
    var scenes: Set<SceneName>
    var bands: Set<SplitBand>
    var controls: [Control]

    func applies(to scene: SceneName, band: SplitBand) -> Bool { scenes.contains(scene) && bands.contains(band) }
}

/// Every control of the program, with the keys, limits and distances of one split: the `?` overlay reads them
/// from the split on screen (the keys bound, its configuration and metrics), so they always match what the
/// keys and the separator do; the tables in docs/demo.md are those of the mail scene with the standard keys.
struct Controls {
    /// The split's keys: every key the split itself takes is listed from here.
    var keys: KeyBindings
    /// The split's widths and breakpoints, quoted by the separator's and the bands' rows.
    var configuration: SplitConfiguration
    /// The split's metrics: the swipe claim distance and the fling speed.
    var metrics: Metrics

    /// What docs/demo.md documents (`splitview --print-controls`): the mail scene with the standard keys and metrics.
    static let readme = Controls(keys: .standard, configuration: MailScene.configuration, metrics: .standard)

    /// The controls of a split with this appearance and configuration.
    init(keys: KeyBindings, configuration: SplitConfiguration, metrics: Metrics) {
        self.keys = keys
        self.configuration = configuration
        self.metrics = metrics
    }

    /// The controls of `split`, as its keys, widths and metrics are now.
    init(of split: SplitViewState) {
        self.init(keys: split.appearance.keys, configuration: split.configuration, metrics: split.appearance.metrics)
    }

    static let allScenes = Set(SceneName.allCases)
    static let allBands: Set<SplitBand> = [.tiled, .overlay, .compact]

    /// The chords bound to `command`, as `Alt+Left / Backspace`; nil when none is (the host took them back).
    private func chords(_ command: SplitKeyCommand) -> String? {
        let chords = keys.chords(for: command)
        return chords.isEmpty ? nil : chords.map(Self.label).joined(separator: " / ")
    }

    /// A chord as the list writes it: `Alt+Left`, and Escape as the keycap says, `Esc`.
    private static func label(_ chord: KeyChord) -> String {
        chord.key == .escape ? String(chord.description.dropLast(chord.key.name.count)) + "Esc" : chord.description
    }

    /// The keys that move the focused separator (`Left / Right`), how far (10), and how far with Shift (50).
    private var nudges: (keys: String, step: Double, shiftStep: Double?)? {
        func steps(_ modifiers: KeyModifiers) -> [(chord: KeyChord, by: Double)] {
            keys.bindings.compactMap { chord, command in
                guard chord.modifiers == modifiers, case .nudgeSeparator(let by) = command else { return nil }
                return (chord, by)
            }.sorted { $0.by < $1.by }
        }
        let plain = steps([]), shifted = steps(.shift)
        guard let step = plain.last.map({ abs($0.by) }) else { return nil }
        return (plain.map(\.chord.key.name).joined(separator: " / "), step, shifted.last.map { abs($0.by) })
    }

    /// A number of points as the list writes it (`640`, `0.5`).
    private static func points(_ value: Double) -> String { JSONValue.format(value) }

    /// The split's snap anchors as the list quotes them (`250, 0.35 of the width, 600`); nil when it has none.
    private var anchors: String? {
        let anchors = configuration.separatorAnchors
        guard !anchors.isEmpty else { return nil }
        return anchors.map { anchor in
            switch anchor {
            case .points(let p): return Self.points(p)
            case .fraction(let f): return "\(Self.points(f)) of the width"
            }
        }.joined(separator: ", ")
    }

    /// The chords that step the focused separator through its anchors (`Ctrl+Left / Ctrl+Right`), left first.
    private var anchorSteps: String? {
        let chords = keys.bindings.compactMap { chord, command -> (KeyChord, Side)? in
            if case .stepSeparatorAnchor(let side) = command { return (chord, side) }
            return nil
        }.sorted { ($0.1 == .left ? 0 : 1, $0.0.description) < ($1.1 == .left ? 0 : 1, $1.0.description) }
        return chords.isEmpty ? nil : chords.map { $0.0.description }.joined(separator: " / ")
    }

    /// Every control, grouped, in the order docs/demo.md and the overlay list them.
    var groups: [ControlGroup] {
        let c = configuration, p = Self.points
        let sidebar = chords(.toggleSidebar), dismiss = chords(.dismiss), focus = chords(.focusSeparator)
        let separatorStops = "stops at the list's minimum (\(p(c.minimumPrimaryColumnWidth))) and maximum "
            + "(\(p(c.maximumPrimaryColumnWidth))) and where the detail would get narrower than \(p(c.minimumSecondaryColumnWidth))"
        let restore = "double-click the handle, drag it, " + (sidebar.map { "click the toolbar button or press \($0)" } ?? "or click the toolbar button")
        let overlayKeys = [dismiss, sidebar, "mouse back button"].compactMap { $0 }.joined(separator: " / ")
        let overlayEffects = [dismiss.map { _ in "hides the list" }, sidebar.map { _ in "toggles it" }, "hides it"]
            .compactMap { $0 }.joined(separator: " / ")
        let unfocus = [focus, dismiss].compactMap { $0 }.joined(separator: " or ")
        let tab = [chords(.focusNext), chords(.focusPrevious)].compactMap { $0 }.joined(separator: " / ")
        let panes = [chords(.focusNextPane), chords(.focusPreviousPane)].compactMap { $0 }.joined(separator: " / ")
        let ends = [chords(.separatorToMinimum), chords(.separatorToMaximum)].compactMap { $0 }.joined(separator: " / ")
        let pageKeys = keys.bindings.compactMap { chord, command -> (KeyChord, Double)? in
            if case .resizePrimary(let by) = command { return (chord, by) }
            return nil
        }.sorted { $0.1 < $1.1 }
        let withAnchors = anchors.map { "with its snap anchors (\($0))" } ?? "with snap anchors (set by --snap-anchors or the lab's field)"
        let reach = "the narrowest / widest the list can be (\(p(c.minimumPrimaryColumnWidth)) / \(p(c.maximumPrimaryColumnWidth)), "
            + "or where the detail keeps \(p(c.minimumSecondaryColumnWidth)))"
        return [
            ControlGroup(title: "Everywhere", scenes: Self.allScenes, bands: Self.allBands, controls: [
                Control(place: "anywhere", input: "?", effect: "shows this list of the controls of the scene and width on screen; ? or Esc hides it"),
                Control(place: "anywhere", input: "F1", effect: "shows / hides the F1 inspector (sizes, rules and frame times; not the inspector column)"),
                Control(place: "anywhere", input: SceneHost.slowMotionKey.name,
                        effect: "slow motion on / off (every animation 4 times slower, or the --slow-motion factor)"),
                Control(place: "anywhere", input: "Ctrl+Q", effect: "quits (settings are saved as you go, so nothing is lost)"),
            ]),
            ControlGroup(title: "Lists (mail and users scenes)", scenes: [.mail, .users], bands: [.tiled, .overlay], controls: [
                Control(place: "list", input: "click a row", effect: "selects it; the detail and the window title follow"),
                Control(place: "list", input: "Up / Down", effect: "moves the selection (keeps it in view) while the list, or nothing, has the keyboard focus"),
                Control(place: "list", input: "mouse wheel", effect: "scrolls"),
            ]),
            ControlGroup(title: "Tiled: \(p(c.overlayBreakpoint)) points and wider", scenes: Self.allScenes, bands: [.tiled], controls: [
                Control(place: "separator", input: "hover", effect: "horizontal-resize cursor"),
                Control(place: "separator", input: "drag",
                        effect: "resizes the list 1:1 with the pointer; \(separatorStops); saved when you let go (or when a resize into "
                            + "the compact band cuts the drag short)"),
                c.minimumPrimaryColumnWidth > 0
                    ? Control(place: "separator", input: "drag more than \(p(c.minimumPrimaryColumnWidth / 2)) points past the minimum",
                              effect: "snaps the list shut (as AppKit's collapsible panes do); drag back and it is open again under the pointer; let go "
                                  + "while shut and it stays collapsed, its old width kept for the restore")
                    : nil,
                Control(place: "separator", input: "let go",
                        effect: "\(withAnchors) it settles on one under a spring: flung faster than \(p(metrics.flingSpeed)) points/s on the "
                            + "next anchor the way it was flung, otherwise on the nearest"
                            + (c.minimumPrimaryColumnWidth > 0 ? "; dragged far past the minimum it still snaps shut" : "")),
                Control(place: "separator", input: "double-click",
                        effect: "collapses the list to a handle at the window edge; \(restore) to bring it back at its old width"),
                sidebar.map { Control(place: "anywhere", input: $0, effect: "collapses / restores the list") },
            ].compactMap { $0 }),
            ControlGroup(title: "Keyboard focus", scenes: Self.allScenes, bands: Self.allBands, controls: [
                tab.isEmpty ? nil : Control(place: "anywhere", input: tab,
                                            effect: "moves the keyboard focus through the controls on screen (list, separator, buttons, fields, the lab's "
                                                + "sliders), in reading order; a blue ring shows where it is"),
                panes.isEmpty ? nil : Control(place: "anywhere", input: panes,
                                              effect: "moves the focus to the next / previous pane (list, detail, section menu, controls panel)"),
                chords(.activateFocused).map { Control(place: "focused button", input: $0, effect: "presses it (sidebar button, ‹ back button, a field's row)") },
                Control(place: "overlay band", input: "the list (or the inspector) slides in over the detail",
                        effect: "the focus goes into it, stays there while it slides away, and goes back to where it was once it has gone"),
            ].compactMap { $0 }),
            ControlGroup(title: "Tiled: the separator from the keyboard", scenes: Self.allScenes, bands: [.tiled], controls: [
                focus.map { Control(place: "anywhere", input: $0, effect: "gives the separator keyboard focus (it turns blue); \(unfocus) gives the focus back to where it was") },
                nudges.map { nudge in
                    Control(place: "focused separator", input: nudge.keys,
                            effect: "moves it \(p(nudge.step)) points; " + (nudge.shiftStep.map { "with Shift \(p($0)) points; " } ?? "") + "saved")
                },
                ends.isEmpty ? nil : Control(place: "focused separator", input: ends, effect: "moves it to \(reach); saved"),
                pageKeys.isEmpty ? nil : Control(place: "focused separator", input: pageKeys.map { $0.0.description }.joined(separator: " / "),
                                                 effect: "\(p(abs(pageKeys[0].1))) points narrower / wider; saved"),
                anchorSteps.map {
                    Control(place: "focused separator", input: $0,
                            effect: "\(withAnchors): to the next anchor that way, round to the other end after the last; saved")
                },
                chords(.activateFocused).map { Control(place: "focused separator", input: $0, effect: "collapses / restores the list") },
            ].compactMap { $0 }),
            ControlGroup(title: "Overlay band: \(p(c.compactBreakpoint)) to \(p(c.overlayBreakpoint - 1)) points", scenes: Self.allScenes,
                         bands: [.overlay], controls: [
                Control(place: "detail toolbar", input: "sidebar button (top left)", effect: "slides the list in over the detail"),
                Control(place: "left edge or detail", input: "drag right",
                        effect: "pulls the list out under the pointer (after \(p(metrics.swipeClaimDistance)) points of horizontal travel); "
                            + "let go and it springs open or shut: flung faster than \(p(metrics.flingSpeed)) points/s it goes the way it "
                            + "was flung, otherwise to the nearer end"),
                Control(place: "dimmed detail", input: "click", effect: "sends the list back"),
                Control(place: "list or detail", input: "drag left", effect: "pushes the list back, tracking the pointer"),
                Control(place: "list", input: "click a row", effect: "selects it and sends the list back"),
                Control(place: "anywhere", input: overlayKeys, effect: overlayEffects),
                Control(place: "detail or list", input: "two-finger swipe on a touchpad, or tilt wheel",
                        effect: "scrolling left (towards the list's edge) pulls the list out 1:1, right pushes it back; "
                            + "\(p((SwipeTracker(metrics: metrics).scrollQuiet * 1000).rounded())) ms after the last scroll event the fingers count "
                            + "as lifted and it settles as a drag would"),
                Control(place: "touchscreen", input: "swipe, tap", effect: "the same as the mouse: the first finger is the pointer"),
            ]),
            ControlGroup(title: "Drilling down in the detail (mail scene, tiled and overlay)", scenes: [.mail], bands: [.tiled, .overlay], controls: [
                Control(place: "a thread", input: "click a message / Enter on the focused list",
                        effect: "pushes the message inside the detail, sliding in with a ‹ Item N back button"),
                Control(place: "a message", input: "click the From row / Enter on it", effect: "pushes the sender"),
                Control(place: "detail toolbar", input: "‹ back button (after the sidebar button when that shows)", effect: "goes back one page"),
                chords(.back).map { Control(place: "anywhere", input: $0 + " / mouse back button", effect: "goes back one page") },
                Control(place: "left edge of the detail", input: "drag right",
                        effect: "pulls the page away 1:1; let go past half or with a flick and it goes back (before the overlay's own edge swipe)"),
                Control(place: "the detail", input: "two-finger swipe or tilt wheel, scrolling left", effect: "the same"),
                Control(place: "any band", input: "resize", effect: "collapsing makes one stack of the list and every page; widening again keeps the depth"),
            ].compactMap { $0 }),
            ControlGroup(title: "The inspector column (mail scene)", scenes: [.mail], bands: Self.allBands, controls: [
                Control(place: "detail toolbar", input: "inspector button (at the end away from the list)",
                        effect: "shows or hides the item's details: beside the detail, over it when the window cannot hold both, a page when compact"),
                chords(.toggleInspector).map { Control(place: "anywhere", input: $0, effect: "the same") },
                Control(place: "inspector separator", input: "drag",
                        effect: "follows the pointer 1:1, \(p(c.minimumInspectorColumnWidth)) to \(p(c.maximumInspectorColumnWidth)) points, the detail "
                            + "keeping its \(p(c.minimumSecondaryColumnWidth)); the width is saved"),
                Control(place: "focused inspector separator", input: "Left / Right, Home / End, Page Up / Page Down",
                        effect: "moves it as the list's separator moves (Tab or F6 reach it); saved"),
                Control(place: "edge away from the list", input: "drag or two-finger swipe towards the list",
                        effect: "brings in an inspector that goes over the detail, 1:1; a swipe back, a click on the dim, Esc or the mouse back button takes it out"),
            ].compactMap { $0 }),
            ControlGroup(title: "Compact: under \(p(c.compactBreakpoint)) points", scenes: Self.allScenes, bands: [.compact], controls: [
                Control(place: "list", input: "click a row / Enter", effect: "pushes the row's detail (Up/Down move the highlight)"),
                Control(place: "detail toolbar", input: "‹ back button", effect: "goes back to the list, which clears the selection"),
                chords(.back).map { Control(place: "anywhere", input: $0, effect: "goes back") },
                Control(place: "left edge of a detail", input: "drag right",
                        effect: "pulls the detail away, tracking the pointer; let go past half or with a flick and it goes back"),
                Control(place: "a detail", input: "two-finger swipe or tilt wheel, scrolling left", effect: "the same, anywhere on the page"),
                Control(place: "anywhere", input: "mouse back button", effect: "goes back"),
            ].compactMap { $0 }),
            ControlGroup(title: "Users scene", scenes: [.users], bands: Self.allBands, controls: [
                Control(place: "section menu", input: "click, or Up / Down after a click", effect: "shows Personal info, Location or Credentials"),
                Control(place: "Personal info", input: "click a field, or Return on a focused one", effect: "opens the edit screen (the menu is dimmed while it is up)"),
                Control(place: "edit screen", input: "typing, Backspace, Delete, Left / Right, Home / End", effect: "edits the value"),
                Control(place: "edit screen", input: "Return or Save / Esc or Cancel",
                        effect: "saves (an empty name or an address that is not an email is refused with a message) / cancels"),
                Control(place: "Credentials", input: "click a password field, type; Tab", effect: "fills the form; Tab goes on to the next field, Esc leaves it"),
                Control(place: "Credentials", input: "Return or Change password", effect: "checks the current password and changes it"),
            ]),
            ControlGroup(title: "Column-width lab", scenes: [.columns], bands: Self.allBands, controls: [
                Control(place: "slider", input: "drag or click", effect: "sets the fraction, minimum, maximum or minimum secondary width; the list animates there"),
                Control(place: "anywhere", input: tab.isEmpty ? "click" : tab,
                        effect: "moves the focus through the separator, the sliders, the switch and the snap anchors field"),
                Control(place: "focused slider", input: "Left / Right (Up / Down), Home / End",
                        effect: "one step (Shift: a bigger one), or the ends; Esc leaves the slider"),
                Control(place: "Animated constraints switch", input: "click, Space or Return",
                        effect: "slides the blue pane in over 1 s as the yellow one narrows (off reverses it); remembered"),
                Control(place: "Snap anchors field", input: "click, type; Backspace, Left / Right, Home / End",
                        effect: "sets the separator's snap anchors as you type (250,0.5,600: whole numbers are points, decimals fractions "
                            + "of the width); empty turns them off; a list that cannot be read is not applied and the line under it "
                            + "says why; Esc leaves the field"),
            ]),
        ]
    }

    /// The groups that apply to `scene` at a split in `band`.
    func groups(for scene: SceneName, band: SplitBand) -> [ControlGroup] {
        groups.filter { $0.applies(to: scene, band: band) }
    }

    /// The Controls tables of docs/demo.md: one per group, under its title.
    var markdown: String {
        groups.map { group in
            let rows = group.controls.map { "| \($0.place) | \(Self.code($0.input)) | \(Self.code($0.effect)) |" }
            return (["#### \(group.title)", "", "| where | what | does |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// Marks options and keys that read as code in docs/demo.md (`--slow-motion`, `?`).
    private static func code(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            if word.hasPrefix("--") { return "`\(word)`" }
            if word == "?" { return "`?`" }
            return String(word)
        }.joined(separator: " ")
    }
}
