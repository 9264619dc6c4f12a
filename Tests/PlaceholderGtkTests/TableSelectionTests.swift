import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A message of a mail list: an identity, and a text that an edit changes.
struct Message: Identifiable, Equatable, CustomStringConvertible {
  var id: Int
  var text: String

  var description: String { text }
}

/// Messages with IDs `ids`, texts "message <id>".
func messages(_ ids: some Sequence<Int>) -> [Message] {
  ids.map { Message(id: $0, text: "message \($0)") }
}

/// The selection follows its item through reloads of a real GtkListView:
/// kept (and in view) when the item stays, heard as a deselection when it
/// goes.
final class TableSelectionTests: GtkTestCase {
  func testTheSelectionStaysOnItsItemAcrossAReload() {
    onMain {
      let source = SectionedDataSource(items: messages(0..<5))
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<Message>()
      table.delegate = delegate
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 2)
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 2)])

      source.replaceAll(with: [.init(items: messages(0..<5))])
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 2), "the same messages change nothing")

      // A new message on top, and the selected one edited: its row is
      // replaced one place down, which drops GTK's selection.
      var next = messages(0..<5)
      next[2].text = "message 2, edited"
      next.insert(Message(id: 9, text: "new"), at: 0)
      source.replaceAll(with: [.init(items: next)])
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 3), "the selection follows its item")
      window.settle()
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 3))
      XCTAssertEqual(delegate.selected.count, 1, "putting it back is not a new selection")
      XCTAssertEqual(delegate.deselected, [])
    }
  }

  func testTheSelectionLostInAReloadIsHeardAsADeselection() throws {
    try onMain {
      let source = SectionedDataSource(items: messages(0..<5))
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<Message>()
      table.delegate = delegate
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 2)

      source.replaceAll(with: [.init(items: messages([0, 1, 3, 4, 5]))])
      XCTAssertNil(table.selectedIndexPath)
      XCTAssertEqual(delegate.deselected, [IndexPath(section: 0, item: 2)], "where it was")

      // An edit that removes the selected item is heard the same way.
      table.focus(position: 3)
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 3))
      try source.remove(at: IndexPath(section: 0, item: 3))
      XCTAssertNil(table.selectedIndexPath)
      XCTAssertEqual(delegate.deselected.last, IndexPath(section: 0, item: 3))
      XCTAssertEqual(delegate.selected.count, 2)
    }
  }

  func testAFullReloadKeepsNoIdentitySoItDropsTheSelectionAndSaysSo() {
    onMain {
      let source = StringsDataSource([["a", "b", "c"]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 1)

      table.reloadData()
      XCTAssertNil(table.selectedIndexPath)
      XCTAssertEqual(delegate.deselected, [IndexPath(section: 0, item: 1)])
      table.reloadData()
      XCTAssertEqual(delegate.deselected.count, 1, "nothing was selected the second time")
    }
  }

  func testADelegateThatReloadsFromDidDeselectLeavesTheRowsConsistent() {
    onMain {
      final class Reloader: TableDelegate {
        typealias Item = String
        var table: TableAdapter<StringsDataSource>?
        var deselections = 0
        func didDeselect(at indexPath: IndexPath) throws {
          deselections += 1
          table?.reloadData()
        }
      }
      let source = StringsDataSource([["a", "b", "c"]])
      let table = TableAdapter(dataSource: source)
      let delegate = Reloader()
      delegate.table = table
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 2)

      source.sections = [["x"]]
      table.reloadData()
      window.settle()
      XCTAssertEqual(delegate.deselections, 1)
      XCTAssertEqual(table.index.count, 1)
      XCTAssertEqual(Int(g_list_model_get_n_items(gcast(table.machinery.selection.pointer))), 1)
      XCTAssertNil(table.selectedIndexPath)
    }
  }

  func testASelectedRowThatShowedIsScrolledBackIntoViewWhereverItGoes() throws {
    try onMain {
      let source = SectionedDataSource(items: messages(0..<100))
      let table = TableAdapter(dataSource: source)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 0)
      window.settle()

      // The selected message alone moves to the end: its row is removed at
      // the top and added at the bottom, where nothing would show it.
      source.replaceAll(with: [.init(items: messages(1..<100) + messages([0]))])
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 99))
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      XCTAssertTrue(
        MainLoop.run(
          until: { gtk_adjustment_get_value(adjustment) > 0 && rowIsShowing(99, in: table) }, timeoutSeconds: 5),
        "the last row, now the selected one, is scrolled to")
      window.settle()
      XCTAssertTrue(rowIsShowing(99, in: table), "and stays in view")
    }
  }

  func testASelectionScrolledAwayFromIsNotScrolledBackTo() throws {
    try onMain {
      let source = SectionedDataSource(items: messages(0..<100))
      let table = TableAdapter(dataSource: source)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.focus(position: 0)
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      XCTAssertTrue(
        MainLoop.run(
          until: {
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            return !rowIsShowing(0, in: table) && gtk_adjustment_get_value(adjustment) > 0
          }, timeoutSeconds: 5))
      window.settle()
      let scrolled = gtk_adjustment_get_value(adjustment)

      // A page appended by load-more, and a reload of everything.
      source.append(contentsOf: messages(100..<120))
      source.replaceAll(with: [.init(items: [Message(id: -1, text: "new")] + messages(0..<120))])
      window.settle()
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 1), "still selected")
      XCTAssertGreaterThanOrEqual(gtk_adjustment_get_value(adjustment), scrolled, "and the list did not jump back")
    }
  }

  func testTheUserUnselectingIsHeardAndAOneShotSelectionIsNot() {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      table.focus(position: 1)
      // What Ctrl+click on the selected row does.
      gtk_selection_model_unselect_item(gcast(table.machinery.selection.pointer), 1)
      XCTAssertEqual(delegate.deselected, [IndexPath(section: 0, item: 1)])

      table.deselectsAfterSelection = true
      table.focus(position: 0)
      XCTAssertNil(table.selectedIndexPath)
      XCTAssertEqual(delegate.selected.count, 2)
      XCTAssertEqual(delegate.deselected.count, 1, "a row that acts as a button has no selection to lose")
    }
  }

  func testTheControllerForwardsTheDeselectionToItsHandler() {
    onMain {
      let controller = TableController(dataSource: SectionedDataSource(items: messages(0..<5)))
      var status = "nothing selected"
      controller.selectionHandler = { message, _ in status = message.text }
      controller.deselectionHandler = { _ in status = "nothing selected" }
      let window = TestWindow(showing: controller.widget)
      defer { window.close() }

      controller.table.focus(position: 1)
      XCTAssertEqual(status, "message 1")
      controller.dataSource.replaceAll(with: [.init(items: messages([7, 0, 1, 2]))])
      XCTAssertEqual(controller.table.selectedIndexPath, IndexPath(section: 0, item: 2))
      XCTAssertEqual(status, "message 1", "kept: the status line stays right")
      controller.dataSource.replaceAll(with: [.init(items: messages([7, 0, 2]))])
      XCTAssertNil(controller.table.selectedIndexPath)
      XCTAssertEqual(status, "nothing selected", "lost: the status line hears it")
    }
  }
}

/// Whether the row at `position` is wholly inside the table's scrolled
/// window (GTK keeps the focused row's widget, unmapped, out of view).
@MainActor
private func rowIsShowing(_ position: Int, in table: TableAdapter<SectionedDataSource<Message>>) -> Bool {
  guard let row = table.machinery.rows.rowWidget(at: position), gtk_widget_get_mapped(row) != 0,
    let bounds = TestWindow.bounds(of: Widget(retaining: row), in: table.scrolledWindow)
  else { return false }
  let height = Int(gtk_widget_get_height(table.scrolledWindow.gtkWidget))
  return bounds.height > 0 && bounds.y >= 0 && bounds.y + bounds.height <= height
}
