// The desktop's words read on a thread of their own while the main one parses the command line and starts SDL's video.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKit
import SplitKitStorage
import Synchronization

/// Reads the split's words and the demo's own in the desktop's language (``SplitStrings/forDesktop(environment:catalogs:problems:)``:
/// the tables read for the language, the locale's number format) on a thread, so that the time it takes overlaps the
/// main thread's work before the scene needs them: the command line, the settings file and, in a window, `SDL_Init`
/// and the window itself. ``take()`` waits for it.
final class WordsPreparation: @unchecked Sendable {  // written by its thread before it leaves `done`, read after
    typealias Words = (words: SplitStrings, problems: [StringsCatalogError])

    private let done = DispatchGroup()
    private var result: Words = (SplitStrings(), [])

    /// The one reading started by ``start()`` and not yet taken.
    private static let started = Mutex<WordsPreparation?>(nil)

    private init() {
        done.enter()
        DetachedThread.startOrRunHere("splitview words") { [self] in
            result = Self.read()
            done.leave()
        }
    }

    /// Starts reading the words for the next ``take()``.
    static func start() {
        let preparation = WordsPreparation()
        started.withLock { $0 = preparation }
    }

    /// The words read since ``start()`` (waiting for them) and the catalogs that could not be read; read here when
    /// nothing was started, so that each run reads the environment as it is then.
    static func take() -> Words {
        guard let preparation = started.withLock({ started in defer { started = nil }; return started }) else { return read() }
        preparation.done.wait()
        return preparation.result
    }

    private static func read() -> Words {
        var problems: [StringsCatalogError] = []
        let words = SplitStrings.forDesktop(catalogs: [DemoWords.catalog]) { problems.append($0) }
        return (words, problems)
    }
}
