/// How much a data source may claim before a read refuses it.
///
/// The limits are checked before anything is allocated, so a data source that
/// claims 2^40 sections fails at once instead of exhausting memory.
package struct ReadLimits: Hashable, Sendable {
  /// The most sections a data source may have.
  package var maxSections: Int
  /// The most rows the flattened list may have: items (or grid rows), headers,
  /// footers and inline placeholders together.
  package var maxRows: Int

  /// Creates limits. Negative values count as 0; values are capped at
  /// `Int.max / 4` so that sums of them never overflow.
  package init(maxSections: Int = 1_000_000, maxRows: Int = 100_000_000) {
    self.maxSections = min(max(0, maxSections), Int.max / 4)
    self.maxRows = min(max(0, maxRows), Int.max / 4)
  }

  /// One million sections and one hundred million rows.
  package static let standard = ReadLimits()
}

/// Reads a data source into a `FlatIndex`, defensively.
///
/// A data source is app code and may be wrong: negative counts, absurd
/// counts, methods that throw. A read either returns a consistent index or a
/// typed `DataSourceError`, never crashes and never allocates for a count it
/// has not checked.
@MainActor
package enum DataSourceReader {
  /// Reads the shape of every section: its item count and whether it has a
  /// header, a footer and an inline empty placeholder.
  ///
  /// Calls `numberOfSections()` once and `numberOfItems(inSection:)` exactly
  /// once per section, so counts that change between two calls cannot make
  /// one read inconsistent. O(sections) calls, O(sections) memory.
  package static func readIndex<D: TableDataSource>(
    from dataSource: D,
    itemsPerRow: Int = 1,
    limits: ReadLimits = .standard
  ) throws(DataSourceError) -> FlatIndex {
    guard itemsPerRow >= 1 else { throw .invalidItemsPerRow(itemsPerRow) }
    let sectionCount: Int
    do {
      sectionCount = try dataSource.numberOfSections()
    } catch {
      throw .dataSourceThrew(.numberOfSections, message: String(describing: error))
    }
    guard sectionCount >= 0 else { throw .negativeSectionCount(sectionCount) }
    guard sectionCount <= limits.maxSections else {
      throw .tooManySections(count: sectionCount, limit: limits.maxSections)
    }
    var shapes = [SectionShape]()
    // Room for the claimed count only up to the standard limit: a caller
    // may raise the limit, and a data source that claims 2^32 sections must
    // not get 64 GB before its first section is read.
    shapes.reserveCapacity(min(sectionCount, ReadLimits.standard.maxSections))
    var rows = 0
    for section in 0..<sectionCount {
      let itemCount: Int
      do {
        itemCount = try dataSource.numberOfItems(inSection: section)
      } catch {
        throw .dataSourceThrew(.numberOfItems(section: section), message: String(describing: error))
      }
      guard itemCount >= 0 else { throw .negativeItemCount(section: section, count: itemCount) }
      // The count's rows (grid rows in a grid, computed without overflow) are
      // checked before the header and footer are added to them, so nothing
      // can overflow; a grid of more items than `maxRows` may still fit.
      let itemRows = SectionShape(itemCount: itemCount).itemRowCount(itemsPerRow: itemsPerRow)
      guard itemRows <= limits.maxRows - rows else { throw .tooManyRows(section: section, limit: limits.maxRows) }
      let shape = SectionShape(
        itemCount: itemCount,
        hasHeader: dataSource.header(forSection: section) != nil,
        hasFooter: dataSource.footer(forSection: section) != nil,
        hasEmptyPlaceholder: dataSource.emptyPlaceholder(forSection: section) != nil
      )
      let sectionRows = shape.rowCount(itemsPerRow: itemsPerRow)
      guard sectionRows <= limits.maxRows - rows else { throw .tooManyRows(section: section, limit: limits.maxRows) }
      rows += sectionRows
      shapes.append(shape)
    }
    return FlatIndex(sections: shapes, itemsPerRow: itemsPerRow)
  }

  /// The item at an index path, checked against the last consistent index.
  ///
  /// An index path outside `index` is `.indexPathOutOfRange`; an `item(at:)`
  /// that throws for a row the counts promised is `.missingItem`. O(1) plus
  /// the data source's own cost.
  package static func item<D: TableDataSource>(
    at indexPath: IndexPath,
    from dataSource: D,
    index: FlatIndex
  ) -> Result<D.Item, DataSourceError> {
    guard index.sections.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < index.sections[indexPath.section].itemCount
    else { return .failure(.indexPathOutOfRange(indexPath)) }
    do {
      return .success(try dataSource.item(at: indexPath))
    } catch {
      return .failure(.missingItem(indexPath))
    }
  }
}
