internal import CGtk

extension Label {
  /// The widest the label asks to be, in characters, or -1 for no limit: a
  /// wrapping label wraps at this width even when it has more room.
  public var maxWidthCharacters: Int {
    get { Int(gtk_label_get_max_width_chars(gcast(gtkWidget))) }
    set { gtk_label_set_max_width_chars(gcast(gtkWidget), Int32(clamping: newValue)) }
  }
}
