// A file written through another's writer: names no file can have refused before the writer runs, an incomplete
// file removed after it, the writer's own failure passed on.
import Foundation
import SplitKitStorage
import SplitKitTestSupport
import Testing

@Suite("Writer file")
struct WriterFileTests {
    let shape = WriterFile.Shape(head: Array("HEAD".utf8), tail: Array("TAIL".utf8))

    func files(in folder: String) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }

    @Test func aWholeFileIsKept() throws {
        try withTemporaryFolder { folder in
            try WriterFile.write(to: folder + "/a.dat", shape: shape) { path in
                FileManager.default.createFile(atPath: path, contents: Data("HEAD body TAIL".utf8)) ? nil : "no"
            }
            #expect(files(in: folder) == ["a.dat"])
        }
    }

    @Test func namesNoFileCanHaveAreRefusedBeforeTheWriterRuns() throws {
        try withTemporaryFolder { folder in
            var ran = false
            let nul = folder + "/a\u{0}b.dat"
            #expect(throws: WriterFileError.nameHasNUL(path: nul)) { try WriterFile.write(to: nul, shape: shape) { _ in ran = true; return nil } }
            let long = folder + "/" + String(repeating: "x", count: 266) + ".dat"
            #expect(throws: WriterFileError.nameTooLong(path: long, bytes: 270, limit: 255)) {
                try WriterFile.write(to: long, shape: shape) { _ in ran = true; return nil }
            }
            #expect(!ran)
            #expect(files(in: folder).isEmpty)
        }
    }

    @Test func anIncompleteFileIsRemovedAndTheWritersFailureIsPassedOn() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/cut.dat"
            #expect(throws: WriterFileError.incomplete(path: path, bytes: 9, removed: true)) {
                try WriterFile.write(to: path, shape: shape) { path in
                    FileManager.default.createFile(atPath: path, contents: Data("HEAD body".utf8)) ? nil : "no"
                }
            }
            #expect(files(in: folder).isEmpty)
            #expect(throws: WriterFileError.writeFailed(path: path, reason: "the disk said no")) {
                try WriterFile.write(to: path, shape: shape) { _ in "the disk said no" }
            }
        }
    }
}
