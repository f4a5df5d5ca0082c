// Issue 26: an app started headless through AppLauncher keeps its split's width in a file of the run's own, never in
// the user's, unless told where.
import SplitKit
import SplitKitSDL
import SplitKitStorage
import Testing
@testable import SplitKitApp
@testable import SplitKitScripting

@Suite("App launch")
struct AppLaunchTests {
    @Test func aHeadlessRunKeepsWidthsInAFileOfItsOwn() {
        let headless = AppLaunch(size: Size(width: 800, height: 600), isHeadless: true, headlessWidthFile: "/tmp/out/width.json")
        #expect(headless.widthStore(application: "notes").path == "/tmp/out/width.json")
        let window = AppLaunch(size: Size(width: 800, height: 600), isHeadless: false, headlessWidthFile: nil)
        #expect(window.widthStore(application: "notes").path == SplitWidthStore(application: "notes").path)
        #expect(window.widthStore(application: "notes").path.hasSuffix("/notes/width.json"))
    }
}
