// The mail scene's state log fields (SPEC §8).
import SplitKit

extension Rect {
    /// The rectangle as a state log object `{"x", "y", "w", "h"}`.
    var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("w", .number(width)), ("h", .number(height))])
    }
}

extension MailScene {
    public func stateFields() -> [(String, JSONValue)] {
        let layout = split.layout
        return [
            ("window", .object([("w", .number(split.window.width)), ("h", .number(split.window.height))])),
            ("sizeClass", .string(split.sizeClass.rawValue)),
            ("displayMode", .string(split.displayMode.rawValue)),
            ("collapsed", .bool(split.isCollapsed)),
            ("primary", layout.primary.json),
            ("primaryWidthRule", .string(layout.primaryWidth.rule.rawValue)),
            ("separator", layout.separator?.json ?? .null),
            ("secondary", layout.secondary.json),
            ("overlayProgress", .number(split.band == .overlay ? split.overlay.value : 0)),
            ("primaryCollapse", .number(split.band == .tiled ? split.collapse.value : 0)),
            ("primaryButton", .bool(split.primaryButton != nil)),
            ("stack", .array(split.stackTitles.map { .string($0) })),
            ("selection", selectionTitle.map { .string($0) } ?? .null),
            ("scene", .string(name)),
            ("userPrimaryWidth", split.userPrimaryWidth.map { .number($0) } ?? .null),
            ("separatorFocused", .bool(split.separatorFocused)),
            ("dragging", .bool(split.separatorDrag != nil)),
            ("listScroll", .number(list.scroll)),
        ]
    }
}
