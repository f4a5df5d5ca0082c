// What a press (or a touchpad scroll) is doing to the split, as one value: each gesture's rules in one place.

/// The gesture under way, from the press (or first scroll event) to the release (or the scroll going quiet).
///
/// There is exactly one at a time, and only it reacts to motion and release: a separator drag owns the
/// separator until the button comes up (nothing else moves or animates it meanwhile), a swipe owns what it
/// drives, a button press ends on its button. Which gesture a press starts is decided once, at the press, by
/// the band and what lies under the pointer (SPEC §3, §5, §6).
public enum Interaction: Hashable, Sendable {
    /// Nothing is pressed or swiping.
    case idle
    /// The separator is held (tiled band); the column follows the pointer 1:1 until release.
    case separatorDrag(SeparatorDrag)
    /// The inspector's separator is held (the inspector beside the secondary, SPEC §15.2); the inspector's edge follows
    /// the pointer 1:1 until release.
    case inspectorSeparatorDrag(SeparatorDrag)
    /// A press or touchpad scroll that may become, or has become, a horizontal swipe of the overlay or of a
    /// pushed page; what it drives follows it 1:1 once claimed.
    case swipe(SwipeGesture)
    /// A press on a toolbar button, drawn pressed until release; it acts only when released on the button.
    case buttonPress(ToolbarButton)
    /// A press on the compact inspector's sheet (SPEC §15.5): its handle or title dragged 1:1 up and down, or a tap on
    /// the dim above it.
    case sheetDrag(SheetDrag)

    /// The separator drag under way, if that is what this is.
    public var separatorDrag: SeparatorDrag? {
        if case .separatorDrag(let drag) = self { drag } else { nil }
    }

    /// The inspector's separator drag under way, if that is what this is.
    public var inspectorSeparatorDrag: SeparatorDrag? {
        if case .inspectorSeparatorDrag(let drag) = self { drag } else { nil }
    }

    /// The sheet drag (or the tap on its dim) under way, if that is what this is.
    public var sheetDrag: SheetDrag? {
        if case .sheetDrag(let drag) = self { drag } else { nil }
    }

    /// The swipe under way, if that is what this is.
    public var swipeGesture: SwipeGesture? {
        if case .swipe(let gesture) = self { gesture } else { nil }
    }

    /// A short name for logs and inspectors: `idle`, `separatorDrag`, `inspectorSeparatorDrag`, `swipe`, `buttonPress` or
    /// `sheetDrag`.
    public var name: String {
        switch self {
        case .idle: "idle"
        case .separatorDrag: "separatorDrag"
        case .inspectorSeparatorDrag: "inspectorSeparatorDrag"
        case .swipe: "swipe"
        case .buttonPress: "buttonPress"
        case .sheetDrag: "sheetDrag"
        }
    }

    /// The toolbar button held down, if that is what this is.
    public var pressedButton: ToolbarButton? {
        if case .buttonPress(let button) = self { button } else { nil }
    }
}

/// A toolbar button the split view draws and answers itself.
public enum ToolbarButton: Hashable, Sendable {
    /// The button that shows or hides the primary (overlay band, or a collapsed tiled primary).
    case sidebar
    /// The back button of the compact stack's top page.
    case back
    /// The button that shows or hides the inspector column (SPEC §15.2).
    case inspector
    /// A button the host added to a toolbar (``ColumnContent/toolbarItems``), by its ``ToolbarAction/id``.
    case action(String)
}

/// What a swipe moves, and where it took it from.
public struct SwipeGesture: Hashable, Sendable {
    /// What a swipe moves.
    public enum Target: Hashable, Sendable {
        /// The overlay's reveal (overlay band).
        case overlay
        /// The inspector's reveal: over the secondary, or beside it from its grab strip (SPEC §15.2).
        case inspector
        /// The top page of the stack a back swipe moves — the compact stack's, or the secondary's own when the split
        /// is separate — popped interactively.
        case navigation
    }

    /// What this swipe moves.
    public var target: Target
    /// The overlay's progress, or the page's slide, when the swipe took hold of it; the swipe's translation
    /// is added to this.
    public var startProgress: Double
    /// True when the press landed on the dimmed secondary beside a shown overlay: a tap there hides it.
    public var pressedDim: Bool
    /// True when the press landed on the grab strip of an inspector hidden beside the secondary
    /// (``SplitViewState/inspectorGrabStrip``): the strip stays drawn and its cursor shown while it drags.
    public var fromGrabStrip: Bool

    /// Creates a swipe gesture.
    public init(target: Target, startProgress: Double, pressedDim: Bool = false, fromGrabStrip: Bool = false) {
        self.target = target
        self.startProgress = startProgress
        self.pressedDim = pressedDim
        self.fromGrabStrip = fromGrabStrip
    }
}
