import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The rows of the list under the gallery's placeholder, and of the Page
/// States list: one section of one-line rows that the pages fill and empty.
@MainActor
final class GalleryRowsDataSource: TableDataSource {
  /// The rows, top to bottom.
  var rows: [String] = []

  func numberOfItems(inSection section: Int) -> Int { rows.count }

  func item(at indexPath: IndexPath) throws -> String {
    guard indexPath.section == 0, rows.indices.contains(indexPath.item) else {
      throw ItemsDataSourceError.noItem(indexPath)
    }
    return rows[indexPath.item]
  }
}
