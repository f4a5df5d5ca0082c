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
/// window about 1 MB of memory and several milliseconds before the first frame, for two or three questions whose answers
/// rarely change: which file is "sans-serif", and which face has a glyph for a character no face open has (the first
/// emoji, the first ideograph). Each answer is kept with the state (inode, size, times) of every configuration file
/// and folder and every font folder fontconfig read, and the environment it reads (`FONTCONFIG_FILE`, the language of
/// `FC_LANG`, `LC_ALL`, `LC_CTYPE` or `LANG`, `HOME` …). At the next start the kept answers are used only when all of these are unchanged; any change (a font installed,
/// a configuration edited, another language) drops them all, and fontconfig is asked again. A file that cannot be read
/// is a cache like any other: passed over, and written again.
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
    /// True when an answer came from fontconfig that the file does not hold yet.
    private var changed = false
    /// How many times fontconfig itself was asked (tests use it to prove kept answers spare it).
    public private(set) var fontconfigQuestions = 0

    /// What the file holds.
    ///
    /// The file is lines of tab-separated fields (a tab, a line break or a backslash in a field written `\t`, `\n`,
    /// `\\`): `splitview-fontconfig-answers 1` first, then `environment NAME VALUE`, `input PATH STATE`,
    /// `sans-serif PATH`, and `face QUESTION PATH INDEX OUTLINES COLOUR` (or `face QUESTION` when no face fits). Not
    /// JSON: Foundation's JSON decoder brought 3 MB of its code into a window's memory at start-up.
    struct Kept: Equatable {
        /// The environment variables fontconfig reads, as they were.
        var environment: [String: String]
        /// Each input fontconfig read, by path, and its state then (``inputState(_:)``).
        var inputs: [String: String]
        /// The file fontconfig matches for "sans-serif".
        var sansSerif: String? = nil
        /// Each fallback question (``FallbackQuestion/key``) and its answer; nil when no installed face fits.
        var faces: [String: FallbackFace?] = [:]

        static let firstLine = "splitview-fontconfig-answers\t1"

        /// The file's text.
        var text: String {
            var lines = [Self.firstLine]
            lines += environment.sorted { $0.key < $1.key }.map { Self.line("environment", $0.key, $0.value) }
            lines += inputs.sorted { $0.key < $1.key }.map { Self.line("input", $0.key, $0.value) }
            if let sansSerif { lines.append(Self.line("sans-serif", sansSerif)) }
            for (question, face) in faces.sorted(by: { $0.key < $1.key }) {
                lines.append(face.map { Self.line("face", question, $0.path, String($0.index), $0.hasOutlines ? "1" : "0", $0.hasColour ? "1" : "0") }
                    ?? Self.line("face", question))
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// The answers in `text`; nil when it is not such a file, or any line is not one of its lines.
        init?(text: String) {
            var lines = text.split(separator: "\n")
            guard lines.first == Substring(Self.firstLine) else { return nil }
            lines.removeFirst()
            (environment, inputs) = ([:], [:])
            for line in lines {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(Self.unescaped)
                switch (fields[0], fields.count) {
                case ("environment", 3): environment[fields[1]] = fields[2]
                case ("input", 3): inputs[fields[1]] = fields[2]
                case ("sans-serif", 2): sansSerif = fields[1]
                case ("face", 2): faces[fields[1]] = .some(nil)
                case ("face", 6):
                    guard let index = Int(fields[3]) else { return nil }
                    faces[fields[1]] = FallbackFace(path: fields[2], index: index, hasOutlines: fields[4] == "1", hasColour: fields[5] == "1")
                default: return nil
                }
            }
        }

        init(environment: [String: String], inputs: [String: String]) {
            (self.environment, self.inputs) = (environment, inputs)
        }

        private static func line(_ fields: String...) -> String {
            fields.map { field in
                var text = ""
                for character in field {
                    switch character {
                    case "\\": text += "\\\\"
                    case "\t": text += "\\t"
                    case "\n": text += "\\n"
                    default: text.append(character)
                    }
                }
                return text
            }.joined(separator: "\t")
        }

        private static func unescaped(_ field: Substring) -> String {
            guard field.contains("\\") else { return String(field) }
            var text = "", escaped = false
            for character in field {
                if escaped {
                    text.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    text.append(character)
                }
            }
            return text
        }
    }

    /// A question for a fallback face: a face of `family` with a glyph for `scalar`, with `colourOnly` a colour one.
    struct FallbackQuestion: Hashable {
        var family: String, scalar: UInt32, colourOnly: Bool
        var key: String { "\(family) \(String(scalar, radix: 16))\(colourOnly ? " colour" : "")" }
    }

    /// The most fallback answers kept: each is a few dozen bytes, and a run meets a few dozen scripts and emoji at most.
    static let largestCount = 2048

    /// Answers kept in `file` (nil: in memory only), valid while `environment`'s fontconfig variables are unchanged.
    public init(file: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.file = file
        var picked = Self.fontconfigVariables.reduce(into: [:]) { picked, name in picked[name] = environment[name] }
        // The language of fontconfig's default pattern: the first of these that is set and not empty, as it reads them.
        picked["language"] = ["FC_LANG", "LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // The program's name too: fontconfig's configuration may match on it (`prgname`).
        picked["argv0"] = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        self.environment = picked
    }

    /// The answers for an app named `application` (`splitview`), kept in `$XDG_CACHE_HOME/APPLICATION/fontconfig-answers`,
    /// else `~/.cache/APPLICATION/fontconfig-answers`; in memory only when neither is an absolute path.
    public static func cached(for application: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> FontconfigAnswers {
        let folder = [environment["XDG_CACHE_HOME"], environment["HOME"].map { $0 + "/.cache" }].lazy
            .compactMap { $0 }.first { $0.hasPrefix("/") }
        return FontconfigAnswers(file: folder.map { $0 + "/" + application + "/fontconfig-answers" }, environment: environment)
    }

    /// The font file fontconfig matches for "sans-serif"; nil when it has none.
    public func sansSerif() -> String? {
        lock.withLock {
            load()
            if let known = kept?.sansSerif { return known }
            fontconfigQuestions += 1
            guard let match = csdl_fontconfig_match("sans-serif") else { return nil }
            defer { SDL_free(match) }
            record { $0.sansSerif = String(cString: match) }
            return String(cString: match)
        }
    }

    /// The face fontconfig finds in `family` with a glyph for `scalar` (with `colourOnly`, a colour one); nil when
    /// there is none.
    func face(_ question: FallbackQuestion) -> FallbackFace? {
        lock.withLock {
            load()
            if let known = kept?.faces[question.key] { return known }
            fontconfigQuestions += 1
            var index: Int32 = 0, outline: Int32 = 1, colour: Int32 = 0
            let found = csdl_fontconfig_match_scalar(question.family, question.scalar, question.colourOnly ? 1 : 0, &index, &outline, &colour)
            defer { SDL_free(found) }
            let face = found.map { FallbackFace(path: String(cString: $0), index: Int(index), hasOutlines: outline != 0, hasColour: colour != 0) }
            record { if $0.faces.count < Self.largestCount { $0.faces[question.key] = .some(face) } }
            return face
        }
    }

    /// Writes the answers to the file when fontconfig gave any it does not hold (atomically: AtomicFile); a write that
    /// fails leaves the old file, and throws.
    public func save() throws(FileError) {
        let bytes: [UInt8]? = lock.withLock {
            guard changed, file != nil, let kept else { return nil }
            return Array(kept.text.utf8)
        }
        guard let bytes, let file else { return }
        try AtomicFile.write(bytes, to: file)
        lock.withLock { changed = false }
    }

    /// Reads the file once, keeping its answers when the environment and every input are as they were; call with the
    /// lock held.
    private func load() {
        guard kept == nil else { return }
        if let file, let bytes = try? FileInput.read(file, what: "fontconfig's kept answers"),
           let saved = Kept(text: String(decoding: bytes, as: UTF8.self)), saved.environment == environment,
           !saved.inputs.isEmpty, saved.inputs.allSatisfy({ Self.inputState($0.key) == $0.value }) {
            kept = saved
        }
    }

    /// Adds an answer fontconfig just gave, with the state of its inputs now (the first answer of a run reads them);
    /// call with the lock held.
    private func record(_ change: (inout Kept) -> Void) {
        if kept == nil { kept = Kept(environment: environment, inputs: Self.inputStates(environment: environment)) }
        change(&kept!)
        changed = true
    }

    /// The environment variables fontconfig reads besides the language (`init`): its own, and those that place the
    /// user's configuration and fonts.
    static let fontconfigVariables = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
    ]

    /// Every input fontconfig read and its state now: its configuration files and folders, and the folders they are in
    /// (a file added beside them); its font folders, with the ones below them, present or not; and the user's
    /// configuration places, which it reads only when they exist (so creating one is a change too).
    static func inputStates(environment: [String: String]) -> [String: String] {
        var paths: Set<String> = []
        if let listed = csdl_fontconfig_inputs() {
            for line in String(cString: listed).split(separator: "\n") where line.count > 2 {
                let path = line.dropFirst(2)
                guard path.hasPrefix("/") else { continue }
                paths.insert(String(path))
                if line.hasPrefix("c "), let slash = path.lastIndex(of: "/"), slash > path.startIndex {
                    paths.insert(String(path[..<slash]))
                }
            }
            SDL_free(listed)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
            paths.formUnion([config + "/fontconfig", config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d",
                             home + "/.fonts.conf", home + "/.fonts.conf.d"])
        }
        return paths.reduce(into: [:]) { states, path in states[path] = inputState(path) }
    }

    /// A path's state: which file it is (device, inode), its size and its modification and change times, to the
    /// nanosecond; "-" when there is nothing there. A folder's times change when an entry is added, removed or renamed.
    static func inputState(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "-" }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}
