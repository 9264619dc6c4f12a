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

  /// The height the widget asks for at `width`: wrapped text measured as it
  /// will wrap there, not at its natural width (`naturalSize`).
  public func naturalHeight(forWidth width: Int) -> Int {
    var natural: Int32 = 0
    gtk_widget_measure(gtkWidget, GTK_ORIENTATION_VERTICAL, Int32(clamping: width), nil, &natural, nil, nil)
    return Int(natural)
  }
}

extension Widget {
  /// The widget's minimum and natural size along `orientation`, for the
  /// other side's size `forSize` (-1: any).
  package func measure(_ orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(gtkWidget, orientation.gtk, Int32(clamping: forSize), &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
  }
}
