/// How a table draws its sections (UITableView's plain and grouped styles).
public enum TableStyle: Hashable, Sendable, CaseIterable {
  /// Rows edge to edge, sections one after another: a plain GTK list.
  case plain
  /// Each section's rows in an inset box with rounded corners, sections
  /// apart, headers and footers outside the boxes: GNOME's boxed lists, as
  /// settings pages show them.
  case grouped
}

/// Where an item row sits in its section's box, in the grouped style.
package enum GroupedRowPosition: Hashable, Sendable {
  /// The section's only row: rounded at the top and the bottom.
  case only
  /// The first of several: rounded at the top.
  case first
  /// Between the first and the last.
  case middle
  /// The last of several: rounded at the bottom.
  case last
}

extension TableStyle {
  /// The class the list view gets in this style, if any.
  package var listClass: String? { self == .grouped ? "placeholders-grouped" : nil }

  /// Every class a row may get from a style (what tests and tools look
  /// for on a row).
  package static let rowClasses = [
    "placeholders-boxed-row", "placeholders-boxed-first", "placeholders-boxed-last",
  ]

  /// Where a row sits in its section's box: nil in the plain style, and for
  /// rows that are not items (headers, footers and inline placeholders sit
  /// outside the boxes). O(1).
  package func groupedPosition(of row: FlatRow, in section: SectionShape) -> GroupedRowPosition? {
    guard self == .grouped, row.kind == .item, let item = row.item, section.itemCount > 0 else { return nil }
    let isFirst = item == 0
    let isLast = item >= section.itemCount - 1
    switch (isFirst, isLast) {
    case (true, true): return .only
    case (true, false): return .first
    case (false, true): return .last
    case (false, false): return .middle
    }
  }

  /// The style classes of a row: what marks it as part of a box and rounds
  /// the box's ends. Empty in the plain style. O(1).
  package func rowClasses(of row: FlatRow, in section: SectionShape) -> [String] {
    guard let position = groupedPosition(of: row, in: section) else { return [] }
    switch position {
    case .only: return ["placeholders-boxed-row", "placeholders-boxed-first", "placeholders-boxed-last"]
    case .first: return ["placeholders-boxed-row", "placeholders-boxed-first"]
    case .middle: return ["placeholders-boxed-row"]
    case .last: return ["placeholders-boxed-row", "placeholders-boxed-last"]
    }
  }
}
