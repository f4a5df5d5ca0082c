// The stream SDL_ttf reads font files through: the file's bytes wherever FreeType seeks, short at the end, never a crash.
import CSDL2
import CSDLPlatform
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitKitSDL

@Suite("Font file stream")
struct FontFileTests {
    /// `count` bytes read at `offset` (from the start), as the stream gives them.
    private func read(_ stream: UnsafeMutablePointer<SDL_RWops>, at offset: Int, count: Int) -> [UInt8] {
        #expect(SDL_RWseek(stream, Int64(offset), RW_SEEK_SET) == Int64(offset))
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { SDL_RWread(stream, $0.baseAddress, 1, count) }
        return Array(bytes.prefix(got))
    }

    @Test func seeksAndReadsGiveTheFilesBytesAcrossBlocksAndPastTheirCache() throws {
        try withTemporaryFolder { folder in
            // Ten blocks and a bit, so that reads straddle blocks and the eight cached blocks are reused.
            var generator = SystemRandomNumberGenerator()
            let contents = (0..<(10 * 4096 + 123)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let path = folder + "/face.ttf"
            try Data(contents).write(to: URL(fileURLWithPath: path))
            let stream = try #require(csdl_platform_font_file(path))
            defer { SDL_RWclose(stream) }
            #expect(SDL_RWsize(stream) == Int64(contents.count))
            for _ in 0..<2000 {
                let offset = Int.random(in: 0..<contents.count), count = Int.random(in: 1...9000)
                let end = min(contents.count, offset + count)
                let same = read(stream, at: offset, count: count) == Array(contents[offset..<end])
                #expect(same, "\(count) bytes at \(offset) differ from the file's")
                if !same { break }  // one is enough to say so
            }
            // A read of 4 KB or more goes straight to the file: it leaves the position after what it read, where the
            // next read, through the blocks, goes on.
            #expect(read(stream, at: 10, count: 5000) == Array(contents[10..<5010]))
            #expect(SDL_RWtell(stream) == 5010)
            var next = [UInt8](repeating: 0, count: 100)
            #expect(next.withUnsafeMutableBytes { SDL_RWread(stream, $0.baseAddress, 1, 100) } == 100)
            #expect(next == Array(contents[5010..<5110]))
            // Relative seeks, from the position and from the end, as FreeType and SDL_ttf make them.
            #expect(SDL_RWseek(stream, 100, RW_SEEK_SET) == 100 && SDL_RWseek(stream, 50, RW_SEEK_CUR) == 150)
            #expect(SDL_RWtell(stream) == 150)
            #expect(SDL_RWseek(stream, -10, RW_SEEK_END) == Int64(contents.count - 10))
            #expect(read(stream, at: contents.count, count: 16).isEmpty)
            #expect(SDL_RWseek(stream, -1, RW_SEEK_SET) == -1)  // before the start: an error, the position kept
            #expect(SDL_RWtell(stream) == Int64(contents.count))
            var byte: UInt8 = 0
            #expect(SDL_RWwrite(stream, &byte, 1, 1) == 0)  // read only
        }
    }

    @Test func aFileCutShortAfterOpeningGivesShortReads() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/face.ttf"
            try Data(repeating: 7, count: 3 * 4096).write(to: URL(fileURLWithPath: path))
            let stream = try #require(csdl_platform_font_file(path))
            defer { SDL_RWclose(stream) }
            #expect(truncate(path, 5000) == 0)
            #expect(read(stream, at: 4096, count: 8192) == [UInt8](repeating: 7, count: 904))  // straight to the file
            #expect(read(stream, at: 4096, count: 1000) == [UInt8](repeating: 7, count: 904))  // through a block
            #expect(read(stream, at: 9000, count: 10).isEmpty)
        }
    }

    @Test func whatCannotBeOpenedIsSaidByName() throws {
        try withTemporaryFolder { folder in
            #expect(csdl_platform_font_file(folder + "/missing.ttf") == nil)
            #expect(String(cString: SDL_GetError()).contains("missing.ttf: No such file or directory"))
            #expect(csdl_platform_font_file(folder) == nil)
            #expect(String(cString: SDL_GetError()).contains("it is a folder"))
            #expect(throws: FontError.self) { try FontSet(path: folder + "/missing.ttf") }
        }
    }

    @Test func fontsOpenThroughItAndMeasureText() throws {
        let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
        let style = TextStyle(size: 15, color: Color(hex: 0))
        #expect(try fonts.pixelWidth(of: "Hello", style: style, scale: 1) > 20)
        #expect(try fonts.pixelWidth(of: "שלום עולם · 日本語", style: style, scale: 2) > 100)  // fallback faces too
    }
}
