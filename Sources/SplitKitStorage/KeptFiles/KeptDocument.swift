// What a kept file holds, as the store that keeps it reads and writes it.
import FoundationEssentials
import Glibc

/// A document a ``KeptFile`` keeps: read from the file's bytes, changed member by member, written back whole.
///
/// A document should carry what it does not understand (members of a newer version, an app's own) and write it
/// back, so a save by one program never drops what another wrote.
public protocol KeptDocument: Sendable {
    /// The document of a file that is not there (nothing saved yet).
    init()

    /// Reads a document from the file's bytes. `note` reports a part that could not be read, or is from a newer
    /// version, and is kept (it is heard when the file is loaded, not when a save reads it again). Throws when the
    /// bytes are not such a document (the description is the reason): a load then sets the file aside, and a save
    /// does not write over it.
    init(fileBytes: Data, note: (String) -> Void) throws

    /// The bytes to write. Throws when the document cannot be written (the description is the reason): the file is
    /// then kept as it was.
    func fileBytes() throws -> [UInt8]
}
