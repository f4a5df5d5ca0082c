// How the process's memory is handed out (CSDLPlatformMemory.h).
#include "CSDLPlatformMemory.h"
#include <malloc.h>

int csdl_platform_one_malloc_arena(void) { return mallopt(M_ARENA_MAX, 1); }
