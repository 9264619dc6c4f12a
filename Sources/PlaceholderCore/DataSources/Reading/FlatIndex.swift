/// The shape of one section as the flattened list sees it.
package struct SectionShape: Hashable, Sendable {
  /// How many items the section has.
  package var itemCount: Int
  /// Whether a header row comes first.
  package var hasHeader: Bool
  /// Whether a footer row comes last.
  package var hasFooter: Bool
  /// Whether the section shows an inline placeholder row when it has no items.
  package var hasEmptyPlaceholder: Bool

  /// Creates a section shape.
  package init(itemCount: Int, hasHeader: Bool = false, hasFooter: Bool = false, hasEmptyPlaceholder: Bool = false) {
    self.itemCount = itemCount
    self.hasHeader = hasHeader
    self.hasFooter = hasFooter
    self.hasEmptyPlaceholder = hasEmptyPlaceholder
  }

  /// Whether the inline placeholder row is present.
  package var showsEmptyPlaceholder: Bool { itemCount == 0 && hasEmptyPlaceholder }

  /// How many rows the section's items take when `itemsPerRow` share a row.
  package func itemRowCount(itemsPerRow: Int) -> Int {
    // `(count - 1) / perRow + 1` rather than `(count + perRow - 1) / perRow`,
    // which overflows for a huge `itemsPerRow`.
    itemsPerRow <= 1 ? itemCount : (itemCount == 0 ? 0 : (itemCount - 1) / itemsPerRow + 1)
  }

  /// How many rows the section takes in the flattened list.
  package func rowCount(itemsPerRow: Int = 1) -> Int {
    (hasHeader ? 1 : 0) + (showsEmptyPlaceholder ? 1 : itemRowCount(itemsPerRow: itemsPerRow)) + (hasFooter ? 1 : 0)
  }
}

/// Sections flattened into one list: maps a flat position to its section,
/// kind and item, and back.
///
/// GTK 4.8 has no section model, so a sectioned table is one GListModel
/// whose rows are, per section: an optional header, the items (or an inline
/// placeholder when the section is empty and asks for one), an optional
/// footer. Grids may put several items in one row (`itemsPerRow`).
///
/// Memory is O(sections): one prefix sum per section, never one entry per
/// row. Building is O(sections); every lookup is O(log sections).
package struct FlatIndex: Hashable, Sendable {
  /// The sections, in order.
  package private(set) var sections: [SectionShape]
  /// How many items share one row (1 for tables).
  package let itemsPerRow: Int
  /// `rowStarts[s]` is the flat position of section `s`'s first row;
  /// `rowStarts[sections.count]` is the total row count.
  private var rowStarts: [Int]
  /// The total number of items in all sections, saturating at `Int.max`:
  /// read limits bound rows, and a grid row may hold any number of items.
  package private(set) var totalItemCount: Int

  /// Builds the index. O(sections).
  package init(sections: [SectionShape] = [], itemsPerRow: Int = 1) {
    self.sections = sections
    self.itemsPerRow = max(1, itemsPerRow)
    var starts = [Int]()
    starts.reserveCapacity(sections.count + 1)
    var position = 0
    var items = 0
    for section in sections {
      starts.append(position)
      position += section.rowCount(itemsPerRow: self.itemsPerRow)
      let (sum, overflow) = items.addingReportingOverflow(section.itemCount)
      items = overflow ? .max : sum
    }
    starts.append(position)
    rowStarts = starts
    totalItemCount = items
  }

  /// The number of rows in the flattened list.
  package var count: Int { rowStarts[rowStarts.count - 1] }

  /// The number of sections.
  package var sectionCount: Int { sections.count }

  /// Whether no section has any item. Headers, footers and inline section
  /// placeholders do not count as content: every section is looked at, not
  /// only the first (AppPlaceholder's and CXTableView's early bug).
  package var hasNoItems: Bool { totalItemCount == 0 }

  /// The rows a section occupies.
  package func rowRange(ofSection section: Int) -> Range<Int>? {
    guard sections.indices.contains(section) else { return nil }
    return rowStarts[section]..<rowStarts[section + 1]
  }

  /// The section a flat position falls in. O(log sections).
  package func section(containing position: Int) -> Int? {
    guard position >= 0, position < count else { return nil }
    if sections.count == 1 { return 0 }
    // The last section whose first row is at or before `position`; empty
    // sections share their start with the next one, so take the last.
    //
    // Start where the section would be if all sections had the same number
    // of rows, gallop outwards to bracket the answer, then bisect the
    // bracket: O(1) for even sections, O(log sections) at worst. (A plain
    // binary search is latency-bound: ~100 ns per random lookup on 10,000
    // sections.)
    let total = count
    return rowStarts.withUnsafeBufferPointer { starts in
      let sectionCount = sections.count
      let guess = min(sectionCount - 1, Int(Double(position) / Double(total) * Double(sectionCount)))
      // Invariant once bracketed: starts[low] <= position < starts[high].
      var low: Int
      var high: Int
      var step = 1
      if starts[guess] <= position {
        low = guess
        high = guess + 1
        while starts[high] <= position {  // starts[sectionCount] == total > position
          low = high
          high = min(sectionCount, high + step)
          step &*= 2
        }
      } else {
        high = guess
        low = guess - 1  // guess > 0, since starts[0] == 0 <= position
        while starts[low] > position {
          high = low
          low = max(0, low - step)
          step &*= 2
        }
      }
      while high - low > 1 {
        let middle = (low + high) / 2
        if starts[middle] <= position { low = middle } else { high = middle }
      }
      return low
    }
  }

  /// What the row at a flat position shows. O(log sections).
  ///
  /// For grids (`itemsPerRow` > 1), `item` is the first item of the row; see
  /// `itemRange(at:)`.
  package func row(at position: Int) -> FlatRow? {
    guard let section = section(containing: position) else { return nil }
    let shape = sections[section]
    var offset = position - rowStarts[section]
    if shape.hasHeader {
      if offset == 0 { return FlatRow(section: section, kind: .header) }
      offset -= 1
    }
    if shape.showsEmptyPlaceholder {
      if offset == 0 { return FlatRow(section: section, kind: .sectionPlaceholder) }
      offset -= 1
    } else {
      let itemRows = shape.itemRowCount(itemsPerRow: itemsPerRow)
      if offset < itemRows { return FlatRow(section: section, kind: .item, item: offset * itemsPerRow) }
      offset -= itemRows
    }
    return shape.hasFooter && offset == 0 ? FlatRow(section: section, kind: .footer) : nil
  }

  /// The items an item row shows: one for tables, up to `itemsPerRow` for
  /// grids. Nil for other rows.
  package func itemRange(at position: Int) -> Range<Int>? {
    guard let row = row(at: position), let first = row.item else { return nil }
    // `first + min(…)`: `first + itemsPerRow` overflows for a huge row.
    return first..<first + min(itemsPerRow, sections[row.section].itemCount - first)
  }

  /// The flat position of an item's row. O(1).
  package func position(of indexPath: IndexPath) -> Int? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let shape = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < shape.itemCount else { return nil }
    return rowStarts[indexPath.section] + (shape.hasHeader ? 1 : 0) + indexPath.item / itemsPerRow
  }

  /// The flat position of a section's header row, if it has one.
  package func headerPosition(ofSection section: Int) -> Int? {
    guard sections.indices.contains(section), sections[section].hasHeader else { return nil }
    return rowStarts[section]
  }

  /// The flat position of a section's footer row, if it has one.
  package func footerPosition(ofSection section: Int) -> Int? {
    guard sections.indices.contains(section), sections[section].hasFooter else { return nil }
    return rowStarts[section + 1] - 1
  }

  /// The flat position of a section's inline placeholder row, if it shows.
  package func placeholderPosition(ofSection section: Int) -> Int? {
    guard sections.indices.contains(section), sections[section].showsEmptyPlaceholder else { return nil }
    return rowStarts[section] + (sections[section].hasHeader ? 1 : 0)
  }

  /// The nearest item row at or after `position` (or at or before it, when
  /// `forward` is false), passing over headers, footers and section
  /// placeholders: where keyboard navigation lands. Nil when there is none
  /// that way. O(log sections + sections passed over).
  package func nearestItemRow(from position: Int, forward: Bool) -> Int? {
    var candidate = forward ? max(position, 0) : min(position, count - 1)
    while candidate >= 0, let section = section(containing: candidate) {
      let shape = sections[section]
      let itemRows = shape.showsEmptyPlaceholder ? 0 : shape.itemRowCount(itemsPerRow: itemsPerRow)
      let firstItem = rowStarts[section] + (shape.hasHeader ? 1 : 0)
      if itemRows > 0 {
        let lastItem = firstItem + itemRows - 1
        if forward {
          if candidate <= lastItem { return max(candidate, firstItem) }
        } else if candidate >= firstItem {
          return min(candidate, lastItem)
        }
      }
      candidate = forward ? rowStarts[section + 1] : rowStarts[section] - 1
    }
    return nil
  }
}
