// Issue 18: a window's video driver and pixel scale reach the state log and the inspector; headless runs leave them out.
import Foundation
import Testing
import SplitKit
import SplitKitApp
import SplitKitSDL
import SplitKitScripting
@testable import SplitDemo

@MainActor
@Suite("Display fields", .serialized)
struct DisplayFieldsTests {
    let font = try! FontLocator.fontPath(explicitPath: nil)
    let size = Size(width: 1200, height: 800)

    func host() throws -> SceneHost {
        let scene = try SplitviewApp.makeScene(try SplitviewOptions.parse([]), window: size, settings: Settings())
        let host = SceneHost(scene: scene, showsMeasuredTimes: false)
        host.handle(.resize(size, time: 0))
        return host
    }

    func texts(_ host: SceneHost) -> [String] {
        host.displayList().commands.compactMap { if case .text(let s, _, _, _) = $0 { s } else { nil } }
    }

    @Test func aWindowsDriverAndScaleAreLoggedAndInspected() throws {
        let saved = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        defer { if let saved { setenv("SDL_VIDEODRIVER", saved, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        let window = try AppWindow(title: "test", size: size, minimumSize: WindowSize.minimum, fontPath: font)
        let host = try host()
        host.window = window
        let fields = host.stateFields()
        #expect(fields.map(\.0).suffix(6) == ["inspector", "help", "videoDriver", "renderer", "rasterizer", "pixelScale"])
        #expect(fields.first { $0.0 == "videoDriver" }?.1 == .string("dummy"))
        #expect(fields.first { $0.0 == "renderer" }?.1 == .string("software"))  // the dummy driver has no OpenGL
        #expect(fields.first { $0.0 == "rasterizer" }?.1 == .null)
        #expect(fields.first { $0.0 == "pixelScale" }?.1 == .number(1))
        host.handle(.key(.f1, [], time: 1))
        let shown = texts(host)
        #expect(shown.contains("display") && shown.contains("dummy · 1 pixels per point"), "\(shown)")
    }

    @Test func headlessRecordsHaveNoVideoDriver() throws {
        let host = try host()
        #expect(!host.stateFields().contains { ["videoDriver", "renderer", "rasterizer", "pixelScale"].contains($0.0) })
        host.handle(.key(.f1, [], time: 1))
        #expect(!texts(host).contains("display"))
    }
}
