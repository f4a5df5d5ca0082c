// How a language writes a number, as a named function: the core calls it, a loader outside the core makes it from the
// locale (SplitKitStorage's table of ICU's number facts), and two forms with the same name compare equal.

/// How numbers are written in a language: "1,320" in English, "١٬٣٢٠" in Egyptian Arabic, "1 320" in French.
public struct NumberForm: Hashable, Sendable {
    /// Names the form (a locale identifier, say), so two appearances writing numbers alike compare equal.
    public let id: String
    private let write: @Sendable (Double) -> String

    /// A form named `id` that writes a number with `format`.
    public init(id: String, format: @escaping @Sendable (_ number: Double) -> String) {
        self.id = id
        self.write = format
    }

    /// `number` written in this form.
    public func format(_ number: Double) -> String { write(number) }

    /// Western digits with no grouping ("320", "12.5"): the library's default.
    public static let western = NumberForm(id: "western") { number in
        number.isFinite && number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    public static func == (a: NumberForm, b: NumberForm) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
