// A file named by one of the program's options that could not be used: the platform's error plus which option to fix.
import SplitKitSDL
import SplitKitStorage

/// A file named by one of splitview's options that could not be read or written, with what to do about it.
public struct InputFileError: Error, CustomStringConvertible {
    /// The option that named the file, for example `--settings`.
    public var option: String
    /// What the platform layer found.
    public var error: FileError

    /// The error `error` about the file `option` named.
    public init(option: String, _ error: FileError) {
        self.option = option
        self.error = error
    }

    public var description: String {
        switch error {
        case .emptyPath(let what): return "\(option) is empty: give the path of \(what)."
        case .missing: return "\(error) Check the \(option) path."
        case .notAFile: return "\(error) Give \(option) the path of a file."
        case .unreadable: return "\(error) Check the \(option) path and its permissions."
        case .cannotCreateFolder, .writeFailed, .changedMeanwhile: return "\(error) Check \(option)."
        case .symbolicLinkLoop: return "\(error) (\(option))"
        }
    }
}
