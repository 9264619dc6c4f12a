internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwToastOverlay: shows ``Adw/Toast``s over its child, usually the
  /// content of a window or of a pane.
  @MainActor
  public final class ToastOverlay: Widget {
    /// The toasts added and not yet gone, oldest first.
    public private(set) var toasts: [Toast] = []
    /// What watches lists whose refresh failures show here.
    var refreshFailureWatches: [RefreshFailureToasts] = []

    /// An overlay over `child`.
    public init(child: Widget? = nil) {
      super.init(adopting: pg_adw_toast_overlay_new())
      self.child = child
    }

    /// The widget the toasts show over.
    public var child: Widget? {
      get { childWidget }
      set {
        childWidget = newValue
        pg_adw_toast_overlay_set_child(widgetPointer, newValue?.widgetPointer)
      }
    }
    private var childWidget: Widget?

    /// Shows `toast`: at once when nothing shows or it is high-priority,
    /// after the one showing otherwise.
    public func add(_ toast: Toast) {
      toasts.append(toast)
      let earlier = toast.dismissalHandler
      toast.dismissalHandler = { [weak self, weak toast] in
        earlier?()
        self?.toasts.removeAll { $0 === toast }
      }
      pg_adw_toast_overlay_add_toast(widgetPointer, toast.toastPointer)
    }

    /// Takes every toast away, the one showing and those waiting.
    public func dismissAll() {
      if pg_adw_has_dismiss_all() != 0 {
        pg_adw_toast_overlay_dismiss_all(widgetPointer)
      }
      // Before libadwaita 1.7, one by one (and after it, any that remain).
      for toast in toasts.reversed() where !toast.isDismissed { toast.dismiss() }
    }
  }
}
