import PlaceholderCore

/// A load's result as it lands: which kind of load it ended, and whether
/// its change reached the data source yet (it lands a moment after the
/// step that ended it).
@MainActor
final class SoakLanding {
  let kind: LoadKind
  var hasLanded = false

  init(kind: LoadKind) { self.kind = kind }
}

/// What each kind of load brings from the soak's "server".
extension SoakList {
  /// Updates the server for `request` and returns the change its result
  /// makes to the data source when it lands.
  func pageChange(for request: LoadRequest, using random: inout SoakRandom) -> @MainActor () -> Void {
    switch request.kind {
    case .previousPage:
      // Older rows as a section of their own above the others: what shows
      // at the top of the view (a header or an item) keeps its key.
      let older = newSection(items: (0..<Int.random(in: 1...8, using: &random)).map { _ in newItem() })
      server.insert(older, at: 0)
      var shown = older
      if let query = request.query, !query.isEmpty { shown.items = older.items.filter { $0.contains(query) } }
      return { [weak self] in _ = try? self?.source.insertSection(shown, at: 0) }
    case .jump(to: .key(let key)):
      let found = sections(matching: request.query)
      if found.contains(where: { $0.items.contains(key) }) {
        return { [weak self] in self?.source.replaceSections(with: found) }
      }
      // The page around an item the server has not sent (or one the soak
      // put in during a search): a new listing that holds it, long
      // enough after it that it can come to the top of the view.
      let before = (0..<Int.random(in: 0...10, using: &random)).map { _ in newItem() }
      let after = (0..<Int.random(in: 40...80, using: &random)).map { _ in newItem() }
      let page = [newSection(items: before + [key] + after)]
      server = page
      return { [weak self] in self?.source.replaceSections(with: page) }
    case .nextPage:
      let page = (0..<Int.random(in: 1...6, using: &random)).map { _ in newItem() }
      if server.isEmpty { server.append(newSection()) }
      server[server.count - 1].items.append(contentsOf: page)
    case .firstPage, .refresh, .search, .jump(to: .index):
      break
    }
    let sections = sections(matching: request.query ?? query)
    return { [weak self] in self?.source.replaceSections(with: sections) }
  }
}
