/// The content of a sectioned list at one moment: sections with identifiers,
/// each holding identifiable items.
///
/// Diff two snapshots to get the change set between them, then the splices:
///
/// ```swift
/// let changes = try newSnapshot.difference(from: oldSnapshot)
/// let splices = try FlatIndex.splices(from: oldIndex, to: newIndex, applying: changes)
/// ```
public struct Snapshot<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable, Equatable {
  /// One section: its identifier and its items.
  public struct Section: Sendable, Equatable {
    /// The identifier, unique among the snapshot's sections.
    public var id: SectionID
    /// The items; their IDs are unique in the whole snapshot.
    public var items: [Item]

    /// Creates a section.
    public init(id: SectionID, items: [Item] = []) {
      self.id = id
      self.items = items
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates a snapshot.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// Adds a section at the end.
  public mutating func appendSection(_ id: SectionID, items: [Item] = []) {
    sections.append(Section(id: id, items: items))
  }

  /// The number of items in all sections. O(sections).
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// An index of the snapshot's sections, with no headers, footers or
  /// placeholders; set those on the shapes when the list shows them.
  /// O(sections).
  package func flatIndex(itemsPerRow: Int = 1) -> FlatIndex {
    FlatIndex(sections: sections.map { SectionShape(itemCount: $0.items.count) }, itemsPerRow: itemsPerRow)
  }

  /// The change set that turns `old` into this snapshot, with UIKit's batch
  /// update meaning.
  ///
  /// Sections and items are matched by ID. A section or item only in `old` is
  /// deleted, one only here is inserted. Of those in both, the longest run
  /// that kept its relative order stays (a longest increasing subsequence),
  /// and the others are moved, so there are as few moves as possible. An item
  /// that stays in place but whose value changed is reloaded; one that moved
  /// is not also reloaded (its row is replaced by the move anyway). An item
  /// that leaves a deleted section, or arrives in an inserted one, is simply
  /// part of that section's change (UIKit refuses to move items across them).
  ///
  /// Throws `DiffError` when a snapshot repeats a section ID or an item ID.
  /// O(n log n) at worst and O(n) when little moved, for n items and
  /// sections; hash-based.
  @inlinable
  public func difference(from old: Snapshot) throws(DiffError) -> ChangeSet {
    try SnapshotDiffer.difference(from: old, to: self)
  }
}

// Inlinable, with the diff, so that it is specialized for the app's item
// type: unspecialized generic hashing is several times slower.
extension Snapshot: DiffSource {
  @inlinable var sectionCount: Int { sections.count }
  @inlinable func sectionID(_ section: Int) -> SectionID { sections[section].id }
  @inlinable func itemCount(inSection section: Int) -> Int { sections[section].items.count }
  @inlinable func customPlaceholderID(_ section: Int, _ item: Int) -> Item.ID { sections[section].items[item].id }
  @inlinable
  func itemIsUnchanged(from old: Snapshot, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool {
    old.sections[oldSection].items[oldItem] == sections[section].items[item]
  }
  @inlinable func sectionIsUnchanged(from old: Snapshot, _ oldSection: Int, to section: Int) -> Bool { true }
}
