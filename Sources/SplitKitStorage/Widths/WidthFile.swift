// The width file's content as a kept document: its two widths read strictly, and every other member carried along.
import Foundation

/// What a ``SplitWidthStore``'s file holds: the JSON object's text as read, the two widths in it, and the widths set
/// since, written back over the text's members (the app's own and a newer version's members are kept).
struct WidthFile: KeptDocument {
    /// The file's text as read: a JSON object (`{}` when there was no file).
    private var text = Data("{}".utf8)
    /// The widths the file holds, with those set since.
    private(set) var widths = SplitWidthStore.Widths()
    /// The members set since the file was read, by name.
    private var changes: [String: Double] = [:]

    /// The file's members for the two widths.
    static let primaryMember = "primaryWidth", inspectorMember = "inspectorWidth"

    init() {}

    /// Reads the file strictly: a JSON object whose widths, when there, are finite numbers from 0.
    init(fileBytes: Data, note: (String) -> Void) throws {
        text = fileBytes
        widths = try Self.widths(in: fileBytes, members: Self.members(of: fileBytes))
    }

    /// Sets `member` to `width`.
    mutating func set(_ width: Double, as member: String) {
        changes[member] = width
        if member == Self.primaryMember { widths.primary = width } else if member == Self.inspectorMember { widths.inspector = width }
    }

    /// The text's members with the changes over them, pretty-printed with sorted keys, and a newline.
    func fileBytes() throws -> [UInt8] {
        var members = try Self.members(of: text)
        for (member, width) in changes { members[member] = width }
        return Array(try JSONSerialization.data(withJSONObject: members, options: [.prettyPrinted, .sortedKeys])) + [0x0A]
    }

    /// The members of a JSON object's text; throws when it is not one.
    private static func members(of data: Data) throws(Unreadable) -> [String: Any] {
        guard let document = try? JSONSerialization.jsonObject(with: data) else { throw Unreadable(reason: "not valid JSON") }
        guard let members = document as? [String: Any] else { throw Unreadable(reason: "not a JSON object") }
        return members
    }

    /// The file's widths, read strictly (a string or a boolean is not a width).
    private static func widths(in data: Data, members: [String: Any]) throws(Unreadable) -> SplitWidthStore.Widths {
        let numbers = try? JSONDecoder().decode(Numbers.self, from: data)
        /// `number` as `member`'s width: nil when the member is missing or null.
        func width(_ member: String, _ number: Double?) throws(Unreadable) -> Double? {
            guard let number else {
                if members[member] == nil || members[member] is NSNull { return nil }
                throw Unreadable(reason: "'\(member)' is not a number")
            }
            guard number.isFinite, number >= 0 else { throw Unreadable(reason: "'\(member)' is \(number), not a width") }
            return number
        }
        return try SplitWidthStore.Widths(primary: width(primaryMember, numbers?.primaryWidth),
                                          inspector: width(inspectorMember, numbers?.inspectorWidth))
    }

    /// The two widths as numbers, each nil when missing or not a number (which ``widths(in:members:)`` then tells apart).
    private struct Numbers: Decodable {
        var primaryWidth: Double?, inspectorWidth: Double?

        init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: CodingKeys.self)
            primaryWidth = try? members.decode(Double.self, forKey: .primaryWidth)
            inspectorWidth = try? members.decode(Double.self, forKey: .inspectorWidth)
        }

        private enum CodingKeys: String, CodingKey { case primaryWidth, inspectorWidth }
    }

    /// Why the file is not a width file; the description is the reason.
    struct Unreadable: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
