// The command line's own parser: how words become options, what it refuses and says, and how its help is laid out.
import Foundation
import Testing
@testable import SplitDemo

@Suite("Command-line parser")
struct CommandLineParserTests {
    private static func parse(_ arguments: [String]) throws(CommandLineError) -> SplitviewOptions {
        try SplitviewOptions.commandLine.parse(arguments, into: SplitviewOptions())
    }

    private static func refusal(_ arguments: [String]) -> CommandLineError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValueFollowsItsOptionOrItsEqualsSign() throws {
        #expect(try Self.parse(["--scene", "users"]).scene == .users)
        #expect(try Self.parse(["--scene=columns"]).scene == .columns)
        #expect(try Self.parse(["--settings=a=b.json"]).settings == "a=b.json")  // only the first `=` splits
        #expect(try Self.parse(["--reduce-motion", "--stats"]).reduceMotion)
    }

    @Test func aLaterOptionOverridesAnEarlierOne() throws {
        #expect(try Self.parse(["--scale", "2", "--scale", "1.5"]).scale == 1.5)
        #expect(try Self.parse(["--scene", "users", "--scene", "mail"]).scene == .mail)
    }

    @Test func aNumberMayStartWithADashButAPathMayNotBeTheNextOption() throws {
        // Read, then said out of range by the checks: not "missing".
        #expect(try Self.parse(["--fraction", "-0.5"]).fraction == -0.5)
        #expect(Self.refusal(["--theme", "--stats"]) == .missingValue(label: "--theme <theme>", help: Self.help(of: "theme")))
        #expect(Self.refusal(["--settings"]) == .missingValue(label: "--settings <settings>", help: Self.help(of: "settings")))
    }

    @Test func helpIsAskedForAnywhereBeforeTheEndOfOptions() {
        #expect(Self.refusal(["--scene", "users", "--help"]) == .helpRequested)
        #expect(Self.refusal(["-h", "--bogus"]) == .helpRequested)
        #expect(Self.refusal(["--", "--help"]) == .unexpectedArgument("--help"))
        #expect(SplitviewOptions.exitCode(for: CommandLineError.helpRequested) == 0)
    }

    @Test func refusalsNameTheWordAndWhatWasExpected() {
        #expect(Self.refusal(["--siz", "900x600"]) == .unknownOption("--siz", suggestion: "--size"))
        #expect(Self.refusal(["--min-primry", "300"]) == .unknownOption("--min-primry", suggestion: "--min-primary"))
        #expect(Self.refusal(["--bogus"]) == .unknownOption("--bogus", suggestion: nil))  // nothing close: no guess
        #expect(Self.refusal(["--hlep"]) == .unknownOption("--hlep", suggestion: "--help"))
        let long = "--" + String(repeating: "s", count: 100_000)  // as long as one argument can be: no guess, and at once
        #expect(Self.refusal([long]) == .unknownOption(long, suggestion: nil))
        #expect(Self.refusal(["-s"]) == .unknownOption("-s", suggestion: nil))
        #expect(Self.refusal(["steps.json"]) == .unexpectedArgument("steps.json"))
        #expect(Self.refusal(["--stats=yes"]) == .valueForFlag("--stats", value: "yes"))
        #expect(Self.refusal(["--renderer", "vulkan"])
            == .invalidValue("vulkan", label: "--renderer <renderer>", choices: ["auto", "software", "gpu"], help: Self.help(of: "renderer")))
        let message = SplitviewOptions.fullMessage(for: CommandLineError.invalidValue(
            "vulkan", label: "--renderer <renderer>", choices: ["auto", "software", "gpu"], help: "How the window draws."))
        #expect(message == """
            Error: The value 'vulkan' is invalid for '--renderer <renderer>'. Please provide one of 'auto', 'software' or 'gpu'.
            Help:  --renderer <renderer>  How the window draws.
            Usage: splitview <options>
              See 'splitview --help' for more information.
            """)
    }

    @Test func theHelpListsEveryOptionOnceWithinEightyColumns() {
        let help = SplitviewOptions.commandLine.help()
        let names = SplitviewOptions.commandLine.options.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(help.contains("  --\(name)"), "\(name) is not in the help") }
        for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        #expect(help.hasPrefix("USAGE: splitview <options>\n\nOPTIONS:\n"))
        #expect(help.contains("  --direction <direction> Layout direction"))  // a label short of column 26 shares the line
        #expect(help.contains("  --min-primary <min-primary>\n                          Minimum primary width"))
        let unwrapped = help.replacingOccurrences(of: "\n" + String(repeating: " ", count: 26), with: " ")
        #expect(unwrapped.contains("Scene to show: mail, users, columns. (values: mail, users, columns; default: mail)"))
        #expect(help.contains("  -h, --help              Show help information.\n"))
    }

    @Test func wrappingKeepsWordsWholeAndLetsTheLastOneReachTheEdge() {
        let entry = { (text: String) in CommandLineParser<SplitviewOptions>.entry("--x", text, width: 40) }
        // A word fits with the space after it: the third "abcd" would reach column 41 with its space.
        #expect(entry("abcd abcd abcd end") == "  --x                     abcd abcd\n" + String(repeating: " ", count: 26) + "abcd end\n")
        // The last word needs no space after it, and ends at column 40.
        #expect(entry("abcd abcd abcd") == "  --x                     abcd abcd abcd\n")
        let long = entry(String(repeating: "abcd ", count: 20) + "end")
        #expect(long.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(long.split(whereSeparator: { $0 == " " || $0 == "\n" }).count == 22)  // the label and all 21 words
    }

    @Test func editDistanceCountsLettersAddedRemovedOrChanged() {
        let distance = { (a: String, b: String) in CommandLineParser<SplitviewOptions>.editDistance(Array(a), Array(b)) }
        #expect(distance("--siz", "--size") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
    }

    private static func help(of name: String) -> String {
        SplitviewOptions.commandLine.options.first { $0.name == name }!.help
    }
}
