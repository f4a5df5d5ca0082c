// The platform folder: atomic writes, reading files by kind, setting corrupt files aside, helper programs.
import Foundation
import SplitKitSDL
import Testing

@Suite("Platform")
struct PlatformTests {
    @Test func anAtomicWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.txt"
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o640)
            try AtomicFile.write(Array("new".utf8), to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
            var info = stat()
            stat(path, &info)
            #expect(info.st_mode & 0o777 == 0o640)  // the old file's mode is kept
        }
    }

    @Test func aFailedAtomicWriteNamesTheFileAndKeepsTheOldContent() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.txt"
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: folder + "/.notes.txt.\(getpid()).tmp", withIntermediateDirectories: false)
            #expect { try AtomicFile.write(Array("new".utf8), to: path) } throws: { error in
                guard case .writeFailed(let failed, let reason)? = error as? FileError else { return false }
                return failed == path && reason.contains("creating")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        }
    }

    @Test func anAtomicWriteGoesThroughASymbolicLink() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "real/file")
            try AtomicFile.write(Array("through".utf8), to: folder + "/link")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link") == "real/file")
            #expect(try String(contentsOfFile: folder + "/real/file", encoding: .utf8) == "through")
        }
    }

    @Test func filesAreRefusedByKindWithWhatTheyAre() throws {
        try withTemporaryFolder { folder in
            mkfifo(folder + "/pipe", 0o600)
            #expect(throws: FileError.notAFile(path: folder, what: "the script", kind: .directory)) {
                try FileInput.read(folder, what: "the script")
            }
            #expect(throws: FileError.notAFile(path: folder + "/pipe", what: "the script", kind: .fifo)) {
                try FileInput.read(folder + "/pipe", what: "the script")
            }
            #expect(throws: FileError.missing(path: folder + "/none", what: "the script")) {
                try FileInput.read(folder + "/none", what: "the script")
            }
            #expect(throws: FileError.emptyPath(what: "the script")) { try FileInput.read("", what: "the script") }
            #expect("\(FileError.notAFile(path: "/x", what: "the script", kind: .fifo))"
                == "The script /x is a named pipe, not a file (reading it could wait forever).")
        }
    }

    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        try withTemporaryFolder { folder in
            try "a file".write(toFile: folder + "/taken", atomically: false, encoding: .utf8)
            #expect { try Folder.create(folder + "/taken/sub") } throws: { error in
                guard case .cannotCreateFolder(let path, let reason)? = error as? FileError else { return false }
                return path == folder + "/taken/sub" && !reason.isEmpty
            }
        }
    }

    @Test func aCorruptFileIsSetAsideUnderATimeStampedName() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/settings.json"
            let moment = Date(timeIntervalSince1970: 100)
            try "first".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(CorruptFile.setAside(path, now: moment) == path + ".corrupt-19700101-000140")
            try "second".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(CorruptFile.setAside(path, now: moment) == path + ".corrupt-19700101-000140-2")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(CorruptFile.setAside(path, now: moment) == nil)  // nothing left to move
        }
    }

    @Test func anOutputFileReportsAFullDisk() throws {
        let file = try OutputFile(path: "/dev/full")
        try file.append("more than nothing\n")
        #expect { try file.flush() } throws: { error in
            guard case .writeFailed("/dev/full", let reason)? = error as? FileError else { return false }
            return reason.contains("No space left")
        }
    }

    @Test func aHelperProgramsOutputIsRead() throws {
        let echo = try #require(Subprocess.executable(named: "echo", searchPath: "/nonexistent:/usr/bin:/bin"))
        #expect(try Subprocess.output(of: echo, ["prefer-dark"], timeLimit: 5) == "prefer-dark\n")
        #expect(Subprocess.executable(named: "no-such-program-here", searchPath: "/usr/bin:/bin") == nil)
    }

    @Test func aHelperProgramThatHangsIsStoppedAndOneThatFailsIsReported() throws {
        let sleep = try #require(Subprocess.executable(named: "sleep", searchPath: "/usr/bin:/bin"))
        #expect(throws: SubprocessError.timedOut(program: sleep, seconds: 0.2)) {
            try Subprocess.output(of: sleep, ["10"], timeLimit: 0.2)
        }
        let failing = try #require(Subprocess.executable(named: "false", searchPath: "/usr/bin:/bin"))
        #expect(throws: SubprocessError.failed(program: failing, status: 1)) { try Subprocess.output(of: failing, [], timeLimit: 5) }
        #expect { try Subprocess.output(of: "/nonexistent/program", [], timeLimit: 5) } throws: { error in
            if case .notStarted? = error as? SubprocessError { return true } else { return false }
        }
    }
}
