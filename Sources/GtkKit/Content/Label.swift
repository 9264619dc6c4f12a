internal import CGtk

/// A GtkLabel: text that the user reads but does not edit.
@MainActor
public final class Label: Widget {
  /// Creates a label showing `text` literally.
  public init(_ text: String = "") {
    // Once per row a list makes: see `withCString(_:_:)`.
    super.init(taking: withCString(text) { gtk_label_new($0) })
  }

  /// Creates a label showing `text` literally, with style classes.
  public convenience init(_ text: String, style: StyleClass...) {
    self.init(text)
    for each in style { addStyle(each) }
  }

  /// The text, shown literally (never parsed as markup).
  public var text: String {
    get { String(cString: gtk_label_get_text(gcast(gtkWidget))) }
    set { withCString(newValue) { gtk_label_set_text(gcast(gtkWidget), $0) } }
  }

  /// Sets the text as Pango markup (`<b>bold</b>`). Text from users or the
  /// network must be escaped first; use `text` for plain text.
  public func setMarkup(_ markup: String) {
    gtk_label_set_markup(gcast(gtkWidget), markup)
  }

  /// Horizontal alignment of the text, 0 (start) to 1 (end).
  public var xAlign: Float {
    get { gtk_label_get_xalign(gcast(gtkWidget)) }
    set { gtk_label_set_xalign(gcast(gtkWidget), newValue) }
  }

  /// Whether long text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(gcast(gtkWidget)) != 0 }
    set { gtk_label_set_wrap(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// Whether text too long for the label ends in "…" (at the end).
  public var ellipsizes: Bool {
    get { gtk_label_get_ellipsize(gcast(gtkWidget)) != PANGO_ELLIPSIZE_NONE }
    set { gtk_label_set_ellipsize(gcast(gtkWidget), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
  }

  /// Whether the user can select and copy the text.
  public var isSelectable: Bool {
    get { gtk_label_get_selectable(gcast(gtkWidget)) != 0 }
    set { gtk_label_set_selectable(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// How wrapped lines line up with each other.
  public var justification: Justification {
    get {
      switch gtk_label_get_justify(gcast(gtkWidget)) {
      case GTK_JUSTIFY_CENTER: .center
      case GTK_JUSTIFY_RIGHT: .end
      case GTK_JUSTIFY_FILL: .fill
      default: .start
      }
    }
    set {
      let value =
        switch newValue {
        case .start: GTK_JUSTIFY_LEFT
        case .center: GTK_JUSTIFY_CENTER
        case .end: GTK_JUSTIFY_RIGHT
        case .fill: GTK_JUSTIFY_FILL
        }
      gtk_label_set_justify(gcast(gtkWidget), value)
    }
  }

  /// How the lines of wrapped text line up.
  public enum Justification: Sendable {
    /// Along the start edge.
    case start
    /// Centred.
    case center
    /// Along the end edge.
    case end
    /// Stretched to both edges.
    case fill
  }
}
