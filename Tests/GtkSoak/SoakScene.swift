import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A cell that shows its item's text.
final class SoakCell: TableCell<String> {
  private let label = Label()

  override func setup() {
    label.xAlign = 0
    label.setMargins(top: 4, bottom: 4, start: 8, end: 8)
    contentView.append(label)
  }

  override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
}

/// One window of the soak: a table and a collection, each with its search
/// field, over the lists' data sources, and a standalone placeholder slot
/// over a label. Closing the window and making a new one over the same
/// lists is one of the walk's steps.
@MainActor
final class SoakScene {
  let window: ApplicationWindow
  let table: TableAdapter<SectionedDataSource<String>>
  let collection: CollectionAdapter<SectionedDataSource<String>>
  let tableSearch = SearchEntry(placeholderText: "Search the table")
  let collectionSearch = SearchEntry(placeholderText: "Search the collection")
  let slot = PlaceholderSlot(content: Label("Standalone content"))

  init(application: Application, tableList: SoakList, collectionList: SoakList, layout: CollectionLayoutKind) {
    window = ApplicationWindow(application: application, title: "Soak")
    window.setDefaultSize(width: 900, height: 600)
    table = TableAdapter(dataSource: tableList.source)
    collection = CollectionAdapter(dataSource: collectionList.source, layout: layout)
    collection.estimatedItemWidth = 120
    // Named, as every shown list must be, or the library warns once.
    table.accessibleLabel = "Soak table"
    collection.accessibleLabel = "Soak collection"
    Self.configure(table, list: tableList, search: tableSearch)
    Self.configure(collection, list: collectionList, search: collectionSearch)

    let tableColumn = Box(orientation: .vertical, spacing: 4, children: [tableSearch, table.widget])
    let collectionColumn = Box(orientation: .vertical, spacing: 4, children: [collectionSearch, collection.widget])
    for column in [tableColumn, collectionColumn] {
      column.expandsHorizontally = true
      column.expandsVertically = true
    }
    slot.widget.setMinimumSize(width: -1, height: 120)
    let lists = Box(orientation: .horizontal, spacing: 8, children: [tableColumn, collectionColumn])
    lists.expandsVertically = true
    window.child = Box(orientation: .vertical, spacing: 8, children: [lists, slot.widget])
    window.present()
  }

  /// What both lists share: the cell, loads that the soak ends, the search,
  /// paging, and the first load done (the data is there).
  private static func configure(
    _ list: ListAdapter<SectionedDataSource<String>>, list model: SoakList, search: SearchEntry
  ) {
    list.register(SoakCell.init)
    list.loads.indicatorTiming = .immediate
    list.isLoadMoreEnabled = true
    // Items are unique: their text finds them again (jumps, the row kept
    // in place as older pages land).
    list.scrollKey = { $0 }
    list.setLoadOperation { [weak model] request in
      guard let model else { throw CancellationError() }
      return try await model.load(request)
    }
    list.bindSearch(to: search) { [weak model] query in model?.filter(query) }
    list.reloadData()
  }

  /// Closes the window for good.
  func close() { window.destroy() }
}
