internal import CGtk

/// What the list layer does with images beyond the public wrapper.
extension Image {
  /// Shows nothing.
  package func clear() { gtk_image_clear(gcast(gtkWidget)) }

  /// Shows a texture (the image keeps its own reference).
  package func setTexture(_ texture: ObjectReference) {
    gtk_image_set_from_paintable(gcast(gtkWidget), OpaquePointer(texture.pointer))
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
