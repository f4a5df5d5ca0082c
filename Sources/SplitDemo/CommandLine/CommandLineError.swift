// Why a command line was refused, or the help asked for: in words that name the option, the value and what to do.

/// A command line that cannot be run, or a request for the help.
public enum CommandLineError: Error, Equatable, Sendable {
    /// `-h` or `--help`: the help goes to standard output, and the program ends with status 0.
    case helpRequested
    /// An option nobody declared, and the declared one closest to it when one is close.
    case unknownOption(String, suggestion: String?)
    /// A word that is no option, where only options are taken.
    case unexpectedArgument(String)
    /// An option given without its value: its label and help.
    case missingValue(label: String, help: String)
    /// A value the option cannot read: its label, the values it takes (when they are a list) and its help.
    case invalidValue(String, label: String, choices: [String], help: String)
    /// A flag given a value with `=`.
    case valueForFlag(String, value: String)
    /// Values that read but are out of range or do not go together: the whole message.
    case invalid(String)

    /// What was wrong, naming the option and the value.
    public var message: String {
        switch self {
        case .helpRequested:
            return "Help was asked for."
        case .unknownOption(let name, let suggestion):
            return "Unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .unexpectedArgument(let word):
            return "Unexpected argument '\(word)': each value follows the option it is for (--script steps.json, say)."
        case .missingValue(let label, _):
            return "Missing value for '\(label)'."
        case .invalidValue(let value, let label, let choices, _):
            guard let last = choices.last else { return "The value '\(value)' is invalid for '\(label)'." }
            let quoted = choices.dropLast().map { "'\($0)'" }.joined(separator: ", ")
            return "The value '\(value)' is invalid for '\(label)'. Please provide one of \(quoted) or '\(last)'."
        case .valueForFlag(let name, let value):
            return "The option '\(name)' does not take any value, but '\(value)' was specified."
        case .invalid(let message):
            return message
        }
    }

    /// The option's label and help, printed under the message when the error is about one option's value.
    var optionHelp: String? {
        switch self {
        case .missingValue(let label, let help), .invalidValue(_, let label, _, let help): return "\(label)  \(help)"
        default: return nil
        }
    }
}
