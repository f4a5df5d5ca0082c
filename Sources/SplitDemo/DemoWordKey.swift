// The demo's words kept as cases of an enum — the `?` list's, the F1 inspector's, the sample mail's, the users scene's,
// the lab's — so that every key the code reads can be listed, and a test can check each catalog has it.
import SplitKit

/// A group of the demo's words: each case's raw value is its key in Demo.strings (`help.group.everywhere`) and
/// ``english`` its English, which the English catalog repeats word for word.
protocol DemoWordKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The English for this key, placeholders (`%@`, `%1$@`) included.
    var english: String { get }
}

extension DemoWords {
    /// The word for `key` in this table's language (else its English), its placeholders filled by `arguments`.
    func callAsFunction<Key: DemoWordKey>(_ key: Key, _ arguments: String...) -> String { text(key, arguments) }

    /// The word for `key` with `arguments` as an array (for a caller that passes its own on).
    func text<Key: DemoWordKey>(_ key: Key, _ arguments: [String]) -> String {
        SplitStrings.fill(strings.text(key.rawValue, default: key.english), with: arguments)
    }

    /// Every key of the demo's word enums with its English, for the catalog tests.
    static var keyedWords: [(key: String, english: String)] {
        func all<Key: DemoWordKey>(_: Key.Type) -> [(key: String, english: String)] { Key.allCases.map { ($0.rawValue, $0.english) } }
        return all(HelpWord.self) + all(HelpEffect.self) + all(InspectorWord.self) + all(MailWord.self)
            + all(UsersWord.self) + all(ColumnsWord.self)
    }
}
