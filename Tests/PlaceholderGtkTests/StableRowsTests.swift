import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The lazy list model hands GTK the same object for the same row until a
/// change touches the row.
final class StableRowsTests: GtkTestCase {
  func testTheSameRowGivesTheSameObjectUntilASpliceTouchesIt() {
    onMain {
      let model = LazyListModel()
      var held: [UnsafeMutableRawPointer] = []
      defer { for item in held { g_object_unref(item) } }
      model.apply([Splice(position: 0, removed: 0, added: 10)])
      let five = object(model, 5, holding: &held)
      let two = object(model, 2, holding: &held)
      XCTAssertEqual(object(model, 5, holding: &held), five, "asked again: the same object")

      model.apply([Splice(position: 3, removed: 0, added: 1)])
      XCTAssertEqual(object(model, 6, holding: &held), five, "moved by an insert before it: still the same")
      XCTAssertEqual(object(model, 2, holding: &held), two, "before the insert: untouched")
      XCTAssertNotEqual(object(model, 3, holding: &held), five, "the inserted row is a new object")

      model.apply([Splice(position: 6, removed: 1, added: 1)])
      XCTAssertNotEqual(object(model, 6, holding: &held), five, "a replaced row gets a new object")
      XCTAssertNil(g_list_model_get_item(model.listModel, 11), "nothing past the end")
    }
  }

  /// A change of the rows themselves hands a replaced row's object to the
  /// row that replaces it, counting it in the object's generation.
  func testAReplacedRowsObjectCanGoToTheRowReplacingIt() throws {
    try onMain {
      let model = LazyListModel()
      var held: [UnsafeMutableRawPointer] = []
      defer { for item in held { g_object_unref(item) } }
      model.apply([Splice(position: 0, removed: 0, added: 10)])
      let two = object(model, 2, holding: &held)
      let three = object(model, 3, holding: &held)
      let rowObject = try XCTUnwrap(UnsafeMutableRawPointer(bitPattern: two))
      XCTAssertEqual(LazyListModel.generation(of: rowObject), 0)

      XCTAssertTrue(model.emit([Splice(position: 2, removed: 2, added: 1)], reusingReplacedRows: true))
      XCTAssertEqual(object(model, 2, holding: &held), two, "the replacing row has the replaced row's object")
      XCTAssertEqual(LazyListModel.generation(of: rowObject), 1, "which now stands for another row")
      XCTAssertNotEqual(object(model, 3, holding: &held), three, "the row after it moved up: not a replaced one")
      XCTAssertFalse(model.emit([Splice(position: 0, removed: 1, added: 0)], reusingReplacedRows: true))
      XCTAssertEqual(object(model, 1, holding: &held), two, "a removal above moves it, and reuses nothing")
    }
  }

  func testObjectsGTKLetsGoAreForgotten() {
    onMain {
      let model = LazyListModel()
      model.apply([Splice(position: 0, removed: 0, added: 1_000)])
      for position in 0..<100 {
        let item = g_list_model_get_item(model.listModel, guint(position))
        XCTAssertEqual(model.liveRowObjects, 1, "row \(position)")
        g_object_unref(item)
        XCTAssertEqual(model.liveRowObjects, 0, "the model keeps no object alive")
      }
    }
  }

  func testAnObjectThatOutlivesItsModelIsHarmless() {
    onMain {
      var model: LazyListModel? = LazyListModel()
      model?.apply([Splice(position: 0, removed: 0, added: 3)])
      let item = model.flatMap { g_list_model_get_item($0.listModel, 1) }
      XCTAssertNotNil(item)
      model = nil
      g_object_unref(item)  // tells a table that now lives only for it
    }
  }

  /// After an insert at the top, the rows below are the same rows, and
  /// only the new one is bound, on every GTK: GTK 4.12 and later compare a
  /// list item's object before rebinding it; GTK 4.8 unbinds and binds
  /// every row whose position changed, and the library keeps the binding
  /// of a row bound again to its own object (`RowFactory.defersUnbind`).
  func testAnInsertBindsOnlyTheNewRow() throws {
    try onMain {
      let (source, table, window) = shownRecordingTable(rows: 10)
      defer { window.close() }
      let listItemObjects = boundObjects(of: table)
      XCTAssertEqual(listItemObjects.count, 10)

      RecordingCell.resetCounts()
      try source.insert("new", at: IndexPath(section: 0, item: 0))
      window.settle()
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["new"] + (0..<10).map { "row \($0)" })
      let after = boundObjects(of: table)
      for (position, object) in listItemObjects {
        XCTAssertEqual(after[position + 1], object, "row \(position) moved down with its object")
      }
      XCTAssertEqual(RecordingCell.binds, 1, "only the inserted row is bound (GTK \(gtk_get_minor_version()))")
      XCTAssertEqual(RecordingCell.unbinds, 0, "the rows that moved keep their binding")
    }
  }

  /// Rows removed above the view move every row below up: each keeps its
  /// cell and binding, and a row that GTK binds to another row's object
  /// (the rows that come into view) is unbound first and bound to it, so
  /// every row shows its own item.
  func testARemovalAboveKeepsTheRowsBelowBoundAndRight() throws {
    try onMain {
      let (source, table, window) = shownRecordingTable(rows: 300)
      defer { window.close() }
      let before = boundCells(of: table)
      // Held, so that no new row's object takes a removed one's address.
      for object in before.keys { g_object_ref(object) }
      defer { for object in before.keys { g_object_unref(object) } }

      RecordingCell.resetCounts()
      _ = try source.remove(at: [0, 2, 4, 6].map { IndexPath(section: 0, item: $0) })
      window.settle()
      let kept = (0..<300).filter { ![0, 2, 4, 6].contains($0) }.map { "row \($0)" }
      let shown = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertFalse(shown.isEmpty)
      XCTAssertEqual(shown, Array(kept.prefix(shown.count)), "every row shows its own item")
      let after = boundCells(of: table)
      let moved = Set(before.keys).intersection(after.keys)
      XCTAssertGreaterThan(moved.count, 100, "the rows below the removals moved up with their objects")
      for object in moved {
        XCTAssertTrue(after[object]?.cell === before[object]?.cell, "a moved row keeps its cell")
        XCTAssertEqual(
          after[object]?.timesBound, before[object]?.timesBound,
          "a moved row is not bound again (GTK \(gtk_get_minor_version()))")
      }
      XCTAssertEqual(
        RecordingCell.unbinds, 4, "the removed rows' cells let their items go; the moved rows' keep theirs")
    }
  }

  /// Every row replaced (a new listing, a search's result): the rows on
  /// screen keep their widgets and cells, GTK destroys and builds none,
  /// and each shows its new item, its cell unbound from the old one first.
  func testAReplacedScreenOfRowsKeepsItsWidgetsAndShowsTheNewRows() {
    onMain {
      let (source, table, window) = shownRecordingTable(rows: 300)
      defer { window.close() }
      let before = boundCells(of: table)
      let widgetsBefore = rowWidgets(of: table)
      XCTAssertGreaterThan(before.count, 10)

      RecordingCell.resetCounts()
      source.replaceSections(with: [.init(items: (0..<250).map { "new \($0)" })])
      window.settle()
      let shown = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertFalse(shown.isEmpty)
      XCTAssertEqual(shown, (0..<shown.count).map { "new \($0)" }, "every row shows its new item")
      let after = boundCells(of: table)
      XCTAssertEqual(Set(after.keys), Set(before.keys), "the rows keep their objects")
      for (object, entry) in after {
        XCTAssertTrue(entry.cell === before[object]?.cell, "a row keeps its cell")
      }
      XCTAssertEqual(
        rowWidgets(of: table), widgetsBefore, "GTK keeps the rows' widgets (GTK \(gtk_get_minor_version()))")
      XCTAssertEqual(RecordingCell.setups, 0, "no cell is built")
      XCTAssertEqual(RecordingCell.unbinds, before.count, "each row's cell let its old item go")
      XCTAssertEqual(RecordingCell.binds, after.count, "and was bound once to its new one")
    }
  }
}

/// The list view's row widgets, in order.
@MainActor
private func rowWidgets(of table: TableAdapter<SectionedDataSource<String>>) -> [UnsafeMutableRawPointer] {
  var widgets: [UnsafeMutableRawPointer] = []
  var child = gtk_widget_get_first_child(table.listView.gtkWidget)
  while let widget = child {
    widgets.append(UnsafeMutableRawPointer(widget))
    child = gtk_widget_get_next_sibling(widget)
  }
  return widgets
}

/// Each bound row's cell and how often it was bound, by the row object it
/// shows.
@MainActor
private func boundCells(
  of table: TableAdapter<SectionedDataSource<String>>
) -> [UnsafeMutableRawPointer: (cell: RecordingCell, timesBound: Int)] {
  var cells: [UnsafeMutableRawPointer: (cell: RecordingCell, timesBound: Int)] = [:]
  for host in table.machinery.rows.liveHosts where host.isBound {
    guard let object = host.boundRowObject, let cell = host.boundCell as? RecordingCell else { continue }
    cells[object] = (cell, cell.timesBound)
  }
  return cells
}

/// A table of `rows` rows "row N" in `RecordingCell`s, shown.
@MainActor
private func shownRecordingTable(rows: Int) -> (
  SectionedDataSource<String>, TableAdapter<SectionedDataSource<String>>, TestWindow
) {
  let source = SectionedDataSource<String>(sections: [.init(items: (0..<rows).map { "row \($0)" })])
  let table = TableAdapter(dataSource: source)
  table.register(RecordingCell.init)
  table.reloadData()
  return (source, table, TestWindow(showing: table.widget))
}

/// The object the model gives for a row, as an address (the test's own
/// reference is dropped at once; the `held` array keeps the objects alive
/// as GTK would).
@MainActor
private func object(_ model: LazyListModel, _ position: Int, holding held: inout [UnsafeMutableRawPointer]) -> UInt {
  guard let item = g_list_model_get_item(model.listModel, guint(position)) else { return 0 }
  held.append(item)
  return UInt(bitPattern: item)
}

/// The object each bound list item shows, by position.
@MainActor
private func boundObjects(of table: TableAdapter<SectionedDataSource<String>>) -> [Int: UInt] {
  var objects: [Int: UInt] = [:]
  var row = gtk_widget_get_first_child(table.listView.gtkWidget)
  while let current = row {
    if let child = gtk_widget_get_first_child(current),
      let host = table.machinery.rows.liveHosts.first(where: { $0.shownWidget?.gtkWidget == child }),
      let position = host.boundPosition,
      let item = g_list_model_get_item(table.machinery.sync.model.listModel, guint(position))
    {
      objects[position] = UInt(bitPattern: item)
      g_object_unref(item)
    }
    row = gtk_widget_get_next_sibling(current)
  }
  return objects
}
