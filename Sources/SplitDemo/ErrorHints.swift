// The program's words on the libraries' typed errors: which of splitview's options to change.
import SplitKitSDL
import SplitKitScripting
import SplitKitStorage

/// Turns a library error into the message splitview prints: the library's description (what went wrong,
/// where) and then the option that changes it. The libraries never name the program's options.
enum ErrorHints {
    /// The message for `error`, with the option to change when there is one.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as ScriptingError: return message(for: error)
        case let error as FontError: return message(for: error)
        case let error as ScreenshotError:
            switch error {
            case .writeFailed, .incomplete: return "\(error) (--out DIR)"
            case .nameHasNUL, .nameTooLong: return "\(error)"  // the name is the script's, and scripts are checked first
            }
        case let error as DisplayError:
            return "\(error), or without a window: splitview --headless --script FILE"
        case let error as FileError: return InputFileError(option: "--out", error).description
        default: return "\(error)"
        }
    }

    private static func message(for error: ScriptingError) -> String {
        switch error {
        case .scriptUnreadable(let error): return InputFileError(option: "--script", error).description
        case .scriptRejected: return "\(error)"
        case .outputFolder: return "\(error) Check --out."
        case .recordFolder: return "\(error) Check --record."
        case .stateLog: return "\(error) Free some space, or check --state-log or --out."
        case .frameNotRecorded(let frame):
            switch frame {
            case .writeFailed, .incomplete: return "\(error) (--record DIR)"
            case .nameHasNUL, .nameTooLong: return "\(error). Check --record."
            }
        case .stateLogReaderGone:
            return "\(error) The run stops here: keep the reader going until the program ends, or give --state-log a file."
        }
    }

    private static func message(for error: FontError) -> String {
        switch error {
        case .notAFile, .unreadable:
            return "\(error). Pass --font with the path of a .ttf or .otf file, or leave it out to use fontconfig's sans-serif"
        case .noSansSerif: return "\(error) or pass --font PATH"
        case .cannotOpen: return "\(error): pass --font with the path of one"
        }
    }
}
