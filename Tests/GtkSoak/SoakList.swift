import PlaceholderCore

/// One list under test: its data source, what its "server" holds, and the
/// load the soak keeps in flight until a later step ends it.
///
/// Items and section headers carry the list's tag ("T item 12", "C section
/// 3"), so that the check finds this list's texts on screen and nothing
/// else's.
@MainActor
final class SoakList {
  typealias Section = SectionedDataSource<String>.Section

  let tag: String
  let source = SectionedDataSource<String>(sections: [])
  /// What a first load, a refresh or a cleared search brings: the data
  /// source as the last unfiltered change left it.
  var server: [Section] = []
  /// The search the list's filter last ran (nil: none).
  private(set) var query: String?
  private var numbered = 0
  private var pending: (request: LoadRequest, continuation: CheckedContinuation<LoadResult, any Error>)?
  /// The last load ended with success, until its change lands.
  private(set) var lastLanding: SoakLanding?

  init(tag: String) { self.tag = tag }

  /// The request of the load in flight, if one is.
  var requestInFlight: LoadRequest? { pending?.request }

  /// A new item, numbered so that no two are equal (the diff matches
  /// items by value).
  func newItem() -> String {
    numbered += 1
    return "\(tag) item \(numbered)"
  }

  /// A new empty section with a header of its own.
  func newSection(items: [String] = []) -> Section {
    numbered += 1
    return Section(items: items, header: SectionSupplement(title: "\(tag) section \(numbered)"))
  }

  /// The sections a search for `query` shows: the server's items whose text
  /// contains it, in every section (kept when emptied, as a filter does).
  func sections(matching query: String?) -> [Section] {
    guard let query, !query.isEmpty else { return server }
    return server.map { section in
      var filtered = section
      filtered.items = section.items.filter { $0.contains(query) }
      return filtered
    }
  }

  /// Records a change the soak made to the data source: without a search
  /// the server now holds the same; during one, the change is to the
  /// filtered view only, and clearing the search forgets it (as an app that
  /// filters a copy would).
  func noteDirectChange() {
    if query?.isEmpty ?? true { server = source.sections }
  }

  /// The list's search filter (`bindSearch(to:filter:)`).
  func filter(_ newQuery: String?) {
    query = newQuery
    source.replaceSections(with: sections(matching: newQuery))
  }

  /// The list's load operation: waits until a step ends it.
  func load(_ request: LoadRequest) async throws -> LoadResult {
    try await withCheckedThrowingContinuation { continuation in
      // A newer load supersedes one still waiting; the coordinator has
      // already stopped listening to it.
      pending?.continuation.resume(throwing: CancellationError())
      pending = (request, continuation)
    }
  }

  /// Ends the load in flight: it fails with a network error, or succeeds
  /// with the server's sections (a next page adds a few items to them
  /// first; an older page comes as a new section above them; a jump's page
  /// holds its item). Each result says at random whether more pages come
  /// after and before it. Returns what it did, for the log.
  func finishLoad(succeeding: Bool, using random: inout SoakRandom) -> String {
    guard let (request, continuation) = pending else { return "no load in flight" }
    pending = nil
    lastLanding = nil
    guard succeeding else {
      continuation.resume(throwing: LoadFailure.network("The soak's server failed"))
      return "failed \(request.kind)"
    }
    let landing = SoakLanding(kind: request.kind)
    lastLanding = landing
    let hasMore = random.chance(0.5)
    let hasPrevious = random.chance(0.5)
    let change = pageChange(for: request, using: &random)
    continuation.resume(
      returning: LoadResult(hasMore: hasMore, hasPrevious: hasPrevious) {
        change()
        landing.hasLanded = true
      })
    return "succeeded \(request.kind), \(server.reduce(0) { $0 + $1.items.count }) items on the server, "
      + "hasMore \(hasMore), hasPrevious \(hasPrevious)"
  }

  /// Ends a load that no window waits for any more (its window closed).
  func abandonLoad() {
    pending?.continuation.resume(throwing: CancellationError())
    pending = nil
  }
}
