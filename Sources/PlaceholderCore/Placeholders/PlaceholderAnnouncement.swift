/// What a screen reader is told when a list's placeholder changes, if
/// anything: the decision behind `gtk_accessible_announce` (GTK 4.14+).
///
/// Only outcomes the user waited for and cannot otherwise perceive without
/// moving focus are announced:
///
/// | new state | announced | priority |
/// |---|---|---|
/// | `failed` (a first load, a retry or a refresh failed) | yes | `.high`, as an ARIA alert |
/// | `noResults` (a search found nothing) | yes | `.medium`, as a polite live region |
/// | `content(.loadMoreFailed)` (a page failed; its footer says so) | yes | `.high` |
/// | `empty`, `loading`, `idle`, `content`, `refreshing` | no | — |
///
/// A refresh that fails over rows keeps them and announces its failure
/// (`forRefreshFailure`). A placeholder a standalone slot shows is
/// announced by its own `PlaceholderContent.urgency` (`forItemChange`).
///
/// An empty list is the quiet resting state, and "Loading…" is already the
/// group's busy state: announcing them would talk over the user. A state
/// that does not change (settings edits, a re-evaluation) is not announced
/// again; a refresh over a failure that fails again is, since the user asked
/// for it and waits for its outcome.
///
/// The text is what the placeholder shows: its title, then its detail as
/// plain text (markup tags removed), on two lines, with no punctuation added
/// so it reads right in every language. A placeholder with neither, or no
/// placeholder at all (the app vetoed it), announces nothing. O(length of
/// the text).
package struct PlaceholderAnnouncement: Hashable, Sendable {
  /// How urgently a screen reader speaks it (GTK's announcement priorities).
  package enum Priority: Int, Hashable, Sendable {
    /// Spoken when the reader is idle.
    case low = 0
    /// Spoken after what the reader is saying now.
    case medium = 1
    /// Spoken at once, interrupting.
    case high = 2
  }

  /// The text to speak.
  package var message: String
  /// How urgently to speak it.
  package var priority: Priority

  /// Creates an announcement.
  package init(message: String, priority: Priority) {
    self.message = message
    self.priority = priority
  }

  /// The announcement for a list whose state moved from `old` to `new` and
  /// which now shows `content` (nil: no placeholder), or nil for silence.
  package static func forChange(from old: PageState, to new: PageState, showing content: PlaceholderContent?)
    -> PlaceholderAnnouncement?
  {
    guard old != new else { return nil }
    let priority: Priority
    switch new {
    case .content(.loadMoreFailed(let failure)):
      guard let text = PagingFooter.failed(failure).label else { return nil }
      return PlaceholderAnnouncement(message: text, priority: .high)
    case .failed: priority = .high
    case .noResults: priority = .medium
    case .idle, .loading, .content, .refreshing, .empty: return nil
    }
    guard let content, let message = spokenMessage(of: content) else { return nil }
    return PlaceholderAnnouncement(message: message, priority: priority)
  }

  /// The announcement for a refresh that failed while the rows stayed: the
  /// words the refresh indicator flashes.
  package static func forRefreshFailure(_ failure: LoadFailure) -> PlaceholderAnnouncement {
    PlaceholderAnnouncement(message: failure.refreshFailedText, priority: .high)
  }

  /// The announcement for a standalone slot whose item changed from `old`
  /// to `new`, by the new content's `urgency`; nil when it is quiet, gone,
  /// unchanged, or has no words.
  package static func forItemChange(from old: PlaceholderContent?, to new: PlaceholderContent?)
    -> PlaceholderAnnouncement?
  {
    guard let new, new != old, let message = spokenMessage(of: new) else { return nil }
    switch new.urgency {
    case .quiet: return nil
    case .polite: return PlaceholderAnnouncement(message: message, priority: .medium)
    case .alert: return PlaceholderAnnouncement(message: message, priority: .high)
    }
  }

  /// The title and the detail's words, on two lines; nil without either.
  private static func spokenMessage(of content: PlaceholderContent) -> String? {
    let lines = [content.visibleTitle, content.visibleDetail.map(spokenText)].compactMap { $0 }.filter {
      !$0.isEmpty
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

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
