// The `users` scene: a users list whose detail is a split of its own — a section menu and a screen container.
import SplitKit

/// SPEC §7.2's users scene: users | section menu | container of heterogeneous screens, with an edit screen.
@MainActor
public final class UsersScene: Scene {
    public let name = "users"
    /// The width settings the users scene starts from: like mail's, with room for menu and container.
    nonisolated public static let configuration: SplitConfiguration = {
        var c = MailScene.configuration
        c.minimumSecondaryColumnWidth = 540
        return c
    }()
    /// The users list's title, in the split's language.
    var primaryTitle: String { words.users }
    /// The demo's words in the split's language.
    var words: DemoWords { DemoWords(split.appearance.strings) }
    static let menuWidth = 220.0
    /// A user row's height: 56 text points, never less than 56 points.
    static func rowHeight(_ appearance: Appearance) -> Double { max(56, appearance.textPoints(56).rounded()) }
    static let menuHeaderHeight = 72.0

    /// The outer split: users list beside the user's own split, showing ``content(for:)``; it keeps the window's
    /// keyboard focus.
    public let split: SplitView
    /// The users, with edits.
    public internal(set) var store: UserStore
    var list: ListView
    /// The container's screen and transition; nil until a user is chosen.
    var container: ScreenContainer<ContainerScreen>?
    /// The edit screen's state while it is up.
    var edit: EditSession?
    /// The Credentials screen's password form.
    var passwordForm = PasswordForm()
    /// The password change being checked on another thread, if one is.
    var passwordCheck: PasswordCheck?
    /// True in a window: a password change is checked on another thread while frames go on. False (the default) for
    /// headless runs and tours, which wait for the answer so that every frame is the same from run to run.
    public var checksPasswordsInBackground = false
    /// Which column Up/Down move in when the keyboard focus is on neither (the last one pressed).
    var focus: Focus = .users
    /// Where the fields copy to and paste from: in memory (headless runs and tours never touch the desktop's), the
    /// desktop's in a window (SplitviewApp sets SplitKitSDL's `SDLClipboard`).
    public var clipboard: any Clipboard = MemoryClipboard()
    /// A press that may become a tap on a target.
    var press = TapTracker<Target>()
    /// The Credentials screen's button, SplitKit's: its press and pressed look; labelled in the split's language
    /// (``labelButtons()``).
    var changePasswordButton = Button(.text(UsersWord.changePassword.english), style: .prominent)
    /// The edit screen's buttons in its toolbar, SplitKit's, as a dialog's header bar has them: Cancel, and Save the
    /// prominent one.
    var cancelButton = Button(.text(UsersWord.cancel.english))
    var saveButton = Button(.text(UsersWord.save.english), style: .prominent)
    /// The time of the last event, for animations started by keys.
    var now = 0.0

    enum Focus { case users, menu }

    /// Something a tap can hit.
    enum Target: Hashable, Sendable {
        case user(Int), section(UserSection), field(UserField), changePassword
    }

    /// Creates the scene for a window with a saved primary width and the users (edits applied); throws for an
    /// invalid configuration.
    public init(configuration: SplitConfiguration, window: Size, appearance: Appearance, savedPrimaryWidth: Double?,
                store: UserStore) throws {
        split = SplitView(try SplitViewState(
            configuration: configuration, size: window, appearance: appearance, userPrimaryWidth: savedPrimaryWidth,
            primaryPage: NavigationPage(id: "users", title: DemoWords(appearance.strings).users), policy: UsersCollapsePolicy(words: DemoWords(appearance.strings))))
        self.store = store
        list = ListView(count: store.users.count, rowHeight: Self.rowHeight(appearance), tapSlop: appearance.metrics.tapSlop)
        press.tapSlop = appearance.metrics.tapSlop
        split.content = { [unowned self] column in self.content(for: column) }
        labelButtons()
        placeList()
    }

    /// Gives the buttons their words in the split's language: what they show, what they are measured by and what
    /// assistive technologies name them.
    func labelButtons() {
        let words = self.words
        changePasswordButton.label = .text(words(UsersWord.changePassword))
        cancelButton.label = .text(words(UsersWord.cancel))
        saveButton.label = .text(words(UsersWord.save))
    }

    /// Lays the users list out where the split puts the primary's content; it takes taps where that is on screen.
    func placeList() {
        list.place(in: split.primaryContentLayout, interactive: split.primaryContentFrame)
    }

    var theme: Theme { Theme(split.appearance) }

    /// The user whose split is shown (or whose menu or section is on the stack).
    var selectedUser: Int? { split.detail.flatMap { UserPage($0)?.user } }

    /// The section shown: the secondary's, or the section page on top of the stack.
    var selectedSection: UserSection? { split.detail.flatMap { UserPage($0)?.section } }

    /// The section menu ignores input while the edit screen is up.
    var menuEnabled: Bool { edit == nil }

    /// Opens or closes the edit screen; while it is up the page's back button is hidden (it is modal) and its field
    /// has the keyboard focus, which goes back to the field's row when it closes (from the field, Cancel or Save).
    /// Show the screen it opens or goes back to first: the split settles the focus after each change, in the tree the
    /// scene shows then.
    func setEdit(_ session: EditSession?) {
        let before = edit
        edit = session
        cancelButton.cancelPress()
        saveButton.cancelPress()
        if session != nil {
            split.send(.focus(Self.editFieldID))
        } else if let before, [Self.editFieldID, Self.cancelID, Self.saveID].contains(split.focusedNodeID) {
            split.send(.focus(Self.fieldID(before.field)))
        }
        if split.backButtonHidden != (session != nil) { split.send(.setBackButtonHidden(session != nil)) }
    }

    @discardableResult
    public func advance(to time: Double) -> [SceneEffect] {
        now = max(now, time)
        split.advance(to: time)
        container?.advance(to: time)
        placeList()
        guard let check = passwordCheck, let result = check.result else { return [] }
        passwordCheck = nil
        return finishPasswordChange(check, result)
    }

    public func setAppearance(_ appearance: Appearance) {
        split.send(.setAppearance(appearance))
        labelButtons()
        list.tapSlop = appearance.metrics.tapSlop
        list.rowHeight = Self.rowHeight(appearance)
        placeList()
    }

    /// True while something moves, or while a password change is being checked (its answer is picked up by a frame).
    public var isAnimating: Bool { split.isAnimating || (container?.isAnimating ?? false) || passwordCheck != nil }
    /// True while the edit screen or a password field takes typing.
    public var acceptsText: Bool { edit != nil || passwordFocus != nil }

    /// The password field with the keyboard focus (0 current, 1 new), read from the split, which keeps the
    /// window's focus and gives it to a field when it is pressed: Tab goes from one to the other through the focus
    /// chain, Escape takes it off.
    var passwordFocus: Int? { Self.passwordIDs.firstIndex(of: split.focusedNodeID ?? "") }
}

/// The edit screen: which field of which user, the text being edited, and the refusal to show.
struct EditSession: Hashable {
    var field: UserField
    var user: Int
    var text: TextField
    /// Why the last save was refused, shown in the split's language (``DemoWords/message(_:)``).
    var problem: UserEditError?

    /// The refusal in English, as the state log's `editMessage` gives it.
    var message: String? { problem?.description }
}

/// The password change form on the Credentials screen: SplitKit's secure fields (which say what to type while empty:
/// ``UsersScene/shownPasswordField(_:)``) and what the last attempt came to.
struct PasswordForm: Hashable {
    var current = TextField(isSecure: true)
    var new = TextField(isSecure: true)
    /// The outcome of the last attempt: being checked, an error, or a confirmation.
    var outcome: PasswordOutcome?

    /// The outcome in English, as the state log's `passwordMessage` gives it.
    var message: String? {
        switch outcome {
        case nil: nil
        case .checking: UsersWord.checking.english
        case .changed: UsersWord.passwordChanged.english
        case .refused(let error): error.description
        }
    }
}
