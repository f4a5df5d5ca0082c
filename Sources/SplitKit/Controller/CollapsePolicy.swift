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
}

/// The seed's policy: an empty detail collapses onto the list, a shown detail stays on top; separating
/// keeps the detail on top of the stack, or shows the placeholder when the list was on top.
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

    /// The stack the policy gives, checked: it must start with `primary`.
    public func collapse(primary: NavigationPage, secondary: NavigationPage?) -> Result<[NavigationPage], CollapsePolicyError> {
        let stack = base.collapse(primary: primary, secondary: secondary)
        let name = String(describing: type(of: base))
        guard let first = stack.first else { return .failure(.emptyStack(policy: name)) }
        guard first == primary else { return .failure(.wrongRoot(policy: name, expected: primary.title, got: first.title)) }
        return .success(stack)
    }

    /// What the secondary shows after separating from `stack`.
    public func separate(stack: [NavigationPage]) -> NavigationPage? {
        base.separate(stack: stack)
    }
}
