// The floor: bare_sdl.c's window from a Swift program with the Swift runtime and FoundationEssentials linked in as
// splitview's are, so make compare can tell what they cost at start-up and in memory from what splitview itself does.
//
//   floor [software|gpu]
//
// FoundationEssentials is used once (the environment read through it), as any app built on it would. (splitview links
// no ICU: it writes numbers in a locale's form from a table of ICU's facts built in.) The window, the renderer and
// what is drawn are bare_sdl.c's: a sidebar and its separator after each batch of events.
import CSDL
import FoundationEssentials
import Glibc

let choice = CommandLine.arguments.dropFirst().first ?? ""
var flags: UInt32 = 0
if choice == "software" {
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    flags = SDL_RENDERER_SOFTWARE.rawValue
} else if choice == "gpu" {
    flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
}
_ = ProcessInfo.processInfo.environment["HOME"]
guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
    fputs("floor: \(String(cString: SDL_GetError()))\n", stderr)
    exit(1)
}
let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
guard let window = SDL_CreateWindow("floor", centered, centered, 1200, 800, SDL_WINDOW_RESIZABLE.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, flags) else {
    fputs("floor: \(String(cString: SDL_GetError()))\n", stderr)
    exit(1)
}
var event = SDL_Event()
var running = true
while running, SDL_WaitEvent(&event) == 1 {
    repeat {
        if event.type == SDL_QUIT.rawValue { running = false }
    } while SDL_PollEvent(&event) == 1
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    var sidebar = SDL_Rect(x: 0, y: 0, w: w * 3 / 10, h: h), separator = SDL_Rect(x: w * 3 / 10, y: 0, w: 1, h: h)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 242, 242, 247, 255)
    SDL_RenderFillRect(renderer, &sidebar)
    SDL_SetRenderDrawColor(renderer, 198, 198, 200, 255)
    SDL_RenderFillRect(renderer, &separator)
    SDL_RenderPresent(renderer)
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
