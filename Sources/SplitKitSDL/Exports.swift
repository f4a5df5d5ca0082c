// SplitKitSDL brings its C module along, so a dependent imports SplitKitSDL alone to call SDL too.
@_exported import CSDL2
@_exported import SplitKit
