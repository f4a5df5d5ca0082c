// The users scene's sections, container screens, page ids, and how its split collapses and separates.
import SplitKit

/// The rows of a user's section menu, each a different kind of screen.
public enum UserSection: String, CaseIterable, Hashable, Sendable {
    case personal, location, credentials

    /// The menu row's and screen's title.
    public var title: String {
        switch self {
        case .personal: return "Personal info"
        case .location: return "Location"
        case .credentials: return "Credentials"
        }
    }
}

/// What the container shows: a section of a user, or the edit screen for one of their fields.
enum ContainerScreen: Hashable, Sendable {
    case section(UserSection, user: Int)
    case edit(UserField, user: Int)

    /// The state log's name for the screen, such as `location` or `edit:name`.
    var logName: String {
        switch self {
        case .section(let section, _): return section.rawValue
        case .edit(let field, _): return "edit:" + field.rawValue
        }
    }

    /// The transition from `self` to `next` (SPEC §7): down the menu slides from the trailing edge, up it from
    /// the leading edge, another user cross-fades, the edit screen comes up as a modal and goes back down.
    func transition(to next: ContainerScreen) -> ScreenTransitionKind {
        switch (self, next) {
        case (.section, .edit): return .slideUp
        case (.edit, _): return .slideDown
        case (.section(let a, let userA), .section(let b, let userB)):
            if userA != userB { return .crossFade }
            let order = UserSection.allCases
            return order.firstIndex(of: b)! > order.firstIndex(of: a)! ? .slideFromTrailing : .slideFromLeading
        }
    }
}

/// Page ids: `"3"` is user 3's section menu, `"3/location"` a section of user 3.
enum UserPage {
    static func menu(_ user: Int, name: String) -> NavigationPage { NavigationPage(id: String(user), title: name) }
    static func section(_ user: Int, _ section: UserSection, title: String) -> NavigationPage {
        NavigationPage(id: "\(user)/\(section.rawValue)", title: title)
    }

    /// The user and section a page id names (`section` is nil for the menu page).
    static func parse(_ id: String) -> (user: Int, section: UserSection?)? {
        let parts = id.split(separator: "/")
        guard let user = Int(parts.first ?? "") else { return nil }
        return (user, parts.count > 1 ? UserSection(rawValue: String(parts[1])) : nil)
    }
}

/// Collapsing keeps the screen on top (users → menu → section); separating shows the section on top of
/// the stack, or the first section when the menu was on top, or the placeholder from the users list.
///
/// The secondary page is titled with the user's name; stack pages for sections with the section's title.
struct UsersCollapsePolicy: CollapsePolicy {
    func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] {
        guard let secondary, let (user, section) = UserPage.parse(secondary.id) else { return [primary] }
        let menu = UserPage.menu(user, name: secondary.title)
        guard let section else { return [primary, menu] }
        return [primary, menu, UserPage.section(user, section, title: section.title)]
    }

    func separate(stack: [NavigationPage]) -> NavigationPage? {
        guard stack.count > 1, let top = stack.last, let (user, section) = UserPage.parse(top.id) else { return nil }
        let name = stack.first { $0.id == String(user) }?.title ?? top.title
        return UserPage.section(user, section ?? .personal, title: name)
    }
}
