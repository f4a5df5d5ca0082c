// Why a save of the settings did not go through, in the settings' words, from the kept file's reasons.
import SplitKitStorage

extension SettingsError {
    /// The settings error for a save of the file at `path` that ``KeptFile`` did not write.
    init(_ error: KeptFileError, path: String) {
        switch error {
        case .writeFailed(let error):
            self = .writeFailed(path: path, reason: error.reasonForSettings)
        case .lockBusy(let folder, let holder, let waited):
            self = .lockBusy(path: path, folder: folder, holder: holder, waited: waited)
        case .lockUnavailable(let folder, let reason):
            self = .writeFailed(path: path, reason: "the folder \(folder) could not be opened to lock it against other "
                + "instances' saves (\(reason))")
        case .changedAndUnreadable(let reason):
            self = .keptAsItWas(path: path, reason: "the file changed since it was read and cannot be read now (\(reason))")
        case .unwritable(let reason):
            self = .keptAsItWas(path: path, reason: "the new settings could not be written as JSON (\(reason))")
        case .keptChanging:
            self = .keptAsItWas(path: path, reason: "the file kept changing while the change was applied to it (something "
                + "writes it without the lock)")
        }
    }
}

extension FileError {
    /// The reason alone: ``SettingsError`` names the file itself.
    fileprivate var reasonForSettings: String {
        switch self {
        case .cannotCreateFolder(let folder, let reason): return "cannot create the folder \(folder): \(reason)"
        case .writeFailed(_, let reason): return reason
        case .symbolicLinkLoop: return "it is a symbolic link that leads round in a loop"
        default: return description
        }
    }
}
