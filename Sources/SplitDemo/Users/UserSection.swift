// The users scene's sections, container screens, page ids, and how its split collapses and separates.
import SplitKit

/// The rows of a user's section menu, each a different kind of screen.
public enum UserSection: String, CaseIterable, Hashable, Sendable {
    case personal, location, credentials

    /// The menu row's and screen's title in English (``DemoWords/section(_:)`` in the split's language).
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

    /// The transition from `self` to `next` (SPEC §7.2): down the menu slides from the trailing edge, up it from
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

/// What a page of the users scene shows: a user's section menu (`section` nil) or one of their sections.
///
/// The split only knows pages by a string id; this is the one place that writes and reads it (`"3"` is user 3's
/// menu, `"3/location"` a section of user 3), so the rest of the scene works with users and sections.
struct UserPage: Hashable, Sendable {
    /// The user's index in the store.
    var user: Int
    /// The section shown; nil for the user's section menu.
    var section: UserSection?

    init(user: Int, section: UserSection? = nil) {
        self.user = user
        self.section = section
    }

    /// The users page a navigation page shows; nil for a page of another kind (the users list).
    init?(_ page: NavigationPage) {
        let parts = page.id.split(separator: "/")
        guard let user = Int(parts.first ?? "") else { return nil }
        self.user = user
        section = parts.count > 1 ? UserSection(rawValue: String(parts[1])) : nil
    }

    /// The navigation page's id.
    var id: String { section.map { "\(user)/\($0.rawValue)" } ?? String(user) }

    /// The navigation page, titled.
    func page(title: String) -> NavigationPage { NavigationPage(id: id, title: title) }

    /// User `user`'s section menu, titled with their name.
    static func menu(_ user: Int, name: String) -> NavigationPage { UserPage(user: user).page(title: name) }
    /// A section of user `user`.
    static func section(_ user: Int, _ section: UserSection, title: String) -> NavigationPage {
        UserPage(user: user, section: section).page(title: title)
    }
}

/// Collapsing keeps the screen on top (users → menu → section); separating shows the section on top of
/// the stack, or the first section when the menu was on top, or the placeholder from the users list.
///
/// The secondary page is titled with the user's name; stack pages for sections with the section's title.
struct UsersCollapsePolicy: CollapsePolicy {
    /// The words the section pages are titled in.
    var words = DemoWords(.english)

    func collapse(primary: NavigationPage, secondary: NavigationPage?) -> [NavigationPage] {
        guard let secondary, let shown = UserPage(secondary) else { return [primary] }
        let menu = UserPage.menu(shown.user, name: secondary.title)
        guard let section = shown.section else { return [primary, menu] }
        return [primary, menu, UserPage.section(shown.user, section, title: words.section(section))]
    }

    func separate(stack: [NavigationPage]) -> NavigationPage? {
        guard stack.count > 1, let top = stack.last, let shown = UserPage(top) else { return nil }
        let name = stack.first { UserPage($0) == UserPage(user: shown.user) }?.title ?? top.title
        return UserPage.section(shown.user, shown.section ?? .personal, title: name)
    }
}
