// Every control of the program as data: the `?` overlay lists those of the scene and band on screen in the split's
// language, and docs/demo.md's Controls section is generated from the same list in English (`splitview --print-controls`).
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
    /// The group's heading in docs/demo.md (the overlay shows it above the group's rows), in the list's language.
    var title: String
    var scenes: Set<SceneName>
    var bands: Set<SplitBand>
    var controls: [Control]

    func applies(to scene: SceneName, band: SplitBand) -> Bool { scenes.contains(scene) && bands.contains(band) }
}

/// Every control of the program, with the keys, limits and distances of one split: the `?` overlay reads them
/// from the split on screen (the keys bound, its configuration and metrics), so they always match what the
/// keys and the separator do; the tables in docs/demo.md are those of the mail scene with the standard keys. The
/// words are those of ``words`` (HelpWord, HelpEffect); key names (`Alt+Left`, `Esc`) stay as the keys print them.
struct Controls {
    /// The split's keys: every key the split itself takes is listed from here.
    var keys: KeyBindings
    /// The split's widths and breakpoints, quoted by the separator's and the bands' rows.
    var configuration: SplitConfiguration
    /// The split's metrics: the swipe claim distance and the fling speed.
    var metrics: Metrics
    /// The language the list is written in.
    var words: DemoWords

    /// What docs/demo.md documents (`splitview --print-controls`): the mail scene with the standard keys and metrics, in
    /// English.
    static let readme = Controls(keys: .standard, configuration: MailScene.configuration, metrics: .standard)

    /// The controls of a split with these keys, configuration and metrics, in `words`' language (English by default).
    init(keys: KeyBindings, configuration: SplitConfiguration, metrics: Metrics, words: DemoWords = DemoWords(.english)) {
        self.keys = keys
        self.configuration = configuration
        self.metrics = metrics
        self.words = words
    }

    /// The controls of `split`, as its keys, widths, metrics and language are now.
    init(of split: SplitViewState) {
        self.init(keys: split.appearance.keys, configuration: split.configuration, metrics: split.appearance.metrics,
                  words: DemoWords(split.appearance.strings))
    }

    static let allScenes = Set(SceneName.allCases)
    static let allBands: Set<SplitBand> = [.tiled, .overlay, .compact]

    /// The chords bound to `command`, as `Alt+Left / Backspace`; nil when none is (the host took them back).
    func chords(_ command: SplitKeyCommand) -> String? {
        let chords = keys.chords(for: command)
        return chords.isEmpty ? nil : chords.map(Self.label).joined(separator: " / ")
    }

    /// A chord as the list writes it: `Alt+Left`, and Escape as the keycap says, `Esc`.
    private static func label(_ chord: KeyChord) -> String {
        chord.key == .escape ? String(chord.description.dropLast(chord.key.name.count)) + "Esc" : chord.description
    }

    /// The keys that move the focused separator (`Left / Right`), how far (10), and how far with Shift (50).
    var nudges: (keys: String, step: Double, shiftStep: Double?)? {
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

    /// A number of points as the list writes it (`640`, `0.5`), in the language's digits when it has a form of its own.
    func points(_ value: Double) -> String {
        words.strings.numbers == .western ? JSONValue.format(value) : words.strings.numbers.format(value)
    }

    /// The split's snap anchors as the list quotes them (`250, 0.35 of the width, 600`); nil when it has none.
    var anchors: String? {
        let anchors = configuration.separatorAnchors
        guard !anchors.isEmpty else { return nil }
        return anchors.map { anchor in
            switch anchor {
            case .points(let p): return points(p)
            case .fraction(let f): return words(HelpWord.fractionOfWidth, points(f))
            }
        }.joined(separator: ", ")
    }

    /// The chords that step the focused separator through its anchors (`Ctrl+Left / Ctrl+Right`), left first.
    var anchorSteps: String? {
        let chords = keys.bindings.compactMap { chord, command -> (KeyChord, Side)? in
            if case .stepSeparatorAnchor(let side) = command { return (chord, side) }
            return nil
        }.sorted { ($0.1 == .left ? 0 : 1, $0.0.description) < ($1.1 == .left ? 0 : 1, $1.0.description) }
        return chords.isEmpty ? nil : chords.map { $0.0.description }.joined(separator: " / ")
    }

    /// Every control, grouped, in the order docs/demo.md and the overlay list them, in the words' language: the groups
    /// are made in Controls+SplitGroups.swift and Controls+SceneGroups.swift, their words are HelpWord and HelpEffect.
    var groups: [ControlGroup] { splitGroups + sceneGroups }

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
