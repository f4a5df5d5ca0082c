// The demo's own words (scene titles, list rows, the inspector's fields), read from the split's one strings table: the
// demo's catalog (Resources/LANG.lproj/Demo.strings) is merged into it at launch, and English is the fallback.
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitScripting
import SplitKitStorage

/// The demo's words in the language of `strings` (the split's table, `Appearance.strings`).
struct DemoWords: Hashable, Sendable {
    let strings: SplitStrings

    init(_ strings: SplitStrings) { self.strings = strings }

    /// The demo's catalog, merged into the library's words by `SplitStrings.forDesktop(catalogs:)`.
    static var catalog: StringsCatalog { StringsCatalog(table: "Demo", texts: ShippedStrings.tables["Demo"] ?? [:]) }

    private func word(_ key: String, _ english: String, _ arguments: String...) -> String {
        SplitStrings.fill(strings.text(key, default: english), with: arguments)
    }

    /// A count in the language's digits.
    func number(_ value: Int) -> String { strings.numbers.format(Double(value)) }

    /// A plain number as the state log writes it ("0.35", "1200", "59.3342") in the language's digits and decimal mark,
    /// ungrouped ("٠٫٣٥", "0,35", "١٢٠٠"): how the lab's widths and the map's coordinates are shown. Western digits
    /// (English without a locale) leave it as it is.
    func digits(_ plain: String) -> String {
        guard strings.numbers != .western else { return plain }
        let digits = (0...9).map(number), mark = strings.numbers.format(1.5).first(where: \.isPunctuation).map(String.init) ?? "."
        return plain.map { c in c.wholeNumberValue.map { digits[$0] } ?? (c == "." ? mark : String(c)) }.joined()
    }

    /// A width or fraction as the lab shows it: ``digits(_:)`` of `JSONValue.format` ("0.35", "1200").
    func measure(_ value: Double) -> String { digits(JSONValue.format(value)) }

    // The mail scene.
    var items: String { word("mail.items", "Items") }
    func item(_ number: Int) -> String { word("mail.item", "Item %@", self.number(number)) }
    var details: String { word("mail.details", "Details") }
    func details(of title: String) -> String { word("mail.detailsOf", "Details of %@", title) }
    var contact: String { word("mail.contact", "Contact") }
    /// The detail toolbar's button that flags a thread, or unflags it.
    func flag(_ flagged: Bool) -> String { flagged ? word("mail.unflag", "Unflag") : word("mail.flag", "Flag") }
    /// The detail toolbar's button that lets the detail fill the window, or brings the columns back.
    func fillWindow(_ filling: Bool) -> String { filling ? word("mail.restoreLayout", "Restore layout") : word("mail.fillWindow", "Fill window") }
    func fromLine(_ name: String) -> String { word("mail.fromLine", "From: %@", name) }
    func fromButton(_ name: String) -> String { word("mail.fromButton", "From %@", name) }
    var subject: String { word("mail.field.subject", "Subject") }
    var from: String { word("mail.field.from", "From") }
    var address: String { word("mail.field.address", "Address") }
    var participants: String { word("mail.field.participants", "Participants") }
    var messages: String { word("mail.field.messages", "Messages") }
    var lastMessage: String { word("mail.field.lastMessage", "Last message") }
    var size: String { word("mail.field.size", "Size") }
    func bytes(_ count: Int) -> String { word("mail.bytes", "%@ bytes", number(count)) }

    // The users scene.
    var users: String { word("users.users", "Users") }
    func section(_ section: UserSection) -> String {
        switch section {
        case .personal: return word("users.section.personal", section.title)
        case .location: return word("users.section.location", section.title)
        case .credentials: return word("users.section.credentials", section.title)
        }
    }

    /// A Personal info field's label.
    func field(_ field: UserField) -> String { word("users.field." + field.rawValue, field.label) }
    var chooseAField: String { word("users.chooseAField", "Choose a field to change it.") }

    // The column-width lab.
    var sidebar: String { word("columns.sidebar", "Sidebar") }
    var detail: String { word("columns.detail", "Detail") }
}
