import PlaceholderCore

/// A news headline: what the list shows.
struct Headline: Hashable, Sendable {
  var title: String
  var source: String
}

/// A simulated news service whose first request fails, as a laptop that has
/// just woken up before its network is back: the list then shows the "No
/// Connection" placeholder, and its Retry loads the news.
@MainActor
final class NewsService {
  /// The headlines once the network is back.
  static let headlines = [
    Headline(title: "GNOME 49 released", source: "GNOME Foundation"),
    Headline(title: "Debian 13 \u{201C}trixie\u{201D} is the new stable", source: "Debian"),
    Headline(title: "GTK 4.18 brings faster list views", source: "GTK blog"),
    Headline(title: "libadwaita 1.7 adds toggle groups", source: "GNOME blogs"),
    Headline(title: "Swift 6 on Linux: strict concurrency for everyone", source: "Swift.org"),
    Headline(title: "Flathub passes three thousand apps", source: "Flathub"),
  ]

  private let latency: Duration
  private let headlines: [Headline]
  private(set) var requests = 0

  /// A service that answers after `latency` with `headlines` (an empty
  /// array shows the empty placeholder), failing the first time.
  init(latency: Duration = .milliseconds(400), headlines: [Headline] = NewsService.headlines) {
    self.latency = latency
    self.headlines = headlines
  }

  /// Today's headlines.
  func fetch() async throws -> [Headline] {
    requests += 1
    try await Task.sleep(for: latency)
    if requests == 1 { throw LoadFailure.network("The news server could not be reached.") }
    return headlines
  }
}
