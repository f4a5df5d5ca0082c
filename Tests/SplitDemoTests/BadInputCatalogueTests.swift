// The bad-input catalogue: the real program, one row per bad input, each with its exit status and a message
// that names the input (and none may hang or crash).
import Foundation
import SplitKitTestSupport
import Testing

/// One bad input: the arguments (FOLDER stands for a fresh temporary folder holding the files below, in the
/// environment's values too), the exit status, and what the message on standard error must contain. `setUp` starts
/// what the row needs beside the program (a pipe's reader, a bus) and returns what stops it.
struct BadInput: CustomStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var mentions: [String]
    var environment: [String: String?] = [:]
    /// What the message must not say (an option that has nothing to do with the problem).
    var never: [String] = []
    /// Files (FOLDER/...) that must not be there after the run.
    var leavesNo: [String] = []
    var setUp: (@Sendable (_ folder: String) throws -> @Sendable () -> Void)? = nil

    var description: String { arguments.joined(separator: " ") }
}

/// The rows. Usage errors exit 64 (from the command-line parser); failures while running exit 1.
let badInputs: [BadInput] = [
    BadInput(arguments: ["--fraction", "1.5"], status: 64, mentions: ["--fraction", "1.5", "from 0 to 1"]),
    BadInput(arguments: ["--fraction", "nan"], status: 64, mentions: ["--fraction", "nan"]),
    BadInput(arguments: ["--scale", "4"], status: 64, mentions: ["--scale", "4", "1 to 3"]),
    BadInput(arguments: ["--min-primary", "100001"], status: 64, mentions: ["--min-primary", "100001", "from 0 to 8192"]),
    BadInput(arguments: ["--min-primary", "-5"], status: 64, mentions: ["--min-primary", "-5", "from 0 to 8192"]),
    BadInput(arguments: ["--min-primary", "300", "--max-primary", "200"], status: 64, mentions: ["--max-primary", "200", "minimum primary width 300"]),
    BadInput(arguments: ["--size", "-1200x800"], status: 64, mentions: ["--size", "-1200x800", "out of range"]),
    BadInput(arguments: ["--size", "20000x20000"], status: 64, mentions: ["--size", "20000x20000", "8192"]),
    BadInput(arguments: ["--size", "wide"], status: 64, mentions: ["--size", "wide"]),
    // Beyond Int's range: the message must not trap converting it (it once did: SIGILL, no message).
    BadInput(arguments: ["--size", "99999999999999999999x1"], status: 64, mentions: ["--size", "1e+20x1", "out of range"]),
    BadInput(arguments: ["--size", "1e20x1e20"], status: 64, mentions: ["--size", "1e+20x1e+20", "8192"]),
    BadInput(arguments: ["--separator-width", "0"], status: 64, mentions: ["--separator-width", "0", "from 1 to 64"]),
    BadInput(arguments: ["--overlay-breakpoint", "100"], status: 64, mentions: ["--overlay-breakpoint", "100", "compact breakpoint 600"]),
    BadInput(arguments: ["--slow-motion", "0"], status: 64, mentions: ["--slow-motion", "0", "from 1 to 10"]),
    BadInput(arguments: ["--slow-motion", "10.00001"], status: 64, mentions: ["--slow-motion 10.00001 is out of range"]),
    BadInput(arguments: ["--snap-anchors", "250,,600"], status: 64, mentions: ["--snap-anchors 250,,600", "item 2 is empty", "remove the extra comma"]),
    BadInput(arguments: ["--snap-anchors", "250,-40"], status: 64, mentions: ["--snap-anchors 250,-40", "item 2, -40, is negative", "0 or more"]),
    BadInput(arguments: ["--snap-anchors", "0.5,1.5"], status: 64, mentions: ["--snap-anchors 0.5,1.5", "item 2, 1.5, is a fraction over 1", "from 0 to 1"]),
    BadInput(arguments: ["--snap-anchors", "wide"], status: 64, mentions: ["--snap-anchors wide", "item 1, \"wide\", is not a width", "whole numbers"]),
    BadInput(arguments: ["--scene", "nope"], status: 64, mentions: ["--scene", "nope"]),
    BadInput(arguments: ["--theme", "purple"], status: 64, mentions: ["--theme", "purple"]),
    BadInput(arguments: ["--settings", ""], status: 64, mentions: ["--settings is empty"]),
    BadInput(arguments: ["--headless"], status: 64, mentions: ["--headless needs --script"]),
    BadInput(arguments: ["--record", "FOLDER/frames"], status: 64, mentions: ["--record", "--headless"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/missing.json"], status: 1, mentions: ["FOLDER/missing.json", "no file there"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER"], status: 1, mentions: ["FOLDER", "is a folder, not a file", "--script"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/pipe"], status: 1, mentions: ["FOLDER/pipe", "named pipe"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/latin1.json"], status: 1, mentions: ["FOLDER/latin1.json", "line 1, column 12", "not UTF-8"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/deep.json"], status: 1, mentions: ["FOLDER/deep.json", "nested more than 512 levels"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/comma.json"], status: 1, mentions: ["FOLDER/comma.json", "line 2, column 15", "trailing comma"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/duration.json"], status: 1,
             mentions: ["FOLDER/duration.json", "step 0", "drag duration 1000000000 is out of range", "from 0 to 600 seconds"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/huge.json"], status: 1,
             mentions: ["FOLDER/huge.json", "step 0", "line 1, column 11", "the number 1e309 is too large", "wait needs a number of seconds from 0 to 600"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/surrogate.json"], status: 1,
             mentions: ["FOLDER/surrogate.json", "line 1, column 13", "\\ud800 is a lone surrogate", "\\udc00–\\udfff"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/plus.json"], status: 1, mentions: ["step 0", "\"Ctrl+\" has no key"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/object.json"], status: 1, mentions: ["a JSON array of steps"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/twice.json"], status: 1,
             mentions: ["FOLDER/twice.json", "step 0: line 1, column 14", #"the key "wait" appears twice in one object (first at line 1, column 3)"#,
                        "remove one"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/bom.json"], status: 0, mentions: []),
    BadInput(arguments: ["--headless", "--script", "FOLDER/quit.json"], status: 1,
             mentions: ["FOLDER/quit.json", "step 1 comes after Ctrl+Q at step 0 and would never run", "Make Ctrl+Q the last step"]),
    BadInput(arguments: ["--script", "FOLDER/quit.json"], status: 1,  // a live tour, in a window of SDL's dummy driver
             mentions: ["FOLDER/quit.json", "step 1 comes after Ctrl+Q at step 0 and would never run", "Make Ctrl+Q the last step"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/nul.json"], status: 1,
             mentions: ["FOLDER/nul.json", #"step 0: shot "a\u0000b" holds a NUL character (\u0000), which no file name can hold: remove it"#],
             never: ["disk"], leavesNo: ["out/a", "out/a.png"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/dotdot.json"], status: 1,
             mentions: ["FOLDER/dotdot.json", #"step 0: shot ".." is the name of a folder (the one above), not of a screenshot"#,
                        #"give it a file name such as "tiled""#]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/longname.json"], status: 1,
             mentions: ["FOLDER/longname.json", "step 0", "(270 bytes) is too long", "the file NAME.png would be 274 bytes",
                        "at most 255 bytes: shorten the name to 251 bytes or fewer"], never: ["folder exists"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--settings", "FOLDER"], status: 1,
             mentions: ["FOLDER", "is a folder, not a file", "--settings"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--font", "FOLDER/pipe"], status: 1, mentions: ["FOLDER/pipe", "named pipe", "--font"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--font", "FOLDER/none.ttf"], status: 1, mentions: ["FOLDER/none.ttf", "--font"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--state-log", "/dev/full"], status: 1,
             mentions: ["/dev/full", "No space left on device"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--out", "FOLDER/ok.json"], status: 1, mentions: ["FOLDER/ok.json", "--out"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--settings", "FOLDER/corrupt.json"], status: 0,
             mentions: ["FOLDER/corrupt.json", "could not be read", "corrupt-"]),
    BadInput(arguments: [], status: 1, mentions: ["DISPLAY", "WAYLAND_DISPLAY", "--headless"],
             environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]),
    // Issue 25: settings that could not be written back whole, a link loop, an XDG_CONFIG_HOME that is a file.
    BadInput(arguments: ["--headless", "--script", "FOLDER/drag.json", "--settings", "FOLDER/deep-settings.json"], status: 0,
             mentions: ["FOLDER/deep-settings.json", "512 levels deep, more than the 511 splitview can write back", "corrupt-"]),
    // A one-character settings name, in the current folder (Foundation's deletingLastPathComponent traps on it).
    BadInput(arguments: ["--headless", "--script", "FOLDER/drag.json", "--settings", "s"], status: 0, mentions: []),
    BadInput(arguments: ["--headless", "--script", "FOLDER/drag.json", "--settings", "FOLDER/loop-a"], status: 0,
             mentions: ["FOLDER/loop-a", "symbolic link that leads round in a loop", "saves nothing there", "Point the link at a file"]),
    BadInput(arguments: [], status: 1, mentions: ["XDG_CONFIG_HOME is FOLDER/ok.json, which is a file, not a folder",
                                                   "FOLDER/.config/splitview/settings.json", "--settings PATH"],
             environment: ["XDG_CONFIG_HOME": "FOLDER/ok.json", "HOME": "FOLDER", "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]),
    // Issue 25: pipes, buses and extremes.
    BadInput(arguments: ["--headless", "--script", "FOLDER/wait.json", "--state-log", "FOLDER/log.fifo"], status: 1,
             mentions: ["state log's reader went away", "FOLDER/log.fifo", "--state-log"], setUp: BadInput.pipeReader("FOLDER/log.fifo")),
    BadInput(arguments: ["--script", "FOLDER/ok.json"], status: 0, mentions: ["unix:path=FOLDER/bus", "did not answer within 2 s", "opens without it"],
             environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=FOLDER/bus", "NO_AT_BRIDGE": "1"], setUp: BadInput.silentBus("FOLDER/bus")),
    BadInput(arguments: ["--size", "8192x8192", "--scale", "3"], status: 64,
             mentions: ["--size 8192x8192 at --scale 3", "24576 × 24576 pixels", "16384", "--size 5461x5461"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/bigresize.json", "--scale", "2.5"], status: 1,
             mentions: ["FOLDER/bigresize.json", "step 0", "20480 × 20480 pixels", "at most 6553 × 6553 points"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/long.json"], status: 1,
             mentions: ["FOLDER/long.json", "396001 frames", "at most 360000", "shorten its waits"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/big.json"], status: 1, mentions: ["FOLDER/big.json", "17 MB", "at most 16 MB"]),
]
extension BadInput {
    /// Reads 100 bytes of the FIFO made at `path`, then goes away.
    static func pipeReader(_ path: String) -> @Sendable (String) throws -> @Sendable () -> Void {
        { folder in
            let fifo = path.replacingOccurrences(of: "FOLDER", with: folder)
            mkfifo(fifo, 0o600)
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/usr/bin/head")
            reader.arguments = ["-c", "100", fifo]
            reader.standardOutput = FileHandle.nullDevice
            try reader.run()
            return { if reader.isRunning { reader.terminate() } }
        }
    }

    /// A D-Bus bus at `path` that accepts connections and never answers.
    static func silentBus(_ path: String) -> @Sendable (String) throws -> @Sendable () -> Void {
        { folder in
            guard let server = SilentServer(path: path.replacingOccurrences(of: "FOLDER", with: folder)) else {
                throw CocoaError(.fileWriteUnknown)
            }
            return { server.close() }
        }
    }
}


/// Rows run with FOLDER/full a disk that fills during the run (``FullDisk``).
let fullDiskInputs: [BadInput] = [
    BadInput(arguments: ["--headless", "--script", "FOLDER/ok.json", "--record", "FOLDER/full/frames"], status: 1,
             mentions: ["Recording the frame 'FOLDER/full/frames/frame-00000.png' failed: the file came out incomplete",
                        "and was removed", "The disk may be full", "(--record DIR)"],
             never: ["--out"], leavesNo: ["full/frames/frame-00000.png"]),
    BadInput(arguments: ["--headless", "--script", "FOLDER/shot.json", "--out", "FOLDER/full/out"], status: 1,
             mentions: ["Writing the screenshot 'FOLDER/full/out/start.png' failed: the file came out incomplete", "and was removed",
                        "(--out DIR)"],
             leavesNo: ["full/out/start.png"]),
]

/// A 64 KiB tmpfs mounted at a path and filled up to its last 4 KiB page: writing a frame there fails part-way.
struct FullDisk {
    let path: String

    init(at path: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.command("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", path)
        try Data(count: 60 * 1024).write(to: URL(fileURLWithPath: path + "/filler"))
    }

    func unmount() { try? Self.command("/bin/umount", path) }

    private static func command(_ program: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(program) \(arguments) exited \(process.terminationStatus)"])
        }
    }
}

@Suite("Bad-input catalogue", .serialized)
struct BadInputCatalogueTests {
    /// The program `swift build` made beside this test bundle.
    static let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("splitview").path

    /// The files the rows refer to.
    static func makeFiles(in folder: String) throws {
        func write(_ name: String, _ text: String) throws { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try write("ok.json", #"[{"wait": 0.05}]"#)
        try write("deep.json", String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000))
        try write("comma.json", "[{\"wait\": 0.1},\n {\"shot\": \"a\"},\n]")
        try write("plus.json", #"[{"key": "Ctrl+"}]"#)
        try write("duration.json", #"[{"drag": {"from": [10,10], "to": [20,20], "duration": 1e9}}]"#)
        try write("huge.json", #"[{"wait": 1e309}]"#)
        try write("surrogate.json", #"[{"text": "a\ud800b"}]"#)
        try write("object.json", #"{"shot": "a"}"#)
        try write("twice.json", #"[{"wait": 1, "wait": 700}]"#)
        try write("bom.json", "\u{FEFF}" + #"[{"wait": 0.05}]"#)
        try write("quit.json", #"[{"key": "Ctrl+Q"}, {"expect": {"primary.w": 1}}]"#)
        try write("nul.json", #"[{"shot": "a\u0000b"}]"#)
        try write("dotdot.json", #"[{"shot": ".."}]"#)
        try write("longname.json", #"[{"shot": "\#(String(repeating: "x", count: 270))"}]"#)
        try write("shot.json", #"[{"wait": 0.05}, {"shot": "start"}]"#)
        try write("corrupt.json", "{ not json")
        try write("drag.json", #"[{"drag": {"from": [364, 300], "to": [464, 300], "duration": 0.2}}, {"wait": 0.3}]"#)
        try write("deep-settings.json", "{\"deep\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}")
        symlink("loop-b", folder + "/loop-a")
        symlink("loop-a", folder + "/loop-b")
        try Data([0x5B, 0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x20, 0x22, 0xE9, 0x22, 0x7D, 0x5D])
            .write(to: URL(fileURLWithPath: folder + "/latin1.json"))
        try write("wait.json", #"[{"wait": 5}]"#)
        try write("bigresize.json", #"[{"resize": [8192, 8192]}]"#)
        try write("long.json", "[" + Array(repeating: #"{"wait": 600}"#, count: 11).joined(separator: ",") + "]")
        _ = FileManager.default.createFile(atPath: folder + "/big.json", contents: nil)
        truncate(folder + "/big.json", 17 << 20)  // sparse: refused by its size before a byte is read
        mkfifo(folder + "/pipe", 0o600)
    }

    @Test(arguments: badInputs)
    func eachBadInputIsRefusedClearly(_ row: BadInput) throws {
        let folder = try makeTemporaryFolder("catalogue")
        defer { removeTemporaryFolder(folder) }
        try Self.makeFiles(in: folder)
        try Self.run(row, in: folder)
    }

    /// Issue 25: a disk that fills during the run (FOLDER/full, a 64 KiB tmpfs with one 4 KiB page left).
    @Test(.enabled(if: geteuid() == 0, "mounting a small tmpfs to fill needs root"), arguments: fullDiskInputs)
    func aDiskThatFillsIsNamedAndLeavesNoHalfWrittenFile(_ row: BadInput) throws {
        let folder = try makeTemporaryFolder("catalogue")
        defer { removeTemporaryFolder(folder) }
        try Self.makeFiles(in: folder)
        let disk = try FullDisk(at: folder + "/full")
        defer { disk.unmount() }
        try Self.run(row, in: folder)
    }

    /// Runs the program as `row` says in `folder` and checks its exit status, its message and what it left.
    static func run(_ row: BadInput, in folder: String) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.program), "build the program first: \(Self.program)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program)
        process.arguments = row.arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        for (name, value) in row.environment { environment[name] = value?.replacingOccurrences(of: "FOLDER", with: folder) }
        process.environment = environment
        let tearDown = try row.setUp?(folder)
        defer { tearDown?() }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        let deadline = Date().addingTimeInterval(20)  // a hang fails the row instead of the suite
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(row) did not end within 20 s")
            return
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit, "\(row) crashed: \(message)")
        #expect(process.terminationStatus == row.status, "\(row): \(message)")
        for mention in row.mentions.map({ $0.replacingOccurrences(of: "FOLDER", with: folder) }) {
            #expect(message.contains(mention), "\(row): '\(mention)' not in: \(message)")
        }
        for word in row.never {
            #expect(!message.contains(word), "\(row): '\(word)' in: \(message)")
        }
        for file in row.leavesNo {
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + file), "\(row) left \(file)")
        }
        // The folder given as settings is never moved aside.
        #expect(FileManager.default.fileExists(atPath: folder + "/ok.json"))
    }
}
