// What happens to the secondary when the split collapses into one stack and separates again (SPEC §6).

/// Decides the stack when a split collapses, and the secondary when it separates. Apps may replace it.
public protocol CollapsePolicy: Sendable {
    /// The navigation stack after collapsing: `primary` at the root, then whatever of the secondary stays.
    /// `secondary` is nil when the secondary showed the "No selection" placeholder.
    func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage]

    /// What the secondary shows after separating from `stack` (root first); nil shows the placeholder.
    func separate(stack: [NavigationPage]) -> NavigationPage?
}

/// The seed's policy: an empty detail collapses onto the list, a shown detail stays on top; separating
/// keeps the detail on top of the stack, or shows the placeholder when the list was on top.
public struct DefaultCollapsePolicy: CollapsePolicy {
    /// Creates the policy.
    public init() {}

    public func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] {
        secondary.map { [primary, $0] } ?? [primary]
    }

    public func separate(stack: [NavigationPage]) -> NavigationPage? {
        stack.count > 1 ? stack.last : nil
    }
}
