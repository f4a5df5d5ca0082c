// The kept answers' file: its lines, the state of what fontconfig reads, and the environment it reads.
import CSDL2
import FoundationEssentials
import Glibc
import SplitKitStorage

extension FontconfigAnswers {
    /// What the file holds.
    ///
    /// The file is lines of tab-separated fields (a tab, a line break or a backslash in a field written `\t`, `\n`,
    /// `\\`): `splitview-fontconfig-answers 2` first, then `environment NAME VALUE`, `input PATH STATE`,
    /// `sans-serif PATH`, and `face QUESTION PATH INDEX OUTLINES COLOUR` (or `face QUESTION` when no face fits). Not
    /// JSON: Foundation's JSON coding brought 1.5 MB of its code into a window's memory at start-up.
    struct Kept: Equatable {
        /// The environment fontconfig reads (``fontconfigEnvironment(_:)``), as it was.
        var environment: [String: String]
        /// Each input fontconfig read, by path, and its state then (``inputState(_:)``).
        var inputs: [String: String]
        /// The file fontconfig matches for "sans-serif".
        var sansSerif: String? = nil
        /// Each fallback question (``FallbackQuestion/key``) and its answer; nil when no installed face fits.
        var faces: [String: FallbackFace?] = [:]

        /// The first line; a new version of the questions (what `csdl_fontconfig_match_scalar` asks) is a new number.
        static let firstLine = "splitview-fontconfig-answers\t2"

        init(environment: [String: String], inputs: [String: String]) {
            (self.environment, self.inputs) = (environment, inputs)
        }

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

        /// The answers in `text`; nil when it is not such a file, or any line is not one of its lines. Read byte by
        /// byte: a field ending in a carriage return stays a field of its line.
        init?(text: String) {
            var lines = text.utf8.split(separator: UInt8(ascii: "\n"))
            guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.firstLine else { return nil }
            lines.removeFirst()
            (environment, inputs) = ([:], [:])
            for line in lines {
                let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(Self.unescaped)
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

        private static func line(_ fields: String...) -> String {
            fields.map { field in
                var text = ""
                for character in field.unicodeScalars {
                    switch character {
                    case "\\": text += "\\\\"
                    case "\t": text += "\\t"
                    case "\n": text += "\\n"
                    default: text.unicodeScalars.append(character)
                    }
                }
                return text
            }.joined(separator: "\t")
        }

        private static func unescaped(_ field: Substring.UTF8View.SubSequence) -> String {
            var bytes: [UInt8] = [], escaped = false
            for byte in field {
                if escaped {
                    bytes.append(byte == UInt8(ascii: "t") ? 9 : byte == UInt8(ascii: "n") ? 10 : byte)
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The largest file read: a few hundred inputs and answers are some 20 KB.
    static let largestFile = 1 << 20

    /// The file's text, when it is a regular file of this user's that no one else may write, of at most
    /// ``largestFile`` bytes; nil otherwise (another user's planted answers would choose the fonts).
    static func readOwnFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & (S_IWGRP | S_IWOTH) == 0, info.st_size <= largestFile,
              let bytes = try? FileInput.read(path, what: "fontconfig's kept answers"), bytes.count <= largestFile
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The environment fontconfig reads, as the answers are kept with it: its own variables and those that place the
    /// user's configuration, fonts and caches and the desktop's (`XDG_DATA_DIRS` adds font folders,
    /// `XDG_CURRENT_DESKTOP` is a configuration's test); the language of its default pattern (the first of `FC_LANG`,
    /// `LC_ALL`, `LC_CTYPE` and `LANG` that is set, not empty and not a bare `UTF-8`, as fontconfig reads them); the
    /// program's name (`prgname`, the executable's, which a configuration may test); and fontconfig's version.
    static func fontconfigEnvironment(_ environment: [String: String]) -> [String: String] {
        var picked = [
            "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
            "XDG_CACHE_HOME", "XDG_DATA_DIRS", "XDG_CURRENT_DESKTOP",
        ].reduce(into: [:]) { picked, name in picked[name] = environment[name] }
        picked["language"] = ["FC_LANG", "LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty && $0 != "UTF-8" } ?? ""
        var executable = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &executable, executable.count - 1)
        picked["program"] = length > 0 ? String(decoding: executable[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: "/").last.map(String.init) ?? "" : ""
        picked["fontconfig"] = String(FcGetVersion())
        return picked
    }

    /// Every input fontconfig read and its state now: its configuration files and folders, and the folders they are in
    /// (a file added beside them); its font folders, with the ones below them, present or not; its cache folders
    /// (`fc-cache` after a font was copied over another); and the user's configuration places, which it reads only
    /// when they exist (so creating one is a change too). Not settled when any changed at or after `since`, or a path
    /// is not UTF-8 (its state could not be read again).
    static func inputStates(environment: [String: String], changedSince since: timespec) -> (states: [String: String], settled: Bool) {
        var paths: Set<String> = [], settled = true
        if let listed = csdl_fontconfig_inputs() {
            var line = listed
            while line.pointee != 0 {
                var end = line
                while end.pointee != 0 && end.pointee != 10 { end += 1 }
                let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: line.distance(to: end))
                if bytes.count > 2, let path = String(validating: bytes.dropFirst(2), as: UTF8.self), path.hasPrefix("/") {
                    paths.insert(path)
                    if bytes[0] == UInt8(ascii: "c"), let slash = path.lastIndex(of: "/"), slash > path.startIndex {
                        paths.insert(String(path[..<slash]))
                    }
                } else if bytes.count > 2 {
                    settled = false
                }
                line = end.pointee == 0 ? end : end + 1
            }
            SDL_free(listed)
        } else {
            settled = false
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
            paths.formUnion([config + "/fontconfig", config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d",
                             home + "/.fonts.conf", home + "/.fonts.conf.d"])
        }
        var states: [String: String] = [:]
        for path in paths {
            var info = stat()
            let found = stat(path, &info) == 0
            if found, (info.st_ctim.tv_sec, info.st_ctim.tv_nsec) >= (since.tv_sec, since.tv_nsec) { settled = false }
            states[path] = found ? state(of: info) : "-"
        }
        return (states, settled)
    }

    /// A path's state: which file it is (device, inode), its size and its modification and change times, to the
    /// nanosecond; "-" when there is nothing there. A folder's times change when an entry is added, removed or renamed.
    static func inputState(_ path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 ? state(of: info) : "-"
    }

    /// The state ``inputState(_:)`` writes for what `stat` gave.
    private static func state(of info: stat) -> String {
        "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}
