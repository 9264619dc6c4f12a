/// Text metrics that follow the desktop's release.
extension PlaceholderGeometry {
  /// The detail's line height, in percent of its font size, on a desktop
  /// whose GTK has minor version `gtkMinorVersion`; nil for the font's own.
  ///
  /// Ours follows AdwStatusPage, whose description is `.body` text:
  /// libadwaita 1.8 and later give `.body` a 140 % line height, earlier
  /// releases none. The library does not link libadwaita, so the GTK it
  /// runs on stands for the desktop's: GNOME 49 ships GTK 4.20 with
  /// libadwaita 1.8, GNOME 48 GTK 4.18 with 1.7.
  package static func detailLineHeightPercent(gtkMinorVersion: Int) -> Int? {
    gtkMinorVersion >= 20 ? 140 : nil
  }
}
