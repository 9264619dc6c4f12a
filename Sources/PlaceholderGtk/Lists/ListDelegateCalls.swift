import PlaceholderCore

/// A list's delegate, held weakly, and the calls the list makes to it: a
/// thrown error is logged once for the list's lifetime and swallowed.
@MainActor
final class ListDelegateCalls<Item> {
  /// The delegate, held weakly.
  weak var delegate: (any TableDelegate<Item>)?
  private let diagnostics: ListDiagnostics

  init(diagnostics: ListDiagnostics) {
    self.diagnostics = diagnostics
  }

  /// Whether a delegate hears the list's requests.
  var hasDelegate: Bool { delegate != nil }

  /// The user selected an item.
  func didSelect(_ item: Item, at indexPath: IndexPath) {
    call("didSelect") { try $0.didSelect(item, at: indexPath) }
  }

  /// The user activated an item.
  func didActivate(_ item: Item, at indexPath: IndexPath) {
    call("didActivate") { try $0.didActivate(item, at: indexPath) }
  }

  /// An item's cell is about to show.
  func willDisplay(_ item: Item, at indexPath: IndexPath) {
    call("willDisplay") { try $0.willDisplay(item, at: indexPath) }
  }

  /// A load request, in the delegate style: refresh for a first page, a
  /// refresh or a search, load more for the next page.
  func didRequest(_ request: LoadRequest) {
    switch request.kind {
    case .nextPage: call("didRequestLoadMore") { try $0.didRequestLoadMore() }
    case .firstPage, .refresh, .search: call("didRequestRefresh") { try $0.didRequestRefresh() }
    }
  }

  private func call(_ name: String, _ body: (any TableDelegate<Item>) throws -> Void) {
    guard let delegate else { return }
    do {
      try body(delegate)
    } catch {
      diagnostics.warnForLifetime(name, "the list's delegate threw from \(name): \(error)")
    }
  }
}
