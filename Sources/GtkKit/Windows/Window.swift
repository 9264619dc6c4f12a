package import CGtk

/// A GtkWindow: a top-level window.
///
/// GTK keeps a window alive from creation until it is closed (or
/// `destroy()`ed), whether or not Swift holds the wrapper.
@MainActor
open class Window: Widget {
  /// An empty window, not yet shown: set its child, then `present()` it.
  public init(title: String? = nil) {
    super.init(retaining: gtk_window_new())
    if let title { self.title = title }
  }

  package override init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(retaining: widget)
  }

  package var window: UnsafeMutablePointer<GtkWindow> { gcast(gtkWidget) }

  /// The title in the title bar.
  public var title: String? {
    get { gtk_window_get_title(window).map { String(cString: $0) } }
    set { gtk_window_set_title(window, newValue) }
  }

  /// The window's content. Open, for windows whose content goes elsewhere
  /// (libadwaita's application window).
  open var child: Widget? {
    get { gtk_window_get_child(window).map { Widget(retaining: $0) } }
    set { gtk_window_set_child(window, newValue?.gtkWidget) }
  }

  /// The title bar, usually a ``HeaderBar``; nil for the system's.
  open var titlebar: Widget? {
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
