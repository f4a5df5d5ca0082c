// One file several running programs keep a document in: loaded with what cannot be read set aside, and saved as a
// change applied to what the file holds at that moment, under a lock, written atomically.
import FoundationEssentials
import Glibc
import Synchronization

/// A document kept in one file that several running programs (instances of one app, or apps sharing a file) read
/// and save without losing each other's changes.
///
/// Loading (``load(now:report:)``) refuses a symbolic link loop and what is not a regular file, removes the
/// temporary files of killed saves, and reads the document; a file that cannot be read as one is renamed to
/// `NAME.corrupt-YYYYMMDD-HHMMSS` (``CorruptFile``) and reported, never written over.
///
/// Saving (``update(lockWait:_:)``) is a change applied to what the file holds at that moment, member by member —
/// the last writer of a member wins, and every other member stays as the file had it — read again when the file
/// changed since this value last read or wrote it. The read, the change and the write happen under a lock on the
/// folder (``FolderLock``), so two saves do not interleave; a save that cannot have the lock within its wait writes
/// nothing. The write is an ``AtomicFile`` write, and replaces the old file only if the old is still the one the
/// change was applied to: one that changed meanwhile (a writer that takes no lock) is read again and the change
/// applied anew, a few times. A save never loses what the file held: when the file changed and can no longer be
/// read, or the new document cannot be written, the file stays as it was and the save says so.
public final class KeptFile<Document: KeptDocument>: Sendable {
    /// Where the file lives, as given (a symbolic link is written through to its target).
    public let path: String
    /// The file in the app's words, for messages ("the settings file").
    public let what: String
    /// The mode of a file a save creates (a replaced file keeps its own, less write permission for others).
    public let newFileMode: mode_t
    /// The document as this value last read or wrote it, and what the file was then.
    private let known = Mutex<(document: Document, stamp: FileStamp?)>((Document(), nil))

    /// The file at `path`, called `what` in messages; nothing is read or written yet.
    public init(path: String, what: String, newFileMode: mode_t = 0o600) {
        self.path = path
        self.what = what
        self.newFileMode = newFileMode
    }

    /// The document the file holds: an empty one (`Document()`) when there is no file, and when there is a problem,
    /// which `report` hears (with the parts of a file that could be read only in part).
    public func load(now: Date = Date(), report: (KeptFileProblem) -> Void) -> Document {
        do {
            _ = try AtomicFile.target(of: path)
        } catch {
            report(.linkLoop)
            return Document()
        }
        AtomicFile.removeStaleTemporaryFiles(for: path)
        switch FileInput.kind(of: path) {
        case nil:
            known.withLock { $0 = (Document(), nil) }
            return Document()
        case .regular?: break
        case let kind?:
            report(.notAFile(kind))
            return Document()
        }
        let reason: String
        do {
            let stamp = FileStamp(path)
            let data = try FileInput.read(path, what: what)
            let document = try Document(fileBytes: data) { report(.partlyRead(detail: $0)) }
            known.withLock { $0 = (document, stamp) }
            return document
        } catch {
            reason = "\(error)"
        }
        guard let aside = CorruptFile.setAside(path, now: now) else {
            report(.unreadable(reason: reason))
            return Document()
        }
        report(.corrupt(reason: reason, setAsideAt: aside))
        known.withLock { $0 = (Document(), FileStamp(path)) }
        return Document()
    }

    /// Applies `change` to what the file holds now and writes the result (see the type's description): the file is
    /// read again first when it changed since this value last read or wrote it. Waits up to `lockWait` seconds for
    /// the lock on the folder, and throws ``KeptFileError/lockBusy(folder:holder:waited:)``, writing nothing, when
    /// another process holds it longer. Returns the document written.
    @discardableResult
    public func update(lockWait: Double = 2, _ change: (inout Document) -> Void) throws(KeptFileError) -> Document {
        let target = (try? AtomicFile.target(of: path)) ?? path
        let folder = Folder.containing(target)
        do {
            try Folder.create(folder, mode: 0o700)  // to lock it
        } catch {
            throw .writeFailed(error)
        }
        return try FolderLock.withLock(on: folder, timeout: lockWait) { outcome throws(KeptFileError) -> Document in
            switch outcome {
            case .locked: return try merge(change)
            case .busy(let holder): throw .lockBusy(folder: folder, holder: holder, waited: lockWait)
            case .unavailable(let reason): throw .lockUnavailable(folder: folder, reason: reason)
            }
        }
    }

    /// The read, the change and the write of ``update(lockWait:_:)``, under its lock: again from the read when the
    /// file changed between the read and the replacement (a few times; then it is kept as it is).
    private func merge(_ change: (inout Document) -> Void) throws(KeptFileError) -> Document {
        for _ in 0..<5 {
            var (document, stamp) = try current()
            change(&document)
            let bytes: [UInt8]
            do {
                bytes = try document.fileBytes()
            } catch {
                throw .unwritable(reason: "\(error)")
            }
            do {
                try AtomicFile.write(bytes, to: path, newFileMode: newFileMode) { FileStamp(path) == stamp }
            } catch .changedMeanwhile {
                continue
            } catch {
                throw .writeFailed(error)
            }
            known.withLock { $0 = (document, FileStamp(path)) }
            return document
        }
        throw .keptChanging
    }

    /// What the file holds now and its stamp then: the document this value knows when the file is as it left it,
    /// else the file read again (a missing file is an empty document; one that cannot be read stops the save, and
    /// is kept).
    private func current() throws(KeptFileError) -> (Document, FileStamp?) {
        let stamp = FileStamp(path)
        let known = known.withLock { $0 }
        if stamp == known.stamp { return (known.document, stamp) }
        guard stamp != nil else { return (Document(), nil) }  // removed since: whatever this value knew went with it
        do {
            let data = try FileInput.read(path, what: what)
            return (try Document(fileBytes: data) { _ in }, stamp)  // parts were reported when it was loaded
        } catch {
            throw .changedAndUnreadable(reason: "\(error)")
        }
    }
}
