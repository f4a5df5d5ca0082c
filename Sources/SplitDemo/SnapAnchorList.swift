// A list of snap anchors as a user writes it (`250,0.5,600`): `--snap-anchors` and the lab's field read it alike.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitScripting

/// What is wrong with a written list of snap anchors, naming the item (counted from 1) and what to write instead.
enum SnapAnchorListError: Error, Hashable, CustomStringConvertible {
    case empty
    case emptyItem(Int)
    case notANumber(Int, String)
    case negative(Int, String)
    case fractionOverOne(Int, String)
    case tooManyPoints(Int, String)

    var description: String { problem + ": " + remedy }

    /// What is wrong, naming the item: `item 2 is empty`; a long item is quoted by its first 24 characters. English, as
    /// `--snap-anchors` and the state log say it; the lab shows it in the split's language (``DemoWords/problem(_:quoting:)``).
    var problem: String { DemoWords(.english).problem(self, quoting: { UserText.excerpt($0, characters: 24) }) }

    /// What to write instead.
    var remedy: String {
        let largest = JSONValue.format(SplitConfiguration.largestWindowSide)
        switch self {
        case .empty: return "give widths separated by commas, such as 250,0.5,600"
        case .emptyItem: return "remove the extra comma"
        case .notANumber: return "write points as whole numbers (250) and fractions of the width with a decimal point (0.5)"
        case .negative: return "an anchor is a width, 0 or more"
        case .fractionOverOne: return "a fraction of the width goes from 0 to 1 (0.5 is half); write points as whole numbers (250)"
        case .tooManyPoints: return "use 0 to \(largest) points"
        }
    }
}

/// Snap anchors written as a list: items separated by commas (spaces around them allowed); a whole number is points
/// (`250`), a number with a decimal point a fraction of the split's width (`0.5`, `.5`, `1.0`).
enum SnapAnchorList {
    /// The anchors `text` lists, or what is wrong with it.
    static func parse(_ text: String) -> Result<[SeparatorAnchor], SnapAnchorListError> {
        guard !text.allSatisfy(\.isWhitespace) else { return .failure(.empty) }
        var anchors: [SeparatorAnchor] = []
        for (index, raw) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let item = index + 1, written = raw.trimmingBlanks()
            guard !written.isEmpty else { return .failure(.emptyItem(item)) }
            let negative = written.hasPrefix("-")
            let digits = negative ? String(written.dropFirst()) : written
            guard let anchor = anchor(digits) else { return .failure(.notANumber(item, written)) }
            if negative { return .failure(.negative(item, written)) }
            switch anchor {
            case .fraction(let f) where f > 1: return .failure(.fractionOverOne(item, written))
            case .points(let p) where p > SplitConfiguration.largestWindowSide: return .failure(.tooManyPoints(item, written))
            default: anchors.append(anchor)
            }
        }
        return .success(anchors)
    }

    /// `250` as points, `0.5` (or `.5`, `1.`) as a fraction; nil for anything else (signs, exponents, `nan`).
    private static func anchor(_ digits: String) -> SeparatorAnchor? {
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts.contains(where: { !$0.isEmpty }), let value = Double(parts.count == 1 ? digits : "0" + digits + "0")
        else { return nil }
        return parts.count == 1 ? .points(value) : .fraction(value)
    }

    /// The anchors written back as a list (`250,0.5,600`).
    static func text(_ anchors: [SeparatorAnchor]) -> String {
        anchors.map { anchor in
            switch anchor {
            case .points(let p): return JSONValue.format(p)
            case .fraction(let f): return f == f.rounded() ? JSONValue.format(f) + ".0" : JSONValue.format(f)
            }
        }.joined(separator: ",")
    }
}

/// `--snap-anchors LIST`: the text as given, read by ``SnapAnchorList``; a list that cannot be read is refused by
/// `SplitviewOptions.validate()` with the item and what to write.
public struct SnapAnchorsOption: CommandLineValue, Sendable {
    /// The list as written.
    public let text: String
    let parsed: Result<[SeparatorAnchor], SnapAnchorListError>

    /// Keeps any text: what is wrong with it is said by `validate()`, naming the item.
    public init?(argument: String) {
        text = argument
        parsed = SnapAnchorList.parse(argument)
    }

    public var defaultValueDescription: String { text }
    /// Written with numbers: `--snap-anchors -5` is said to be out of range.
    public static var takesDashedValue: Bool { true }

    /// The anchors, or none when the list cannot be read.
    public var anchors: [SeparatorAnchor] { (try? parsed.get()) ?? [] }
}
