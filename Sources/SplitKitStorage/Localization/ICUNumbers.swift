// Numbers in a locale's form from the system's ICU (libicui18n), opened with dlopen the first time a locale's form is
// asked for, so that a window whose numbers are plain digits pays nothing for ICU's code and data.
import Glibc
import Synchronization

/// ICU's decimal number format (`unum_open`, `unum_formatDouble`) from the system's `libicui18n` (Debian 12's libicu72),
/// loaded on first use.
///
/// Linked in through FoundationInternationalization instead, Swift's own copy of ICU cost every window 0.4 MB of memory
/// (its relocated tables, and code around what starts) and the executable 42 MB, for the few numbers a split writes.
/// Debian names ICU's functions after its version (`unum_open_72`), which is found from the library's file name.
final class ICUNumbers: Sendable {
    /// `unum_open(style, pattern, patternLength, locale, parseError, status)`.
    fileprivate typealias Open = @convention(c) (
        Int32, UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, OpaquePointer?, UnsafeMutablePointer<Int32>?
    ) -> OpaquePointer?
    /// `unum_setAttribute(format, attribute, value)`.
    fileprivate typealias SetAttribute = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    /// `unum_formatDouble(format, number, result, resultLength, position, status)`: the length of the result.
    fileprivate typealias FormatDouble = @convention(c) (
        OpaquePointer?, Double, UnsafeMutablePointer<UInt16>?, Int32, OpaquePointer?, UnsafeMutablePointer<Int32>?
    ) -> Int32

    fileprivate struct Functions: @unchecked Sendable {
        // @unchecked: C function pointers into a library kept open for the program's life.
        let open: Open, setAttribute: SetAttribute, formatDouble: FormatDouble
    }

    /// The system's ICU, loaded once, on first use.
    static let system = ICUNumbers()

    private let functions: Functions?

    private init() {
        // The newest version first; an ICU built without versioned names last.
        let versions = (50...99).reversed().map { ("libicui18n.so.\($0)", "_\($0)") } + [("libicui18n.so", "")]
        for (library, suffix) in versions {
            guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { continue }
            guard let open = dlsym(handle, "unum_open" + suffix), let set = dlsym(handle, "unum_setAttribute" + suffix),
                  let format = dlsym(handle, "unum_formatDouble" + suffix) else {
                dlclose(handle)
                continue
            }
            functions = Functions(open: unsafeBitCast(open, to: Open.self), setAttribute: unsafeBitCast(set, to: SetAttribute.self),
                                  formatDouble: unsafeBitCast(format, to: FormatDouble.self))
            return
        }
        functions = nil
    }

    /// Whether the system has an ICU to write numbers with.
    var isAvailable: Bool { functions != nil }

    /// `locale`'s decimal format (grouped, at most two decimals), or nil without ICU or when ICU has no such locale.
    func decimalFormat(_ locale: String) -> Format? {
        guard let functions else { return nil }
        var status: Int32 = 0
        guard let format = functions.open(1 /* UNUM_DECIMAL */, nil, 0, locale, nil, &status), status <= 0 else { return nil }
        functions.setAttribute(format, 6 /* UNUM_MAX_FRACTION_DIGITS */, 2)
        return Format(format, functions)
    }

    /// One locale's format, used under a lock: ICU's formats are not to be used from two threads at once.
    final class Format: Sendable {
        private let format: Mutex<UInt>
        private let functions: Functions

        fileprivate init(_ format: OpaquePointer, _ functions: Functions) {
            self.format = Mutex(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(format))))
            self.functions = functions
        }

        /// `number` in the format, or nil when ICU fails to write it.
        func string(_ number: Double) -> String? {
            format.withLock { bits -> String? in
                var buffer = [UInt16](repeating: 0, count: 64), status: Int32 = 0
                let length = functions.formatDouble(OpaquePointer(bitPattern: bits), number, &buffer, Int32(buffer.count), nil, &status)
                guard status <= 0, length > 0, length <= buffer.count else { return nil }
                return String(decoding: buffer[..<Int(length)], as: UTF16.self)
            }
        }
    }
}
