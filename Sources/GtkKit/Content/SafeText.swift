/// Text from outside the app (a file name, a server's message) made safe to
/// show as plain text: it shows what it holds and cannot disguise itself.
///
/// - A right-to-left override and the other explicit direction controls
///   (embeddings, overrides, isolates) are shown as `<U+202E>` and the
///   like, so `invoice-` + U+202E + `fdp.exe` reads as
///   `invoice-<U+202E>fdp.exe`, not as `invoice-exe.pdf`.
/// - Control characters are shown, not obeyed: a newline as ␊, a tab as ␉,
///   escape as ␛ (Unicode's control pictures), DEL as ␡, the C1 controls
///   and the line and paragraph separators as `<U+0085>` and the like.
///
/// With no explicit direction control left, a name cannot reorder what
/// follows it. Everything else, right-to-left scripts, their implicit
/// marks and emoji included, is kept as it is, and nothing invisible is
/// added: the result still compares and searches like the name.
/// `Folder` lists `FileEntry.displayName` through it.
///
/// ```swift
/// label.text = SafeText.forDisplay(fileName)
/// ```
public enum SafeText {
  /// `text` as it is safe to show. O(n).
  public static func forDisplay(_ text: String) -> String {
    // Most text has nothing to show differently: no copy then.
    guard text.unicodeScalars.contains(where: { visibleForm(of: $0) != nil }) else { return text }
    var shown = ""
    shown.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let visible = visibleForm(of: scalar) {
        shown += visible
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// What a character that must not act is shown as, or nil to keep it.
  static func visibleForm(of scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x00...0x1F:
      // Control pictures: U+2400 + the code (␀ … ␟).
      return Unicode.Scalar(0x2400 + scalar.value).map { String($0) }
    case 0x7F: return "\u{2421}"  // ␡
    case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return codePointName(scalar)
    default: return nil
    }
  }

  /// `<U+202E>`: the code point, as Unicode writes it.
  private static func codePointName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }
}
