// What happens to the secondary when the split collapses into one stack and separates again (SPEC §6).

/// Decides the stack when a split collapses, and the secondary when it separates. Apps may replace it.
///
/// A policy is a value (Hashable), so a split view's whole state can be compared in tests.
public protocol CollapsePolicy: Hashable, Sendable {
    /// The navigation stack after collapsing: `primary` at the root, then whatever of the secondary stays.
    /// `secondary` is nil when the secondary showed the "No selection" placeholder. A result that is empty or
    /// does not start with `primary` is refused (see ``CollapsePolicyError``).
    func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage]

    /// What the secondary shows after separating from `stack` (root first); nil shows the placeholder.
    func separate(stack: [NavigationPage]) -> NavigationPage?

    /// The stack after collapsing a secondary that was drilled down: `primary` at the root, then whatever of
    /// `detail` (the secondary's pages, the chosen one first; empty for the placeholder) stays. By default
    /// ``collapse(primary:secondary:)`` decides for the chosen page and the pages drilled into from it follow it
    /// when it stays on top.
    func collapse(primary: NavigationPage, detail: [NavigationPage]) -> [NavigationPage]

    /// The secondary's pages after separating from `stack` (root first), the chosen detail first; empty shows the
    /// placeholder. By default the one page ``separate(stack:)`` picks.
    func separateDetail(stack: [NavigationPage]) -> [NavigationPage]
}

extension CollapsePolicy {
    /// ``collapse(primary:secondary:)`` for the chosen detail, the pages drilled into from it after it when it is
    /// the top of that stack.
    public func collapse(primary: NavigationPage, detail: [NavigationPage]) -> [NavigationPage] {
        let stack = collapse(primary: primary, secondary: detail.first)
        guard let chosen = detail.first, stack.last == chosen else { return stack }
        return stack + detail.dropFirst()
    }

    /// The one page ``separate(stack:)`` picks, or none.
    public func separateDetail(stack: [NavigationPage]) -> [NavigationPage] {
        separate(stack: stack).map { [$0] } ?? []
    }
}

/// The seed's policy: an empty detail collapses onto the list, a shown detail stays on top with every page drilled
/// into from it; separating keeps the whole stack above the list in the secondary — the same depth — or shows the
/// placeholder when the list was on top.
public struct DefaultCollapsePolicy: CollapsePolicy {
    /// Creates the policy.
    public init() {}

    /// `[primary]`, or `[primary, secondary]` when there is a secondary.
    public func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] {
        secondary.map { [primary, $0] } ?? [primary]
    }

    /// The top of the stack when it is above the root, else the placeholder.
    public func separate(stack: [NavigationPage]) -> NavigationPage? {
        stack.count > 1 ? stack.last : nil
    }

    /// Every page above the root, in order: the secondary keeps the depth the stack had.
    public func separateDetail(stack: [NavigationPage]) -> [NavigationPage] {
        Array(stack.dropFirst())
    }
}

/// Why a policy's stack was refused; the split then collapses with ``DefaultCollapsePolicy`` instead.
public enum CollapsePolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The policy returned no pages at all.
    case emptyStack(policy: String)
    /// The stack's first page is not the primary page.
    case wrongRoot(policy: String, expected: String, got: String)

    public var description: String {
        switch self {
        case .emptyStack(let policy):
            return "\(policy).collapse returned an empty stack; a stack starts with the primary page. "
                + "The split collapsed with the default policy instead."
        case .wrongRoot(let policy, let expected, let got):
            return "\(policy).collapse returned a stack starting with '\(got)', not the primary page '\(expected)'. "
                + "The split collapsed with the default policy instead."
        }
    }
}

/// A collapse policy of any type, compared by value.
public struct AnyCollapsePolicy: Hashable, Sendable {
    /// The policy.
    public let base: any CollapsePolicy

    /// Wraps `policy`.
    public init(_ policy: some CollapsePolicy) {
        base = policy
    }

    public static func == (a: AnyCollapsePolicy, b: AnyCollapsePolicy) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The stack the policy gives for a detail of `detail`'s pages (chosen first), checked: it must start with `primary`.
    public func collapse(primary: NavigationPage, detail: [NavigationPage]) -> Result<[NavigationPage], CollapsePolicyError> {
        let stack = base.collapse(primary: primary, detail: detail)
        let name = String(describing: type(of: base))
        guard let first = stack.first else { return .failure(.emptyStack(policy: name)) }
        guard first == primary else { return .failure(.wrongRoot(policy: name, expected: primary.title, got: first.title)) }
        return .success(stack)
    }

    /// The secondary's pages after separating from `stack`, the chosen detail first.
    public func separate(stack: [NavigationPage]) -> [NavigationPage] {
        base.separateDetail(stack: stack)
    }
}
