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

/// Fills a translated template's placeholders with values: `%@` takes the
/// next value, `%1$@`, `%2$@`… take the value by position, so translators
/// can reorder them. Values are inserted literally.
///
///     substitute(translate("Selected %1$@ at %2$@"), item.title, path.description)
public func substitute(_ template: String, _ values: String...) -> String {
  var result = ""
  var next = 0
  var rest = Substring(template)
  while let percent = rest.firstIndex(of: "%") {
    result += rest[..<percent]
    let afterPercent = rest[rest.index(after: percent)...]
    if afterPercent.hasPrefix("@") {
      result += next < values.count ? values[next] : ""
      next += 1
      rest = afterPercent.dropFirst()
    } else if let dollar = afterPercent.firstIndex(of: "$"), let position = Int(afterPercent[..<dollar]),
      afterPercent[afterPercent.index(after: dollar)...].hasPrefix("@")
    {
      result += (1...values.count).contains(position) ? values[position - 1] : ""
      rest = afterPercent[afterPercent.index(dollar, offsetBy: 2)...]
    } else if afterPercent.hasPrefix("%") {
      result += "%"
      rest = afterPercent.dropFirst()
    } else {
      result += "%"
      rest = afterPercent
    }
  }
  return result + rest
}
