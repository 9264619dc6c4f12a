internal import CGtk

/// Why a GtkBuilder description could not be loaded.
public struct BuilderError: Error, Equatable, CustomStringConvertible {
  /// GTK's message.
  public var message: String

  /// A one-line explanation.
  public var description: String { "cannot load the interface description: \(message)" }
}

/// Widgets described in GtkBuilder XML (`.ui` files), as Glade and
/// Cambalache write them.
@MainActor
public final class Builder {
  private let reference: ObjectReference

  private var builder: OpaquePointer { OpaquePointer(reference.pointer) }

  /// Loads an interface description; a malformed one is an error.
  public init(xml: String) throws(BuilderError) {
    reference = ObjectReference(taking: gtk_builder_new())
    let builder = builder
    var error: UnsafeMutablePointer<GError>?
    defer { g_clear_error(&error) }
    guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
      throw BuilderError(message: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
  }

  /// The widget with `id`, or nil if there is none (or it is not a widget).
  public func widget(named id: String) -> Widget? {
    guard let object = gtk_builder_get_object(builder, id), pg_is_widget(object) != 0 else { return nil }
    return Widget(retaining: gcast(object))
  }

  /// The window with `id`, or nil if there is none (or it is not a window).
  public func window(named id: String) -> Window? {
    guard let object = gtk_builder_get_object(builder, id),
      pg_is_instance_of(object, gtk_window_get_type()) != 0
    else { return nil }
    return Window(retaining: gcast(object))
  }
}

/// GTK's About window: the app's name, version, description and licence.
@MainActor
public final class AboutWindow: Widget {
  /// The licences the About window names.
  public enum License: Sendable {
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
  public init(programName: String, version: String, comments: String, logoIconName: String, license: License) {
    super.init(retaining: gtk_about_dialog_new())
    let about: OpaquePointer = gcast(gtkWidget)
    gtk_about_dialog_set_program_name(about, programName)
    gtk_about_dialog_set_version(about, version)
    gtk_about_dialog_set_comments(about, comments)
    gtk_about_dialog_set_logo_icon_name(about, logoIconName)
    gtk_about_dialog_set_license_type(about, license.gtk)
  }

  /// Shows the window, modal, over `parent`.
  public func present(over parent: Window?) {
    gtk_window_set_transient_for(gcast(gtkWidget), parent?.window)
    gtk_window_set_modal(gcast(gtkWidget), 1)
    gtk_window_present(gcast(gtkWidget))
  }
}
