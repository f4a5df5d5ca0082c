// SDL2 for the floor program.
#include <SDL2/SDL.h>
