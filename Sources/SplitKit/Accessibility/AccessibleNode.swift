// What assistive technologies (screen readers, Accerciser) see of a frame: a tree of named, stated objects.

/// One object of the accessibility tree: a pane, the separator, a button, a list row. Built for every frame
/// from the same state as the display list, and handed as a value to a backend (SplitKitSDL's AT-SPI bridge)
/// that exports it and turns differences between successive trees into events.
public struct AccessibleNode: Hashable, Sendable {
    /// Unique within the tree and stable from frame to frame while the object is the same object (a backend
    /// keys its exported objects by it). The split's own nodes use ``AccessibleNode/ID`` constants; content
    /// nodes are prefixed by whoever makes them (`"items.row.3"`).
    public var id: String
    /// What kind of object it is.
    public var role: AccessibleRole
    /// What it is called: read out first (a button is named by what it does, a row by its text).
    public var name: String
    /// More about it, read after the name and role (may be empty).
    public var description: String
    /// Its states: showing, focusable, focused, selected ...
    public var states: AccessibleStates
    /// Where it is, in window points.
    public var bounds: Rect
    /// A number it holds within a range (the separator: the primary's width), if any.
    public var value: AccessibleValue?
    /// What can be done to it, first the default action (a button's press).
    public var actions: [AccessibleAction]
    /// The text it shows or holds (an entry's content, a text view's text), if that is not just its name.
    public var text: String?
    /// Where the caret is in ``text``, in characters, for an editable text.
    public var caretOffset: Int?
    /// True for a pane that F6 cycles through (the primary, the secondary, the overlay panel, a stack page).
    public var isPane: Bool
    /// Its place among its kind when its parent holds only some of them (a long list's rows near the ones shown):
    /// "row 40 of 1,000,000". Nil: its place among its parent's children says it.
    public var setPosition: AccessibleSetPosition?
    /// The objects inside it, in reading (and Tab) order.
    public var children: [AccessibleNode]

    /// Creates a node; only `id`, `role` and `name` are required.
    public init(
        id: String, role: AccessibleRole, name: String, description: String = "", states: AccessibleStates = [.visible, .showing, .enabled],
        bounds: Rect = .zero, value: AccessibleValue? = nil, actions: [AccessibleAction] = [], text: String? = nil,
        caretOffset: Int? = nil, isPane: Bool = false, setPosition: AccessibleSetPosition? = nil, children: [AccessibleNode] = []
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.bounds = bounds
        self.value = value
        self.actions = actions
        self.text = text
        self.caretOffset = caretOffset
        self.isPane = isPane
        self.setPosition = setPosition
        self.children = children
    }
}

/// Where an object stands in a set its parent holds only part of (ARIA's `aria-posinset` and `aria-setsize`).
public struct AccessibleSetPosition: Hashable, Sendable {
    /// Its place, from 1.
    public var position: Int
    /// How many there are in all.
    public var size: Int

    /// Place `position` (from 1) of `size`.
    public init(position: Int, size: Int) {
        self.position = position
        self.size = size
    }
}

/// What kind of object an ``AccessibleNode`` is; a backend maps each to its platform's role (AT-SPI's
/// `ATSPI_ROLE_SPLIT_PANE` and so on).
public enum AccessibleRole: String, Hashable, Sendable, CaseIterable {
    /// The window.
    case frame
    /// A split view: its columns and the separator between them.
    case splitPane
    /// A column, the overlay panel or a page of the compact stack.
    case panel
    /// The draggable separator between the columns (it has a value: the primary's width).
    case separator
    /// A button that does something when pressed (the sidebar button, the back button).
    case pushButton
    /// A button that stays on or off (a switch).
    case toggleButton
    /// A toolbar.
    case toolBar
    /// A heading, such as a toolbar's title.
    case heading
    /// A text that cannot be edited.
    case label
    /// A list of rows with a selection.
    case list
    /// One row of a list.
    case listItem
    /// Text the user can read and scroll, several lines long.
    case text
    /// A one-line text field.
    case entry
    /// A text field whose content is hidden.
    case passwordText
    /// A control that picks a number in a range by dragging.
    case slider
    /// A group of related objects with no role of their own.
    case group
}

/// The states of an ``AccessibleNode``, as AT-SPI names them.
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates states from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It can be used now (not greyed out, not under a dim).
    public static let enabled = AccessibleStates(rawValue: 1 << 0)
    /// It is meant to be seen (its parent shows it).
    public static let visible = AccessibleStates(rawValue: 1 << 1)
    /// It is on screen now (visible, and not hidden by a collapse or an overlay that slid out).
    public static let showing = AccessibleStates(rawValue: 1 << 2)
    /// It can take keyboard focus.
    public static let focusable = AccessibleStates(rawValue: 1 << 3)
    /// It has keyboard focus.
    public static let focused = AccessibleStates(rawValue: 1 << 4)
    /// It can be selected (a row).
    public static let selectable = AccessibleStates(rawValue: 1 << 5)
    /// It is selected.
    public static let selected = AccessibleStates(rawValue: 1 << 6)
    /// Its text can be edited.
    public static let editable = AccessibleStates(rawValue: 1 << 7)
    /// Its text is one line.
    public static let singleLine = AccessibleStates(rawValue: 1 << 8)
    /// Its text is several lines.
    public static let multiLine = AccessibleStates(rawValue: 1 << 9)
    /// It is laid out or moves horizontally (the separator between side-by-side columns moves sideways).
    public static let horizontal = AccessibleStates(rawValue: 1 << 10)
    /// It is laid out or moves vertically.
    public static let vertical = AccessibleStates(rawValue: 1 << 11)
    /// It can be collapsed and expanded (the separator: the primary column).
    public static let expandable = AccessibleStates(rawValue: 1 << 12)
    /// What it collapses is shown.
    public static let expanded = AccessibleStates(rawValue: 1 << 13)
    /// What it collapses is hidden.
    public static let collapsed = AccessibleStates(rawValue: 1 << 14)
    /// It is held down.
    public static let pressed = AccessibleStates(rawValue: 1 << 15)
    /// It is on (a toggle button).
    public static let checked = AccessibleStates(rawValue: 1 << 16)
    /// Its text can be read but not changed.
    public static let readOnly = AccessibleStates(rawValue: 1 << 17)
    /// It is the active window.
    public static let active = AccessibleStates(rawValue: 1 << 18)
    /// It holds the keyboard until it is closed, the rest dimmed behind it (the compact inspector's sheet).
    public static let modal = AccessibleStates(rawValue: 1 << 19)
}

/// A number an ``AccessibleNode`` holds within a range, and the step the keyboard moves it by.
public struct AccessibleValue: Hashable, Sendable {
    /// The number now.
    public var current: Double
    /// The smallest it can be.
    public var minimum: Double
    /// The largest it can be.
    public var maximum: Double
    /// How far one key press moves it (0: no steps).
    public var step: Double
    /// A word for it, read instead of the bare number when not empty ("280 points").
    public var text: String

    /// Creates a value.
    public init(current: Double, minimum: Double, maximum: Double, step: Double, text: String = "") {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.text = text
    }
}

/// Something an assistive technology can do to an ``AccessibleNode``.
public enum AccessibleAction: String, Hashable, Sendable, CaseIterable {
    /// Press it (a button); AT-SPI's name is `click`.
    case press
    /// Open or choose it (a row: show its detail).
    case activate
    /// Hide what it collapses (the separator: the primary column).
    case collapse
    /// Show what it collapses again.
    case expand
    /// Turn it on or off (a toggle button).
    case toggle
    /// Move to the next snap anchor, round to the first after the last (the separator with anchors: the next wider one).
    case nextAnchor

    /// What the action does, for a screen reader's action list, in English.
    public var summary: String { summary(in: .english) }

    /// What the action does, for a screen reader's action list, in the words of `strings`.
    public func summary(in strings: SplitStrings) -> String {
        switch self {
        case .press: return strings[.actionPress]
        case .activate: return strings[.actionActivate]
        case .collapse: return strings[.actionCollapse]
        case .expand: return strings[.actionExpand]
        case .toggle: return strings[.actionToggle]
        case .nextAnchor: return strings[.actionNextAnchor]
        }
    }
}

extension AccessibleNode {
    /// Every node of the tree, this one first, in reading order.
    public var flattened: [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        func visit(_ node: AccessibleNode) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return nodes
    }

    /// The node with `id` in this tree, if there is one.
    public func node(withID id: String) -> AccessibleNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }
}
