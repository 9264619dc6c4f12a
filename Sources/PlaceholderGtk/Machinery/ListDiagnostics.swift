import GtkKit
import PlaceholderCore

/// One list's warnings: the keys that warn once, and the item lookup that
/// warns instead of failing.
///
/// Two families of keys. Those under `prefix` (bad counts, missing items)
/// warn again after a consistent reload, since the data may have been
/// fixed. Those under `lifetimePrefix` (a delegate that throws, a reload
/// from inside a bind) are bugs in the app's code that no reload fixes, and
/// warn once for the list's lifetime.
@MainActor
final class ListDiagnostics {
  /// The keys a consistent reload lets warn again.
  private(set) lazy var prefix = "list-\(ObjectIdentifier(self).hashValue)-"
  /// The keys that warn once for the list's lifetime.
  var lifetimePrefix: String { "lifetime-" + prefix }

  isolated deinit {
    // A later list at the same address starts with no key warned.
    Diagnostics.reset(keysWithPrefix: prefix)
    Diagnostics.reset(keysWithPrefix: lifetimePrefix)
  }

  /// Warns once per reload for `key` (under `prefix`).
  func warn(_ key: String, _ message: String) {
    Diagnostics.warnOnce(key: prefix + key, message)
  }

  /// Warns once for the list's lifetime for `key`.
  func warnForLifetime(_ key: String, _ message: String) {
    Diagnostics.warnOnce(key: lifetimePrefix + key, message)
  }

  /// The data became consistent: its warnings may come again.
  func dataIsConsistent() {
    Diagnostics.reset(keysWithPrefix: prefix)
  }

  /// The item at an index path, or nil with one warning if the data source
  /// has none.
  func item<DataSource: TableDataSource>(at indexPath: IndexPath, from dataSource: DataSource) -> DataSource.Item? {
    do {
      return try dataSource.item(at: indexPath)
    } catch {
      noItem(at: indexPath, error)
      return nil
    }
  }

  /// Warns, once, that the data source has no item at an index path. The
  /// rows' binds ask the data source themselves and call this when it
  /// throws: an optional of the data source's item type, in the generic
  /// code they run, costs a metadata lookup on every row bound.
  func noItem(at indexPath: IndexPath, _ error: any Error) {
    warn("item", "the list's data source has no item at \(indexPath) (\(error)); its row is left blank")
  }
}
