// The F1 inspector's words in the split's language (Demo.strings): its heading, its rows' names and the words of their
// values. The values themselves are the split's state as its API names it (`oneBesideSecondary`, `fraction`).

/// The F1 inspector's words, read through ``DemoWords``.
enum InspectorWord: String, DemoWordKey {
    // The F1 inspector: its heading, row names and the words of its values.
    case heading = "inspector.heading"
    case sizeClass = "inspector.sizeClass"
    case displayMode = "inspector.displayMode"
    case window = "inspector.window"
    case primary = "inspector.primary"
    case separator = "inspector.separator"
    case secondary = "inspector.secondary"
    case width = "inspector.width"
    case overlay = "inspector.overlay"
    case stack = "inspector.stack"
    case display = "inspector.display"
    case frameTimes = "inspector.frameTimes"
    case notMeasured = "inspector.notMeasured"
    case frames = "inspector.frames"
    case update = "inspector.update"
    case build = "inspector.build"
    case render = "inspector.render"
    case present = "inspector.present"
    case longestStall = "inspector.longestStall"
    case phase = "inspector.phase"
    case stall = "inspector.stall"
    case noFrame = "inspector.none"
    case collapsed = "inspector.collapsed"
    case sizeClassValue = "inspector.sizeClassValue"
    case widthValue = "inspector.widthValue"
    case pixelsPerPoint = "inspector.pixelsPerPoint"

    /// The English, word for word what en.lproj/Demo.strings says.
    var english: String {
        switch self {
        case .heading: "Inspector  ·  F1 hides"
        case .sizeClass: "size class"
        case .displayMode: "display mode"
        case .window: "window"
        case .primary: "primary"
        case .separator: "separator"
        case .secondary: "secondary"
        case .width: "width"
        case .overlay: "overlay"
        case .stack: "stack"
        case .display: "display"
        case .frameTimes: "frame times"
        case .notMeasured: "not measured on the virtual clock"
        case .frames: "frames"
        case .update: "update"
        case .build: "build"
        case .render: "render"
        case .present: "present"
        case .longestStall: "longest stall"
        case .phase: "p50 %1$@  p99 %2$@  max %3$@ ms"
        case .stall: "%@ ms between frames while animating"
        case .noFrame: "none"
        case .collapsed: "%@ (collapsed)"
        case .sizeClassValue: "%1$@ · %2$@ band"
        case .widthValue: "%1$@ pt · rule %2$@"
        case .pixelsPerPoint: "%@ pixels per point"
        }
    }
}
