// The storage module's files and processes: atomic writes, reading files by kind, setting corrupt files aside, helper programs.
import Foundation
import SplitKitStorage
import SplitKitTestSupport
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

    @Test func aFailedAtomicWriteNamesTheFileAndLeavesNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            // A folder with something in it where the file should go: the rename fails, after the write.
            let path = folder + "/notes.txt"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try "old".write(toFile: path + "/inside", atomically: false, encoding: .utf8)
            #expect { try AtomicFile.write(Array("new".utf8), to: path) } throws: { error in
                guard case .writeFailed(let failed, let reason)? = error as? FileError else { return false }
                return failed == path && reason.contains("renaming")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
            #expect(try String(contentsOfFile: path + "/inside", encoding: .utf8) == "old")
        }
    }

    /// Issue 25: the temporary file's name cannot be guessed and it is created new (O_EXCL, O_NOFOLLOW), 0600: a
    /// file or link someone planted under any name is never written through, and never becomes the file.
    @Test func anAtomicWriteCannotBeHijackedThroughItsTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/settings.json", victim = folder + "/victim.txt"
            try "keep me".write(toFile: victim, atomically: false, encoding: .utf8)
            // What the old names were, and some more: links to the victim and 0666 files.
            for name in [".settings.json.\(getpid()).tmp", ".settings.json.tmp", ".settings.json.XXXXXX.tmp"] {
                try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: victim)
            }
            #expect(FileManager.default.createFile(atPath: folder + "/.settings.json.planted.tmp", contents: Data(), attributes: [.posixPermissions: 0o666]))
            for _ in 0..<20 { try AtomicFile.write(Array("secret".utf8), to: path) }
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o777 == 0o600 && info.st_uid == geteuid())
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "secret")
            #expect(try String(contentsOfFile: folder + "/.settings.json.planted.tmp", encoding: .utf8) == "")
        }
    }

    @Test func aWriteNeverLeavesWritePermissionForOthersAndItsFolderIsPrivate() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/settings.json"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o666]))
            try AtomicFile.write(Array("new".utf8), to: path)
            var info = stat()
            stat(path, &info)
            #expect(info.st_mode & 0o777 == 0o644)  // the replaced file's mode, without write for group and others
            try AtomicFile.write(Array("new".utf8), to: folder + "/made/for/it/settings.json")
            for made in ["/made", "/made/for", "/made/for/it"] {
                stat(folder + made, &info)
                #expect(info.st_mode & 0o777 == 0o700, "\(made)")
            }
        }
    }

    @Test func theFolderOfAPathIsFoundForEveryShapeOfName() {
        #expect(Folder.containing("s") == "." && Folder.containing("settings.json") == ".")
        #expect(Folder.containing("/s") == "/" && Folder.containing("a/b") == "a" && Folder.containing("/x/y/z.json") == "/x/y")
        #expect(Folder.containing("a/\u{301}b") == "a")  // a slash and a combining mark: one Character, still a slash
    }

    @Test func theLastNameOfAPathIsFoundAsFoundationFindsIt() {
        #expect(Folder.lastName(of: "//") == "/")  // the root, where Swift 6.3's Foundation on Linux gives ""
        // A combining mark after a slash: the file system's name after the slash (Foundation took the whole as one).
        #expect(Folder.lastName(of: "a/\u{301}b") == "\u{301}b" && Folder.lastName(of: "/\u{301}") == "\u{301}")
        for path in ["", "/", "a", "a/b", "a/b/", "/a//", "a/b//c", "/x/y/z.json", ".hidden", "a/.", "שלום/עולם"] {
            #expect(Folder.lastName(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
    }

    @Test func aSymbolicLinkLoopIsAnErrorAndNothingIsWritten() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
            try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
            #expect(throws: FileError.symbolicLinkLoop(path: folder + "/a")) { try AtomicFile.write(Array("new".utf8), to: folder + "/a") }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/a") == "b")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a", "b"])
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

    @Test func aFileIsReadWholeWhateverItsSize() throws {
        try withTemporaryFolder { folder in
            for size in [0, 1, 65_535, 65_536, 65_537, 300_001] {
                let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
                try bytes.write(to: URL(fileURLWithPath: folder + "/f"))
                #expect(try FileInput.read(folder + "/f", what: "the file") == bytes, "\(size) bytes")
            }
        }
    }

    @Test func aDetachedThreadRunsItsWorkUnderItsNameAndLetsItGo() throws {
        /// Counts the tokens let go, so the test sees the thread drop its work once done.
        final class Releases: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
        }
        final class Token: @unchecked Sendable {
            let releases: Releases
            init(_ releases: Releases) { self.releases = releases }
            deinit { releases.lock.withLock { releases.count += 1 } }
        }
        let releases = Releases(), done = DispatchSemaphore(value: 0)
        let seen = Releases()  // its count: 1 when the thread saw its name
        do {
            let token = Token(releases)
            #expect(DetachedThread.start("a thread with a long name") {
                _ = token
                let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
                if name == "a thread with a\n" { seen.lock.withLock { seen.count = 1 } }  // the first 15 bytes
                done.signal()
            })
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        let deadline = Date().addingTimeInterval(5)
        while releases.lock.withLock({ releases.count }) == 0, Date() < deadline { usleep(1000) }
        #expect(releases.lock.withLock { releases.count } == 1)  // the work and what it held, let go
        #expect(seen.lock.withLock { seen.count } == 1)
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
            // Any moment, as a POSIX DateFormatter in UTC writes it.
            let formatter = DateFormatter()
            (formatter.locale, formatter.timeZone, formatter.dateFormat) = (Locale(identifier: "en_US_POSIX"), TimeZone(identifier: "UTC"), "yyyyMMdd-HHmmss")
            for seconds in [1_795_000_000.999, 951_782_400, 1_000_000_000] {
                try "third".write(toFile: path, atomically: false, encoding: .utf8)
                let later = Date(timeIntervalSince1970: seconds)
                #expect(CorruptFile.setAside(path, now: later) == path + ".corrupt-" + formatter.string(from: later))
            }
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

    /// Issue 35: the output was read only once the program had ended, and a program that writes more than a pipe holds
    /// (64 KB) waits for a reader to end: it was reported as timed out.
    @Test func aHelperProgramThatWritesMoreThanAPipeHoldsIsReadWhole() throws {
        let head = try #require(Subprocess.executable(named: "head", searchPath: "/usr/bin:/bin"))
        let text = try Subprocess.output(of: head, ["-c", "200000", "/dev/zero"], timeLimit: 5)
        #expect(text.utf8.count == 200_000)
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

    /// Issue 37: GNOME's two settings schemas were read one after the other before the first frame. The reads run at
    /// once: the first here waits for the second (a FIFO opened by both), which one after the other would time out.
    @Test func helperProgramsRunAtOnceAndEachGetsItsOwnOutcome() throws {
        let shell = try #require(Subprocess.executable(named: "sh", searchPath: "/usr/bin:/bin"))
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let outcomes = Subprocess.outputs(of: shell, [["-c", "cat \"$0\"", fifo], ["-c", "echo written > \"$0\"; echo done", fifo],
                                                      ["-c", "exit 3"]], timeLimit: 10)
        #expect(try outcomes[0].get() == "written\n")
        #expect(try outcomes[1].get() == "done\n")
        #expect(throws: SubprocessError.failed(program: shell, status: 3)) { try outcomes[2].get() }
        let sleep = try #require(Subprocess.executable(named: "sleep", searchPath: "/usr/bin:/bin"))
        let mixed = Subprocess.outputs(of: sleep, [["10"], ["0"]], timeLimit: 0.3)
        #expect(throws: SubprocessError.timedOut(program: sleep, seconds: 0.3)) { try mixed[0].get() }
        #expect(try mixed[1].get() == "")
    }

    /// Issue 37: helpers start through a clone that shares the program's memory until exec (no copy of its page tables,
    /// no copy-on-write faults after). What the child sets up before exec must hold as it did with fork: no signal
    /// blocked or ignored that the program blocked or ignored, no descriptor of the program's but the three, and
    /// SIGTERM when the thread that started it ends.
    @Test func aHelperStartsCleanAndEndsWithItsThread() throws {
        let grep = try #require(Subprocess.executable(named: "grep", searchPath: "/usr/bin:/bin"))
        let ls = try #require(Subprocess.executable(named: "ls", searchPath: "/usr/bin:/bin"))
        let sleep = try #require(Subprocess.executable(named: "sleep", searchPath: "/usr/bin:/bin"))
        let extra = open("/dev/null", O_RDONLY)  // a descriptor of ours without close-on-exec
        defer { close(extra) }
        var blocked = sigset_t(), previousMask = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        let previousTerm = signal(SIGTERM, SIG_IGN)
        defer {
            signal(SIGTERM, previousTerm)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        // The child's masks as the kernel shows them (bit n − 1 for signal n): nothing blocked, SIGTERM not ignored.
        let masks = try Subprocess.output(of: grep, ["-E", "^Sig(Blk|Ign)", "/proc/self/status"], timeLimit: 5)
        let bits = masks.split(separator: "\n").map { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
        #expect(bits.count == 2 && bits[0] == 0, "blocked: \(masks)")
        #expect(bits.count == 2 && (bits[1] ?? 0) & (1 << (UInt64(SIGTERM) - 1)) == 0, "ignored: \(masks)")
        // ls lists its own descriptors: the three, and the one it reads the folder with.
        #expect(try Subprocess.output(of: ls, ["/proc/self/fd"], timeLimit: 5) == "0\n1\n2\n3\n")
        let (pid, output) = try Subprocess.start(sleep, ["30"])
        close(output)
        kill(pid, SIGTERM)
        let status = try #require(Subprocess.reap(pid, within: .seconds(5)))
        #expect(status & 0x7f == SIGTERM)  // ended by the signal the program itself ignores

        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var orphan: (pid: pid_t, output: Int32)? = nil
        let thread = Thread {
            orphan = try? Subprocess.start(sleep, ["30"])
            started.signal()
        }
        thread.start()
        started.wait()
        let child = try #require(orphan)
        close(child.output)
        let ended = try #require(Subprocess.reap(child.pid, within: .seconds(5)))
        #expect(ended & 0x7f == SIGTERM)  // the parent-death signal, once its thread had ended
    }
}
