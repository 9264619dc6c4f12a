internal import CGtk

/// The GTK the program runs with (SwiftPM builds against the GTK
/// installed, so it is also the one compiled against): for behaviour that
/// changed between GTK 4 releases.
package enum RunningGTK {
  /// GTK 4's minor version: 8 on Debian 12, 24 on GNOME 51.
  package nonisolated static var minorVersion: Int {
    gtk_get_major_version() > 4 ? Int.max : Int(gtk_get_minor_version())
  }

  /// Whether the GTK running is 4.`minor` or later.
  package nonisolated static func isAtLeast(minor: Int) -> Bool { minorVersion >= minor }
}
