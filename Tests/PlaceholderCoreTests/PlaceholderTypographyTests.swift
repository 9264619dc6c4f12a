import PlaceholderCore
import Testing

/// The detail's line height follows AdwStatusPage's description release by
/// release (checked against the real one by the Adwaita example's tests).
@Suite("Placeholder typography by desktop release")
struct PlaceholderTypographyTests {
  @Test func gnome49AndLaterGiveTheDetailAHundredAndFortyPercent() {
    #expect(PlaceholderGeometry.detailLineHeightPercent(gtkMinorVersion: 20) == 140, "GNOME 49, libadwaita 1.8")
    #expect(PlaceholderGeometry.detailLineHeightPercent(gtkMinorVersion: 24) == 140, "GNOME 51, libadwaita 1.10")
  }

  @Test func earlierReleasesKeepTheFontsOwnLineHeight() {
    #expect(PlaceholderGeometry.detailLineHeightPercent(gtkMinorVersion: 8) == nil, "Debian 12, libadwaita 1.2")
    #expect(PlaceholderGeometry.detailLineHeightPercent(gtkMinorVersion: 18) == nil, "Debian 13, libadwaita 1.7")
  }
}
