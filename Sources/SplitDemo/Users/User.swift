// A user of the users scene: personal info, a street address with coordinates, and credentials.

/// A calendar date without a time.
public struct BirthDate: Hashable, Sendable, Codable, CustomStringConvertible {
    public var year: Int, month: Int, day: Int

    /// Creates a date.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`, checking the month's length (and leap years); nil otherwise.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m)
        else { return nil }
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        guard (1...days).contains(d), (1900...2100).contains(y) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

/// A user, as the users scene shows and edits them. The password is kept only as its hash.
public struct User: Hashable, Sendable, Identifiable {
    /// Login name; also the key under which edits are saved.
    public var id: String
    public var name: String
    public var email: String
    public var birthDate: BirthDate
    public var jobTitle: String
    public var street: String
    public var city: String
    public var latitude: Double
    public var longitude: Double
    /// The password's salted hash (``PasswordHash``); the password itself is never kept.
    public var passwordHash: PasswordHash

    /// The initials shown in the avatar: first letters of the first and last words.
    public var initials: String {
        let words = name.split(separator: " ")
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }
}

extension User: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, email, birthDate, jobTitle, street, city, latitude, longitude, passwordHash
        /// What files written before passwords were hashed hold: the password's text.
        case password
    }

    /// Reads a user record; one with the password's text (written by an earlier splitview) gets its hash instead,
    /// made on another thread (``PasswordHash/init(deriving:salt:)``), and the text is gone from the file at the next
    /// save (``Settings/usersWithPlainTextPasswords`` lists them). Only the sample users' records may hold a text:
    /// any other is refused, so a file planted with such records costs no scrypt work.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        email = try c.decode(String.self, forKey: .email)
        birthDate = try c.decode(BirthDate.self, forKey: .birthDate)
        jobTitle = try c.decode(String.self, forKey: .jobTitle)
        street = try c.decode(String.self, forKey: .street)
        city = try c.decode(String.self, forKey: .city)
        latitude = try c.decode(Double.self, forKey: .latitude)
        longitude = try c.decode(Double.self, forKey: .longitude)
        if let hash = try c.decodeIfPresent(PasswordHash.self, forKey: .passwordHash) {
            passwordHash = hash
        } else {
            let text = try c.decode(String.self, forKey: .password)
            let id = self.id
            guard User.samples.contains(where: { $0.id == id }) else {
                throw DecodingError.dataCorruptedError(forKey: .password, in: c, debugDescription:
                    "a password's text is read only for the sample users, and '\(id)' is not one")
            }
            passwordHash = PasswordHash(deriving: text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(email, forKey: .email)
        try c.encode(birthDate, forKey: .birthDate)
        try c.encode(jobTitle, forKey: .jobTitle)
        try c.encode(street, forKey: .street)
        try c.encode(city, forKey: .city)
        try c.encode(latitude, forKey: .latitude)
        try c.encode(longitude, forKey: .longitude)
        try c.encode(passwordHash, forKey: .passwordHash)
    }
}

/// The editable fields of Personal info.
public enum UserField: String, CaseIterable, Hashable, Sendable, Codable {
    case name, email, birthDate, jobTitle

    /// The field's label.
    public var label: String {
        switch self {
        case .name: return "Name"
        case .email: return "Email"
        case .birthDate: return "Birth date"
        case .jobTitle: return "Job title"
        }
    }

    /// The field's value for `user`, as text.
    public func value(of user: User) -> String {
        switch self {
        case .name: return user.name
        case .email: return user.email
        case .birthDate: return user.birthDate.description
        case .jobTitle: return user.jobTitle
        }
    }
}
