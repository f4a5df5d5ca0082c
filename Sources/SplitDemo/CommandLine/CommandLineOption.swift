// One option of a command line: its name, its value, its help, and what it sets in the options parsed.

/// One `--name [value]` option of a command line parsed into `Options`.
struct CommandLineOption<Options> {
    /// The long name without its dashes (`size`).
    let name: String
    /// What the help calls its value (`size` for `<size>`); nil for a flag, which takes none.
    let valueName: String?
    /// One paragraph of help.
    let help: String
    /// What the help adds after it in brackets: the values it takes and its default.
    let note: String?
    /// Whether the next word is its value even when it starts with a dash (``CommandLineValue/takesDashedValue``).
    let takesDashedValue: Bool
    /// The values it takes, named in a message about a bad one (empty when they are no list).
    let choices: [String]
    /// Reads a value from the word given and sets it; false when the word is not one.
    let apply: (inout Options, String) -> Bool

    /// How the help and messages write it: `--size <size>`, or `--stats`.
    var label: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }

    /// An option with a value: `default` is written in the help when there is one.
    static func value<Value: CommandLineValue>(
        _ name: String, valueName: String? = nil, help: String, default value: Value? = nil,
        set: @escaping (inout Options, Value) -> Void
    ) -> Self {
        let choices = Value.allValueStrings
        let notes = [choices.isEmpty ? nil : "values: " + choices.joined(separator: ", "),
                     value.map { "default: " + $0.defaultValueDescription }].compactMap { $0 }
        return Self(
            name: name, valueName: valueName ?? name, help: help, note: notes.isEmpty ? nil : notes.joined(separator: "; "),
            takesDashedValue: Value.takesDashedValue, choices: choices,
            apply: { options, word in
                guard let read = Value(argument: word) else { return false }
                set(&options, read)
                return true
            })
    }

    /// A flag: given, it sets `true`.
    static func flag(_ name: String, help: String, set: @escaping (inout Options) -> Void) -> Self {
        Self(name: name, valueName: nil, help: help, note: nil, takesDashedValue: false, choices: [],
             apply: { options, _ in set(&options); return true })
    }
}
