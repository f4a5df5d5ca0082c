// The users scene's state log fields: the split's, plus section, screen, transition, editing and the names.
import SplitKit
import SplitKitScripting

extension UsersScene {
    public func stateFields() -> [(String, JSONValue)] {
        let selection = selectedUser.map { store.users[$0].name }
        return split.state.stateFields(selection: selection, scene: name) + [
            ("section", selectedSection.map { .string($0.rawValue) } ?? .null),
            ("screen", container.map { .string($0.current.logName) } ?? .null),
            ("transition", container?.kind.map { .string($0.rawValue) } ?? .null),
            ("transitionProgress", .number(container?.progress ?? 1)),
            ("editing", edit.map { .string($0.field.rawValue) } ?? .null),
            ("editText", edit.map { .string($0.text.text) } ?? .null),
            ("editMessage", edit?.message.map { .string($0) } ?? .null),
            ("menuEnabled", .bool(menuEnabled)),
            ("passwordMessage", passwordForm.message.map { .string($0) } ?? .null),
            ("users", .array(store.users.map { .string($0.name) })),
        ]
    }
}
