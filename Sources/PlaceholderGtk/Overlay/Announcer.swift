internal import CGtk
import GtkKit
import PlaceholderCore

/// Speaks the core's `PlaceholderAnnouncement`s: through
/// `gtk_accessible_announce` on GTK 4.14 and later, through the focused
/// widget's description before (`FocusedDescriptionAnnouncer`), the one
/// change Orca speaks there.
@MainActor
package enum Announcer {
  /// One announcement as it was handed to GTK.
  package struct Record: Equatable, Sendable {
    /// What was to be said.
    package var announcement: PlaceholderAnnouncement
    /// Whether GTK had the call and made it (false before GTK 4.14, where
    /// the focused widget's description says it).
    package var madeByGTK: Bool
  }

  /// Hears every announcement after it went to GTK: the tests' window on a
  /// call that has no getter. Nil outside tests.
  package static var recorder: (@MainActor (Record) -> Void)?

  /// Whether the GTK running can announce: 4.14 or later. (SwiftPM builds
  /// against the GTK installed, so the shim's compile-time check agrees.)
  package nonisolated static var isAvailable: Bool {
    gtk_get_major_version() > 4 || (gtk_get_major_version() == 4 && gtk_get_minor_version() >= 14)
  }

  /// Asks screen readers to speak `announcement` on behalf of `widget`.
  static func announce(_ announcement: PlaceholderAnnouncement, for widget: Widget) {
    let made = pg_accessible_announce(
      gcast(widget.gtkWidget), announcement.message, Int32(announcement.priority.rawValue))
    if made == 0 { _ = FocusedDescriptionAnnouncer.speak(announcement.message, near: widget) }
    recorder?(Record(announcement: announcement, madeByGTK: made != 0))
  }
}
