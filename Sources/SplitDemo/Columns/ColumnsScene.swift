// The `columns` scene: live width settings for the split, with a readout of the deciding rule, and the
// animated-constraints demo.
import SplitKit
import SplitKitScripting

/// SPEC §7.3's column-width lab: sliders for fraction, minimum, maximum and minimum secondary width that
/// animate the primary to its new width, a readout of the rule that decided it, and the yellow/blue switch.
///
/// The split is a preview across the top of the window; the controls have a panel of their own below
/// it, so changing the columns never moves the slider under the pointer or squeezes the controls away.
@MainActor
public final class ColumnsScene: Scene {
    public let name = "columns"
    /// The demo's words in the split's language.
    var words: DemoWords { DemoWords(split.appearance.strings) }
    /// The lab's one detail page, titled in `words`.
    static func detailPage(_ words: DemoWords) -> NavigationPage { NavigationPage(id: "detail", title: words.detail) }

    /// The split whose settings the sliders change, showing ``content(for:)``; its window tree adds the controls
    /// panel, so the focus it keeps goes through the controls too.
    public let split: SplitView
    /// Fraction, minimum, maximum, minimum secondary: in `LabControl.sliders`' order (read them by control).
    var sliders: [SliderState]
    /// The yellow/blue demo.
    var demo: ConstraintsDemo
    /// The split's snap anchors as the user writes them (`250,0.5,600`); applied as typed when they can be read.
    var anchorsField: TextField
    /// What is wrong with the anchors typed, which are then not applied; nil when they are.
    var anchorsProblem: SnapAnchorListError?
    /// Which of the lab's controls the keyboard moves; nil for none of them. The split keeps the window's focus (Tab
    /// and F6 go through the separator and these controls alike), so this reads and sets it.
    var focus: LabControl? {
        get { LabControl(nodeID: split.focusedNodeID) }
        set { split.send(.focus(newValue?.nodeID)) }
    }
    /// The slider being dragged.
    var draggingSlider: LabControl?
    var pressOnSwitch = false
    var now = 0.0
    /// The whole window; the split has the top part of it.
    var canvas: Size
    /// Creates the lab for a window, with the split's saved width and the switch where it was left; throws for
    /// an invalid configuration.
    public init(configuration c: SplitConfiguration, window: Size, appearance: Appearance, savedPrimaryWidth: Double?,
                switchOn: Bool) throws {
        canvas = window
        split = SplitView(try SplitViewState(
            configuration: c, bounds: Self.previewFrame(in: window), appearance: appearance, userPrimaryWidth: savedPrimaryWidth,
            primaryPage: NavigationPage(id: "sidebar", title: DemoWords(appearance.strings).sidebar)))
        split.send(.showDetail(Self.detailPage(DemoWords(appearance.strings)), time: 0))
        sliders = [  // labelled in English, as the state log names them; drawn and spoken in the split's language
            SliderState(label: ColumnsWord.fraction.english, range: 0...1, step: 0.01, largeStep: 0.1,
                        value: c.preferredPrimaryColumnWidthFraction),
            SliderState(label: ColumnsWord.minimum.english, range: 0...800, step: 10, largeStep: 50, value: c.minimumPrimaryColumnWidth),
            SliderState(label: ColumnsWord.maximum.english, range: 0...1200, step: 10, largeStep: 50, value: c.maximumPrimaryColumnWidth),
            SliderState(label: ColumnsWord.minimumSecondary.english, range: 0...1000, step: 10, largeStep: 50,
                        value: c.minimumSecondaryColumnWidth),
        ]
        demo = ConstraintsDemo(isOn: switchOn)
        anchorsField = TextField(SnapAnchorList.text(c.separatorAnchors))
        split.content = { [unowned self] column in self.content(for: column) }
        split.windowTree = { [unowned self] splitTree in self.windowTree(around: splitTree) }
    }

    @discardableResult
    public func advance(to time: Double) -> [SceneEffect] {
        now = max(now, time)
        split.advance(to: time)
        demo.advance(to: time)
        return []
    }

    public func setAppearance(_ appearance: Appearance) {
        split.send(.setAppearance(appearance))
    }

    public var isAnimating: Bool { split.isAnimating || demo.isAnimating(at: now) }

    /// True while the snap anchors field takes the keys (so `?` is typed there).
    public var acceptsText: Bool { focus == .anchorsField }

    var theme: Theme { Theme(split.appearance) }

    /// The slider that is `control` (which must be a slider).
    subscript(slider control: LabControl) -> SliderState {
        get { sliders[control.rawValue] }
        set { sliders[control.rawValue] = newValue }
    }

    /// Gives the split the value of the slider that moved (which pushes the other limit along).
    func applySlider(_ control: LabControl, at time: Double) {
        let settings: WidthSettings
        switch control {
        case .fractionSlider: settings = WidthSettings(fraction: self[slider: control].value)
        case .minimumSlider: settings = WidthSettings(minimum: self[slider: control].value)
        case .maximumSlider: settings = WidthSettings(maximum: self[slider: control].value)
        case .minimumSecondarySlider: settings = WidthSettings(minimumSecondary: self[slider: control].value)
        case .constraintsSwitch, .anchorsField: return  // no width setting
        }
        split.send(.setWidthSettings(settings, time: time))
        let c = split.configuration
        self[slider: .minimumSlider].set(c.minimumPrimaryColumnWidth)
        self[slider: .maximumSlider].set(c.maximumPrimaryColumnWidth)
    }

    /// A sentence on why the primary is as wide as it is (SPEC §2's rule, with the numbers), in the split's language.
    var readout: String { readout(in: words) }

    /// The readout in `words` (the state log's is in English).
    func readout(in words: DemoWords) -> String {
        words.readout(split.primaryWidth, configuration: split.configuration, splitWidth: split.size.width)
    }
}
