// The mail scene's state log fields (SPEC §8.2): the split's, and the list's scroll.
import SplitKit
import SplitKitScripting

extension MailScene {
    public func stateFields() -> [(String, JSONValue)] {
        split.state.stateFields(selection: selectionTitle, scene: name) + [("listScroll", .number(list.scroll))]
    }
}
