internal import CGtk

extension Label {
  /// Wraps long text between words, and inside a word longer than a line
  /// (a URL, a long file name), so nothing runs past the label's edge.
  package func wrapAnywhere() {
    gtk_label_set_wrap(gcast(gtkWidget), 1)
    gtk_label_set_wrap_mode(gcast(gtkWidget), PANGO_WRAP_WORD_CHAR)
  }

  /// The most lines a wrapping, ellipsizing label shows; -1 for any.
  package var maxLines: Int {
    get { Int(gtk_label_get_lines(gcast(gtkWidget))) }
    set { gtk_label_set_lines(gcast(gtkWidget), Int32(clamping: newValue)) }
  }
}
