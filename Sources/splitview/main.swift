// splitview: parse the command line and run the demo (windowed, or headless with --script).
import FoundationEssentials
import Glibc
import SplitDemo

SplitviewApp.useOneMallocArena()  // first, before any thread starts: the window's work is on this one
SplitviewApp.ignoreBrokenPipes()  // before anything is written: a closed pipe is reported, never a silent death
SplitviewApp.startReadingWords()  // on a thread, while the command line is parsed here and SDL's video starts
let options = SplitviewOptions.parseOrExit()
exit(SplitviewApp.run(options))
