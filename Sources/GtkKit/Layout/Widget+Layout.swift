internal import CGtk

/// How a widget sits in the space its parent gives it.
public enum Alignment: Sendable {
  /// Fills the space.
  case fill
  /// At the start (left in left-to-right text, top).
  case start
  /// At the end (right in left-to-right text, bottom).
  case end
  /// In the middle.
  case center

  var gtk: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    }
  }

  init(_ align: GtkAlign) {
    switch align {
    case GTK_ALIGN_START: self = .start
    case GTK_ALIGN_END: self = .end
    case GTK_ALIGN_CENTER: self = .center
    default: self = .fill
    }
  }
}

extension Widget {
  /// Sets the margins on all four sides, in pixels.
  public func setMargins(_ margin: Int) {
    setMargins(top: margin, bottom: margin, start: margin, end: margin)
  }

  /// Sets each side's margin, in pixels.
  public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
    gtk_widget_set_margin_top(gtkWidget, Int32(clamping: top))
    gtk_widget_set_margin_bottom(gtkWidget, Int32(clamping: bottom))
    gtk_widget_set_margin_start(gtkWidget, Int32(clamping: start))
    gtk_widget_set_margin_end(gtkWidget, Int32(clamping: end))
  }

  /// Whether the widget takes extra horizontal space.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(gtkWidget) != 0 }
    set { gtk_widget_set_hexpand(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes extra vertical space.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(gtkWidget) != 0 }
    set { gtk_widget_set_vexpand(gtkWidget, newValue ? 1 : 0) }
  }

  /// Horizontal placement in the space the parent gives.
  public var horizontalAlignment: Alignment {
    get { Alignment(gtk_widget_get_halign(gtkWidget)) }
    set { gtk_widget_set_halign(gtkWidget, newValue.gtk) }
  }

  /// Vertical placement in the space the parent gives.
  public var verticalAlignment: Alignment {
    get { Alignment(gtk_widget_get_valign(gtkWidget)) }
    set { gtk_widget_set_valign(gtkWidget, newValue.gtk) }
  }

  /// Asks for at least this size, in pixels; -1 leaves a side to the
  /// widget's natural size.
  public func setMinimumSize(width: Int = -1, height: Int = -1) {
    gtk_widget_set_size_request(gtkWidget, Int32(clamping: width), Int32(clamping: height))
  }
}

extension Widget {
  /// Sets the start and end margins, in pixels, leaving top and bottom.
  package func setHorizontalMargins(_ margin: Int) {
    gtk_widget_set_margin_start(gtkWidget, Int32(clamping: margin))
    gtk_widget_set_margin_end(gtkWidget, Int32(clamping: margin))
  }

  /// The start and end margins together, in pixels.
  package var horizontalMargins: Int {
    Int(gtk_widget_get_margin_start(gtkWidget)) + Int(gtk_widget_get_margin_end(gtkWidget))
  }
}
