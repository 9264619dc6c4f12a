internal import CGtk

/// The language GTK shapes text for: Pango picks glyph forms from it (Han
/// characters in Chinese or Japanese forms, for one). It comes from the
/// locale (`LC_CTYPE`), not from `LANGUAGE`, so a program translated through
/// `LANGUAGE` alone under the C locale still draws Japanese forms.
@MainActor
package enum TextLanguage {
  /// GTK's default language as Pango names it (`"zh-cn"`, `"c"`), once GTK
  /// has set the locale.
  package static var current: String {
    String(cString: pango_language_to_string(gtk_get_default_language()))
  }
}
