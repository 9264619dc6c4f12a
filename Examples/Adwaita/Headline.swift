import PlaceholderCore

/// A news headline: what the list shows.
struct Headline: Hashable, Sendable {
  var title: String
  var source: String
  var feed: Feed
}

/// The feeds in the sidebar.
enum Feed: Int, CaseIterable, Sendable {
  case all, desktop, distributions, programming

  /// The feed's name, in the sidebar and the content's header bar.
  var title: String {
    switch self {
    case .all: "All News"
    case .desktop: "Desktop"
    case .distributions: "Distributions"
    case .programming: "Programming"
    }
  }

  /// The feed's icon in the sidebar.
  var iconName: String {
    switch self {
    case .all: "view-list-symbolic"
    case .desktop: "video-display-symbolic"
    case .distributions: "package-x-generic-symbolic"
    case .programming: "text-x-generic-symbolic"
    }
  }
}

/// A simulated news service whose first request fails, as a laptop that has
/// just woken up before its network is back: the list then shows the "No
/// Connection" placeholder, and its Retry loads the news. While
/// `worksOffline` is on (the window's "Work Offline"), every request fails
/// the same way.
@MainActor
final class NewsService {
  /// The headlines once the network is back.
  static let headlines = [
    Headline(title: "GNOME 49 released", source: "GNOME Foundation", feed: .desktop),
    Headline(title: "Debian 13 \u{201C}trixie\u{201D} is the new stable", source: "Debian", feed: .distributions),
    Headline(title: "GTK 4.18 brings faster list views", source: "GTK blog", feed: .desktop),
    Headline(title: "libadwaita 1.7 adds toggle groups", source: "GNOME blogs", feed: .desktop),
    Headline(title: "Swift 6 on Linux: strict concurrency for everyone", source: "Swift.org", feed: .programming),
    Headline(title: "Flathub passes three thousand apps", source: "Flathub", feed: .distributions),
  ]

  private let latency: Duration
  private let headlines: [Headline]
  private(set) var requests = 0
  /// Every request fails as if the network were down.
  var worksOffline = false

  /// A service that answers after `latency` with `headlines` (an empty
  /// array shows the empty placeholder), failing the first time. A second
  /// by default: long enough for a screen reader to have looked at the new
  /// window when the first load fails (GTK 4.24 drops an announcement from
  /// a widget no screen reader has looked at yet).
  init(latency: Duration = .seconds(1), headlines: [Headline] = NewsService.headlines) {
    self.latency = latency
    self.headlines = headlines
  }

  /// The headlines of `feed`.
  func fetch(_ feed: Feed = .all) async throws -> [Headline] {
    requests += 1
    try await Task.sleep(for: latency)
    if requests == 1 || worksOffline { throw LoadFailure.network("The news server could not be reached.") }
    return headlines.filter { feed == .all || $0.feed == feed }
  }
}
