internal import CGtk

/// A GtkApplicationWindow: a window of an ``Application``, which keeps the
/// application running while it is open and shares the app's actions.
@MainActor
open class ApplicationWindow: Window {
  /// A window of `application`, not yet shown.
  public init(application: Application, title: String? = nil) {
    super.init(retaining: gtk_application_window_new(application.gtkApplication))
    if let title { self.title = title }
  }

  /// Wraps an application window made elsewhere in this package (a
  /// libadwaita window); GTK owns it, the wrapper adds a reference.
  package init(applicationWindow pointer: UnsafeMutableRawPointer) {
    super.init(retaining: pointer.assumingMemoryBound(to: GtkWidget.self))
  }

  /// Adds a window action `win.NAME` that runs `handler`, with keyboard
  /// accelerators such as `"<Control>f"` or `"F5"`. Buttons and menu items
  /// activate it by its detailed name, `"win.NAME"`.
  public func addAction(
    _ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void
  ) {
    Actions.add(name, to: gtkWidget, handler)
    setAccelerators(accelerators, for: "win.\(name)")
  }

  /// Adds an on/off window action `win.NAME`, shown in a menu as a
  /// check item. `handler` gets the new state; the action keeps it.
  public func addToggleAction(
    _ name: String, isOn: Bool, accelerators: [String] = [], _ handler: @escaping @MainActor (Bool) -> Void
  ) {
    Actions.addToggle(name, isOn: isOn, to: gtkWidget, handler)
    setAccelerators(accelerators, for: "win.\(name)")
  }

  /// Sets an action's accelerators through the window's application (GTK's
  /// own link, not a Swift reference: the window may outlive the wrapper of
  /// its application).
  private func setAccelerators(_ accelerators: [String], for detailedAction: String) {
    guard !accelerators.isEmpty, let application = gtk_window_get_application(window) else { return }
    Application.setAccelerators(accelerators, for: detailedAction, on: application)
  }

  /// Activates one of the window's actions by name, as its accelerator
  /// would (`"refresh"` for `win.refresh`).
  public func activateAction(_ name: String) {
    g_action_group_activate_action(gcast(gtkWidget), name, nil)
  }
}
