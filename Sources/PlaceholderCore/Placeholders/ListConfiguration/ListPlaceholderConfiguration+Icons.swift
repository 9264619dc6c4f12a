extension ListPlaceholderConfiguration {
  /// The theme icons of the placeholders a list may show next, each once:
  /// the pinned content's, else the empty and no-results placeholders', and
  /// the loading and failure ones' when the list can load. A list loads them
  /// ahead, while it is idle, so that a placeholder's first appearance does
  /// not read and render its icon in the frame that shows it.
  package func iconNames(canLoad: Bool) -> [String] {
    let contents: [PlaceholderContent]
    if let pinned {
      contents = [pinned]
    } else {
      var kinds: [PlaceholderKind] = [.empty, .noResults(query: "")]
      if canLoad {
        kinds += [.loading, .failed(LoadFailure(kind: .network)), .failed(LoadFailure(kind: .other))]
      }
      contents = kinds.map { content.content(for: $0) }
    }
    var names: [String] = []
    for content in contents {
      if case .icon(let name) = content.image, !names.contains(name) { names.append(name) }
    }
    return names
  }
}
