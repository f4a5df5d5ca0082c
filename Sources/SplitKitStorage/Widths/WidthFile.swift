// The width file's content as a kept document: its two widths read strictly, widths kept per content leniently, and every
// other member carried along.
import FoundationEssentials
import Glibc

/// What a ``SplitWidthStore``'s file holds: the JSON object's text as read, the two widths in it, and the widths set
/// since, written back over the text's members (the app's own and a newer version's members are kept).
struct WidthFile: KeptDocument {
    /// The file's text as read: a JSON object (`{}` when there was no file).
    private var text = Data("{}".utf8)
    /// The shared widths the file holds, with those set since.
    private(set) var widths = SplitWidthStore.Widths()
    /// The widths kept for each content key (`byContent`), with those set since.
    private var keyedWidths: [String: SplitWidthStore.Widths] = [:]
    /// The shared members set since the file was read, by name (nil: removed).
    private var changes: [String: Double?] = [:]
    /// The members set since the file was read for each content key (nil: removed).
    private var keyedChanges: [String: [String: Double?]] = [:]

    /// The file's members for the two widths, and for the widths kept per content.
    static let primaryMember = "primaryWidth", inspectorMember = "inspectorWidth", byContentMember = "byContent"

    init() {}

    /// Reads the file strictly: a JSON object whose widths, when there, are finite numbers from 0. The widths kept
    /// per content are read leniently: an entry that is not an object of such widths is left out (its content falls
    /// back to the shared widths) and written back as it was.
    init(fileBytes: Data, note: (String) -> Void) throws {
        text = fileBytes
        let members = try Self.members(of: fileBytes)
        widths = try Self.widths(in: fileBytes, members: members)
        if members[Self.byContentMember] != nil, let byContent = try? JSONDecoder().decode(ByContent.self, from: fileBytes) {
            keyedWidths = byContent.widths
        }
    }

    /// The widths for content `key` (nil: the shared ones), each falling back to the shared width when the key has none.
    func widths(for key: String?) -> SplitWidthStore.Widths {
        guard let key, let kept = keyedWidths[key] else { return widths }
        return SplitWidthStore.Widths(primary: kept.primary ?? widths.primary, inspector: kept.inspector ?? widths.inspector)
    }

    /// Sets the shared `member` to `width`.
    mutating func set(_ width: Double, as member: String) {
        changes[member] = width
        widths.set(member, width)
    }

    /// Removes `member` for content `key`, or the shared one when `key` is nil.
    mutating func remove(_ member: String, for key: String?) {
        if let key {
            keyedChanges[key, default: [:]].updateValue(nil, forKey: member)
            keyedWidths[key, default: SplitWidthStore.Widths()].set(member, nil)
        } else {
            changes.updateValue(nil, forKey: member)
            widths.set(member, nil)
        }
    }

    /// Sets `member` to `width` for content `key` only.
    mutating func set(_ width: Double, as member: String, for key: String) {
        keyedChanges[key, default: [:]][member] = width
        keyedWidths[key, default: SplitWidthStore.Widths()].set(member, width)
    }

    /// The text's members with the changes over them, pretty-printed with sorted keys, and a newline.
    func fileBytes() throws -> [UInt8] {
        var members = try Self.members(of: text)
        for (member, width) in changes { members[member] = width.map(JSONValue.number) }  // nil removes it
        if !keyedChanges.isEmpty {
            var byContent = members[Self.byContentMember]?.members ?? [:]
            for (key, keyChanges) in keyedChanges {
                var entry = byContent[key]?.members ?? [:]
                for (member, width) in keyChanges { entry[member] = width.map(JSONValue.number) }
                byContent[key] = entry.isEmpty ? nil : .object(entry)
            }
            members[Self.byContentMember] = .object(byContent)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(members)) + [0x0A]
    }

    /// The widths kept per content, read leniently: entries that are not objects, and widths that are not finite
    /// numbers from 0, are left out.
    private struct ByContent: Decodable {
        var widths: [String: SplitWidthStore.Widths] = [:]

        init(from decoder: any Decoder) throws {
            let file = try decoder.container(keyedBy: AnyKey.self)
            guard let byContent = try? file.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(WidthFile.byContentMember)) else { return }
            for key in byContent.allKeys {
                guard let entry = try? byContent.decode(Numbers.self, forKey: key) else { continue }
                func usable(_ width: Double?) -> Double? { width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
                let kept = SplitWidthStore.Widths(primary: usable(entry.primaryWidth), inspector: usable(entry.inspectorWidth))
                if kept.primary != nil || kept.inspector != nil { widths[key.stringValue] = kept }
            }
        }
    }

    /// Any member name.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The members of a JSON object's text; throws when it is not one.
    private static func members(of data: Data) throws(Unreadable) -> [String: JSONValue] {
        guard let document = try? JSONDecoder().decode(JSONValue.self, from: data) else { throw Unreadable(reason: "not valid JSON") }
        guard let members = document.members else { throw Unreadable(reason: "not a JSON object") }
        return members
    }

    /// The file's widths, read strictly (a string or a boolean is not a width).
    private static func widths(in data: Data, members: [String: JSONValue]) throws(Unreadable) -> SplitWidthStore.Widths {
        let numbers = try? JSONDecoder().decode(Numbers.self, from: data)
        /// `number` as `member`'s width: nil when the member is missing or null.
        func width(_ member: String, _ number: Double?) throws(Unreadable) -> Double? {
            guard let number else {
                if members[member] == nil || members[member] == .null { return nil }
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

extension SplitWidthStore.Widths {
    /// Sets the width the file's `member` names (nil: none); another member changes nothing.
    mutating func set(_ member: String, _ width: Double?) {
        if member == WidthFile.primaryMember { primary = width } else if member == WidthFile.inspectorMember { inspector = width }
    }
}
