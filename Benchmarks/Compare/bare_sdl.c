// bare_sdl: the smallest useful SDL2 window, as a baseline for `make compare`.
//
// SDL's defaults throughout (its preferred renderer, window shown at once); after each batch of events it
// clears the window and draws two rectangles, a sidebar and its separator. Ctrl+Q or closing quits.
#include <SDL2/SDL.h>

int main(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        SDL_Log("bare_sdl: %s", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("bare_sdl", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1200, 800,
                                          SDL_WINDOW_RESIZABLE);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (!renderer) {
        SDL_Log("bare_sdl: %s", SDL_GetError());
        return 1;
    }
    int running = 1;
    SDL_Event event;
    while (running && SDL_WaitEvent(&event)) {
        do {
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_q && (event.key.keysym.mod & KMOD_CTRL)) running = 0;
        } while (SDL_PollEvent(&event));
        int w, h;
        SDL_GetWindowSize(window, &w, &h);
        SDL_Rect sidebar = {0, 0, w * 3 / 10, h}, separator = {w * 3 / 10, 0, 1, h};
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
