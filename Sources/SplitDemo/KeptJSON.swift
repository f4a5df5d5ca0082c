// Any JSON value, decoded and encoded as it was: how the settings keep the parts this version does not know.
import FoundationEssentials
import Glibc
import SplitKitScripting

/// A JSON value carried through ``Settings`` unchanged (unknown keys, records that could not be read).
struct KeptJSON: Codable, Sendable {
    var value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(KeptJSON.self).value) }
            value = .array(items)
        } else if let object = try? decoder.container(keyedBy: SettingsKey.self) {
            value = .object(try object.allKeys.map { ($0.stringValue, try object.decode(KeptJSON.self, forKey: $0).value) }
                .sorted { $0.0 < $1.0 })
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let bool = try? single.decode(Bool.self) {
                value = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                value = .number(number)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(KeptJSON(item)) }
        case .object(let members):
            var object = encoder.container(keyedBy: SettingsKey.self)
            for (key, member) in members { try object.encode(KeptJSON(member), forKey: SettingsKey(key)) }
        }
    }

    /// The value decoded as `T` (a user record as a ``User``), nil when it is not one.
    func decoded<T: Decodable>(as type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }
}

/// Any key of a JSON object: the settings file's members are read one by one, known or not.
struct SettingsKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
