// The X11 desktop's scale: GDK_SCALE first, else Xft.dpi from the resource database, to the nearest quarter in 1 ... 3.
import Testing
@testable import SplitKitSDL

@Suite("Desktop scale (X11)")
struct DesktopScaleTests {
    @Test(arguments: [(120.0, 1.25), (144, 1.5), (192, 2), (96, 1), (72, 1), (400, 3), (288, 3), (110, 1.25), (105, 1)])
    func dpiBecomesAQuarterStepScaleWithinOneToThree(dpi: Double, scale: Double) {
        #expect(DesktopScale.scale(dpi: dpi) == scale)
    }

    @Test func xftDpiIsFoundAmongOtherResourcesWithTabsOrSpaces() {
        let xrdb = "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n*customization:\t-color\n"
        #expect(DesktopScale.dpi(inResources: xrdb) == 192)
        #expect(DesktopScale.dpi(inResources: "Xft.dpi:   144  \n") == 144)
        #expect(DesktopScale.dpi(inResources: "  Xft.dpi : 120.5") == 120.5)
        #expect(DesktopScale.scale(gdkScale: nil, resources: xrdb) == 2)
    }

    @Test func missingOrGarbageDpiMeansScaleOne() {
        #expect(DesktopScale.dpi(inResources: "") == nil)
        #expect(DesktopScale.dpi(inResources: "Xft.antialias:\t1\n") == nil)
        #expect(DesktopScale.dpi(inResources: "Xft.dpi:\tbig\n") == nil)
        #expect(DesktopScale.dpi(inResources: "Xft.dpi:\t-96\n") == nil)
        #expect(DesktopScale.dpi(inResources: "Xft.dpi\t192\n") == nil, "no colon: not a resource line")
        #expect(DesktopScale.dpi(inResources: "Xft.dpiX:\t192\n") == nil, "another resource's name")
        #expect(DesktopScale.scale(gdkScale: nil, resources: nil) == 1)
        #expect(DesktopScale.scale(gdkScale: nil, resources: "Xft.dpi:\tnan\n") == 1)
    }

    @Test func theLastXftDpiLineWins() {
        #expect(DesktopScale.dpi(inResources: "Xft.dpi:\t96\nXft.dpi:\t144\n") == 144)
    }

    @Test func gdkScaleComesBeforeXftDpi() {
        let xrdb = "Xft.dpi:\t192\n"
        #expect(DesktopScale.scale(gdkScale: "1", resources: xrdb) == 1)
        #expect(DesktopScale.scale(gdkScale: "3", resources: nil) == 3)
        #expect(DesktopScale.scale(gdkScale: "5", resources: nil) == 3, "kept within 1 ... 3")
        // Not a whole number of at least 1 (GTK reads only integers): the resource database decides.
        #expect(DesktopScale.scale(gdkScale: "1.5", resources: xrdb) == 2)
        #expect(DesktopScale.scale(gdkScale: "0", resources: xrdb) == 2)
        #expect(DesktopScale.scale(gdkScale: "", resources: nil) == 1)
    }
}
