import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkAboutDialog: an app's About window is not part of a list screen, and no
// example shows one; only the demo's main menu opens it.

/// GTK's About window: the app's name, version, description and licence.
@MainActor
final class AboutWindow {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// The licences the About window names.
  enum License: Sendable {
    /// The MIT (X11) licence.
    case mitX11
    /// GPL version 3 or later.
    case gpl3OrLater
    /// LGPL version 2.1 or later.
    case lgpl21OrLater
    /// Apache 2.0.
    case apache2

    var gtk: GtkLicense {
      switch self {
      case .mitX11: GTK_LICENSE_MIT_X11
      case .gpl3OrLater: GTK_LICENSE_GPL_3_0
      case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
      case .apache2: GTK_LICENSE_APACHE_2_0
      }
    }
  }

  /// An About window; `present(over:)` shows it.
  init(programName: String, version: String, comments: String, logoIconName: String, license: License) {
    widget = Widget.adopting(gtk_about_dialog_new())
    let about: OpaquePointer = widget.opaquePointer
    gtk_about_dialog_set_program_name(about, programName)
    gtk_about_dialog_set_version(about, version)
    gtk_about_dialog_set_comments(about, comments)
    gtk_about_dialog_set_logo_icon_name(about, logoIconName)
    gtk_about_dialog_set_license_type(about, license.gtk)
  }

  /// Shows the window, modal, over `parent`.
  func present(over parent: Window?) {
    gtk_window_set_transient_for(widget.cPointer(), parent?.cPointer())
    gtk_window_set_modal(widget.cPointer(), 1)
    gtk_window_present(widget.cPointer())
  }
}
