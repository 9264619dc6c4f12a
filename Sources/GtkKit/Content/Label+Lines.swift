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

extension Image {
  /// Shows nothing.
  package func clear() { gtk_image_clear(gcast(gtkWidget)) }

  /// Shows a texture (the image keeps its own reference).
  package func setTexture(_ texture: ObjectReference) {
    gtk_image_set_from_paintable(gcast(gtkWidget), OpaquePointer(texture.pointer))
  }
}

extension Widget {
  /// Moves the widget inside `parent` to just after `sibling` (first, for nil).
  package func insert(into parent: Widget, after sibling: Widget?) {
    gtk_widget_insert_after(gtkWidget, parent.gtkWidget, sibling?.gtkWidget)
  }
}

extension Image {
  /// An image a screen reader skips (role none): decoration beside text
  /// that says what it means. (GTK manages the hidden state itself on each
  /// show and hide, so only the role, set as the image is made, does this.)
  package static func decorative() -> Image {
    let made = AccessibleAttributes.makeWidget(type: gtk_image_get_type(), role: GTK_ACCESSIBLE_ROLE_NONE)
    return made.map { Image(taking: $0) } ?? Image()
  }
}

extension Button {
  /// A button with no label yet.
  package static func blank() -> Button { Button(taking: gtk_button_new()) }
}
