import PlaceholderCore

/// A simulated mail server: it searches a folder by subject and sender and
/// sends the messages 50 at a time, after a delay, as over a network. The
/// Spam folder's first load fails, as a server that is briefly down would.
@MainActor
class MailServer {
  /// The messages in one page.
  static let pageSize = 50

  private let latency: Duration
  private let mail = SampleMail.folders()
  private var spamHasFailed = false

  /// A server that answers after `latency`.
  init(latency: Duration = .milliseconds(600)) {
    self.latency = latency
  }

  /// The page at `index` (from 0) of the messages in `folder` that match
  /// `query` (all of them for nil).
  func messages(in folder: Folder, matching query: String?, page index: Int) async throws -> MessagePage {
    try await roundTrip()
    if folder == .spam, !spamHasFailed {
      spamHasFailed = true
      throw LoadFailure.other("The spam filter did not answer. Try again.")
    }
    let found = (mail[folder] ?? []).filter { $0.matches(query) }
    let start = min(max(index, 0) * Self.pageSize, found.count)
    let end = min(start + Self.pageSize, found.count)
    return MessagePage(messages: Array(found[start..<end]), hasMore: end < found.count)
  }

  /// Waits as long as a request to a real server takes. The tests override
  /// it to answer when they choose.
  func roundTrip() async throws {
    try await Task.sleep(for: latency)
  }
}
