import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// 300 messages; the first load gives the newest 50, each previous page
/// the 50 before the oldest shown, each next page the 50 after the newest,
/// and a jump the 50 around its message, as a new listing. An older
/// page's answer waits until the test lets it go (`release`) unless
/// `gatesOlderPages` is false; the next answer fails if `failNext`. Each
/// message's key is its text (`scrollKey`).
@MainActor
final class Conversation {
  let source = SectionedDataSource<String>(items: [])
  let table: TableAdapter<SectionedDataSource<String>>
  let all = (0..<300).map { "message \($0)" }
  /// The messages shown: their indexes in the whole conversation.
  private(set) var shown = 300..<300
  private(set) var requests: [LoadKind] = []
  private var gates: [CheckedContinuation<Void, Never>] = []
  var failNext = false
  var gatesOlderPages = true
  /// What a search the app runs in memory lets through of a new listing.
  var shows: (String) -> Bool = { _ in true }
  var window: TestWindow?

  /// `replacesEverything`: each page replaces every row (an app whose
  /// items have no identity), instead of inserting its rows.
  init(title: String, followsEnd: Bool = false, replacesEverything: Bool = false) {
    table = TableAdapter(dataSource: source)
    table.accessibleLabel = "Messages"
    table.followsEnd = followsEnd
    table.scrollKey = { $0 }
    table.isLoadMoreEnabled = true
    // Weakly: a load the table started as its test ended runs its first
    // step after the conversation is gone.
    table.loads.operation = { [weak self] request in
      guard let self else { throw CancellationError() }
      requests.append(request.kind)
      if request.kind == .previousPage, gatesOlderPages { await withCheckedContinuation { gates.append($0) } }
      if failNext {
        failNext = false
        throw LoadFailure.network("The server did not answer.")
      }
      let window = window(for: request.kind)
      let rows = Array(all[window])
      return LoadResult(
        hasMore: window.upperBound < 300, hasPrevious: window.lowerBound > 0, firstIndex: window.lowerBound
      ) { [weak self] in
        guard let self else { return }
        let before = shown
        switch request.kind {
        case .previousPage where !replacesEverything:
          shown = window.lowerBound..<before.upperBound
          _ = try? source.insert(contentsOf: rows, at: IndexPath(section: 0, item: 0))
        case .nextPage:
          shown = before.lowerBound..<window.upperBound
          _ = try? source.insert(contentsOf: rows, at: IndexPath(section: 0, item: before.count))
        case .previousPage:
          shown = window.lowerBound..<before.upperBound
          source.replaceSections(with: [.init(items: Array(all[shown]))])
        default:
          shown = window
          source.replaceSections(with: [.init(items: rows.filter(shows))])
        }
      }
    }
    window = TestWindow(showing: table.widget, title: title)
  }

  /// The messages a request of `kind` brings.
  private func window(for kind: LoadKind) -> Range<Int> {
    switch kind {
    case .previousPage: return max(shown.lowerBound - 50, 0)..<shown.lowerBound
    case .nextPage: return shown.upperBound..<min(shown.upperBound + 50, 300)
    case .jump(to: .key(let key)): return around(Int(key.split(separator: " ").last ?? "") ?? 0)
    case .jump(to: .index(let index)): return around(index)
    case .firstPage, .refresh, .search: return 250..<300
    }
  }

  private func around(_ index: Int) -> Range<Int> {
    let start = min(max(index - 25, 0), 250)
    return start..<(start + 50)
  }

  /// Lets the previous page asked for go on.
  func release() -> Bool {
    guard MainLoop.run(until: { !self.gates.isEmpty }) else { return false }
    gates.removeFirst().resume()
    return true
  }

  func load() -> Bool {
    table.beginLoading()
    let loaded = MainLoop.run(until: { self.table.index.totalItemCount == 50 })
    window?.settle()
    return loaded
  }
}
