// Issue 25: screenshots whose names no file can have are refused before anything is written, and a file a full
// disk cut short is removed, each with a message naming the file, what is wrong and what to do.
import Foundation
import SplitKit
import SplitKitStorage
import SplitKitTestSupport
import Testing
@testable import SplitKitSDL

@MainActor
@Suite("PNG files")
struct PNGFileTests {
    let canvas = try! OffscreenCanvas(size: Size(width: 40, height: 30), fontPath: FontLocator.fontPath(explicitPath: nil))

    func files(in folder: String) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }

    /// Issue 34: `--record` at the largest canvas peaked at 2.1 GB, twice the 1 GB a frame the docs state: SDL_image
    /// converted the ARGB canvas to PNG's byte order in a copy before writing each file. The canvas is in that order
    /// now, so the file is written from it, and its pixels read back as drawn.
    @Test func theCanvasIsInPNGsByteOrderSoAShotNeedsNoCopy() throws {
        #expect(canvas.pixelFormat == SDL_PIXELFORMAT_RGBA32.rawValue)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 40, height: 30), Color(hex: 0x1E90FF))
        canvas.draw(list)
        #expect(canvas.pixel(x: 5, y: 5) == Color(hex: 0x1E90FF))
    }

    /// A NUL ended the name SDL_image saw: it wrote `a` and the check then found `a\0b.png` empty, "the disk may be full".
    @Test func aNameWithANULIsRefusedAndNothingIsWritten() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/a\u{0}b.png"
            #expect(throws: ScreenshotError.nameHasNUL(path: path)) { try canvas.savePNG(to: path) }
            #expect(files(in: folder).isEmpty)
            let message = "\(ScreenshotError.nameHasNUL(path: path))"
            #expect(message == "Writing the screenshot '\(folder)/a\\0b.png' failed: the name holds a NUL character (\\0), "
                + "which no file name can hold: remove it")
        }
    }

    /// 255 bytes is the longest name Linux's file systems take; a longer one said "check that the folder exists".
    @Test func aFileNameLongerThanTheFileSystemTakesIsNamedAsTooLong() throws {
        try withTemporaryFolder { folder in
            let long = folder + "/" + String(repeating: "x", count: 266) + ".png"
            #expect(throws: ScreenshotError.nameTooLong(path: long, bytes: 270, limit: 255)) { try canvas.savePNG(to: long) }
            #expect("\(ScreenshotError.nameTooLong(path: long, bytes: 270, limit: 255))"
                == "Writing the screenshot '\(folder)/\(String(repeating: "x", count: 40))…xxxx.png' failed: its file name is 270 bytes, "
                + "and the file system takes names of at most 255 bytes: shorten it")
            let longest = folder + "/" + String(repeating: "y", count: 251) + ".png"
            try canvas.savePNG(to: longest)
            #expect(files(in: folder) == [String(repeating: "y", count: 251) + ".png"])
        }
    }

    /// A full disk leaves a file cut short (0 bytes, or up to the last block that fitted); it is removed.
    @Test func anIncompleteFileIsRemovedAndSaysSo() throws {
        try withTemporaryFolder { folder in
            try canvas.savePNG(to: folder + "/whole.png")
            let whole = try Data(contentsOf: URL(fileURLWithPath: folder + "/whole.png"))
            for (name, bytes) in [("cut.png", whole.prefix(whole.count - 5)), ("empty.png", Data())] {
                let path = folder + "/" + name
                try bytes.write(to: URL(fileURLWithPath: path))
                #expect(throws: WriterFileError.incomplete(path: path, bytes: bytes.count, removed: true)) {
                    try WriterFile.checkComplete(path, shape: .png)
                }
                #expect(!FileManager.default.fileExists(atPath: path))
            }
            #expect(files(in: folder) == ["whole.png"])
            #expect(ScreenshotError(WriterFileError.incomplete(path: "out/a.png", bytes: 0, removed: true))
                == .incomplete(path: "out/a.png", bytes: 0, removed: true))
            #expect(ScreenshotError.incomplete(path: "out/a.png", bytes: 0, removed: true).reason
                == "the file came out incomplete (0 bytes) and was removed. The disk may be full: free some space, or write to another folder")
        }
    }
}
