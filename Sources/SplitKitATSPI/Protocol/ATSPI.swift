// AT-SPI's numbers and names for roles, states and actions (at-spi2-core's atspi-constants.h), and the model's
// roles and states mapped onto them.
import SplitKit

/// AT-SPI's vocabulary, as at-spi2-core 2.46 numbers it (`atspi/atspi-constants.h`).
enum ATSPI {
    /// The object paths and interface names of the protocol.
    static let pathPrefix = "/org/a11y/atspi/accessible"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let cachePath = "/org/a11y/atspi/cache"
    static let registryBusName = "org.a11y.atspi.Registry"

    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let selection = "org.a11y.atspi.Selection"
    static let text = "org.a11y.atspi.Text"
    static let socket = "org.a11y.atspi.Socket"
    static let deviceEventController = "org.a11y.atspi.DeviceEventController"
    static let deviceEventControllerPath = "/org/a11y/atspi/registry/deviceeventcontroller"
    static let cache = "org.a11y.atspi.Cache"
    static let eventObject = "org.a11y.atspi.Event.Object"
    static let eventFocus = "org.a11y.atspi.Event.Focus"
    static let eventWindow = "org.a11y.atspi.Event.Window"
    static let properties = "org.freedesktop.DBus.Properties"
    static let introspectable = "org.freedesktop.DBus.Introspectable"
    static let peer = "org.freedesktop.DBus.Peer"

    /// `AtspiRole` values.
    enum Role: UInt32 {
        case frame = 23
        case label = 29
        case list = 31
        case listItem = 32
        case panel = 39
        case passwordText = 40
        case pushButton = 43
        case separator = 50
        case slider = 51
        case splitPane = 53
        case text = 61
        case toggleButton = 62
        case toolBar = 63
        case application = 75
        case entry = 79
        case heading = 83

        /// The name `atspi_role_get_name` gives (libatspi answers role names itself from the number).
        var name: String {
            switch self {
            case .frame: return "frame"
            case .label: return "label"
            case .list: return "list"
            case .listItem: return "list item"
            case .panel: return "panel"
            case .passwordText: return "password text"
            case .pushButton: return "push button"
            case .separator: return "separator"
            case .slider: return "slider"
            case .splitPane: return "split pane"
            case .text: return "text"
            case .toggleButton: return "toggle button"
            case .toolBar: return "tool bar"
            case .application: return "application"
            case .entry: return "entry"
            case .heading: return "heading"
            }
        }
    }

    /// `AtspiStateType` values: bit numbers in the two 32-bit words of a state set.
    enum State: Int, CaseIterable {
        case active = 1
        case checked = 4
        case collapsed = 5
        case defunct = 6
        case editable = 7
        case enabled = 8
        case expandable = 9
        case expanded = 10
        case focusable = 11
        case focused = 12
        case horizontal = 14
        case modal = 16
        case multiLine = 17
        case pressed = 20
        case resizable = 21
        case selectable = 22
        case selected = 23
        case sensitive = 24
        case showing = 25
        case singleLine = 26
        case vertical = 29
        case visible = 30
        case readOnly = 43

        /// The name in `object:state-changed:NAME` events.
        var name: String {
            switch self {
            case .active: return "active"
            case .checked: return "checked"
            case .collapsed: return "collapsed"
            case .defunct: return "defunct"
            case .editable: return "editable"
            case .enabled: return "enabled"
            case .expandable: return "expandable"
            case .expanded: return "expanded"
            case .focusable: return "focusable"
            case .focused: return "focused"
            case .horizontal: return "horizontal"
            case .modal: return "modal"
            case .multiLine: return "multi-line"
            case .pressed: return "pressed"
            case .resizable: return "resizable"
            case .selectable: return "selectable"
            case .selected: return "selected"
            case .sensitive: return "sensitive"
            case .showing: return "showing"
            case .singleLine: return "single-line"
            case .vertical: return "vertical"
            case .visible: return "visible"
            case .readOnly: return "read-only"
            }
        }
    }

    /// A set of AT-SPI states, as the 64 bits `GetState` sends in two words (low word first).
    struct StateSet: Hashable, Sendable {
        var bits: UInt64 = 0

        init(_ states: [State] = []) {
            for state in states { insert(state) }
        }

        mutating func insert(_ state: State) { bits |= 1 << UInt64(state.rawValue) }
        func contains(_ state: State) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

        /// The two words of `GetState`'s `au`.
        var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
    }

    /// `AtspiCoordType`.
    enum CoordType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    /// `AtspiComponentLayer` values used here.
    static let layerWidget: UInt32 = 3
    static let layerWindow: UInt32 = 7

    /// `AtspiTextGranularity` (`GetStringAtOffset`) and `AtspiTextBoundaryType` (`GetTextAtOffset`, older).
    enum Granularity {
        case character, word, sentence, line, paragraph

        init?(granularity: UInt32) {
            switch granularity {
            case 0: self = .character
            case 1: self = .word
            case 2: self = .sentence
            case 3: self = .line
            case 4: self = .paragraph
            default: return nil
            }
        }

        /// From a boundary type: 0 char, 1–2 word start/end, 3–4 sentence, 5–6 line.
        init?(boundary: UInt32) {
            switch boundary {
            case 0: self = .character
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            case 5, 6: self = .line
            default: return nil
            }
        }
    }
}

extension AccessibleRole {
    /// The AT-SPI role this role is exposed as (a group is a panel, as GTK exposes one).
    ///
    /// A separator with a value — the split's, which a user moves — is a split pane, as GTK 3 exposes its GtkPaned:
    /// Orca (43 and since) speaks a focused SEPARATOR's role alone, never its value, not even when it changes, but
    /// reads a SPLIT_PANE's value when it takes the focus ("Sidebar width, vertical splitter, 360 points") and again
    /// after each move ("370 points"). (GTK 4.8's paned gives Orca nothing to say at all.)
    var atspiRole: ATSPI.Role {
        switch self {
        case .frame: return .frame
        case .splitPane: return .splitPane
        case .panel: return .panel
        case .separator: return .splitPane
        case .pushButton: return .pushButton
        case .toggleButton: return .toggleButton
        case .toolBar: return .toolBar
        case .heading: return .heading
        case .label: return .label
        case .list: return .list
        case .listItem: return .listItem
        case .text: return .text
        case .entry: return .entry
        case .passwordText: return .passwordText
        case .slider: return .slider
        case .group: return .panel
        }
    }
}

extension AccessibleStates {
    /// The AT-SPI states these are exposed as: `enabled` is both ENABLED and SENSITIVE, as in GTK.
    var atspiStates: ATSPI.StateSet {
        var set = ATSPI.StateSet()
        let pairs: [(AccessibleStates, [ATSPI.State])] = [
            (.enabled, [.enabled, .sensitive]), (.visible, [.visible]), (.showing, [.showing]), (.focusable, [.focusable]),
            (.focused, [.focused]), (.selectable, [.selectable]), (.selected, [.selected]), (.editable, [.editable]),
            (.singleLine, [.singleLine]), (.multiLine, [.multiLine]), (.horizontal, [.horizontal]), (.vertical, [.vertical]),
            (.expandable, [.expandable]), (.expanded, [.expanded]), (.collapsed, [.collapsed]), (.pressed, [.pressed]),
            (.checked, [.checked]), (.readOnly, [.readOnly]), (.active, [.active]), (.modal, [.modal]),
        ]
        for (state, atspi) in pairs where contains(state) {
            for s in atspi { set.insert(s) }
        }
        return set
    }
}

extension AccessibleAction {
    /// The action's name over AT-SPI: `click` for a press (GTK's and Orca's word), else the model's name.
    var atspiName: String {
        switch self {
        case .press: return "click"
        case .activate: return "activate"
        case .collapse: return "collapse"
        case .expand: return "expand"
        case .toggle: return "toggle"
        case .nextAnchor: return "next-anchor"
        }
    }

    /// The name shown to users.
    var localizedName: String {
        switch self {
        case .press: return "Click"
        case .activate: return "Activate"
        case .collapse: return "Collapse"
        case .expand: return "Expand"
        case .toggle: return "Toggle"
        case .nextAnchor: return "Next anchor"
        }
    }
}
