import CGtk
import PlaceholderGtk

/// The demo's main window: a header bar and the content area.
@MainActor
final class DemoWindow {
  let window: Widget

  init?(application: Application) {
    guard let window = gtk_application_window_new(application.gtkApplication) else { return nil }
    // The application keeps its windows alive; Swift holds one more reference.
    self.window = Widget(retaining: window)
    let gtkWindow: UnsafeMutablePointer<GtkWindow> = gcast(window)
    gtk_window_set_title(gtkWindow, "Placeholders")
    gtk_window_set_default_size(gtkWindow, 960, 680)

    let header = gtk_header_bar_new()
    gtk_window_set_titlebar(gtkWindow, header)

    let list = gtk_list_view_new(nil, nil)
    let scrolled = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
    gtk_window_set_child(gtkWindow, scrolled)
  }

  func present() {
    gtk_window_present(gcast(window.gtkWidget))
  }
}
