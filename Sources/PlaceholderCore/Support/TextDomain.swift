import CGettext

/// A gettext text domain: where one body of code looks up the translations
/// of its strings.
///
/// The library's own strings ("No Content", "Retry", "Loading more…") live
/// in ``placeholders``; an app keeps its strings in a domain of its own, so
/// its catalog and the library's never collide:
///
/// ```swift
/// let strings = TextDomain("org.example.Contacts")
/// strings.bind(localeDirectory: "/usr/share/locale")
/// TextDomain.placeholders.bind(localeDirectory: "/usr/share/locale")
/// let title = strings.translate("Contacts")
/// ```
///
/// GTK sets the locale from the environment when it starts; a program
/// without GTK calls `setlocale(LC_ALL, "")` itself first.
public struct TextDomain: Hashable, Sendable {
  /// The domain's name: the `.mo` file's name without its extension.
  public let name: String

  /// A text domain by name.
  public init(_ name: String) { self.name = name }

  /// The library's own domain, `placeholders`: bind it to where the
  /// library's catalogs are installed to see its placeholders translated.
  public static let placeholders = TextDomain("placeholders")

  /// Points the domain at a directory of `LANG/LC_MESSAGES/NAME.mo` catalogs
  /// and makes them return UTF-8.
  public func bind(localeDirectory: String) {
    bindtextdomain(name, localeDirectory)
    bind_textdomain_codeset(name, "UTF-8")
  }

  /// The translation of `message` in the current locale, or `message`
  /// itself when there is none.
  public func translate(_ message: String) -> String {
    // gettext returns its argument when there is no translation, so the C
    // string must stay alive until the result has been read.
    message.withCString { original in
      guard let translated = dgettext(name, original), UnsafePointer(translated) != original else {
        return message
      }
      return String(cString: translated)
    }
  }

  /// The translation of a message whose form depends on a count.
  public func translate(_ singular: String, plural: String, count: Int) -> String {
    singular.withCString { singularC in
      plural.withCString { pluralC in
        guard let chosen = dngettext(name, singularC, pluralC, UInt(max(count, 0))) else {
          return count == 1 ? singular : plural
        }
        if UnsafePointer(chosen) == singularC { return singular }
        if UnsafePointer(chosen) == pluralC { return plural }
        return String(cString: chosen)
      }
    }
  }

  /// Fills a translated template's slots with values: `%@` takes the next
  /// value, `%1$@`, `%2$@`… take the value by position, so translators can
  /// reorder them. Values are inserted literally; a missing one is empty.
  ///
  ///     TextDomain.format(strings.translate("Selected %1$@ at %2$@"), name, path)
  public static func format(_ template: String, _ values: String...) -> String {
    format(template, values: values)
  }

  /// `format(_:_:)` with the values as an array.
  public static func format(_ template: String, values: [String]) -> String {
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
        result += position >= 1 && position <= values.count ? values[position - 1] : ""
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
}

// The library's own shorthands, the keywords xgettext extracts. Package-only:
// an app's strings belong to its own domain.

/// The translation of one of the library's messages.
package func translate(_ message: String) -> String {
  TextDomain.placeholders.translate(message)
}

/// The translation of one of the library's messages whose form depends on a
/// count.
package func translate(_ singular: String, plural: String, count: Int) -> String {
  TextDomain.placeholders.translate(singular, plural: plural, count: count)
}

/// Fills a template's slots; see `TextDomain.format(_:_:)`.
package func substitute(_ template: String, _ values: String...) -> String {
  TextDomain.format(template, values: values)
}
