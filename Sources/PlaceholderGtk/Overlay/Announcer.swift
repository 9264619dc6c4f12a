internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the announcement goes to GTK's accessible of the focused widget itself (`gtk_accessible_announce`),
// found by walking pointers a wrapper would only copy.

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
    RunningGTK.isAtLeast(minor: 14)
  }

  /// Asks screen readers to speak `announcement` on behalf of `widget`.
  /// Nothing outside a window.
  static func announce(_ announcement: PlaceholderAnnouncement, for widget: Widget) {
    guard let speaker = speakingWidget(near: widget) else { return }
    let made = pg_accessible_announce(gcast(speaker), announcement.message, Int32(announcement.priority.rawValue))
    if made == 0 { FocusedDescriptionAnnouncer.speak(announcement.message, through: speaker) }
    recorder?(Record(announcement: announcement, madeByGTK: made != 0))
  }

  /// The widget an announcement is made through: the focus of `widget`'s
  /// window, else the window. GTK 4.24 drops an announcement from a widget
  /// no screen reader has looked at yet, and Orca 51 drops one that follows
  /// another within 0.1 s unless it comes from the focus or the window;
  /// GTK 4.8's path (the description) is heard from the focus alone. A
  /// focused part a screen reader never sees (an entry's text, whose role
  /// is none) gives way to the widget it reads.
  private static func speakingWidget(near widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
    guard let root = gtk_widget_get_root(widget.gtkWidget) else { return nil }
    var speaker: UnsafeMutablePointer<GtkWidget> = gtk_root_get_focus(root) ?? gcast(root)
    while AccessibleAttributes.role(of: speaker) == GTK_ACCESSIBLE_ROLE_NONE,
      let parent = gtk_widget_get_parent(speaker)
    {
      speaker = parent
    }
    return speaker
  }
}
