// CSDLPlatform's headers include SDL's too, so SDL's declarations come in two modules, and which one a compile job takes
// them from depends on what it loaded first: in a clean build, files importing CSDL2 alone could not find SDL_TRUE. Every
// Swift file that imports CSDLPlatform imports CSDL2 before it, and every file that names SDL_TRUE or SDL_FALSE imports
// both.
import Foundation
import Testing

@Suite("Module imports")
struct ModuleImportsTests {
    /// Every Swift file of the package's sources.
    static func swiftSources() throws -> [URL] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        return try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { sources.appendingPathComponent($0) }
    }

    @Test("CSDL2 is imported before CSDLPlatform wherever CSDLPlatform is")
    func sdlBeforeItsPlatformShim() throws {
        var checked = 0
        for file in try Self.swiftSources() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            let imported = lines.map { $0.split(separator: "/").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            guard let platform = imported.firstIndex(where: { $0 == "import CSDLPlatform" }) else { continue }
            checked += 1
            let sdl = imported.firstIndex { $0 == "import CSDL2" || $0 == "@_exported import CSDL2" }
            #expect(sdl.map { $0 < platform } == true, "\(file.lastPathComponent)")
        }
        #expect(checked > 5)
    }

    @Test("every file that names SDL_TRUE or SDL_FALSE imports CSDL2 and CSDLPlatform")
    func sdlBooleansSeenWhicheverModuleOwnsThem() throws {
        var checked = 0
        for file in try Self.swiftSources() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            guard code.contains(where: { $0.contains("SDL_TRUE") || $0.contains("SDL_FALSE") }) else { continue }
            checked += 1
            let imported = Set(code.map { $0.split(separator: "/").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" })
            #expect(imported.contains("import CSDL2") && imported.contains("import CSDLPlatform"), "\(file.lastPathComponent)")
        }
        #expect(checked >= 3)
    }
}
