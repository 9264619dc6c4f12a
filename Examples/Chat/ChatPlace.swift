import Foundation
import PlaceholderCore

/// Where the conversation was read, kept across launches: the list's
/// scroll position (`ListAdapter.scrollPosition`, `Codable`) as JSON in
/// the user's state folder.
struct ChatPlace {
  /// The file the place is kept in.
  let file: URL

  /// `$XDG_STATE_HOME/placeholders-chat/place.json`, or under
  /// `~/.local/state` when the variable is not set.
  static var standard: ChatPlace {
    let environment = ProcessInfo.processInfo.environment
    let state =
      environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
    return ChatPlace(file: state.appendingPathComponent("placeholders-chat/place.json"))
  }

  /// The place saved last, if any (a missing or damaged file is none).
  func load() -> ScrollPosition? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(ScrollPosition.self, from: data)
  }

  /// Saves `position`; a folder that cannot be written is skipped.
  func save(_ position: ScrollPosition?) {
    guard let position, let data = try? JSONEncoder().encode(position) else { return }
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }
}
