// How the process's memory is handed out: one malloc arena for every thread, for an app that wants the smaller peak.
import CSDL2  // before CSDLPlatform, in every file (ModuleImportsTests says why)
import CSDLPlatform

/// The process's memory allocator, as an app may set it up.
public enum ProcessMemory {
    /// Makes every thread allocate from the main thread's malloc arena. glibc gives each thread that allocates while
    /// another holds the arena an arena of its own, and keeps up to 128 KB free in each besides what fragments there:
    /// the demo's helper threads (reading its words, opening fonts, following the desktop's settings) took three,
    /// 0.45 MB more at the peak for allocations that seldom meet. A program whose work is on one thread gives up
    /// little; one that allocates hard on many threads should not call it. Call first thing in `main`, before any
    /// thread starts; false when glibc refused.
    @discardableResult
    public static func useOneMallocArena() -> Bool {
        csdl_platform_one_malloc_arena() != 0
    }
}
