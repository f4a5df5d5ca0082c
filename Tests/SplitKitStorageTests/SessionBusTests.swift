// The one rule for where the session bus is, which SDL's bus guard and the AT-SPI bridge both follow.
import SplitKitStorage
import Testing

@Suite("Session bus")
struct SessionBusTests {
    @Test func theVariableWinsOverTheRuntimeFolder() {
        let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/s", "XDG_RUNTIME_DIR": "/run/user/5"]
        #expect(SessionBus.address(environment: environment, fileExists: { _ in true }) == "unix:path=/s")
    }

    @Test func theRuntimeFoldersSocketIsUsedOnlyWhenItIsThere() {
        var asked: [String] = []
        let environment = ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": "/run/user/5"]
        #expect(SessionBus.address(environment: environment, fileExists: { asked.append($0); return true }) == "unix:path=/run/user/5/bus")
        #expect(asked == ["/run/user/5/bus"])
        #expect(SessionBus.address(environment: environment, fileExists: { _ in false }) == nil)
    }

    @Test func withNeitherThereIsNoSessionBus() {
        #expect(SessionBus.address(environment: [:], fileExists: { _ in true }) == nil)
        #expect(SessionBus.address(environment: ["XDG_RUNTIME_DIR": ""], fileExists: { _ in true }) == nil)
    }
}
