// What an option's value can be: read from the word the user typed, and written back in the help.

/// A type a command-line option's value is read into (`--size 1200x800`, `--scene mail`).
public protocol CommandLineValue {
    /// Reads the word the user typed; nil when it is not a value of this type.
    init?(argument: String)
    /// Every value the option takes, for the help and for a message about a bad one; empty when they are no list.
    static var allValueStrings: [String] { get }
    /// The value as the help writes a default.
    var defaultValueDescription: String { get }
    /// Whether the word after the option is its value even when it starts with a dash: true for numbers and what is
    /// written with them (`--fraction -0.5` is then said to be out of range, rather than its value missing).
    static var takesDashedValue: Bool { get }
}

extension CommandLineValue {
    public static var allValueStrings: [String] { [] }
    public static var takesDashedValue: Bool { false }
}

extension CommandLineValue where Self: CaseIterable & RawRepresentable<String> {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}

extension Double: CommandLineValue {
    /// Any number Swift reads (`nan` and `inf` too: the options' checks then say what range to use).
    public init?(argument: String) { self.init(argument) }
    public static var takesDashedValue: Bool { true }
    public var defaultValueDescription: String { "\(self)" }
}

extension String: CommandLineValue {
    public init?(argument: String) { self = argument }
    public var defaultValueDescription: String { self }
}
