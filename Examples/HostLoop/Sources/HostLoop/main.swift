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

// The host's own set-up, as any SDL program has it — with SDL_Init wrapped so that a D-Bus bus that never answers
// cannot hold it forever (the bus is left out, and said so).
let started = SDLBusGuard.run(report: { print("HostLoop: warning: \($0)") }) { SDL_Init(SDL_INIT_VIDEO) == 0 }
guard started,
      let window = SDL_CreateWindow("Layers", 200, 200, Int32(size.width * scale), Int32(size.height * scale),
                                    SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_HIDDEN.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, 0)
else {
    print("HostLoop: SDL could not open a window: \(String(cString: SDL_GetError()))")
    exit(1)
}
SDL_SetWindowMinimumSize(window, Int32(320 * scale), Int32(240 * scale))

do {
    // The split's side of the window (made after the renderer: SDL makes the X window anew for OpenGL), its drawing.
    let host = SDLHostWindow(window: window, pixelsPerPoint: scale)
    // The desktop's side (resize sync, Wayland scale, the display connection), made while the window is hidden:
    // window managers read its sync protocol when it is mapped.
    let desktop = DesktopWindow(window: window, videoDriver: host.videoDriver)
    defer { desktop.detach() }
    SDL_ShowWindow(window)
    let fonts = try FontSet(path: FontLocator.fontPath(explicitPath: nil))
    let drawing = DisplayListRenderer(renderer: renderer, fonts: fonts)
    let app = try LayersApp(size: host.size, time: SDLHostWindow.now)
    let screenReaders = AccessibilityBridge(applicationName: "HostLoop", wake: SDLHostWindow.wakeUp)

    drawing.hostDrawings["canvas"] = { app.drawCanvas($0) }  // the host's SDL drawing inside the secondary, at its depth
    var measures = TextMeasureWatch(fonts: fonts)  // text measured as it is drawn, at the window's scale
    var keys = AssistiveKeyGate()  // input held while a screen reader decides whether a key is its own
    var touches = TouchPointer()  // the first finger on a touchscreen as the pointer
    var running = true
    while running {
        app.split.advance(to: SDLHostWindow.now)
        // Before the split: the host's toolbar. The split draws over its own area only, and leaves the renderer
        // (colour, blend mode, clip, viewport, scale) as the host had it.
        let drawingScale = host.drawingScale(of: renderer)
        if let measure = measures.measure(forScale: drawingScale) { app.adopt(measure) }
        desktop.frameStarting()
        SDL_SetRenderDrawColor(renderer, 0x20, 0x22, 0x26, 255)
        SDL_RenderClear(renderer)
        app.drawToolbar(on: renderer, scale: drawingScale)
        let list = app.displayList()
        drawing.draw(list, scale: drawingScale)
        app.drawActivityLight(on: renderer, scale: drawingScale)  // after the split: over it
        SDL_RenderPresent(renderer)
        desktop.frameShown()  // a window manager waiting for the frame of its new size may go on
        host.apply(list)  // the cursor, the title, where an input method shows its candidates

        let requests = screenReaders.update(tree: app.split.accessibilityTree, title: list.title, origin: host.position,
                                            size: host.size, unitsPerPoint: scale, isActive: host.hasKeyboardFocus)
        for request in requests { app.perform(request, time: SDLHostWindow.now) }
        if !requests.isEmpty { continue }  // a frame that shows what they changed, before waiting

        // Idle until something happens; while the split animates, the next frame in 16 ms at most; while keys wait
        // for the screen reader's answer, 0.1 s at most, so they go on after a second even if it never answers.
        let timeout: Double? = keys.isHolding ? 0.1 : app.split.isAnimating ? 0.016 : nil
        if timeout == nil { desktop.answerSyncRequest() }  // nothing to draw: the window manager need not wait
        let incoming = desktop.waitEvents(timeout: timeout, host: host)
        let now = SDLHostWindow.preciseNow
        let events = keys.release(answers: screenReaders.takeKeyAnswers(), now: now)
            + keys.admit(incoming, now: now) { screenReaders.offerKey($0) }
        for event in events {
            switch event {
            case .quit: running = false  // the window closed, a quit signal, or the display connection gone
            case .input(let input):
                for pointerInput in touches.pointerEvents(for: input) where !app.handle(pointerInput) { running = false }
            default: break  // a redraw or the screen reader's wake: the loop draws anyway
            }
        }
    }
    if let reason = desktop.connectionLost {
        print("HostLoop: \(reason)")
        exit(1)
    }
    screenReaders.stop()
} catch {
    print("HostLoop: \(error)")
    exit(1)
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
