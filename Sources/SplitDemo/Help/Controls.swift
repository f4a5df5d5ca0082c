// Every control of the program as data: the `?` overlay lists those of the scene and band on screen, and the
// README's Controls section is generated from the same list (`splitview --print-controls`).
import SplitKit

/// One thing a user can do: where, with what, and what it does.
struct Control: Hashable, Sendable {
    var place: String
    var input: String
    var effect: String
}

/// Controls that apply together: in some scenes, in some width bands.
struct ControlGroup: Sendable {
    /// The README's heading for the group (the overlay shows it above the group's rows).
    var title: String
    var scenes: Set<SceneName>
    var bands: Set<SplitBand>
    var controls: [Control]

    func applies(to scene: SceneName, band: SplitBand) -> Bool { scenes.contains(scene) && bands.contains(band) }
}

enum Controls {
    static let allScenes = Set(SceneName.allCases)
    static let allBands: Set<SplitBand> = [.tiled, .overlay, .compact]

    /// Every control, grouped, in the order the README and the overlay list them.
    static let groups: [ControlGroup] = [
        ControlGroup(title: "Everywhere", scenes: allScenes, bands: allBands, controls: [
            Control(place: "anywhere", input: "?", effect: "shows this list of the controls of the scene and width on screen; ? or Esc hides it"),
            Control(place: "anywhere", input: "F1", effect: "shows / hides the inspector"),
            Control(place: "anywhere", input: "F8", effect: "slow motion on / off (every animation 4 times slower, or the --slow-motion factor)"),
            Control(place: "anywhere", input: "Ctrl+Q", effect: "quits (settings are saved as you go, so nothing is lost)"),
        ]),
        ControlGroup(title: "Lists (mail and users scenes)", scenes: [.mail, .users], bands: [.tiled, .overlay], controls: [
            Control(place: "list", input: "click a row", effect: "selects it; the detail and the window title follow"),
            Control(place: "list", input: "Up / Down", effect: "moves the selection (keeps it in view)"),
            Control(place: "list", input: "mouse wheel", effect: "scrolls"),
        ]),
        ControlGroup(title: "Tiled: 900 points and wider", scenes: allScenes, bands: [.tiled], controls: [
            Control(place: "separator", input: "hover", effect: "horizontal-resize cursor"),
            Control(place: "separator", input: "drag",
                    effect: "resizes the list 1:1 with the pointer; stops at the list's minimum (200) and maximum (640) and where the "
                        + "detail would get narrower than 360; saved when you let go (or when a resize into the compact band cuts the drag short)"),
            Control(place: "separator", input: "drag more than 100 points past the minimum",
                    effect: "snaps the list shut (as AppKit's collapsible panes do); drag back and it is open again under the pointer; let go while "
                        + "shut and it stays collapsed, its old width kept for the restore"),
            Control(place: "separator", input: "double-click",
                    effect: "collapses the list to a handle at the window edge; double-click the handle, drag it, click the toolbar "
                        + "button or press F9 to bring it back at its old width"),
            Control(place: "anywhere", input: "F9", effect: "collapses / restores the list"),
        ]),
        ControlGroup(title: "Tiled, mail and users scenes", scenes: [.mail, .users], bands: [.tiled], controls: [
            Control(place: "anywhere", input: "Tab", effect: "gives the separator keyboard focus (it turns blue); Tab or Esc again takes it away"),
            Control(place: "focused separator", input: "Left / Right", effect: "moves it 10 points; with Shift 50 points; saved"),
        ]),
        ControlGroup(title: "Overlay band: 600 to 899 points", scenes: allScenes, bands: [.overlay], controls: [
            Control(place: "detail toolbar", input: "sidebar button (top left)", effect: "slides the list in over the detail"),
            Control(place: "left edge or detail", input: "drag right",
                    effect: "pulls the list out under the pointer (after 16 points of horizontal travel); let go and it springs open or "
                        + "shut: flung faster than 300 points/s it goes the way it was flung, otherwise to the nearer end"),
            Control(place: "dimmed detail", input: "click", effect: "sends the list back"),
            Control(place: "list or detail", input: "drag left", effect: "pushes the list back, tracking the pointer"),
            Control(place: "list", input: "click a row", effect: "selects it and sends the list back"),
            Control(place: "anywhere", input: "Esc / F9 / mouse back button", effect: "hides the list / toggles it / hides it"),
            Control(place: "detail or list", input: "two-finger swipe on a touchpad, or tilt wheel",
                    effect: "scrolling left (towards the list's edge) pulls the list out 1:1, right pushes it back; 150 ms after the "
                        + "last scroll event the fingers count as lifted and it settles as a drag would"),
            Control(place: "touchscreen", input: "swipe, tap", effect: "the same as the mouse: the first finger is the pointer"),
        ]),
        ControlGroup(title: "Compact: under 600 points", scenes: allScenes, bands: [.compact], controls: [
            Control(place: "list", input: "click a row / Enter", effect: "pushes the row's detail (Up/Down move the highlight)"),
            Control(place: "detail toolbar", input: "‹ back button", effect: "goes back to the list, which clears the selection"),
            Control(place: "anywhere", input: "Alt+Left / Backspace", effect: "goes back"),
            Control(place: "left edge of a detail", input: "drag right",
                    effect: "pulls the detail away, tracking the pointer; let go past half or with a flick and it goes back"),
            Control(place: "a detail", input: "two-finger swipe or tilt wheel, scrolling left", effect: "the same, anywhere on the page"),
            Control(place: "anywhere", input: "mouse back button", effect: "goes back"),
        ]),
        ControlGroup(title: "Users scene", scenes: [.users], bands: allBands, controls: [
            Control(place: "section menu", input: "click, or Up / Down after a click", effect: "shows Personal info, Location or Credentials"),
            Control(place: "Personal info", input: "click a field", effect: "opens the edit screen (the menu is dimmed while it is up)"),
            Control(place: "edit screen", input: "typing, Backspace, Delete, Left / Right, Home / End", effect: "edits the value"),
            Control(place: "edit screen", input: "Return or Save / Esc or Cancel",
                    effect: "saves (an empty name or an address that is not an email is refused with a message) / cancels"),
            Control(place: "Credentials", input: "click a password field, type; Tab", effect: "fills the form; Tab switches field, Esc leaves it"),
            Control(place: "Credentials", input: "Return or Change password", effect: "checks the current password and changes it"),
        ]),
        ControlGroup(title: "Column-width lab", scenes: [.columns], bands: allBands, controls: [
            Control(place: "slider", input: "drag or click", effect: "sets the fraction, minimum, maximum or minimum secondary width; the list animates there"),
            Control(place: "anywhere", input: "Tab / Shift+Tab", effect: "moves the focus through the sliders and the switch"),
            Control(place: "focused slider", input: "Left / Right (Up / Down), Home / End",
                    effect: "one step (Shift: a bigger one), or the ends; Esc leaves the slider"),
            Control(place: "Animated constraints switch", input: "click, Space or Return",
                    effect: "slides the blue pane in over 1 s as the yellow one narrows (off reverses it); remembered"),
        ]),
    ]

    /// The groups that apply to `scene` at a split in `band`.
    static func groups(for scene: SceneName, band: SplitBand) -> [ControlGroup] {
        groups.filter { $0.applies(to: scene, band: band) }
    }

    /// The README's Controls tables: one per group, under its title.
    static var markdown: String {
        groups.map { group in
            let rows = group.controls.map { "| \($0.place) | \(Self.code($0.input)) | \(Self.code($0.effect)) |" }
            return (["#### \(group.title)", "", "| where | what | does |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// Marks options and keys that read as code in the README (`--slow-motion`, `?`).
    private static func code(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            if word.hasPrefix("--") { return "`\(word)`" }
            if word == "?" { return "`?`" }
            return String(word)
        }.joined(separator: " ")
    }
}
