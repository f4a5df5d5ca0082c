// Keeps the column widths the user chose in a small JSON file, saved atomically, for apps embedding SplitKit.
import Foundation
import SplitKit

/// The user's column widths in a JSON file, `{ "inspectorWidth" : 300, "primaryWidth" : 320 }`.
///
/// Fits the split's flow: pass ``load(now:warn:)``'s width to `SplitViewState(…, userPrimaryWidth:)` (or
/// ``loadWidths(now:warn:)``'s two to `userPrimaryWidth:` and `userInspectorWidth:`), and call ``save(from:warn:)``
/// with each result's `effects`: it saves what `.saveUserPrimaryWidth(w)` and `.saveUserInspectorWidth(w)` ask (the
/// user finished a drag of a separator).
/// Saving is an ``AtomicFile`` write: a crash leaves the old or the new file whole. Other members of the file
/// (an app's own, a newer version's) are kept. A file that cannot be read is set aside and reported, never
/// written over.
public struct SplitWidthStore: Sendable {
    /// Where the file lives (empty when there was no home folder to put it in: nothing is saved).
    public let path: String
    /// Why the location is not the one the environment asked for (``ConfigFolder``'s warnings), passed on by
    /// ``loadWidths(now:warn:)``.
    private let locationWarnings: [String]

    /// A store for the file at `path`; nothing is read or written yet.
    public init(path: String) {
        self.path = path
        locationWarnings = []
    }

    /// The store of the app called `application`, where the XDG base directory rules put its settings:
    /// `$XDG_CONFIG_HOME/APPLICATION/width.json`, or `~/.config/APPLICATION/width.json` when that is not set
    /// (``ConfigFolder``: a relative XDG_CONFIG_HOME is ignored, and a HOME that is empty or relative is treated as
    /// unset, each with a warning that ``loadWidths(now:warn:)`` passes on).
    public init(application: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let location = ConfigFolder.locate(application + "/width.json", environment: environment)
        path = location.path ?? ""
        locationWarnings = location.warnings
    }

    /// The widths a file holds: each nil when the user never chose it.
    public struct Widths: Sendable, Hashable {
        /// The primary column's width (`primaryWidth`), for `SplitViewState(…, userPrimaryWidth:)`.
        public var primary: Double?
        /// The inspector column's width (`inspectorWidth`), for `SplitViewState(…, userInspectorWidth:)`.
        public var inspector: Double?

        /// Widths as given.
        public init(primary: Double? = nil, inspector: Double? = nil) {
            self.primary = primary
            self.inspector = inspector
        }
    }

    /// Saves the widths a split's result asks to save (`.saveUserPrimaryWidth`, `.saveUserInspectorWidth`, when the
    /// user finished a drag), if it asks; a failure is reported through `warn` (the width on screen stays as it is).
    public func save(from effects: [SplitViewEffect], warn: (SplitWidthStoreError) -> Void) {
        for effect in effects {
            do {
                switch effect {
                case .saveUserPrimaryWidth(let width): try save(width, as: Self.primaryMember)
                case .saveUserInspectorWidth(let width): try save(width, as: Self.inspectorMember)
                default: break
                }
            } catch { warn(error) }
        }
    }

    /// The saved primary width, or nil when there is none yet; read as ``loadWidths(now:warn:)`` reads.
    public func load(now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Double? {
        loadWidths(now: now, warn: warn).primary
    }

    /// The saved widths, each nil when there is none yet. A file that cannot be read as widths is renamed to
    /// `NAME.corrupt-YYYYMMDD-HHMMSS` and reported through `warn`, and no widths are returned: the app goes on at
    /// its default widths. A folder or a pipe at the path is reported and left where it is, and so is a location
    /// other than the environment asked for (``SplitWidthStoreError/unusableLocation(warning:)``).
    public func loadWidths(now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Widths {
        for warning in locationWarnings { warn(.unusableLocation(warning: warning)) }
        guard !path.isEmpty else { return Widths() }
        AtomicFile.removeStaleTemporaryFiles(for: path)
        switch FileInput.kind(of: path) {
        case nil: return Widths()
        case .regular?: break
        case let kind?:
            warn(.unreadable(path: path, reason: "\(FileError.notAFile(path: path, what: "the width file", kind: kind))"))
            return Widths()
        }
        do {
            let file = try read()
            return try Self.widths(in: file)
        } catch {
            guard let aside = CorruptFile.setAside(path, now: now) else {
                warn(.unreadable(path: path, reason: error.reason))
                return Widths()
            }
            warn(.corrupt(path: path, reason: error.reason, setAsideAt: aside))
            return Widths()
        }
    }

    /// Writes the primary `width` atomically, keeping the file's other members; creates the folder when it is
    /// missing. Throws, leaving the previous file as it was, when the write fails or the file there cannot be read.
    public func save(_ width: Double) throws(SplitWidthStoreError) {
        try save(width, as: Self.primaryMember)
    }

    /// Writes the inspector's `width` as ``save(_:)`` writes the primary's.
    public func saveInspectorWidth(_ width: Double) throws(SplitWidthStoreError) {
        try save(width, as: Self.inspectorMember)
    }

    /// The file's members for the two widths.
    private static let primaryMember = "primaryWidth", inspectorMember = "inspectorWidth"

    /// Writes `width` as `member`, keeping the others.
    private func save(_ width: Double, as member: String) throws(SplitWidthStoreError) {
        guard width.isFinite, width >= 0 else {
            throw .writeFailed(path: path, reason: "the width \(width) is not a finite number from 0")
        }
        guard !path.isEmpty else { throw .writeFailed(path: path, reason: "there is no home folder to keep it in") }
        var members: [String: Any] = [:]
        if FileInput.kind(of: path) != nil {
            do {
                members = try read().members
            } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
        }
        members[member] = width
        do {
            let data = try JSONSerialization.data(withJSONObject: members, options: [.prettyPrinted, .sortedKeys])
            try AtomicFile.write(Array(data) + [0x0A], to: path, newFileMode: 0o644)
        } catch let error as FileError {
            throw .writeFailed(path: path, reason: "\(error)")
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }

    /// The two widths as numbers, each nil when missing or not a number (which ``widths(in:)`` then tells apart).
    private struct Numbers: Decodable {
        var primaryWidth: Double?, inspectorWidth: Double?

        init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: CodingKeys.self)
            primaryWidth = try? members.decode(Double.self, forKey: .primaryWidth)
            inspectorWidth = try? members.decode(Double.self, forKey: .inspectorWidth)
        }

        private enum CodingKeys: String, CodingKey { case primaryWidth, inspectorWidth }
    }

    /// Why the file is not a width file.
    private struct Unreadable: Error {
        var reason: String
    }

    /// The file's bytes and its members; throws when it is not a JSON object.
    private func read() throws(Unreadable) -> (data: Data, members: [String: Any]) {
        let data: Data
        do {
            data = try FileInput.read(path, what: "the width file")
        } catch {
            throw Unreadable(reason: "\(error)")
        }
        guard let document = try? JSONSerialization.jsonObject(with: data) else { throw Unreadable(reason: "not valid JSON") }
        guard let members = document as? [String: Any] else { throw Unreadable(reason: "not a JSON object") }
        return (data, members)
    }

    /// The file's widths, read strictly (a string or a boolean is not a width).
    private static func widths(in file: (data: Data, members: [String: Any])) throws(Unreadable) -> Widths {
        let numbers = try? JSONDecoder().decode(Numbers.self, from: file.data)
        /// `number` as `member`'s width: nil when the member is missing or null.
        func width(_ member: String, _ number: Double?) throws(Unreadable) -> Double? {
            guard let number else {
                if file.members[member] == nil || file.members[member] is NSNull { return nil }
                throw Unreadable(reason: "'\(member)' is not a number")
            }
            guard number.isFinite, number >= 0 else { throw Unreadable(reason: "'\(member)' is \(number), not a width") }
            return number
        }
        return try Widths(primary: width(primaryMember, numbers?.primaryWidth), inspector: width(inspectorMember, numbers?.inspectorWidth))
    }
}

