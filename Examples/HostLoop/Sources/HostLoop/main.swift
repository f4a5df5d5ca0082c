// HostLoop: the host's own SDL loop — its window, renderer and toolbar — with the split view fed, drawn and read.
import CSDL2
import Foundation
import SplitKit
import SplitKitATSPI
import SplitKitSDL

let arguments = CommandLine.arguments
let scaleArgument = arguments.firstIndex(of: "--scale").flatMap { arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil }
guard arguments.count == 1 || (arguments.count == 3 && scaleArgument.map { $0 >= 1 && $0 <= 4 } == true) else {
    print("usage: HostLoop [--scale N]   (N from 1 to 4: device pixels per point, for a display SDL does not scale)")
    exit(2)
}
let scale = scaleArgument ?? 1
let size = Size(width: 960, height: 640)

// The host's own set-up, as any SDL program has it.
guard SDL_Init(SDL_INIT_VIDEO) == 0,
      let window = SDL_CreateWindow("Layers", 200, 200, Int32(size.width * scale), Int32(size.height * scale),
                                    SDL_WINDOW_RESIZABLE.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, 0)
else {
    print("HostLoop: SDL could not open a window: \(String(cString: SDL_GetError()))")
    exit(1)
}
SDL_SetWindowMinimumSize(window, Int32(320 * scale), Int32(240 * scale))

do {
    // The split's side of the window (made after the renderer: SDL makes the X window anew for OpenGL), its drawing.
    let host = SDLHostWindow(window: window, pixelsPerPoint: scale)
    let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
    let drawing = DisplayListRenderer(renderer: renderer, fonts: fonts)
    let app = try LayersApp(size: host.size, time: SDLHostWindow.now)
    let screenReaders = AccessibilityBridge(applicationName: "HostLoop", wake: AppWindow.wakeUp)

    drawing.hostDrawings["canvas"] = { app.drawCanvas($0) }  // the host's SDL drawing inside the secondary, at its depth
    var measuredScale = 0.0, running = true
    while running {
        app.advance(to: SDLHostWindow.now)
        // Before the split: the host's toolbar. The split draws over its own area only, and leaves the renderer
        // (colour, blend mode, clip, viewport, scale) as the host had it.
        let drawingScale = host.drawingScale(of: renderer)
        if drawingScale != measuredScale {  // text is measured as it is drawn, at the window's scale
            app.adopt(fonts.textMeasure(scale: drawingScale))
            measuredScale = drawingScale
        }
        SDL_SetRenderDrawColor(renderer, 0x20, 0x22, 0x26, 255)
        SDL_RenderClear(renderer)
        app.drawToolbar(on: renderer, scale: drawingScale)
        let list = app.displayList()
        drawing.draw(list, scale: drawingScale)
        app.drawActivityLight(on: renderer, scale: drawingScale)  // after the split: over it
        SDL_RenderPresent(renderer)
        host.apply(list)  // the cursor, the title, where an input method shows its candidates

        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let requests = screenReaders.update(tree: app.split.accessibilityTree, title: list.title,
                                            origin: Point(x: Double(x), y: Double(y)), size: host.size, unitsPerPoint: scale)
        for request in requests { app.perform(request, time: SDLHostWindow.now) }
        if !requests.isEmpty { continue }  // a frame that shows what they changed, before waiting

        // Idle until something happens; while the split animates, the next frame in 16 ms at most.
        var event = SDL_Event()
        guard app.split.isAnimating ? SDL_WaitEventTimeout(&event, 16) != 0 : SDL_WaitEvent(&event) != 0 else { continue }
        repeat {
            if event.type == SDL_QUIT.rawValue { running = false }
            for input in host.inputEvents(for: event) where !app.handle(input) { running = false }
        } while SDL_PollEvent(&event) != 0
    }
    screenReaders.stop()
} catch {
    print("HostLoop: \(error)")
    exit(1)
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
