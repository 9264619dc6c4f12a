internal import CGtk
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// What GTK shows, read back through GTK's own API rather than the
/// library's bookkeeping, and held against the data source and the list's
/// load state. Each check returns nil when the screen is right, else what
/// is wrong.
@MainActor
enum ScreenCheck {
  typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

  static func pointer(_ widget: Widget) -> WidgetPointer {
    widget.widgetPointer.assumingMemoryBound(to: GtkWidget.self)
  }

  /// The texts of the labels on screen under `root` (mapped and not fully
  /// transparent: a grid's spare slot at the end of a short row keeps its
  /// last item's cell at opacity 0), in tree order, leaving out `excluded`
  /// and everything under them.
  static func mappedTexts(under root: WidgetPointer, excluding excluded: [WidgetPointer] = []) -> [String] {
    var texts: [String] = []
    func walk(_ node: WidgetPointer) {
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        if !excluded.contains(current) && isShown(current) {
          if pg_is_instance_of(current, gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(current))))
          }
          walk(current)
        }
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(root)
    return texts
  }

  /// Whether `widget` is on screen: mapped, and not fully transparent.
  static func isShown(_ widget: WidgetPointer) -> Bool {
    gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_opacity(widget) > 0
  }

  /// How many rows the GtkListView's model has.
  static func modelRowCount(of listView: Widget) -> Int {
    guard let model = gtk_list_view_get_model(OpaquePointer(pointer(listView))) else { return 0 }
    return Int(g_list_model_get_n_items(model))
  }

  /// The title the list's placeholder must show in `state` (the table of
  /// `PlaceholderPolicy`, with the default options and the loading
  /// placeholder at once), or nil when none may show.
  static func expectedTitle(for state: PageState) -> String? {
    switch state {
    case .idle, .content, .refreshing(over: .idle), .refreshing(over: .content): nil
    case .loading: PlaceholderContent.loading().title
    case .empty, .refreshing(over: .empty): PlaceholderContent.noContent().title
    case .failed, .refreshing(over: .failed): PlaceholderContent.networkError().title
    case .noResults(let query), .refreshing(over: .noResults(let query)):
      PlaceholderContent.noResults(query: query).title
    }
  }

  /// The paging footer rows after the rows in `state` (`PlaceholderPolicy`'s
  /// footer table, the spinner at once): a page loading, a failed page's
  /// Retry, or "No more data" once the listing was paged.
  static func expectedFooterRows(for state: PageState, loadedPages: Int) -> Int {
    switch state {
    case .content(.loadingMore), .content(.loadMoreFailed): 1
    case .content(.noMoreData), .refreshing(over: .content(hasMore: false)): loadedPages > 1 ? 1 : 0
    default: 0
    }
  }

  /// Whether the list on screen matches its data source and load state:
  /// the load state follows the data, the list view has a row per header
  /// and item and the paging footer (`countsRows`, tables), the rows' texts come in the data
  /// source's order, and the placeholder shows exactly when the state
  /// wants one, with its title.
  static func mismatch(
    in list: ListAdapter<SectionedDataSource<String>>, of model: SoakList, countsRows: Bool
  ) -> String? {
    let sections = model.source.sections
    let items = sections.reduce(0) { $0 + $1.items.count }
    let state = list.loads.state
    if case .content = state, items == 0 { return "state \(state) with no items" }
    if state == .empty && items > 0 { return "state empty with \(items) items" }
    if countsRows {
      let rows = modelRowCount(of: list.listView)
      let footer = expectedFooterRows(for: state, loadedPages: list.loads.loadedPageCount)
      if rows != sections.count + items + footer {
        return "the list view has \(rows) rows; the data source \(sections.count) headers and \(items) items, "
          + "and state \(state) after \(list.loads.loadedPageCount) pages wants \(footer) footer"
      }
    }
    let slot = list.placeholderSlot
    let expectedOrder = sections.flatMap { [$0.header?.title ?? ""] + $0.items }
    let shown = mappedTexts(under: pointer(slot.content)).filter { $0.hasPrefix(model.tag + " ") }
    if !isSubsequence(shown, of: expectedOrder) {
      return "the rows on screen \(shown.prefix(12)) are not the data source's \(expectedOrder.prefix(12))"
    }
    // The bar over the start is no placeholder: `EdgeCheck` has it.
    let placeholder = mappedTexts(under: pointer(slot.widget), excluding: slotExclusions(slot)).filter { !$0.isEmpty }
    if let title = expectedTitle(for: state) {
      if !placeholder.contains(title) { return "state \(state) wants “\(title)”; the placeholder shows \(placeholder)" }
    } else {
      if !placeholder.isEmpty { return "state \(state) wants no placeholder; one shows \(placeholder)" }
      if items > 0 && shown.isEmpty {
        let view = list.verticalAdjustment
        return "state \(state): \(items) items, none on screen (view at \(Int(view.value)) of"
          + " \(Int(view.upper - view.pageSize)), \(Int(view.pageSize)) high; the list view"
          + " \(list.listView.isMapped ? "shows" : "is hidden"); sections \(sections.map(\.items.count)))"
      }
    }
    if let selected = list.selectedIndexPathIfAny, !model.source.contains(selected) {
      return "the selection \(selected) is outside the data source"
    }
    return nil
  }

  /// Whether the standalone slot shows its item, and nothing when it has none.
  static func mismatch(in slot: PlaceholderSlot) -> String? {
    let placeholder = mappedTexts(under: pointer(slot.widget), excluding: [pointer(slot.content)]).filter {
      !$0.isEmpty
    }
    switch slot.placeholder?.title {
    case .some(let title) where !placeholder.contains(title):
      return "the standalone slot's item is “\(title)”; it shows \(placeholder)"
    case .none where !placeholder.isEmpty:
      return "the standalone slot has no item; it shows \(placeholder)"
    default:
      return nil
    }
  }

  private static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
    var remaining = whole[...]
    for text in part {
      guard let index = remaining.firstIndex(of: text) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }
}

extension ListAdapter where DataSource == SectionedDataSource<String> {
  /// The selection of a table or a collection (lists of other kinds have none).
  @MainActor var selectedIndexPathIfAny: IndexPath? {
    if let table = self as? TableAdapter<DataSource> { return table.selectedIndexPath }
    if let collection = self as? CollectionAdapter<DataSource> { return collection.selectedIndexPath }
    return nil
  }
}
