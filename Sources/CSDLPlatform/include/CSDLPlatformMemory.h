// How the process's memory is handed out: glibc's malloc arenas.
#ifndef CSDL_PLATFORM_MEMORY_H
#define CSDL_PLATFORM_MEMORY_H

/// Makes every thread allocate from one malloc arena (`mallopt(M_ARENA_MAX, 1)`); 0 when glibc refused. Call before
/// any thread but the main one starts.
int csdl_platform_one_malloc_arena(void);

#endif
