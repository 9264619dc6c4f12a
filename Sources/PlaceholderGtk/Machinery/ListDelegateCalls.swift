import GtkKit
import PlaceholderCore

/// A list's delegate, held weakly, and the calls the list makes to it: a
/// thrown error is logged once for the list's lifetime and swallowed.
@MainActor
final class ListDelegateCalls<Item> {
  /// The delegate, held weakly.
  weak var delegate: (any TableDelegate<Item>)? {
    didSet { if delegate != nil { mayHaveDelegate = true } }
  }
  /// Whether a delegate was ever set: a list without one skips the weak
  /// load at each row it shows (`willDisplay`).
  private(set) var mayHaveDelegate = false
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

  /// The selected item is no longer selected (see
  /// `TableDelegate.didDeselect(at:)`).
  func didDeselect(at indexPath: IndexPath) {
    call("didDeselect") { try $0.didDeselect(at: indexPath) }
  }

  /// The user activated an item.
  func didActivate(_ item: Item, at indexPath: IndexPath) {
    call("didActivate") { try $0.didActivate(item, at: indexPath) }
  }

  /// An item's cell is about to show, bound to the item.
  func willDisplay(_ item: Item, at indexPath: IndexPath, in cell: TableCell<Item>) {
    call("willDisplay") { delegate in
      if let display = delegate as? any TableDisplayDelegate<Item> {
        try display.willDisplay(cell, for: item, at: indexPath)
      } else {
        try delegate.willDisplay(item, at: indexPath)
      }
    }
  }

  /// A section's header or footer row is about to show.
  func willDisplay(supplement view: Widget, isHeader: Bool, section: Int) {
    let name = isHeader ? "willDisplayHeader" : "willDisplayFooter"
    call(name) { delegate in
      guard let display = delegate as? any TableDisplayDelegate<Item> else { return }
      if isHeader {
        try display.willDisplayHeader(view, forSection: section)
      } else {
        try display.willDisplayFooter(view, forSection: section)
      }
    }
  }

  /// A load request, in the delegate style: refresh for a first page, a
  /// refresh or a search, load more for the next page, load previous for
  /// the page before the rows.
  func didRequest(_ request: LoadRequest) {
    switch request.kind {
    case .nextPage: call("didRequestLoadMore") { try $0.didRequestLoadMore() }
    case .previousPage: call("didRequestLoadPrevious") { try $0.didRequestLoadPrevious() }
    case .jump(let target): call("didRequestJump") { try $0.didRequestJump(to: target) }
    case .firstPage, .refresh, .search: call("didRequestRefresh") { try $0.didRequestRefresh() }
    }
  }

  private func call(_ name: String, _ body: (any TableDelegate<Item>) throws -> Void) {
    guard mayHaveDelegate, let delegate else { return }
    do {
      try body(delegate)
    } catch {
      diagnostics.warnForLifetime(name, "the list's delegate threw from \(name): \(error)")
    }
  }
}
