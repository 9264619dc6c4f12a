internal import CGtk

/// A GtkEntry: one line of text the user types.
@MainActor
public final class Entry: Widget {
  /// An empty entry, with a hint shown while it is empty.
  public init(placeholderText: String? = nil) {
    super.init(taking: gtk_entry_new())
    if let placeholderText { self.placeholderText = placeholderText }
  }

  /// The text typed.
  public var text: String {
    get { Editable.text(of: gtkWidget) }
    set { Editable.setText(newValue, of: gtkWidget) }
  }

  /// The hint shown while the entry is empty.
  public var placeholderText: String? {
    get { gtk_entry_get_placeholder_text(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_entry_set_placeholder_text(gcast(gtkWidget), newValue) }
  }

  /// Runs `handler` with the text each time it changes.
  public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
    let entry = gtkWidget
    return connection("changed") { handler(Editable.text(of: entry)) }
  }

  /// Runs `handler` when the user presses Enter in the entry.
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("activate", handler)
  }
}

/// The GtkEditable interface both entries share.
@MainActor
enum Editable {
  static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
    gtk_editable_get_text(gcast(widget)).map { String(cString: $0) } ?? ""
  }

  static func setText(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_editable_set_text(gcast(widget), text)
  }
}
