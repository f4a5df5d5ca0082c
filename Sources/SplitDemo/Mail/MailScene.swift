// The `mail` scene: 20 items in the primary, the chosen item in the secondary, on a SplitKit split view.
import SplitKit

/// The default scene (SPEC §7): a list of `Item 1` ... `Item 20` and a detail showing the selected item.
@MainActor
public final class MailScene: Scene {
    public let name = "mail"
    /// Number of rows in the list.
    static let itemCount = 20
    /// Title of the primary column (and of the back button in compact mode).
    static let primaryTitle = "Items"

    /// The split view's state.
    public private(set) var split: SplitViewState
    var list = ListState(count: MailScene.itemCount, rowHeight: Theme.rowHeight)

    /// Creates the scene for a window, restoring a saved primary width.
    public init(configuration: SplitConfiguration, window: Size, savedPrimaryWidth: Double?) {
        split = SplitViewState(
            configuration: configuration, window: window, userPrimaryWidth: savedPrimaryWidth,
            primaryPage: NavigationPage(id: "items", title: Self.primaryTitle))
    }

    /// The selected item's title, such as `Item 3`: the detail on screen, whichever way it is shown.
    public var selectionTitle: String? { split.detail?.title }

    /// The selected row (0-based): the row whose detail is on screen.
    var selectedRow: Int? { split.detail.flatMap { Int($0.id) } }

    static func title(ofRow index: Int) -> String { "Item \(index + 1)" }

    /// The detail's text for a row.
    static func body(ofRow index: Int) -> String { "You selected item \(index + 1)" }

    /// The detail page of a row.
    static func page(ofRow index: Int) -> NavigationPage { NavigationPage(id: String(index), title: title(ofRow: index)) }

    /// Where the list rows are drawn: the primary below its toolbar.
    var listFrame: Rect {
        let primary = split.layout.primary
        return Rect(x: primary.x, y: primary.y + Theme.toolbarHeight, width: primary.width,
                    height: max(0, primary.height - Theme.toolbarHeight))
    }

    public func handle(_ event: InputEvent) -> [SceneEffect] {
        let result = split.send(event)
        let effects = result.effects.compactMap { effect -> SceneEffect? in
            switch effect {
            case .saveUserPrimaryWidth(let width): return .savePrimaryWidth(width)
            case .detailDismissed:
                list.selection = nil  // back at the list: nothing is selected (SPEC §6)
                return nil
            }
        }
        if result.handled {
            list.press = nil
            return effects
        }
        handleContent(event)
        return effects
    }

    private func handleContent(_ event: InputEvent) {
        let visible = listFrame.height
        switch event {
        case .resize:
            list.clampScroll(visibleHeight: visible)
        case .pointerDown(let p, _):
            list.press = list.row(at: p, in: visibleListFrame).map { ($0, p) }
        case .pointerMove(let p, _):
            if let press = list.press, ListState.movedTooFar(from: press.at, to: p) {
                list.press = nil
            }
        case .pointerUp(let p, let t):
            if let press = list.press, list.row(at: p, in: visibleListFrame) == press.row {
                choose(row: press.row, at: t)
            }
            list.press = nil
        case .wheel(let dy, let at, _):
            if visibleListFrame.contains(at) { list.scroll(by: dy, visibleHeight: visible) }
        case .key(.up, [], let t):
            moveSelection(by: -1, at: t)
        case .key(.down, [], let t):
            moveSelection(by: 1, at: t)
        case .key(.enter, _, let t):
            if let selection = list.selection { choose(row: selection, at: t) }
        case .key, .text:
            break
        }
    }

    /// Selects a row and shows its detail: beside or under the list, or pushed when collapsed; an overlay
    /// goes away once a row is chosen (SPEC §5).
    func choose(row: Int, at time: Double) {
        list.selection = row
        list.reveal(row, visibleHeight: listFrame.height)
        split.showDetail(Self.page(ofRow: row), at: time)
    }

    /// Up/Down: the detail follows the selection, except on a collapsed list, where they only move the
    /// highlight and Enter opens it.
    private func moveSelection(by delta: Int, at time: Double) {
        list.moveSelection(by: delta, visibleHeight: listFrame.height)
        guard let row = list.selection else { return }
        if !split.isCollapsed || split.navigation.canPop { choose(row: row, at: time) }
    }

    /// The part of the list on screen: none while the primary is hidden or covered.
    var visibleListFrame: Rect {
        switch split.band {
        case .overlay where split.overlay.value == 0: return .zero
        case .compact where split.detailCover > 0: return .zero
        default: break
        }
        return listFrame.intersection(Rect(x: 0, y: 0, width: split.window.width, height: split.window.height))
    }

    public func advance(to time: Double) {
        split.advance(to: time)
    }

    public var isAnimating: Bool { split.isAnimating }
}
