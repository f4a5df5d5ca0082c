// The bad-input catalogue: the real program, one row per bad input, each with its exit status and a message
// that names the input (and none may hang or crash).
import Foundation
import Testing
import SplitKitTestSupport

/// One bad input: the arguments (FOLDER stands for a fresh temporary folder holding the files below, in the
/// environment's values too), the exit status, and what the message on standard error must contain. `setUp` starts
/// what the row needs beside the program (a pipe's reader, a bus) and returns what stops it.
struct BadInput: CustomStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var mentions: [String]
    var environment: [String: String?] = [:]
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
    BadInput(arguments: ["--separator-width", "0"], status: 64, mentions: ["--separator-width", "0", "from 1 to 64"]),
    BadInput(arguments: ["--overlay-breakpoint", "100"], status: 64, mentions: ["--overlay-breakpoint", "100", "compact breakpoint 600"]),
    BadInput(arguments: ["--slow-motion", "0"], status: 64, mentions: ["--slow-motion", "0", "from 1 to 10"]),
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

@Suite("Bad-input catalogue", .serialized)
struct BadInputCatalogueTests {
    /// The program `swift build` made beside this test bundle.
    static let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("splitview").path

    /// The files the rows refer to.
    static func makeFiles(in folder: String) throws {
        func write(_ name: String, _ text: String) throws { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try write("ok.json", #"[{"wait": 0.05}]"#)
        try write("wait.json", #"[{"wait": 5}]"#)
        try write("bigresize.json", #"[{"resize": [8192, 8192]}]"#)
        try write("long.json", "[" + Array(repeating: #"{"wait": 600}"#, count: 11).joined(separator: ",") + "]")
        _ = FileManager.default.createFile(atPath: folder + "/big.json", contents: nil)
        truncate(folder + "/big.json", 17 << 20)  // sparse: refused by its size before a byte is read
        try write("deep.json", String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000))
        try write("comma.json", "[{\"wait\": 0.1},\n {\"shot\": \"a\"},\n]")
        try write("plus.json", #"[{"key": "Ctrl+"}]"#)
        try write("duration.json", #"[{"drag": {"from": [10,10], "to": [20,20], "duration": 1e9}}]"#)
        try write("huge.json", #"[{"wait": 1e309}]"#)
        try write("surrogate.json", #"[{"text": "a\ud800b"}]"#)
        try write("object.json", #"{"shot": "a"}"#)
        try write("corrupt.json", "{ not json")
        try Data([0x5B, 0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x20, 0x22, 0xE9, 0x22, 0x7D, 0x5D])
            .write(to: URL(fileURLWithPath: folder + "/latin1.json"))
        mkfifo(folder + "/pipe", 0o600)
    }

    @Test(arguments: badInputs)
    func eachBadInputIsRefusedClearly(_ row: BadInput) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.program), "build the program first: \(Self.program)")
        let folder = try makeTemporaryFolder("catalogue")
        defer { removeTemporaryFolder(folder) }
        try Self.makeFiles(in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.program)
        process.arguments = row.arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        for (name, value) in row.environment { environment[name] = value?.replacingOccurrences(of: "FOLDER", with: folder) }
        let tearDown = try row.setUp?(folder)
        defer { tearDown?() }
        process.environment = environment
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
        // The folder given as settings is never moved aside.
        #expect(FileManager.default.fileExists(atPath: folder + "/ok.json"))
    }
}
