/// The words a placeholder's detail is spoken as.
extension PlaceholderAnnouncement {
  /// The words of a detail: plain text as is; Pango markup with its tags
  /// removed and its entities decoded, or literally when it is not
  /// well-formed (as the view then shows it).
  package static func spokenText(_ text: PlaceholderText) -> String {
    switch text {
    case .plain(let plain): plain
    case .markup(let markup): strippingMarkup(markup) ?? markup
    }
  }

  /// `markup` without tags and with `&amp;`-style entities decoded, or nil
  /// when a tag or an entity is left open or unknown.
  private static func strippingMarkup(_ markup: String) -> String? {
    var result = ""
    var index = markup.startIndex
    while index < markup.endIndex {
      let character = markup[index]
      if character == "<" {
        guard let close = markup[index...].firstIndex(of: ">") else { return nil }
        index = markup.index(after: close)
      } else if character == "&" {
        guard let semicolon = markup[index...].firstIndex(of: ";"),
          let decoded = decodeEntity(markup[markup.index(after: index)..<semicolon])
        else { return nil }
        result.append(decoded)
        index = markup.index(after: semicolon)
      } else {
        result.append(character)
        index = markup.index(after: index)
      }
    }
    return result
  }

  /// The character an entity name (`amp`, `#38`, `#x26`) stands for.
  private static func decodeEntity(_ name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
