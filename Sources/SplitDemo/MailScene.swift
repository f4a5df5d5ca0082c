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
        split = SplitViewState(configuration: configuration, window: window, userPrimaryWidth: savedPrimaryWidth)
    }

    /// The selected item's title, such as `Item 3`.
    public var selectionTitle: String? { list.selection.map { Self.title(ofRow: $0) } }

    static func title(ofRow index: Int) -> String { "Item \(index + 1)" }

    /// Where the list rows are drawn: the primary below its toolbar.
    var listFrame: Rect {
        let primary = split.layout.primary
        return Rect(x: primary.x, y: primary.y + Theme.toolbarHeight, width: primary.width,
                    height: max(0, primary.height - Theme.toolbarHeight))
    }

    public func handle(_ event: InputEvent) -> [SceneEffect] {
        let result = split.send(event)
        let effects = result.effects.map { effect -> SceneEffect in
            switch effect {
            case .saveUserPrimaryWidth(let width): return .savePrimaryWidth(width)
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
            if let press = list.press, abs(p.x - press.at.x) > ListState.tapSlop || abs(p.y - press.at.y) > ListState.tapSlop {
                list.press = nil
            }
        case .pointerUp(let p, let t):
            if let press = list.press, list.row(at: p, in: visibleListFrame) == press.row {
                choose(row: press.row, at: t)
            }
            list.press = nil
        case .wheel(let dy, let at, _):
            if visibleListFrame.contains(at) { list.scroll(by: dy, visibleHeight: visible) }
        case .key(.up, _, _):
            list.moveSelection(by: -1, visibleHeight: visible)
        case .key(.down, _, _):
            list.moveSelection(by: 1, visibleHeight: visible)
        case .key(.enter, _, let t):
            if let selection = list.selection { choose(row: selection, at: t) }
        case .key, .text:
            break
        }
    }

    /// Selects a row and shows its detail; an overlay goes away once a row is chosen (SPEC §5).
    func choose(row: Int, at time: Double) {
        list.selection = row
        list.reveal(row, visibleHeight: listFrame.height)
        split.hidePrimary(at: time)
    }

    /// The part of the list on screen: none while the primary is hidden or off the window.
    var visibleListFrame: Rect {
        if split.band == .overlay && split.overlay.value == 0 || split.band == .compact { return .zero }
        return listFrame.intersection(Rect(x: 0, y: 0, width: split.window.width, height: split.window.height))
    }

    public func advance(to time: Double) {
        split.advance(to: time)
    }

    public var isAnimating: Bool { split.isAnimating }
}
