/// What a screen reader is told when a list's placeholder or rows change,
/// if anything: the decision behind `gtk_accessible_announce` (GTK 4.14+;
/// older GTK speaks it through the focused widget, `Announcer`).
///
/// Every change a sighted user sees is spoken once
/// (`forChange(from:to:showing:itemCount:)` has the table): failures at
/// once, the rest after what the reader is saying. A state that does not
/// change (settings edits, a re-evaluation) is not announced again; a
/// refresh over a failure that fails again is, since the user asked for it
/// and waits for its outcome.
///
/// A refresh that fails over rows keeps them and announces its failure
/// (`forRefreshFailure`). A placeholder a standalone slot shows is
/// announced by its own `PlaceholderContent.urgency` (`forItemChange`).
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

  /// The announcement for a refresh that failed while the rows stayed: the
  /// words the refresh indicator flashes.
  package static func forRefreshFailure(_ failure: LoadFailure) -> PlaceholderAnnouncement {
    PlaceholderAnnouncement(message: failure.refreshFailedText, priority: .high)
  }

  /// The announcement for a standalone slot whose placeholder changed from `old`
  /// to `new`, by the new content's `urgency`; nil when it is quiet, gone,
  /// unchanged, or has no words, or when the focus just moved with it
  /// (`focusMoved`: the focus move speaks it).
  package static func forItemChange(
    from old: PlaceholderContent?, to new: PlaceholderContent?, focusMoved: Bool = false
  ) -> PlaceholderAnnouncement? {
    guard let new, new != old, !focusMoved, let message = spokenMessage(of: new) else { return nil }
    switch new.urgency {
    case .quiet: return nil
    case .polite: return PlaceholderAnnouncement(message: message, priority: .medium)
    case .alert: return PlaceholderAnnouncement(message: message, priority: .high)
    }
  }

  /// The title and the detail's words, on two lines; nil without either.
  package static func spokenMessage(of content: PlaceholderContent) -> String? {
    let lines = [content.visibleTitle, content.visibleDetail.map(spokenText)].compactMap { $0 }.filter {
      !$0.isEmpty
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
