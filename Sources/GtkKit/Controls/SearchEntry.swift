internal import CGtk

/// A GtkSearchEntry: an entry for a search, with a clear icon, that reports
/// changes after a short pause in typing.
@MainActor
public final class SearchEntry: Widget {
  /// An empty search entry, with a hint shown while it is empty; the hint
  /// is also its name for screen readers (`setAccessibleLabel(_:)` gives
  /// another).
  public init(placeholderText: String? = nil) {
    super.init(taking: gtk_search_entry_new())
    if let placeholderText {
      // GtkSearchEntry has no setter before GTK 4.10; the property exists on 4.8.
      Properties.set(UnsafeMutableRawPointer(gtkWidget), "placeholder-text", string: placeholderText)
      // Screen readers would otherwise hear "GtkSearchEntry".
      setAccessibleLabel(placeholderText)
    }
  }

  /// The text typed.
  public var text: String {
    get { Editable.text(of: gtkWidget) }
    set { Editable.setText(newValue, of: gtkWidget) }
  }

  /// Runs `handler` with the text after every change, at once: each key
  /// typed, the clear icon, and changes made from code.
  public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
    let entry = gtkWidget
    return connection("changed") { handler(Editable.text(of: entry)) }
  }

  /// Runs `handler` with the text once the user pauses typing (or clears
  /// the entry).
  public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
    let entry = gtkWidget
    return connection("search-changed") { handler(Editable.text(of: entry)) }
  }

  /// Runs `handler` when the user presses Enter.
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("activate", handler)
  }

  /// Runs `handler` when the user presses Escape to end the search.
  public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("stop-search", handler)
  }
}
