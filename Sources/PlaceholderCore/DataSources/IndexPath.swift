/// The address of an item: its section and its position in that section.
public struct IndexPath: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The section, from 0.
  public var section: Int
  /// The item within the section, from 0.
  public var item: Int

  /// Creates an index path.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, as UIKit prints index paths.
  public var description: String { "[\(section), \(item)]" }
}

/// What a row of the flattened list shows.
///
/// GTK 4.8 has no section model, so each section becomes consecutive rows of
/// one list: an optional header, then its items (or, when it has none and
/// asks for one, an inline empty placeholder), then an optional footer.
package enum RowKind: Hashable, Sendable {
  /// The section's header row.
  case header
  /// One of the section's items.
  case item
  /// The inline placeholder of a section that has no items.
  case sectionPlaceholder
  /// The section's footer row.
  case footer
}

/// One row of the flattened list: which section it belongs to, what it is,
/// and for item rows which item.
package struct FlatRow: Hashable, Sendable {
  /// The section the row belongs to.
  package var section: Int
  /// What the row shows.
  package var kind: RowKind
  /// The item's index in its section; nil for headers, footers and section
  /// placeholders.
  package var item: Int?

  /// Creates a flat row.
  package init(section: Int, kind: RowKind, item: Int? = nil) {
    self.section = section
    self.kind = kind
    self.item = item
  }

  /// The item's index path, for item rows.
  package var indexPath: IndexPath? { item.map { IndexPath(section: section, item: $0) } }
}

/// One `items-changed` emission of a GListModel: at `position`, `removed`
/// rows went away and `added` rows took their place. A list of splices is
/// applied in order, each against the model left by the ones before.
package struct Splice: Hashable, Sendable, CustomStringConvertible {
  /// Where the change starts, in the model as it is when the splice is applied.
  package var position: Int
  /// How many rows were removed at `position`.
  package var removed: Int
  /// How many rows were added at `position`.
  package var added: Int

  /// Creates a splice.
  package init(position: Int, removed: Int, added: Int) {
    self.position = position
    self.removed = removed
    self.added = added
  }

  /// `(position, -removed, +added)`.
  package var description: String { "(\(position), -\(removed), +\(added))" }
}
