// splitview: parse the command line and run the demo (windowed, or headless with --script).
import Foundation
import SplitDemo

let options = SplitviewOptions.parseOrExit()
exit(SplitviewApp.run(options))
