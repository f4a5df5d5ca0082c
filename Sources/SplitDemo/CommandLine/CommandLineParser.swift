// Reads a command line of `--name value` options into a value, and writes its help.
//
// Kept here rather than taken from swift-argument-parser (used until 2026-11-29): its reflection over the options'
// property wrappers kept the main thread 11.2 ms (median; 6.6-24.6) before anything else could start, against 2.4 ms
// now (the runtime scanning every protocol conformance record of the static executable for each new cast), and each
// launch of the debug build about 50 ms more for checking the declarations; docs/performance.md has the figures.

/// The options of one command, and how to read them from its arguments.
struct CommandLineParser<Options> {
    /// The command's name, as the help and messages write it.
    let command: String
    /// Its options, in the order the help lists them.
    let options: [CommandLineOption<Options>]

    /// Reads `arguments` (without the program's name) into `options`: each value from the word after its option or
    /// after its `=`, a later option overriding an earlier one. `-h` or `--help` anywhere before `--` asks for the help.
    func parse(_ arguments: [String], into options: Options) throws(CommandLineError) -> Options {
        let ended = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<ended].contains(where: { $0 == "-h" || $0 == "--help" }) { throw .helpRequested }
        var parsed = options
        var index = 0
        while index < ended {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-"), word != "-" else { throw .unexpectedArgument(word) }
            let equals = word.firstIndex(of: "=")
            let name = String(word[..<(equals ?? word.endIndex)])
            guard let option = self.options.first(where: { "--" + $0.name == name }) else {
                throw .unknownOption(name, suggestion: suggestion(for: name))
            }
            let attached = equals.map { String(word[word.index(after: $0)...]) }
            guard option.valueName != nil else {
                if let attached { throw .valueForFlag(name, value: attached) }
                _ = option.apply(&parsed, "")
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < ended, option.takesDashedValue || !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(label: option.label, help: option.help)
            }
            guard option.apply(&parsed, value) else {
                throw .invalidValue(value, label: option.label, choices: option.choices, help: option.help)
            }
        }
        // After `--` only words that are no options could come, and the command takes none.
        if ended + 1 < arguments.count { throw .unexpectedArgument(arguments[ended + 1]) }
        return parsed
    }

    /// The help: how to run the command, then every option with its help wrapped to `width` columns.
    func help(width: Int = 80) -> String {
        var text = "USAGE: \(command) <options>\n\nOPTIONS:\n"
        for option in options {
            text += Self.entry(option.label, option.help + (option.note.map { " (\($0))" } ?? ""), width: width)
        }
        return text + Self.entry("-h, --help", "Show help information.", width: width) + "\n"
    }

    /// How to run the command, and where its help is: the lines under an error.
    var usage: String { "Usage: \(command) <options>\n  See '\(command) --help' for more information." }

    /// The declared name closest to a mistyped one (`--siz`: `--size`, `--hlep`: `--help`), when it is at most two
    /// edits away, or a third of its length for a long one; none for a word longer than any name could be mistyped as.
    func suggestion(for name: String) -> String? {
        let typed = Array(name), limit = max(2, typed.count / 3)
        guard typed.count <= 64 else { return nil }
        let names = options.map { "--" + $0.name } + ["--help"]
        // Lengths further apart than the limit are further apart than it in edits too: not compared.
        let scored = names.filter { abs($0.count - typed.count) <= limit }.map { ($0, Self.editDistance(typed, Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// A word the parser would read as an option (`--theme`, `-h`), not as the value before it.
    static func looksLikeOption(_ word: String) -> Bool { word.count > 1 && word.hasPrefix("-") }

    /// One option in the help: its label indented by 2, its help from column 26 (on the next line when the label
    /// reaches it), wrapped at word boundaries.
    static func entry(_ label: String, _ text: String, width: Int) -> String {
        let column = 26
        var lines: [String] = []
        var line = "  " + label
        if line.count >= column {
            lines.append(line)
            line = ""
        }
        line += String(repeating: " ", count: column - line.count)
        var lineHasWord = false
        let words = text.split(separator: " ")
        for (index, word) in words.enumerated() {
            // A word fits with the space after it; the last one needs no space.
            if lineHasWord, line.count + 1 + word.count + (index == words.count - 1 ? 0 : 1) > width {
                lines.append(line)
                line = String(repeating: " ", count: column)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Levenshtein's distance: the fewest letters inserted, deleted or replaced to make one word the other.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
