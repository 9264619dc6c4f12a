internal import CGtk

extension Widget {
  /// The size the widget asks for: its natural width, and its natural
  /// height at that width (so wrapped text is measured as it will show).
  /// For a layout closure that places a widget by its size.
  public var naturalSize: (width: Int, height: Int) {
    var minimumWidth: Int32 = 0
    var naturalWidth: Int32 = 0
    gtk_widget_measure(gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
    var naturalHeight: Int32 = 0
    gtk_widget_measure(
      gtkWidget, GTK_ORIENTATION_VERTICAL, max(naturalWidth, minimumWidth), nil, &naturalHeight, nil, nil)
    return (Int(naturalWidth), Int(naturalHeight))
  }
}
