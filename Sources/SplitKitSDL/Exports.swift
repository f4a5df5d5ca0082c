// SplitKitSDL brings its C module along, so a dependent imports SplitKitSDL alone to call SDL too.
// Kept on purpose: an app that owns its SDL loop passes SDL_Event values and SDL_Window handles to SplitKitSDL, and
// they must be the very types it was compiled against. The package's CSDL2 target is no product (a dependent cannot
// import it), and a module map of the app's own over the same SDL headers would give Swift types it does not unify
// with these: the re-export is how embedders call SDL (docs/architecture.md, Modules).
@_exported import CSDL2
@_exported import SplitKit
