// The split's pages as its band shows them, as one value: separate columns each with its stack, or one stack when
// collapsed. Only the methods here change them, so what the detail is never depends on checking the band first.

/// The pages of the split: the primary's stack and the secondary's own stack when the columns are separate, or the one
/// stack they collapse into (compact band, SPEC §6). The case always matches the band: the split changes it only when
/// it is placed in another band.
enum BandPages: Hashable, Sendable {
    /// Separate columns: the primary's stack (just its root page) and the secondary's stack, nil while the secondary
    /// shows the "No selection" placeholder.
    case separate(primary: NavigationStack, secondary: NavigationStack?)
    /// One stack, the primary's page at its root and the detail's pages above it.
    case collapsed(NavigationStack)

    /// Separate columns with nothing chosen, or one stack of just `primary` when the split starts collapsed.
    init(primary: NavigationPage, collapsed: Bool) {
        let stack = NavigationStack(root: primary)
        self = collapsed ? .collapsed(stack) : .separate(primary: stack, secondary: nil)
    }

    /// The one stack when collapsed; the primary's own stack (its root page alone) otherwise.
    var stack: NavigationStack {
        switch self {
        case .separate(let primary, _): primary
        case .collapsed(let stack): stack
        }
    }

    /// The secondary's own stack when separate; nil when collapsed or while nothing is chosen.
    var secondary: NavigationStack? {
        if case .separate(_, let secondary) = self { secondary } else { nil }
    }

    /// The stack the back commands and the back swipe move: the one stack when collapsed, the secondary's otherwise.
    var backStack: NavigationStack? {
        switch self {
        case .separate(_, let secondary): secondary
        case .collapsed(let stack): stack
        }
    }

    /// Every page of the detail, the chosen one first (the inspector's page of a collapsed stack left out).
    func detailPages(inspector: NavigationPage?) -> [NavigationPage] {
        switch self {
        case .separate(_, let secondary): secondary?.pages ?? []
        case .collapsed(let stack): stack.pages.dropFirst().filter { $0 != inspector }
        }
    }

    /// True while any of the stacks slides.
    var isAnimating: Bool { stack.isAnimating || secondary?.isAnimating == true }

    /// Shows `page` as the detail: the secondary's only page when separate, pushed when collapsed (or replacing the
    /// detail already on top).
    mutating func show(_ page: NavigationPage, spring: Spring?, at time: Double) {
        switch self {
        case .separate(let primary, _):
            self = .separate(primary: primary, secondary: NavigationStack(root: page))
        case .collapsed(var stack):
            if stack.canPop { stack.replaceTop(with: page, spring: spring, at: time) } else { stack.push(page, spring: spring, at: time) }
            self = .collapsed(stack)
        }
    }

    /// Drills one level deeper: pushed onto the back stack, or the secondary's first page when it had none.
    mutating func push(_ page: NavigationPage, spring: Spring?, at time: Double) {
        if case .separate(let primary, nil) = self {
            self = .separate(primary: primary, secondary: NavigationStack(root: page))
        } else {
            updateBackStack { $0.push(page, spring: spring, at: time) }
        }
    }

    /// Pushes `page` onto the collapsed stack unless it is there (the inspector's page); nothing when separate.
    mutating func pushOnce(_ page: NavigationPage, spring: Spring?, at time: Double) {
        guard case .collapsed(var stack) = self, !stack.pages.contains(page) else { return }
        stack.push(page, spring: spring, at: time)
        self = .collapsed(stack)
    }

    /// Keeps only the collapsed stack's root and top page, so one pop goes back to the root.
    mutating func keepRootAndTop() {
        guard case .collapsed(var stack) = self, stack.pages.count > 2 else { return }
        stack.setPages([stack.pages[0], stack.top])
        self = .collapsed(stack)
    }

    /// Moves `page` to the top of the collapsed stack (added when missing); nothing when separate.
    mutating func moveToTop(_ page: NavigationPage) {
        guard case .collapsed(var stack) = self else { return }
        stack.setPages(stack.pages.filter { $0 != page } + [page])
        self = .collapsed(stack)
    }

    /// Changes the back stack (nothing while the secondary has none) and returns what `body` returned.
    @discardableResult
    mutating func updateBackStack<R>(_ body: (inout NavigationStack) -> R) -> R? {
        switch self {
        case .separate(let primary, var secondary?):
            let result = body(&secondary)
            self = .separate(primary: primary, secondary: secondary)
            return result
        case .separate:
            return nil
        case .collapsed(var stack):
            let result = body(&stack)
            self = .collapsed(stack)
            return result
        }
    }

    /// Retitles the pages `title` gives a new title, in every stack.
    mutating func retitle(_ title: (NavigationPage) -> String) {
        switch self {
        case .separate(var primary, var secondary):
            primary.retitle(title)
            secondary?.retitle(title)
            self = .separate(primary: primary, secondary: secondary)
        case .collapsed(var stack):
            stack.retitle(title)
            self = .collapsed(stack)
        }
    }

    /// Retitles the secondary's chosen detail (its root), when separate.
    mutating func retitleSecondaryRoot(_ title: String) {
        guard case .separate(let primary, var secondary?) = self else { return }
        let root = secondary.root
        secondary.retitle { $0 == root ? title : $0.title }
        self = .separate(primary: primary, secondary: secondary)
    }

    /// Moves every stack's slide to `time`.
    mutating func advance(to time: Double) {
        switch self {
        case .separate(var primary, var secondary):
            primary.advance(to: time)
            secondary?.advance(to: time)
            self = .separate(primary: primary, secondary: secondary)
        case .collapsed(var stack):
            stack.advance(to: time)
            self = .collapsed(stack)
        }
    }

    /// The columns collapse into one stack of `pages` (the primary's stack takes them).
    mutating func collapse(into pages: [NavigationPage]) {
        var stack = self.stack
        stack.setPages(pages)
        self = .collapsed(stack)
    }

    /// The stack separates: the primary keeps `primaryPage` alone, the secondary gets `detail` (none: the placeholder).
    mutating func separate(primaryPage: NavigationPage, detail: [NavigationPage]) {
        var primary = stack
        let secondary = detail.first.map { root in
            var stack = NavigationStack(root: root)
            stack.setPages(detail)
            return stack
        }
        primary.setPages([primaryPage])
        self = .separate(primary: primary, secondary: secondary)
    }
}
