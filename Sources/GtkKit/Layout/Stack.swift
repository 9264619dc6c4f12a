internal import CGtk

/// A GtkStack: pages of which one shows at a time, each with a name and a
/// title (which a GtkStackSidebar lists).
@MainActor
public final class Stack: Widget {
  /// How the stack moves from one page to the next.
  public enum Transition: Sendable {
    /// At once.
    case none
    /// The old page fades out as the new one fades in.
    case crossfade
    /// The new page slides in from the side.
    case slideLeftRight
    /// The new page slides in from below or above.
    case slideUpDown

    var gtk: GtkStackTransitionType {
      switch self {
      case .none: GTK_STACK_TRANSITION_TYPE_NONE
      case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
      case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
      case .slideUpDown: GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN
      }
    }
  }

  /// An empty stack.
  public init(transition: Transition = .crossfade) {
    super.init(taking: gtk_stack_new())
    gtk_stack_set_transition_type(gcast(gtkWidget), transition.gtk)
  }

  /// Adds a page named `name` (unique in the stack) with the title a
  /// sidebar shows.
  public func addPage(_ child: Widget, name: String, title: String) {
    gtk_stack_add_titled(gcast(gtkWidget), child.gtkWidget, name, title)
  }

  /// The name of the page shown; setting it shows that page (an unknown
  /// name is ignored).
  public var visiblePageName: String? {
    get { gtk_stack_get_visible_child_name(gcast(gtkWidget)).map { String(cString: $0) } }
    set {
      guard let newValue, gtk_stack_get_child_by_name(gcast(gtkWidget), newValue) != nil else { return }
      gtk_stack_set_visible_child_name(gcast(gtkWidget), newValue)
    }
  }

  /// Runs `handler` with the new page's name each time another page shows.
  public func onVisiblePageChanged(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
    let stack = gtkWidget
    return notification(of: "visible-child") {
      handler(gtk_stack_get_visible_child_name(gcast(stack)).map { String(cString: $0) })
    }
  }
}
