// Why a file written through another's writer is not there whole, by kind; the caller words it for its users.
/// A file ``WriterFile`` did not get written whole; an app says what the file was (a screenshot) when it reports one.
public enum WriterFileError: Error, Sendable, Hashable {
    /// The writer failed (a missing or read-only folder); `reason` is the writer's.
    case writeFailed(path: String, reason: String)
    /// The file was written but came out incomplete: the disk is probably full. `removed` says whether the
    /// incomplete file was removed.
    case incomplete(path: String, bytes: Int, removed: Bool)
    /// The path holds a NUL character, which no file name can hold (C would cut the name there). Nothing was written.
    case nameHasNUL(path: String)
    /// The file name is `bytes` long, more than the `limit` bytes its folder's file system takes. Nothing was written.
    case nameTooLong(path: String, bytes: Int, limit: Int)
}
