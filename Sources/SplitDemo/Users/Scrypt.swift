// scrypt (RFC 7914) from the system's OpenSSL, loaded on the first derivation so that start-up never pays for it.
import Glibc

/// scrypt from OpenSSL's `libcrypto.so.3` (Debian's libssl3), opened with `dlopen` on the first derivation.
///
/// Linked the usual way, libcrypto cost every start 2.5 ms in the dynamic loader (a C program linking SDL alone
/// against one linking libcrypto too, 60 interleaved runs), for a password change most runs never make; compiled in
/// (swift-crypto's BoringSSL) it cost two minutes of every clean build. Derivations run on worker threads, so the
/// one-time load does too.
struct Scrypt: Sendable {
    /// OpenSSL's `EVP_PBE_scrypt`: 1 when `key` holds the derived key.
    private typealias Function = @convention(c) (
        _ pass: UnsafePointer<CChar>?, _ passLength: Int, _ salt: UnsafePointer<UInt8>?, _ saltLength: Int,
        _ n: UInt64, _ r: UInt64, _ p: UInt64, _ maxMemory: UInt64, _ key: UnsafeMutablePointer<UInt8>?, _ keyLength: Int
    ) -> Int32

    /// Why scrypt could not be had from a library.
    struct Unavailable: Error, Equatable, CustomStringConvertible {
        /// What `dlopen` or `dlsym` said.
        var reason: String
        var description: String {
            "passwords cannot be hashed: OpenSSL 3's scrypt could not be loaded (\(reason)); install OpenSSL 3 "
                + "(Debian 12: apt-get install libssl3)"
        }
    }

    /// OpenSSL 3's library, whose `EVP_PBE_scrypt` has kept its signature since 1.1.0.
    static let systemLibrary = "libcrypto.so.3"

    /// The system's scrypt, loaded once, on first use (Swift runs a static's initializer once, whichever thread asks
    /// first).
    static let system = Scrypt(library: systemLibrary)

    /// `EVP_PBE_scrypt` from the library, or why it could not be had.
    private let function: Result<Function, Unavailable>

    /// Opens `library` and finds `EVP_PBE_scrypt` in it. The handle stays open for the program's life.
    init(library: String) {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            function = .failure(Unavailable(reason: dlerror().map { String(cString: $0) } ?? "\(library) was not found"))
            return
        }
        guard let symbol = dlsym(handle, "EVP_PBE_scrypt") else {
            function = .failure(Unavailable(reason: "\(library) has no EVP_PBE_scrypt"))
            return
        }
        // OpenSSL frees its state in an atexit handler, which could run while a worker thread is inside scrypt (the
        // window closed during a password check): it is asked not to (BoringSSL, before, had no such handler).
        if let initialize = dlsym(handle, "OPENSSL_init_crypto") {
            let openSSLInit = unsafeBitCast(initialize, to: (@convention(c) (UInt64, OpaquePointer?) -> Int32).self)
            _ = openSSLInit(Self.noAtExit, nil)
        }
        let scrypt = unsafeBitCast(symbol, to: Function.self)
        // A library that loads but cannot derive (a configuration with only the FIPS provider, which has no scrypt)
        // says so now, not later as a wrong password: one tiny derivation (N = 2, r = 1, p = 1).
        var probe = [UInt8](repeating: 0, count: 8)
        let salt: [UInt8] = [0]
        guard probe.withUnsafeMutableBufferPointer({ scrypt(nil, 0, salt, 1, 2, 1, 1, 1 << 20, $0.baseAddress, 8) }) == 1 else {
            function = .failure(Unavailable(reason: "\(library) could not derive a key with scrypt"))
            return
        }
        function = .success(scrypt)
    }

    /// OpenSSL's `OPENSSL_INIT_NO_ATEXIT`: no cleanup handler at exit.
    private static let noAtExit: UInt64 = 0x0008_0000

    /// Why this scrypt cannot derive keys; nil when it can.
    var unavailable: Unavailable? {
        if case .failure(let why) = function { return why }
        return nil
    }

    /// The `length`-byte key scrypt derives from `password` and `salt` at N = 2^`log2N`, r = `blockSize`,
    /// p = `parallelism`; or why not, when the library is missing or refuses the parameters.
    func deriveKey(from password: [UInt8], salt: [UInt8], log2N: Int, blockSize: Int, parallelism: Int,
                   length: Int) -> Result<[UInt8], Unavailable> {
        let scrypt: Function
        switch function {
        case .failure(let why): return .failure(why)
        case .success(let function): scrypt = function
        }
        let n = UInt64(1) << UInt64(log2N), r = UInt64(blockSize), p = UInt64(parallelism)
        // OpenSSL refuses a derivation needing more than maxmem: its V (128 × r × (N + 2) bytes) and B (128 × r × p).
        let memory = 128 * r * (n + 2) + 128 * r * p
        var key = [UInt8](repeating: 0, count: length)
        let done = password.withUnsafeBufferPointer { pass in
            salt.withUnsafeBufferPointer { salt in
                key.withUnsafeMutableBufferPointer { key in
                    pass.withMemoryRebound(to: CChar.self) { pass in
                        scrypt(pass.baseAddress, pass.count, salt.baseAddress, salt.count, n, r, p, memory, key.baseAddress, key.count)
                    }
                }
            }
        }
        guard done == 1 else {
            return .failure(Unavailable(reason: "EVP_PBE_scrypt refused N = 2^\(log2N), r = \(blockSize), p = \(parallelism)"))
        }
        return .success(key)
    }
}
