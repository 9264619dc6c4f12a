/// A collection data source of self-describing items in sections: each
/// item gives its own cell kind and size.
///
/// ```swift
/// let source = ItemsDataSource<CollectionItem>(sections: [
///   .init(header: SectionSupplement(title: "Tags"), items: tags)
/// ])
/// ```
@MainActor
public final class ItemsDataSource<Item: SelfDescribingItem>: CollectionDataSource {
  /// One section: an optional header and its items.
  public struct Section {
    /// The header, if any.
    public var header: SectionSupplement?
    /// The items.
    public var items: [Item]
    /// The inline placeholder shown when the section has no items.
    public var emptyPlaceholder: PlaceholderContent?

    /// Creates a section.
    public init(header: SectionSupplement? = nil, items: [Item], emptyPlaceholder: PlaceholderContent? = nil) {
      self.header = header
      self.items = items
      self.emptyPlaceholder = emptyPlaceholder
    }
  }

  /// The sections. After changing them, reload the list (or tell it what
  /// changed with `performUpdates(_:)`).
  public var sections: [Section]

  /// Creates a data source.
  public init(sections: [Section] = []) { self.sections = sections }

  /// How many sections there are.
  public func numberOfSections() -> Int { sections.count }

  /// How many items a section has; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The item at an index path.
  /// - Throws: `ItemsDataSourceError.noItem` when there is none.
  public func item(at indexPath: IndexPath) throws -> Item {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { throw ItemsDataSourceError.noItem(indexPath) }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The item's own reuse identifier.
  public func cellKind(for item: Item, at indexPath: IndexPath) -> CellKindID { item.identifier }

  /// The item's own size.
  public func itemSize(for item: Item, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize {
    item.size(in: layout)
  }

  /// The section's header.
  public func header(forSection section: Int) -> SectionSupplement? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The section's inline placeholder.
  public func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    sections.indices.contains(section) ? sections[section].emptyPlaceholder : nil
  }
}
