// Every Swift file that imports CSDLPlatform imports CSDL2 before it: CSDLPlatform's headers include SDL's too, and SDL's
// declarations belong to whichever of the two modules a compile job loads first; with CSDLPlatform first, files that
// import CSDL2 alone could not find SDL_TRUE in a clean build.
import Foundation
import Testing

@Suite("Module imports")
struct ModuleImportsTests {
    @Test("CSDL2 is imported before CSDLPlatform wherever CSDLPlatform is")
    func sdlBeforeItsPlatformShim() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var checked = 0
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
            let imported = lines.map { $0.split(separator: "/").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            guard let platform = imported.firstIndex(where: { $0 == "import CSDLPlatform" }) else { continue }
            checked += 1
            let sdl = imported.firstIndex { $0 == "import CSDL2" || $0 == "@_exported import CSDL2" }
            #expect(sdl.map { $0 < platform } == true, "\(file)")
        }
        #expect(checked > 5)
    }
}
