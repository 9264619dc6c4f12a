internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: Pango's markup parser, to check markup before GTK logs it as broken.

/// Shows placeholder text on a GtkLabel: `.plain` literally, `.markup` as
/// Pango markup once it is known to parse; markup that does not parse is
/// shown literally, with one warning. Returns the text without markup, for
/// accessible names.
@MainActor
@discardableResult
func showPlaceholderText(_ text: PlaceholderText, on label: Widget) -> String {
  let gtkLabel: OpaquePointer = gcast(label.gtkWidget)
  switch text {
  case .plain(let string):
    gtk_label_set_text(gtkLabel, string)
    return string
  case .markup(let markup):
    var error: UnsafeMutablePointer<GError>?
    var plain: UnsafeMutablePointer<CChar>?
    defer {
      g_free(plain)
      if let error { g_error_free(error) }
    }
    guard pango_parse_markup(markup, -1, 0, nil, &plain, nil, &error) != 0 else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      Diagnostics.warnOnce(
        key: "markup:\(markup)", "placeholder detail is not valid Pango markup (\(reason)); shown as plain text")
      gtk_label_set_text(gtkLabel, markup)
      return markup
    }
    gtk_label_set_markup(gtkLabel, markup)
    return plain.map { String(cString: $0) } ?? markup
  }
}
