import XCTest

@testable import GtkKit

/// `Appearance.isGNOME(desktop:)`: which `XDG_CURRENT_DESKTOP` values make
/// `Appearance.followSystem()` follow GNOME's settings.
final class DesktopNameTests: XCTestCase {
  func testGNOMEIsFoundAnywhereInTheColonSeparatedList() {
    XCTAssertTrue(Appearance.isGNOME(desktop: "GNOME"))
    XCTAssertTrue(Appearance.isGNOME(desktop: "ubuntu:GNOME"))
    XCTAssertTrue(Appearance.isGNOME(desktop: "GNOME-Classic:GNOME"))
    XCTAssertTrue(Appearance.isGNOME(desktop: "GNOME:"))
  }

  func testOtherDesktopsAndNamesThatOnlyContainGNOMEAreNotGNOME() {
    XCTAssertFalse(Appearance.isGNOME(desktop: ""))
    XCTAssertFalse(Appearance.isGNOME(desktop: "KDE"))
    XCTAssertFalse(Appearance.isGNOME(desktop: "X-Cinnamon"))
    XCTAssertFalse(Appearance.isGNOME(desktop: "GNOME-Flashback"), "a name of its own, not GNOME")
    XCTAssertFalse(Appearance.isGNOME(desktop: "gnome"), "desktop names are case-sensitive")
  }
}
