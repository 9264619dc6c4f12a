internal import CGtk

/// A GtkPasswordEntry: one line of text shown as dots, with an optional
/// icon that reveals it while pressed.
@MainActor
public final class PasswordEntry: Widget {
  /// An empty password entry, with a hint shown while it is empty.
  public init(placeholderText: String? = nil, showsPeekIcon: Bool = false) {
    super.init(taking: gtk_password_entry_new())
    if let placeholderText {
      // GtkPasswordEntry has no setter for it; the property exists on 4.8.
      Properties.set(UnsafeMutableRawPointer(gtkWidget), "placeholder-text", string: placeholderText)
    }
    self.showsPeekIcon = showsPeekIcon
  }

  /// The text typed.
  public var text: String {
    get { Editable.text(of: gtkWidget) }
    set { Editable.setText(newValue, of: gtkWidget) }
  }

  /// Whether an eye icon lets the user see the text.
  public var showsPeekIcon: Bool {
    get { gtk_password_entry_get_show_peek_icon(gcast(gtkWidget)) != 0 }
    set { gtk_password_entry_set_show_peek_icon(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// Runs `handler` when the user presses Enter in the entry.
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("activate", handler)
  }
}
