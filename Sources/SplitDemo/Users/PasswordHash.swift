// A password kept only as a salted scrypt hash: what the settings file holds instead of the password's text.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKitStorage
import Synchronization

/// A salted scrypt hash of a password (OpenSSL's, through ``Scrypt``), so the settings
/// file never holds a password: anyone who reads it learns only the hash, and checking a guess costs scrypt's time
/// and memory. Written as `scrypt$LOG2N$R$P$SALT$HASH` (salt and hash in base64), so the cost can change without
/// breaking files already written.
///
/// scrypt takes a tenth of a second and more on purpose, which no frame can afford: ``init(deriving:salt:)`` starts
/// the work on another thread and returns at once, and only what needs the hash itself (``matches(_:)``, its text,
/// comparing two) waits for it — a save on the saver's thread, a password check off the main thread.
public struct PasswordHash: Hashable, Sendable, CustomStringConvertible {
    /// scrypt's parameters and the salt; the derived key comes from ``derivation``.
    private let cost: Cost
    /// The random salt, 16 bytes for new hashes.
    public let salt: [UInt8]
    private let derivation: Derivation

    /// log₂ of scrypt's N (its cost in rounds and memory: 128 × r × N bytes).
    public var log2N: Int { cost.log2N }
    /// scrypt's block size r.
    public var blockSize: Int { cost.blockSize }
    /// scrypt's parallelism p.
    public var parallelism: Int { cost.parallelism }
    /// The derived key, 32 bytes (waits for it while it is being derived).
    public var hash: [UInt8] { derivation.key }

    /// scrypt's cost parameters.
    struct Cost: Hashable, Sendable {
        var log2N: Int
        var blockSize: Int
        var parallelism: Int

        /// 128 × r × N: the memory one derivation takes.
        var bytes: Int { 128 * blockSize * (1 << log2N) }
    }

    /// The cost of new hashes: N = 2¹⁵, r = 8, p = 1 — 32 MB and about a tenth of a second a check, which is what
    /// a person typing can wait for and a guesser cannot afford many of.
    public static let defaultCost = (log2N: 15, blockSize: 8, parallelism: 1)
    private static let newCost = Cost(log2N: defaultCost.log2N, blockSize: defaultCost.blockSize, parallelism: defaultCost.parallelism)
    private static let keyLength = 32

    /// Hashes `password` with a new random salt (or `salt`, for fixed hashes such as the sample users'), on another
    /// thread: this returns at once.
    public init(deriving password: String, salt: [UInt8]? = nil) {
        self.init(deriving: password, salt: salt, with: .system)
    }

    /// Hashes `password` on another thread with `scrypt` (tests name a library that is not there).
    init(deriving password: String, salt: [UInt8]? = nil, with scrypt: Scrypt) {
        let salt = salt ?? Self.newSalt(), cost = Self.newCost
        self.init(cost: cost, salt: salt, derivation: Derivation { Self.derive(password, salt: salt, cost: cost, with: scrypt) })
    }

    /// Hashes `password` with a new random salt, here and now: for a thread that is already off the main one.
    public init(of password: String) {
        let salt = Self.newSalt(), cost = Self.newCost
        self.init(cost: cost, salt: salt, derivation: Derivation(key: Self.derive(password, salt: salt, cost: cost)))
    }

    private static func newSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    private init(cost: Cost, salt: [UInt8], derivation: Derivation) {
        self.cost = cost
        self.salt = salt
        self.derivation = derivation
    }

    /// Reads the `scrypt$…` text form; nil when it is not one, or when checking a guess against it would cost more
    /// than a hash this program writes (N up to 2¹⁵, r up to 8, p 1: 32 MB and a tenth of a second). A planted
    /// `scrypt$19$32$2$…` would take 2 GB and most of a minute for every wrong guess.
    public init?(text: String) {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "scrypt", let log2N = Int(parts[1]), (10...Self.newCost.log2N).contains(log2N),
              let r = Int(parts[2]), (1...Self.newCost.blockSize).contains(r), let p = Int(parts[3]), p == 1,
              let salt = Data(base64Encoded: String(parts[4])), (8...64).contains(salt.count),
              let hash = Data(base64Encoded: String(parts[5])), hash.count == Self.keyLength
        else { return nil }
        self.init(cost: Cost(log2N: log2N, blockSize: r, parallelism: p), salt: Array(salt), derivation: Derivation(key: Array(hash)))
    }

    /// The text form, `scrypt$LOG2N$R$P$SALT$HASH` (waits for the hash while it is being derived).
    public var description: String {
        "scrypt$\(log2N)$\(blockSize)$\(parallelism)$\(Data(salt).base64EncodedString())$\(Data(hash).base64EncodedString())"
    }

    /// True when `password` is the one hashed (compared in constant time). It costs what a derivation costs: call it
    /// off the main thread.
    public func matches(_ password: String) -> Bool {
        let candidate = Self.derive(password, salt: salt, cost: cost)
        let hash = self.hash
        guard candidate.count == hash.count, hash.count == Self.keyLength else { return false }
        return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    public static func == (a: PasswordHash, b: PasswordHash) -> Bool {
        a.cost == b.cost && a.salt == b.salt && a.hash == b.hash
    }

    /// The cost and the salt only: equal hashes have the same salt, and hashing into a set must not wait for scrypt.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cost)
        hasher.combine(salt)
    }

    /// The derived key, or empty when the system has no scrypt (``Scrypt/Unavailable``): such a hash matches nothing
    /// and is never written (``encode(to:)`` throws), and a password change says why first
    /// (``UserEditError/passwordHashingUnavailable``).
    private static func derive(_ password: String, salt: [UInt8], cost: Cost, with scrypt: Scrypt = .system) -> [UInt8] {
        // The parameters are checked above (init?(text:)) or fixed: OpenSSL accepts them.
        let key = scrypt.deriveKey(from: Array(password.utf8), salt: salt, log2N: cost.log2N, blockSize: cost.blockSize,
                                   parallelism: cost.parallelism, length: keyLength)
        return (try? key.get()) ?? []
    }

    /// The derived key: known, or being derived on another thread (whoever asks for it first waits).
    private final class Derivation: Sendable {
        private let result: Mutex<[UInt8]?>
        private let done = DispatchGroup()

        /// One derivation at a time: each takes scrypt's 32 MB, and a file of a dozen old records would otherwise take
        /// them all at once. Each runs on a thread of its own, in turn.
        private static let oneAtATime = Mutex(())

        init(key: [UInt8]) { result = Mutex(key) }

        init(deriving: @escaping @Sendable () -> [UInt8]) {
            result = Mutex(nil)
            done.enter()
            DetachedThread.startOrRunHere("password hash") { [self] in
                let key = Self.oneAtATime.withLock { _ in deriving() }
                result.withLock { $0 = key }
                done.leave()
            }
        }

        var key: [UInt8] {
            if let key = result.withLock({ $0 }) { return key }
            done.wait()
            return result.withLock { $0 } ?? []
        }
    }
}

extension PasswordHash: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let hash = PasswordHash(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not a scrypt password hash this program writes "
                                                        + "(scrypt$LOG2N$R$P$SALT$HASH with N up to 2^15, r up to 8, p 1)"))
        }
        self = hash
    }

    /// Throws when the hash could not be derived (no scrypt on this system), so that a file keeps what it had rather
    /// than a hash that fits no password.
    public func encode(to encoder: any Encoder) throws {
        guard hash.count == Self.keyLength else {
            throw EncodingError.invalidValue(description, .init(codingPath: encoder.codingPath,
                                                                debugDescription: Scrypt.system.unavailable?.description ?? "no scrypt hash"))
        }
        var single = encoder.singleValueContainer()
        try single.encode(description)
    }
}
