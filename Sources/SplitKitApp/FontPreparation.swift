// The window's fonts found and opened on a second thread while SDL's video starts on the main one.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKitSDL
import SplitKitStorage

/// Finds the font file (fontconfig's match, the slowest step before the first frame after SDL's own start) and opens
/// its faces on a thread of its own, so that work overlaps SDL connecting to the display; ``fonts()`` waits for it.
final class FontPreparation: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the thread before it leaves `done`, read after waiting for it.
    private var result: Result<FontSet, any Error>?

    /// Starts finding and opening the fonts: `path` is evaluated on the new thread; fallback faces are looked up
    /// through `answers`.
    init(path: @escaping @Sendable () throws -> String, answers: FontconfigAnswers) {
        done.enter()
        DetachedThread.startOrRunHere("splitview fonts") { [self] in
            result = Result { try FontSet(path: path(), answers: answers) }
            done.leave()
        }
    }

    /// The opened fonts, or the error that finding or opening them ended with; waits for the thread (at once after the
    /// first call).
    func fonts() throws -> FontSet {
        done.wait()
        return try result!.get()
    }
}
