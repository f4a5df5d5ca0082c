// A password kept only as a salted scrypt hash: what the settings file holds instead of the password's text.
import Crypto
import CryptoExtras
import Foundation

/// A salted scrypt hash of a password (swift-crypto's `KDF.Scrypt`, BoringSSL's implementation), so the settings
/// file never holds a password: anyone who reads it learns only the hash, and checking a guess costs scrypt's time
/// and memory. Written as `scrypt$LOG2N$R$P$SALT$HASH` (salt and hash in base64), so the cost can change without
/// breaking files already written.
public struct PasswordHash: Hashable, Sendable, CustomStringConvertible {
    /// log₂ of scrypt's N (its cost in rounds and memory: 128 × r × N bytes).
    public let log2N: Int
    /// scrypt's block size r.
    public let blockSize: Int
    /// scrypt's parallelism p.
    public let parallelism: Int
    /// The random salt, 16 bytes for new hashes.
    public let salt: [UInt8]
    /// The derived key, 32 bytes.
    public let hash: [UInt8]

    /// The cost of new hashes: N = 2¹⁵, r = 8, p = 1 — 32 MB and about a tenth of a second a check, which is what
    /// a person typing can wait for and a guesser cannot afford many of.
    public static let defaultCost = (log2N: 15, blockSize: 8, parallelism: 1)
    private static let keyLength = 32

    /// Hashes `password` with a new random salt (or `salt`, for fixed hashes such as the sample users').
    public init(of password: String, salt: [UInt8]? = nil) {
        var generator = SystemRandomNumberGenerator()
        let salt = salt ?? (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let cost = Self.defaultCost
        self.init(log2N: cost.log2N, blockSize: cost.blockSize, parallelism: cost.parallelism, salt: salt,
                  hash: Self.derive(password, salt: salt, log2N: cost.log2N, blockSize: cost.blockSize, parallelism: cost.parallelism))
    }

    private init(log2N: Int, blockSize: Int, parallelism: Int, salt: [UInt8], hash: [UInt8]) {
        self.log2N = log2N
        self.blockSize = blockSize
        self.parallelism = parallelism
        self.salt = salt
        self.hash = hash
    }

    /// Reads the `scrypt$…` text form; nil when it is not one (or its cost is out of reach: N up to 2²⁰).
    public init?(text: String) {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "scrypt", let log2N = Int(parts[1]), (10...20).contains(log2N),
              let r = Int(parts[2]), (1...32).contains(r), let p = Int(parts[3]), (1...16).contains(p),
              let salt = Data(base64Encoded: String(parts[4])), salt.count >= 8,
              let hash = Data(base64Encoded: String(parts[5])), hash.count == Self.keyLength
        else { return nil }
        self.init(log2N: log2N, blockSize: r, parallelism: p, salt: Array(salt), hash: Array(hash))
    }

    /// The text form, `scrypt$LOG2N$R$P$SALT$HASH`.
    public var description: String {
        "scrypt$\(log2N)$\(blockSize)$\(parallelism)$\(Data(salt).base64EncodedString())$\(Data(hash).base64EncodedString())"
    }

    /// True when `password` is the one hashed (compared in constant time).
    public func matches(_ password: String) -> Bool {
        let candidate = Self.derive(password, salt: salt, log2N: log2N, blockSize: blockSize, parallelism: parallelism)
        guard candidate.count == hash.count else { return false }
        return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func derive(_ password: String, salt: [UInt8], log2N: Int, blockSize: Int, parallelism: Int) -> [UInt8] {
        // The parameters are checked above (init?(text:)) or fixed: BoringSSL accepts them, so this does not throw.
        guard let key = try? KDF.Scrypt.deriveKey(from: Array(password.utf8), salt: salt, outputByteCount: keyLength,
                                                  rounds: 1 << log2N, blockSize: blockSize, parallelism: parallelism)
        else { return [] }
        return key.withUnsafeBytes { Array($0) }
    }
}

extension PasswordHash: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let hash = PasswordHash(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not a scrypt password hash (scrypt$LOG2N$R$P$SALT$HASH)"))
        }
        self = hash
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(description)
    }
}
