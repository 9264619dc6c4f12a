internal import CGtk
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The steps themselves: each picks its list and its arguments from the
/// seeded generator, acts through the public API (or, for the user's own
/// gestures, through GTK as a click would), and says what it did.
extension GtkSoak {
  typealias Adapter = ListAdapter<SectionedDataSource<String>>

  func apply(_ step: SoakStep) -> String {
    let onTable = random.chance(0.5)
    let model = onTable ? tableList : collectionList
    let list: Adapter = onTable ? scene.table : scene.collection
    let name = onTable ? "table" : "collection"
    do {
      let what = try act(step, on: model, list: list)
      if step.changesDataSource { model.noteDirectChange() }
      return "\(name): \(what)"
    } catch {
      return "\(name): refused: \(error)"
    }
  }

  private func act(_ step: SoakStep, on model: SoakList, list: Adapter) throws -> String {
    let source = model.source
    switch step {
    case .insert:
      if source.sections.isEmpty { _ = source.appendSection(model.newSection()) }
      let section = Int.random(in: 0..<source.sections.count, using: &random)
      let item = Int.random(in: 0...source.sections[section].items.count, using: &random)
      // Now and then a long run of items, so that rows scroll out of view
      // and GTK recycles them.
      let count = random.chance(0.05) ? Int.random(in: 50...300, using: &random) : Int.random(in: 1...3, using: &random)
      let items = (0..<count).map { _ in model.newItem() }
      _ = try source.insert(contentsOf: items, at: IndexPath(section: section, item: item))
      return "inserted \(items.count) at \(section).\(item)"
    case .delete:
      let paths = Array(
        allIndexPaths(of: source).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
      guard !paths.isEmpty else { return "nothing to delete" }
      _ = try source.remove(at: paths)
      return "deleted \(paths)"
    case .move:
      guard let from = allIndexPaths(of: source).randomElement(using: &random) else { return "nothing to move" }
      let section = Int.random(in: 0..<source.sections.count, using: &random)
      let count = source.sections[section].items.count - (section == from.section ? 1 : 0)
      let to = IndexPath(section: section, item: Int.random(in: 0...count, using: &random))
      _ = try source.move(from: from, to: to)
      return "moved \(from) to \(to)"
    case .batch:
      return try batch(on: model)
    case .replaceAll:
      let sections = newContents(for: model)
      _ = source.replaceSections(with: sections)
      return "replaced all: \(sections.map(\.items.count)) items"
    case .reloadData:
      list.reloadData()
      return "reloadData"
    case .insertSection:
      let index = Int.random(in: 0...source.sections.count, using: &random)
      let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in model.newItem() }
      _ = try source.insertSection(model.newSection(items: items), at: index)
      return "inserted a section of \(items.count) at \(index)"
    case .removeSection:
      guard !source.sections.isEmpty else { return "no section to remove" }
      let index = Int.random(in: 0..<source.sections.count, using: &random)
      _ = try source.removeSection(at: index)
      return "removed section \(index)"
    case .moveSection:
      guard source.sections.count > 1 else { return "too few sections to move" }
      let from = Int.random(in: 0..<source.sections.count, using: &random)
      let to = Int.random(in: 0..<source.sections.count, using: &random)
      _ = try source.moveSection(from: from, to: to)
      return "moved section \(from) to \(to)"
    case .beginLoading:
      list.beginLoading()
      return "beginLoading"
    case .restartLoading:
      list.restartLoading()
      return "restartLoading"
    case .refresh:
      list.beginRefreshing()
      return "beginRefreshing"
    case .loadMore:
      let disposition = list.loads.send(.loadMore)
      return "load more: \(disposition)"
    case .finishLoad:
      return finishLoadWatched(on: model, list: list)
    case .failLoad:
      return model.finishLoad(succeeding: false, using: &random)
    case .retry:
      return pressPlaceholderButton(of: list.placeholderSlot)
    case .search:
      let query = String(Int.random(in: 1...99, using: &random))
      searchEntry(of: list).text = query
      return "typed “\(query)” in the search"
    case .clearSearch:
      searchEntry(of: list).text = ""
      return "cleared the search"
    case .select:
      return select(in: list, model: model)
    case .scroll:
      let adjustment = list.verticalAdjustment
      let end = max(adjustment.lower, adjustment.upper - adjustment.pageSize)
      let value = random.chance(0.3) ? end : Double.random(in: adjustment.lower...end, using: &random)
      adjustment.value = value
      return "scrolled to \(Int(value)) of \(Int(end))"
    case .resize:
      let width = Int.random(in: 360...1_200, using: &random)
      let height = Int.random(in: 320...900, using: &random)
      let before = scene.window.allocatedSize
      scene.window.setDefaultSize(width: width, height: height)
      return "resized the window from \(before.width)×\(before.height) to \(width)×\(height)"
    case .theme:
      Appearance.prefersDarkStyle.toggle()
      return Appearance.prefersDarkStyle ? "dark style" : "light style"
    case .changeLayout:
      layout = [CollectionLayoutKind.vertical, .horizontal, .free].randomElement(using: &random) ?? .vertical
      scene.collection.layout = layout
      return "collection layout \(layout)"
    case .standalone:
      let items: [PlaceholderContent?] = [nil, .noContent(), .networkError(), .loading(), .noResults(query: "soak")]
      let item = items.randomElement(using: &random) ?? nil
      scene.slot.placeholder = item
      return "standalone slot shows \(item?.title ?? "nothing")"
    case .scrollToTop:
      return scrollToTop(of: list)
    case .retryPrevious:
      return retryPrevious(on: list)
    case .jump:
      return jump(in: list, model: model)
    case .cap:
      return cap(list)
    case .reopen:
      reopen()
      return "closed the window and opened a new one"
    }
  }

  /// Several inserts and removals at once, applied as one change.
  private func batch(on model: SoakList) throws -> String {
    let source = model.source
    if source.sections.isEmpty { _ = source.appendSection(model.newSection()) }
    var operations: [String] = []
    _ = try source.performBatch { () throws(ChangeSetError) in
      for _ in 0..<Int.random(in: 2...5, using: &random) {
        if random.chance(0.5), let path = allIndexPaths(of: source).randomElement(using: &random) {
          _ = try source.remove(at: path)
          operations.append("-\(path)")
        } else {
          let section = Int.random(in: 0..<source.sections.count, using: &random)
          let item = Int.random(in: 0...source.sections[section].items.count, using: &random)
          _ = try source.insert(model.newItem(), at: IndexPath(section: section, item: item))
          operations.append("+\(section).\(item)")
        }
      }
    }
    return "batch \(operations.joined(separator: " "))"
  }

  /// New contents for `replaceAll`: some sections kept, some items kept
  /// and shuffled (moves for the diff), some new.
  private func newContents(for model: SoakList) -> [SoakList.Section] {
    if random.chance(0.15) { return [] }
    var sections = model.source.sections.filter { _ in random.chance(0.7) }
    for index in sections.indices {
      var items = sections[index].items.filter { _ in random.chance(0.7) }.shuffled(using: &random)
      items += (0..<Int.random(in: 0...4, using: &random)).map { _ in model.newItem() }
      sections[index].items = items
    }
    if sections.isEmpty || random.chance(0.3) {
      sections.append(model.newSection(items: (0..<Int.random(in: 0...8, using: &random)).map { _ in model.newItem() }))
    }
    return sections
  }

  private func allIndexPaths(of source: SectionedDataSource<String>) -> [IndexPath] {
    source.sections.enumerated().flatMap { section, contents in
      contents.items.indices.map { IndexPath(section: section, item: $0) }
    }
  }

  func searchEntry(of list: Adapter) -> SearchEntry {
    list === scene.table ? scene.tableSearch : scene.collectionSearch
  }

  /// Presses the placeholder's button (Retry, Clear Search) as a click
  /// would, when one is on screen.
  private func pressPlaceholderButton(of slot: PlaceholderSlot) -> String {
    let root = ScreenCheck.pointer(slot.widget)
    guard let button = mappedButton(under: root, excluding: ScreenCheck.slotExclusions(slot)) else {
      return "no placeholder button on screen"
    }
    gtk_widget_activate(button)
    return "pressed the placeholder's button"
  }

  func mappedButton(under root: ScreenCheck.WidgetPointer, excluding excluded: [ScreenCheck.WidgetPointer] = [])
    -> ScreenCheck.WidgetPointer?
  {
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      if !excluded.contains(current) && gtk_widget_get_mapped(current) != 0 {
        if pg_is_instance_of(current, gtk_button_get_type()) != 0 { return current }
        if let found = mappedButton(under: current, excluding: excluded) { return found }
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// Selects a random item as a user would: a table row is activated (a
  /// click, or Enter), a collection item is focused and pressed.
  private func select(in list: Adapter, model: SoakList) -> String {
    guard let path = allIndexPaths(of: model.source).randomElement(using: &random) else { return "nothing to select" }
    if let table = list as? TableAdapter<SectionedDataSource<String>> {
      // The row's position in the flat list: each section's header, then its items.
      let position = model.source.sections.prefix(path.section).reduce(0) { $0 + 1 + $1.items.count } + 1 + path.item
      table.focus(position: position)
      gtk_widget_activate_action_variant(
        ScreenCheck.pointer(table.listView), "list.activate-item", g_variant_new_uint32(UInt32(position)))
      return "activated row \(path) (position \(position))"
    }
    if let collection = list as? CollectionAdapter<SectionedDataSource<String>> {
      collection.focusItem(at: path)
      guard let focus = gtk_window_get_focus(scene.window.widgetPointer.assumingMemoryBound(to: GtkWindow.self)) else {
        return "focused \(path); no focus to press"
      }
      gtk_widget_activate(focus)
      return "focused and pressed item \(path)"
    }
    return "no selection in this list"
  }

  /// Closes the window and opens a new one over the same data sources, as
  /// an app whose window the user closed and opened again.
  private func reopen() {
    tableList.abandonLoad()
    collectionList.abandonLoad()
    tableList.filter(nil)
    collectionList.filter(nil)
    closedTable = scene.table
    closedCollection = scene.collection
    scene.close()
    scene = SoakScene(application: application, tableList: tableList, collectionList: collectionList, layout: layout)
    windowsOpened += 1
  }
}

extension SoakStep {
  /// Whether the step changes a data source directly (not through a load
  /// or a search).
  var changesDataSource: Bool {
    switch self {
    case .insert, .delete, .move, .batch, .replaceAll, .insertSection, .removeSection, .moveSection: true
    default: false
    }
  }
}
