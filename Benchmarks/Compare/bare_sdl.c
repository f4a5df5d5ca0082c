// bare_sdl: the smallest useful SDL2 window, as a baseline for `make compare`.
//
//   bare_sdl [software|gpu]
//
// SDL's defaults throughout (its preferred renderer, window shown at once), unless a renderer is named: then
// it asks for it as splitview's --renderer does (software: SDL's software renderer drawing into the window's
// shared-memory image; gpu: the accelerated renderer with vsync). After each batch of events it clears the
// window and draws two rectangles, a sidebar and its separator; while button 1 is held the separator follows
// the pointer (for the drag latency). Ctrl+Q or closing quits.
#include <SDL2/SDL.h>
#include <string.h>

int main(int argc, char **argv) {
    const char *choice = argc > 1 ? argv[1] : "";
    Uint32 flags = 0;
    if (strcmp(choice, "software") == 0) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        flags = SDL_RENDERER_SOFTWARE;
    } else if (strcmp(choice, "gpu") == 0) {
        flags = SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        SDL_Log("bare_sdl: %s", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("bare_sdl", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1200, 800,
                                          SDL_WINDOW_RESIZABLE);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, flags) : NULL;
    if (!renderer) {
        SDL_Log("bare_sdl: %s", SDL_GetError());
        return 1;
    }
    int running = 1, split = -1;  // the separator's x once dragged; until then 3/10 of the width
    SDL_Event event;
    while (running && SDL_WaitEvent(&event)) {
        do {
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_q && (event.key.keysym.mod & KMOD_CTRL)) running = 0;
            if (event.type == SDL_MOUSEMOTION && (event.motion.state & SDL_BUTTON_LMASK)) split = event.motion.x;
        } while (SDL_PollEvent(&event));
        int w, h;
        SDL_GetWindowSize(window, &w, &h);
        int x = split >= 0 ? split : w * 3 / 10;
        SDL_Rect sidebar = {0, 0, x, h}, separator = {x, 0, 1, h};
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_RenderClear(renderer);
        SDL_SetRenderDrawColor(renderer, 242, 242, 247, 255);
        SDL_RenderFillRect(renderer, &sidebar);
        SDL_SetRenderDrawColor(renderer, 198, 198, 200, 255);
        SDL_RenderFillRect(renderer, &separator);
        SDL_RenderPresent(renderer);
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
