// Keeps the primary column width the user chose in a small JSON file, saved atomically, for apps embedding SplitKit.
import Foundation
import SplitKit

/// The user's primary column width in a JSON file, `{ "primaryWidth" : 320 }`.
///
/// Fits the split's flow: pass ``load(now:warn:)``'s width to `SplitViewState(…, userPrimaryWidth:)`, and call
/// ``save(_:)`` when a result's `effects` contain `.saveUserPrimaryWidth(w)` (the user finished a drag).
/// Saving is an ``AtomicFile`` write: a crash leaves the old or the new file whole. Other members of the file
/// (an app's own, a newer version's) are kept. A file that cannot be read is set aside and reported, never
/// written over.
public struct SplitWidthStore: Sendable {
    /// Where the file lives.
    public let path: String

    /// A store for the file at `path`; nothing is read or written yet.
    public init(path: String) {
        self.path = path
    }

    /// The store of the app called `application`, where the XDG base directory rules put its settings:
    /// `$XDG_CONFIG_HOME/APPLICATION/width.json`, or `~/.config/APPLICATION/width.json` when that is not set.
    public init(application: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory() + "/.config"
        self.init(path: configHome + "/" + application + "/width.json")
    }

    /// Saves the width a split's result asks to save (`.saveUserPrimaryWidth`, when the user finished a drag),
    /// if it asks; a failure is reported through `warn` (the width on screen stays as it is).
    public func save(from effects: [SplitViewEffect], warn: (SplitWidthStoreError) -> Void) {
        for case .saveUserPrimaryWidth(let width) in effects {
            do { try save(width) } catch { warn(error) }
        }
    }

    /// The saved width, or nil when there is none yet. A file that cannot be read as a width is renamed to
    /// `NAME.corrupt-YYYYMMDD-HHMMSS` and reported through `warn`, and nil is returned: the app goes on at
    /// its default width. A folder or a pipe at the path is reported and left where it is.
    public func load(now: Date = Date(), warn: (SplitWidthStoreError) -> Void) -> Double? {
        AtomicFile.removeStaleTemporaryFiles(for: path)
        switch FileInput.kind(of: path) {
        case nil: return nil
        case .regular?: break
        case let kind?:
            warn(.unreadable(path: path, reason: "\(FileError.notAFile(path: path, what: "the width file", kind: kind))"))
            return nil
        }
        do {
            return try Self.width(in: read())
        } catch {
            guard let aside = CorruptFile.setAside(path, now: now) else {
                warn(.unreadable(path: path, reason: error.reason))
                return nil
            }
            warn(.corrupt(path: path, reason: error.reason, setAsideAt: aside))
            return nil
        }
    }

    /// Writes `width` atomically, keeping the file's other members; creates the folder when it is missing.
    /// Throws, leaving the previous file as it was, when the write fails or the file there cannot be read.
    public func save(_ width: Double) throws(SplitWidthStoreError) {
        guard width.isFinite, width >= 0 else {
            throw .writeFailed(path: path, reason: "the width \(width) is not a finite number from 0")
        }
        var members: [String: Any] = [:]
        if FileInput.kind(of: path) != nil {
            do {
                members = try read().members
            } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
        }
        members["primaryWidth"] = width
        do {
            let data = try JSONSerialization.data(withJSONObject: members, options: [.prettyPrinted, .sortedKeys])
            try AtomicFile.write(Array(data) + [0x0A], to: path, newFileMode: 0o644)
        } catch let error as FileError {
            throw .writeFailed(path: path, reason: "\(error)")
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
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

    /// The `primaryWidth` member, read strictly (a string or a boolean is not a width).
    private static func width(in file: (data: Data, members: [String: Any])) throws(Unreadable) -> Double? {
        struct WidthFile: Decodable { var primaryWidth: Double? }
        guard let width = try? JSONDecoder().decode(WidthFile.self, from: file.data).primaryWidth else {
            if file.members["primaryWidth"] == nil || file.members["primaryWidth"] is NSNull { return nil }
            throw Unreadable(reason: "'primaryWidth' is not a number")
        }
        guard width.isFinite, width >= 0 else { throw Unreadable(reason: "'primaryWidth' is \(width), not a width") }
        return width
    }
}
