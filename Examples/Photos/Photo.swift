import PlaceholderCore

/// A photo in the library: a caption, and a picture stood in for by an icon
/// on a coloured tile.
struct Photo: Hashable, Sendable {
  var caption: String
  var iconName: String
  /// Which of the tile colours (0 to 5).
  var tint: Int
}

/// One page of photos from the server.
struct PhotoPage: Sendable {
  var photos: [Photo]
  /// Whether another page follows.
  var hasMore: Bool
}

/// A simulated photo server: four pages of 24 photos, the third of which
/// fails the first time it is asked for, as a flaky connection would.
@MainActor
final class PhotoService {
  static let pageSize = 24
  static let pageCount = 4
  private static let icons = [
    "weather-clear-symbolic", "weather-few-clouds-symbolic", "weather-overcast-symbolic",
    "weather-showers-symbolic", "weather-snow-symbolic", "weather-storm-symbolic",
    "weather-fog-symbolic", "weather-clear-night-symbolic",
  ]

  private let latency: Duration
  private var failedPages: Set<Int> = []

  /// A service that answers after `latency`.
  init(latency: Duration = .milliseconds(500)) {
    self.latency = latency
  }

  /// The page at `index`, from 0.
  func page(_ index: Int) async throws -> PhotoPage {
    try await Task.sleep(for: latency)
    if index == 2, failedPages.insert(index).inserted {
      throw LoadFailure.network("The connection dropped while loading more photos.")
    }
    let first = index * Self.pageSize
    let photos = (first..<first + Self.pageSize).map { number in
      Photo(caption: "Photo \(number + 1)", iconName: Self.icons[number % Self.icons.count], tint: number % 6)
    }
    return PhotoPage(photos: photos, hasMore: index + 1 < Self.pageCount)
  }
}
