// The users and their edits: validation, password changes, and what goes into the settings file.
import FoundationEssentials
import Glibc
import SplitKit

/// Why an edit was refused; the description is the inline message the edit screen shows.
public enum UserEditError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyName
    /// A name of characters that draw nothing (``UserText/hasVisibleCharacter(_:)``): these.
    case invisibleName([Unicode.Scalar])
    case invalidEmail(String)
    case invalidBirthDate(String)
    case wrongCurrentPassword
    case passwordTooShort(minimum: Int)
    case passwordUnchanged
    /// The system has no scrypt to hash the new password with (``Scrypt/Unavailable``: OpenSSL's libcrypto missing).
    case passwordHashingUnavailable

    /// The message in English (``DemoWords/message(_:)`` gives it in the split's language); what was typed is quoted by
    /// its beginning, isolated so that its direction stays inside the quotes.
    public var description: String { DemoWords(.english).message(self) }

    /// What was typed as a message quotes it: its first 32 characters at most, isolated.
    static func quoted(_ text: String) -> String { UserText.quoted(text) }
}

/// The users, starting from the samples with saved edits applied.
public struct UserStore: Hashable, Sendable {
    /// Users in list order.
    public private(set) var users: [User]
    /// Shortest new password accepted.
    public static let minimumPasswordLength = 8
    /// How much each text of a user holds, typed in the edit screen or read from the settings file.
    public static let textLimits = TextLimits.standard

    /// The samples, with `edits` (saved users by id) applied over them.
    public init(edits: [String: User] = [:]) {
        users = User.samples.map { edits[$0.id] ?? $0 }
    }

    /// Users that differ from their sample: what the settings file keeps.
    public var edits: [String: User] {
        var changed: [String: User] = [:]
        for (user, sample) in zip(users, User.samples) where user != sample { changed[user.id] = user }
        return changed
    }

    /// Validates `text` for `field` and stores it in user `index`; nothing changes when it is refused.
    public mutating func set(_ field: UserField, of index: Int, to text: String) throws(UserEditError) {
        var user = users[index]
        let trimmed = text.trimming(Self.isBlank)
        switch field {
        case .name:
            try Self.check(name: trimmed)
            user.name = trimmed
        case .email:
            guard Self.isEmail(trimmed) else { throw .invalidEmail(text) }
            user.email = trimmed
        case .birthDate:
            guard let date = BirthDate(iso: trimmed) else { throw .invalidBirthDate(text) }
            user.birthDate = date
        case .jobTitle:
            user.jobTitle = trimmed
        }
        users[index] = user
    }

    /// Changes user `index`'s password after checking the current one (scrypt's time: off the main thread, see
    /// ``newPasswordHash(replacing:current:new:)`` and ``setPasswordHash(of:to:)``).
    public mutating func changePassword(of index: Int, current: String, new: String) throws(UserEditError) {
        users[index].passwordHash = try Self.newPasswordHash(replacing: users[index].passwordHash, current: current, new: new)
    }

    /// The hash of `new` once `current` is checked against `stored`: the slow part of a password change, which any
    /// thread can run (it takes scrypt's tenth of a second and more).
    public static func newPasswordHash(replacing stored: PasswordHash, current: String, new: String) throws(UserEditError) -> PasswordHash {
        guard Scrypt.system.unavailable == nil else { throw .passwordHashingUnavailable }
        guard stored.matches(current) else { throw .wrongCurrentPassword }
        guard new.count >= minimumPasswordLength else { throw .passwordTooShort(minimum: minimumPasswordLength) }
        guard new != current else { throw .passwordUnchanged }
        return PasswordHash(of: new)  // derived on the caller's thread, not later by whoever first reads it
    }

    /// Gives user `index` the password hash a checked change made (``newPasswordHash(replacing:current:new:)``).
    public mutating func setPasswordHash(of index: Int, to hash: PasswordHash) {
        users[index].passwordHash = hash
    }

    /// Refuses a name that is empty, or whose characters all draw nothing (a direction override, a Hangul filler, a
    /// braille blank, a soft hyphen …): shown in the list, it would be an empty row or pass for the text around it.
    static func check(name: String) throws(UserEditError) {
        guard !name.isEmpty else { throw .emptyName }
        guard UserText.hasVisibleCharacter(name) else { throw .invisibleName(UserText.invisibleScalars(in: name)) }
    }

    /// A user as the settings file has them, held to what an edit must be: each text within ``textLimits`` (what is
    /// cut is told to `warn`), and a name that shows. Throws for a name that is empty or draws nothing: such a record is
    /// not used.
    public static func loaded(_ user: User, warn: (String) -> Void) throws(UserEditError) -> User {
        var user = user
        let texts: [(String, WritableKeyPath<User, String>)] = [("id", \.id), ("name", \.name), ("email", \.email),
                                                                ("jobTitle", \.jobTitle), ("street", \.street), ("city", \.city)]
        for (member, path) in texts where !textLimits.allows(user[keyPath: path]) {
            let text = user[keyPath: path]
            user[keyPath: path] = textLimits.limited(text)
            warn("'\(member)' (\(text.utf8.count) bytes) is longer than splitview keeps (\(textLimits.characters) characters, "
                + "\(textLimits.scalars) Unicode scalars, \(textLimits.utf8Bytes) bytes, \(textLimits.scalarsPerCharacter) scalars in a "
                + "character): it was cut to “\(UserEditError.quoted(user[keyPath: path]))”")
        }
        try check(name: user.name.trimming(isBlank))
        return user
    }

    /// Spaces and characters that show nothing (zero-width spaces, joiners, direction marks): a value made only
    /// of these is empty.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}\u{200E}\u{200F}".unicodeScalars.contains(scalar)
    }

    /// One `@`, something before it, and a dotted domain after it without spaces, and nothing that draws nothing:
    /// no direction marks or overrides, joiners or other format characters.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        guard !text.unicodeScalars.contains(where: { scalar in
            let properties = scalar.properties
            return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
                || [.format, .control, .unassigned, .lineSeparator, .paragraphSeparator].contains(properties.generalCategory)
        }) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
