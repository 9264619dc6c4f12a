/// A text to read: a title and paragraphs.
struct Article: Sendable {
  var title: String
  var paragraphs: [String]
}

/// Why the article could not be loaded.
struct ArticleLoadError: Error, CustomStringConvertible {
  var description: String { "The server did not answer. Check your connection, then try again." }
}

/// Fetches the article from a simulated server whose first answer is an
/// error, as a flaky network's would be.
@MainActor
final class ArticleService {
  private let latency: Duration
  private var requests = 0

  /// A service that answers after `latency`.
  init(latency: Duration = .milliseconds(600)) {
    self.latency = latency
  }

  /// The article; throws the first time it is asked.
  func fetchArticle() async throws -> Article {
    requests += 1
    try await Task.sleep(for: latency)
    if requests == 1 { throw ArticleLoadError() }
    return Article(
      title: "Why empty states matter",
      paragraphs: [
        "A view with nothing in it looks broken. A sentence that says why it is empty, and what to do next, "
          + "turns a dead end into a way forward.",
        "The same holds for anything that loads: an article, a picture, a map. While it loads, say so. "
          + "When it fails, say what happened and offer to try again. When there is simply nothing yet, "
          + "say that too.",
      ])
  }
}
