// fontconfig's answers to the questions text asks (the UI font; a face with a glyph for a character), kept in a file
// between runs with the state of everything fontconfig reads, so a window whose fonts have not changed starts without
// loading fontconfig at all.
import CSDL2
import FoundationEssentials
import Glibc
import SplitKitStorage

/// fontconfig's answers to the questions text asks, remembered in memory and, given a file, between runs.
///
/// Loading fontconfig (its 60-odd configuration files, its caches of every font folder, the library itself) costs a
/// window about 0.5 MB of memory and a few milliseconds before the first frame, for two or three questions whose
/// answers rarely change: which file is "sans-serif", and which face has a glyph for a character no face open has (the
/// first emoji, the first ideograph). The answers are kept with the state (inode, size, times) of every configuration
/// file and folder, font folder and cache folder fontconfig read, fontconfig's version, and the environment it reads
/// (its own variables, the language of `FC_LANG`, `LC_ALL`, `LC_CTYPE` or `LANG`, `HOME`, the XDG folders, the
/// desktop, the program's name). At the next start they are used only when all of these are unchanged; any change (a
/// font installed, `fc-cache` run, a configuration edited, another language) drops them all, and fontconfig is asked
/// again. A file that is not the answers is a cache like any other: passed over, and written again; one another user
/// owns, or others may write, is not read.
///
/// Thread-safe: the UI font is asked on the thread that opens the fonts, fallbacks on the main thread.
public final class FontconfigAnswers: @unchecked Sendable {
    /// Where the answers are kept; nil keeps them in memory only.
    public let file: String?
    private let environment: [String: String]
    private let lock = SystemLock()
    /// The answers, once read (`load()`), with the state of fontconfig's inputs they hold for; read and written with
    /// the lock held.
    private var kept: Kept?
    /// Whether the file has been read; with the lock held.
    private var loaded = false
    /// Counts answers fontconfig gave that the file does not hold yet; with the lock held.
    private var unsaved = 0
    /// False when the inputs changed while fontconfig read them, or a path could not be kept: such answers are used in
    /// this run and not saved.
    private var keepable = true
    private var questions = 0

    /// How many times fontconfig itself was asked (tests use it to prove kept answers spare it).
    var fontconfigQuestions: Int { lock.withLock { questions } }

    /// A question for a fallback face: a face of `family` with a glyph for `scalar`, with `colourOnly` a colour one.
    struct FallbackQuestion: Hashable {
        var family: String, scalar: UInt32, colourOnly: Bool
        var key: String { "\(family) \(String(scalar, radix: 16))\(colourOnly ? " colour" : "")" }
    }

    /// The most fallback answers kept: each is a few dozen bytes, and a run meets a few dozen scripts and emoji at most.
    static let largestCount = 2048

    /// Answers kept in `file` (nil: in memory only), valid while what `environment` says fontconfig reads is unchanged.
    public init(file: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.file = file
        self.environment = Self.fontconfigEnvironment(environment)
    }

    /// The answers for an app named `application` (`splitview`), kept in `$XDG_CACHE_HOME/APPLICATION/fontconfig-answers`,
    /// else `~/.cache/APPLICATION/fontconfig-answers`; in memory only when neither is an absolute path.
    public static func cached(for application: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> FontconfigAnswers {
        let folder = [environment["XDG_CACHE_HOME"], environment["HOME"].map { $0 + "/.cache" }].lazy
            .compactMap { $0 }.first { $0.hasPrefix("/") }
        return FontconfigAnswers(file: folder.map { $0 + "/" + application + "/fontconfig-answers" }, environment: environment)
    }

    /// The font file fontconfig matches for "sans-serif"; nil when it has none. A kept answer whose file cannot be read
    /// any more drops every kept answer, and fontconfig is asked.
    public func sansSerif() -> String? {
        lock.withLock {
            load()
            if let known = kept?.sansSerif {
                if FileInput.isReadableFile(known) { return known }
                kept = nil
            }
            let since = Self.now()
            questions += 1
            guard let match = csdl_fontconfig_match("sans-serif") else { return nil }
            defer { SDL_free(match) }
            let path = String(cString: match)
            record(since: since) { $0.sansSerif = path }
            return path
        }
    }

    /// The face fontconfig finds in `family` with a glyph for `scalar` (with `colourOnly`, a colour one); nil when
    /// there is none.
    func face(_ question: FallbackQuestion) -> FallbackFace? {
        lock.withLock {
            load()
            if let known = kept?.faces[question.key] { return known }
            let since = Self.now()
            questions += 1
            var index: Int32 = 0, outline: Int32 = 1, colour: Int32 = 0
            let found = csdl_fontconfig_match_scalar(question.family, question.scalar, question.colourOnly ? 1 : 0, &index, &outline, &colour)
            defer { SDL_free(found) }
            let face = found.map { FallbackFace(path: String(cString: $0), index: Int(index), hasOutlines: outline != 0, hasColour: colour != 0) }
            record(since: since) { if $0.faces.count < Self.largestCount { $0.faces[question.key] = .some(face) } }
            return face
        }
    }

    /// Writes the answers to the file when fontconfig gave any it does not hold (atomically: AtomicFile, after
    /// removing what killed saves left); a write that fails leaves the old file, and throws.
    public func save() throws(FileError) {
        let snapshot: (text: String, count: Int)? = lock.withLock {
            guard unsaved > 0, keepable, file != nil, let kept else { return nil }
            return (kept.text, unsaved)
        }
        guard let snapshot, let file else { return }
        AtomicFile.removeStaleTemporaryFiles(for: file)
        try AtomicFile.write(Array(snapshot.text.utf8), to: file)
        lock.withLock { unsaved -= snapshot.count }  // answers recorded while it was written are saved next time
    }

    /// Reads the file once, keeping its answers when the environment and every input are as they were; call with the
    /// lock held.
    private func load() {
        guard !loaded else { return }
        loaded = true
        guard let file, let text = Self.readOwnFile(file), let saved = Kept(text: text), saved.environment == environment,
              !saved.inputs.isEmpty, saved.inputs.allSatisfy({ Self.inputState($0.key) == $0.value })
        else { return }
        kept = saved
    }

    /// Adds an answer fontconfig just gave; the run's first also reads the state of fontconfig's inputs, and the
    /// answers are not kept when any input changed since `since`, just before fontconfig was asked (a font installed
    /// while fontconfig read its folders). Call with the lock held.
    private func record(since: timespec, _ change: (inout Kept) -> Void) {
        if kept == nil {
            var inputs: [String: String] = [:]
            if file != nil {  // in memory only, nothing is compared with them
                let read = Self.inputStates(environment: environment, changedSince: since)
                inputs = read.states
                keepable = keepable && read.settled
            }
            kept = Kept(environment: environment, inputs: inputs)
        }
        change(&kept!)
        unsaved += 1
    }

    /// Now, on the clock files' times are stamped with.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }
}
