// The state log fields every split scene shares (SPEC §8.2), from the split view's state.
import SplitKit

extension Rect {
    /// The rectangle as a state log object `{"x", "y", "w", "h"}`.
    public var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("w", .number(width)), ("h", .number(height))])
    }
}

extension SplitConfiguration {
    /// The widths and breakpoints as the state log's `limits` object (the inspector's apply to a split that has one).
    var limitsJSON: JSONValue {
        .object([
            ("primaryFraction", .number(preferredPrimaryColumnWidthFraction)),
            ("minimumPrimary", .number(minimumPrimaryColumnWidth)),
            ("maximumPrimary", .number(maximumPrimaryColumnWidth)),
            ("minimumSecondary", .number(minimumSecondaryColumnWidth)),
            ("separatorWidth", .number(separatorWidth)),
            ("compactBreakpoint", .number(compactBreakpoint)),
            ("overlayBreakpoint", .number(overlayBreakpoint)),
            ("minimumInspector", .number(minimumInspectorColumnWidth)),
            ("maximumInspector", .number(maximumInspectorColumnWidth)),
        ])
    }
}

extension SplitViewState {
    /// The split's part of a state log record, in SPEC §8.2's order, with the scene's selection and name; `keyboardFocus`
    /// is the focused accessibility node's id (the lab's own `focus` field names its controls by number);
    /// `separatorAnchors` the snap anchors resolved for the split's width (whole points, narrowest first, each once);
    /// `inspectorColumn` the inspector's frame on screen or null, and `inspectorPlacement` how it is shown when it is
    /// (null for a split without one) and `inspectorProgress` how far it has slid in; `inspectorGrabStrip` the grab strip of
    /// an inspector hidden beside the secondary, or null; `inspectorSheet` the compact inspector's sheet while the inspector is one
    /// (`position` 0 closed ... 1 half ... 2 full, `detent` where it rests or is going, `height` in points), else null; `widthAnimating` true while a width setting's change animates the primary;
    /// `limits` the configuration's widths and breakpoints now, so that a reader of the log can check every frame
    /// against them (the lab changes them as it runs), in points at the text scale; `colorScheme`, `reducedMotion`, `highContrast`,
    /// `accent` (`#rrggbb`, as drawn: made readable) and `textScale` the appearance followed (the desktop's settings
    /// with the program's own over them).
    public func stateFields(selection: String?, scene: String) -> [(String, JSONValue)] {
        let layout = layout
        return [
            ("window", .object([("w", .number(size.width)), ("h", .number(size.height))])),
            ("sizeClass", .string(sizeClass.rawValue)),
            ("displayMode", .string(displayMode.rawValue)),
            ("collapsed", .bool(isCollapsed)),
            ("primary", layout.primary.json),
            ("primaryWidthRule", .string(layout.primaryWidth.rule.rawValue)),
            ("primaryPresentation", .string(primaryPresentation.rawValue)),
            ("separator", layout.separator?.json ?? .null),
            ("secondary", layout.secondary.json),
            ("overlayProgress", .number(band == .overlay ? overlay.value : 0)),
            ("primaryCollapse", .number(band == .tiled ? collapse.value : 0)),
            ("primaryButton", .bool(primaryButton != nil)),
            ("stack", .array(stackTitles.map { .string($0) })),
            ("detailPage", detailPageFrame?.json ?? .null),
            ("inspectorColumn", inspectorFrame?.json ?? .null),
            ("inspectorPlacement", inspectorPage == nil ? .null : .string(inspectorPlacement.rawValue)),
            ("inspectorProgress", .number(inspectorProgress)),
            ("inspectorGrabStrip", inspectorGrabStrip?.json ?? .null),
            ("inspectorSheet", inspectorSheetJSON),
            ("fillsWindow", .bool(isFillingWindow)),
            ("selection", selection.map { .string($0) } ?? .null),
            ("scene", .string(scene)),
            ("userPrimaryWidth", userPrimaryWidth.map { .number($0) } ?? .null),
            ("userInspectorWidth", userInspectorWidth.map { .number($0) } ?? .null),
            ("separatorFocused", .bool(separatorFocused)),
            ("keyboardFocus", focusedNodeID.map { .string($0) } ?? .null),
            ("dragging", .bool(separatorDrag != nil)),
            ("interaction", .string(interaction.name)),
            ("direction", .string(configuration.layoutDirection.rawValue)),
            ("separatorAnchors", .array(separatorSnap.widths.map { .number($0) })),
            ("widthAnimating", .bool(isWidthAnimating)),
            ("limits", configuration.limitsJSON),
            ("colorScheme", .string(appearance.palette.background.luminance < 0.5 ? "dark" : "light")),
            ("reducedMotion", .bool(appearance.motion.reduceMotion)),
            ("highContrast", .bool(appearance.palette.isHighContrast)),
            ("accent", .string(appearance.palette.accent.description)),
            ("textScale", .number(appearance.textScale)),
        ]
    }
}

extension SplitViewState {
    /// The state log's `inspectorSheet`: where the compact inspector's sheet is, or null when the inspector is not one.
    var inspectorSheetJSON: JSONValue {
        guard inspectorIsSheet, let detent = inspectorSheetDetent else { return .null }
        return .object([
            ("position", .number((inspectorSheetPosition * 1000).rounded() / 1000)),
            ("detent", .string(detent.name)),
            ("height", .number(inspectorSheetFrame?.height ?? 0)),
        ])
    }
}
