import PlaceholderGtk

/// Accessible names for the buttons of the Gallery and Page States pages.
///
/// GTK 4.8 names a button made with a label by both its label property
/// (the raw text, mnemonic underscore included) and its labelled-by
/// relation to the label child, and joins them: "_Loading Loading".
/// `setAccessibleLabel` drops the relation, so the plain title is the one
/// name: "Loading".
@MainActor
enum GalleryButtonNames {
  /// Names `button` by `title`, with its mnemonic underscores removed.
  static func name(_ button: Widget, _ title: String) {
    button.setAccessibleLabel(withoutMnemonic(title))
  }

  /// `title` as shown: a single `_` marks the mnemonic and is dropped; `__`
  /// is a literal underscore. O(length).
  static func withoutMnemonic(_ title: String) -> String {
    var result = ""
    var pendingUnderscore = false
    for character in title {
      if character == "_" {
        if pendingUnderscore { result.append("_") }
        pendingUnderscore.toggle()
        continue
      }
      pendingUnderscore = false
      result.append(character)
    }
    return result
  }
}
