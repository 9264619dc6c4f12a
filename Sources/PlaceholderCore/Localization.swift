import CGettext

/// Translations through GNU gettext.
///
/// The library and its demo share one text domain, `placeholders`. An app
/// calls `bind(localeDirectory:)` once at start (GTK sets the locale from the
/// environment in `gtk_init`; an app without GTK calls `setlocale` itself).
/// Strings in the sources are marked with `translate("…")`, the keyword
/// `xgettext` extracts.
public enum Localization {
  /// The gettext text domain of the library and the demo.
  public static let textDomain = "placeholders"

  /// Points the text domain at a directory of `LANG/LC_MESSAGES/placeholders.mo`
  /// catalogs and makes them return UTF-8.
  public static func bind(localeDirectory: String) {
    bindtextdomain(textDomain, localeDirectory)
    bind_textdomain_codeset(textDomain, "UTF-8")
  }
}

/// The translation of `message` in the current locale, or `message` itself.
///
/// gettext returns its argument when there is no translation, so the C
/// string must stay alive until the result has been read.
public func translate(_ message: String) -> String {
  message.withCString { original in
    guard let translated = dgettext(Localization.textDomain, original), UnsafePointer(translated) != original else {
      return message
    }
    return String(cString: translated)
  }
}

/// The translation of a message whose form depends on a count.
public func translate(_ singular: String, plural: String, count: Int) -> String {
  singular.withCString { singularC in
    plural.withCString { pluralC in
      guard let chosen = dngettext(Localization.textDomain, singularC, pluralC, UInt(max(count, 0))) else {
        return count == 1 ? singular : plural
      }
      if UnsafePointer(chosen) == singularC { return singular }
      if UnsafePointer(chosen) == pluralC { return plural }
      return String(cString: chosen)
    }
  }
}
