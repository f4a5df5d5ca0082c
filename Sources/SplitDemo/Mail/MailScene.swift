// The `mail` scene: 20 items in the primary, the chosen item's thread in the secondary — drilled down to a message
// and its sender — on a SplitKit split view.
import SplitKit

/// The default scene (SPEC §7.1): a list of `Item 1` ... `Item 20` and a detail showing the selected item's thread;
/// choosing a message pushes it, and its sender's row pushes the sender (three levels in the secondary); an inspector
/// column shows the item's details.
@MainActor
public final class MailScene: Scene {
    public let name = "mail"
    /// Number of rows in the list.
    static let itemCount = 20
    /// Title of the primary column (and of the back button in compact mode), in the split's language.
    var primaryTitle: String { words.items }
    /// The mail scene's width settings (SPEC §2's "mail scene default"): unlike the library's defaults (0.4,
    /// 0 ... 320, no secondary minimum) they give the separator room to move, and the detail at least 360 points.
    /// The inspector column takes 0.3 of the window between 280 and 360 points; a tiled window always holds it beside
    /// the detail (the list giving way down to its 200), so it is over the detail in the overlay band (SPEC §15.2). The
    /// columns scene starts from them too (in points); the users scene from them with a wider secondary. The widths and
    /// breakpoints are text points: they grow with the desktop's text size, as libadwaita's `sp`.
    nonisolated public static let configuration: SplitConfiguration = {
        var c = SplitConfiguration(
            preferredPrimaryColumnWidthFraction: 0.3,
            minimumPrimaryColumnWidth: 200,
            maximumPrimaryColumnWidth: 640,
            minimumSecondaryColumnWidth: 360,
            preferredInspectorColumnWidthFraction: 0.3,
            minimumInspectorColumnWidth: 280,
            maximumInspectorColumnWidth: 360)
        c.widthUnit = .textPoints
        return c
    }()

    /// The split view, showing ``content(for:)``; it keeps the window's keyboard focus.
    public let split: SplitView
    var list = ListView(count: MailScene.itemCount, rowHeight: Theme.standardRowHeight)
    /// The messages of the thread on top of the detail, when a thread is.
    var thread = ListView(count: 0, rowHeight: 60)
    /// The text of the message on top of the detail, when a message is.
    var text = TextView(text: "", style: TextStyle(size: 17, color: Palette.light.label))
    /// The detail page `thread` and `text` were last set up for.
    var placedPage: MailPage?
    /// True while a press on a message's sender row is held.
    var fromPressed = false
    /// The threads flagged from the detail's toolbar (its "Flag" button, a host toolbar item), by row.
    var flagged: Set<Int> = []
    /// The list's fitting width, for the text measure and language it was measured with (`listFittingWidth`).
    var fittingWidthCache: (measure: String, language: String, width: Double)?
    /// The time of the event or request being handled: when a toolbar button's press happened.
    var eventTime = 0.0
    /// Where the pointer is while no button is held (nil once pressed, or after a resize): a rail's row under it shows
    /// its title beside it.
    var hoverPoint: Point?
    /// The id of the detail toolbar's Flag button.
    static let flagActionID = "mail.flag"
    /// The detail toolbar's button that lets the detail fill the window, and brings the columns back.
    static let fillActionID = "mail.fillWindow"

    /// Creates the scene for a window, restoring a saved primary width and inspector width; throws for an invalid
    /// configuration.
    public init(configuration: SplitConfiguration, window: Size, appearance: Appearance, savedPrimaryWidth: Double?,
                savedInspectorWidth: Double? = nil, savedPrimaryRail: Bool = false) throws {
        split = SplitView(try SplitViewState(
            configuration: configuration, size: window, appearance: appearance, userPrimaryWidth: savedPrimaryWidth,
            primaryPage: NavigationPage(id: "items", title: DemoWords(appearance.strings).items),
            inspectorPage: Self.inspectorPage(DemoWords(appearance.strings)),
            userInspectorWidth: savedInspectorWidth, userPrimaryRail: savedPrimaryRail))
        list.tapSlop = appearance.metrics.tapSlop
        list.rowHeight = Theme.rowHeight(appearance)
        split.content = { [unowned self] column in self.content(for: column) }
        // Back at the list, whichever way (the back button, Alt+Left, a swipe ending in advance): nothing selected (SPEC §6).
        split.onEffect = { [unowned self] effect in
            switch effect {
            case .detailDismissed: list.selection = nil
            case .toolbarAction(id: Self.flagActionID): if let row = selectedRow { flagged.formSymmetricDifference([row]) }
            case .toolbarAction(id: Self.fillActionID): split.send(.toggleFillWindow(time: eventTime))
            default: break
            }
        }
        placeList()
    }

    /// Lays the list out where the split puts the primary's content (it takes taps where that is on screen), and the
    /// detail's page on top likewise.
    func placeList() {
        list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)
        placeDetail()
    }

    var theme: Theme { Theme(split.appearance) }
    /// The demo's words in the split's language.
    var words: DemoWords { DemoWords(split.appearance.strings) }

    /// The selected item's title, such as `Item 3`: the item whose thread is the detail, however deep it was drilled.
    public var selectionTitle: String? { selectedRow.map(title(ofRow:)) }

    /// The selected row (0-based): the row whose detail is on screen.
    var selectedRow: Int? { split.state.detailPages.first.flatMap(MailPage.init)?.row }

    func title(ofRow index: Int) -> String { words.item(index + 1) }

    /// The detail page of a row.
    func page(ofRow index: Int) -> NavigationPage { NavigationPage(id: String(index), title: title(ofRow: index)) }

    public func handle(_ event: InputEvent) -> [SceneEffect] {
        eventTime = event.time
        switch event {
        case .pointerMove(let p, _) where split.state.interaction == .idle: hoverPoint = p
        case .pointerMove, .pointerDown, .resize, .touch: hoverPoint = nil
        default: break
        }
        let result = split.send(event)  // Tab and F6 walk the split's controls and the list; the focus settles after
        let effects = SceneEffect.forSplit(result.effects)
        placeList()
        if result.handled {
            list.cancelPress()
            thread.cancelPress()
            fromPressed = false
            return effects
        }
        switch event {
        case .key where !listTakesKeys: break  // the focus is elsewhere: the detail's keys, if any
        default: handleList(event)
        }
        handleDetail(event)
        return effects
    }

    /// Taps choose a row; Up/Down (Home/End, Page Up/Down) move the selection, and the detail follows it except on
    /// a collapsed list, where they only move the highlight and Enter opens it.
    private func handleList(_ event: InputEvent) {
        let result = list.send(event)
        if let row = result.chosen {
            choose(row: row, at: event.time)
        } else if result.selectionChanged, let row = list.selection, !split.isCollapsed || split.navigation.canPop {
            choose(row: row, at: event.time)
        }
    }

    /// Selects a row and shows its detail: beside or under the list, or pushed when collapsed; an overlay
    /// goes away once a row is chosen (SPEC §5).
    func choose(row: Int, at time: Double) {
        list.select(row)
        split.send(.showDetail(page(ofRow: row), time: time))
        placeList()
    }

    @discardableResult
    public func advance(to time: Double) -> [SceneEffect] {
        eventTime = time
        split.advance(to: time)  // a touchpad back swipe that pops the last page ends here (onEffect clears the list)
        placeList()
        return []
    }

    public func setAppearance(_ appearance: Appearance) {
        split.send(.setAppearance(appearance))
        list.tapSlop = appearance.metrics.tapSlop
        // Rows grow with the text (the desktop's text size): the selected row is kept in view.
        list.rowHeight = Theme.rowHeight(appearance)
        thread.rowHeight = Self.messageRowHeight(appearance)
        placeList()
    }

    public var isAnimating: Bool { split.isAnimating }
}
