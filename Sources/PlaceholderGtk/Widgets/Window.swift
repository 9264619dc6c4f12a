package import CGtk

/// A GtkWindow: a top-level window.
///
/// GTK keeps a window alive from creation until it is closed (or
/// `destroy()`ed), whether or not Swift holds the wrapper.
@MainActor
public class Window: Widget {
  /// An empty window, not yet shown: set its child, then `present()` it.
  public init(title: String? = nil) {
    super.init(retaining: gtk_window_new())
    if let title { self.title = title }
  }

  package override init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(retaining: widget)
  }

  var window: UnsafeMutablePointer<GtkWindow> { gcast(gtkWidget) }

  /// The title in the title bar.
  public var title: String? {
    get { gtk_window_get_title(window).map { String(cString: $0) } }
    set { gtk_window_set_title(window, newValue) }
  }

  /// The window's content.
  public var child: Widget? {
    get { gtk_window_get_child(window).map { Widget(retaining: $0) } }
    set { gtk_window_set_child(window, newValue?.gtkWidget) }
  }

  /// The title bar, usually a ``HeaderBar``; nil for the system's.
  public var titlebar: Widget? {
    get { gtk_window_get_titlebar(window).map { Widget(retaining: $0) } }
    set { gtk_window_set_titlebar(window, newValue?.gtkWidget) }
  }

  /// Sets the size the window opens at, in pixels.
  public func setDefaultSize(width: Int, height: Int) {
    gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
  }

  /// The window this one belongs to (a dialog's parent): kept above it and
  /// centred on it.
  public var transientParent: Window? {
    get { gtk_window_get_transient_for(window).map { Window(retaining: gcast($0)) } }
    set { gtk_window_set_transient_for(window, newValue?.window) }
  }

  /// Whether the window blocks input to its parent while it shows.
  public var isModal: Bool {
    get { gtk_window_get_modal(window) != 0 }
    set { gtk_window_set_modal(window, newValue ? 1 : 0) }
  }

  /// Whether closing only hides the window, so it can be shown again.
  public var hidesOnClose: Bool {
    get { gtk_window_get_hide_on_close(window) != 0 }
    set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
  }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(window) }

  /// Asks the window to close, as its close button does: `onCloseRequest`
  /// handlers may keep it open.
  public func close() { gtk_window_close(window) }

  /// Closes the window at once, whatever its handlers say.
  public func destroy() { gtk_window_destroy(window) }

  /// Runs `handler` when the user asks to close the window; return true to
  /// keep it open.
  public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
    SignalConnection(gtkWidget, handlerID: Signals.connectReturningBool(gtkWidget, "close-request", handler))
  }

  /// The icon every window shows unless it sets its own: usually the
  /// application's ID, whose icon the app installs.
  public static func setDefaultIconName(_ name: String) {
    gtk_window_set_default_icon_name(name)
  }
}

/// A GtkApplicationWindow: a window of an ``Application``, which keeps the
/// application running while it is open and shares the app's actions.
@MainActor
public final class ApplicationWindow: Window {
  /// A window of `application`, not yet shown.
  public init(application: Application, title: String? = nil) {
    super.init(retaining: gtk_application_window_new(application.gtkApplication))
    if let title { self.title = title }
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

  /// Adds an on/off window action `win.NAME`, shown in a ``Menu`` as a
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

/// A GtkHeaderBar: the title bar of a window, with buttons at its start and
/// end.
@MainActor
public final class HeaderBar: Widget {
  /// A header bar with the window's title and its close button.
  public init() {
    super.init(taking: gtk_header_bar_new())
  }

  /// Adds a widget at the start (left in left-to-right text).
  public func packStart(_ child: Widget) {
    gtk_header_bar_pack_start(gcast(gtkWidget), child.gtkWidget)
  }

  /// Adds a widget at the end; each one goes before the previous.
  public func packEnd(_ child: Widget) {
    gtk_header_bar_pack_end(gcast(gtkWidget), child.gtkWidget)
  }

  /// A widget in place of the title, such as a search entry.
  public var titleWidget: Widget? {
    get { gtk_header_bar_get_title_widget(gcast(gtkWidget)).map { Widget(retaining: $0) } }
    set { gtk_header_bar_set_title_widget(gcast(gtkWidget), newValue?.gtkWidget) }
  }
}

/// GAction plumbing shared by windows and the application.
@MainActor
enum Actions {
  /// Adds a stateless action named `name` to an action map.
  static func add(_ name: String, to map: some GObjectPointer, _ handler: @escaping @MainActor () -> Void) {
    guard let action = g_simple_action_new(name, nil) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate", handler)
    g_action_map_add_action(gcast(map), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Adds a boolean-state action named `name` to an action map; activating
  /// it flips the state and reports the new one.
  static func addToggle(
    _ name: String, isOn: Bool, to map: some GObjectPointer, _ handler: @escaping @MainActor (Bool) -> Void
  ) {
    guard let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0)) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate") {
      guard let state = g_action_get_state(gcast(action)) else { return }
      let newValue = g_variant_get_boolean(state) == 0
      g_variant_unref(state)
      g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0))
      handler(newValue)
    }
    g_action_map_add_action(gcast(map), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }
}
