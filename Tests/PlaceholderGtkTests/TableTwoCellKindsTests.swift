import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A cell for the "note" kind: records every item it is given.
private final class NoteCell: TableCell<String> {
  nonisolated(unsafe) static var boundItems: [String] = []
  let label = Label()
  override func setup() {
    label.addCSSClass("kind-note")
    contentView.append(label)
  }
  override func bind(_ item: String, at indexPath: IndexPath) {
    Self.boundItems.append(item)
    label.text = item
  }
}

/// A cell for the "badge" kind, built differently: a label in a frame.
private final class BadgeCell: TableCell<String> {
  nonisolated(unsafe) static var boundItems: [String] = []
  let label = Label()
  override func setup() {
    label.addCSSClass("kind-badge")
    contentView.append(label)
  }
  override func bind(_ item: String, at indexPath: IndexPath) {
    Self.boundItems.append(item)
    label.text = item
  }
}

/// Two reuse identifiers in one list (the form-items seed's reuse
/// identifiers, UIKit's `dequeueReusableCell(withIdentifier:)`): each row
/// gets the cell of its kind, and GTK's recycling never hands a row a cell of
/// the other kind, also when rows move or change kind.
final class TableTwoCellKindsTests: GtkTestCase {
  func testEachRowGetsTheCellOfItsKindAndReuseKeepsTheKindsApart() throws {
    onMain {
      NoteCell.boundItems = []
      BadgeCell.boundItems = []
      // Alternating kinds, more rows than fit, so scrolling recycles cells.
      let items = (0..<300).map { $0.isMultiple(of: 3) ? "badge \($0)" : "note \($0)" }
      let source = StringsDataSource([items])
      source.kinds = Dictionary(uniqueKeysWithValues: items.map { ($0, Self.kind(of: $0)) })
      let table = TableAdapter(dataSource: source)
      table.register(NoteCell.init, for: "note")
      table.register(BadgeCell.init, for: "badge")
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      Self.assertEveryShownRowHasItsKindsCell(table, source, "first screen")
      XCTAssertFalse(NoteCell.boundItems.isEmpty)
      XCTAssertFalse(BadgeCell.boundItems.isEmpty)

      // Scroll to the end: recycled cells are bound again.
      let adjustment = table.scrolledWindow.verticalAdjustment
      adjustment.value = adjustment.upper
      window.settle()
      Self.assertEveryShownRowHasItsKindsCell(table, source, "after scrolling")

      Self.assertCellsBoundOnlyTheirKind(source, "before the change")
      NoteCell.boundItems = []
      BadgeCell.boundItems = []

      // Rows move (reversed) and some change kind.
      source.sections = [items.reversed()]
      for item in items.prefix(30) { source.kinds[item] = Self.kind(of: item) == "badge" ? "note" : "badge" }
      table.reloadData()
      adjustment.value = adjustment.upper
      window.settle()
      Self.assertEveryShownRowHasItsKindsCell(table, source, "after rows moved and changed kind")
      XCTAssertTrue(
        BadgeCell.boundItems.contains("note 1"), "a row that became a badge is shown by a badge cell")
      Self.assertCellsBoundOnlyTheirKind(source, "after the change")
    }
  }

  @MainActor
  private static func assertCellsBoundOnlyTheirKind(
    _ source: StringsDataSource, _ when: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let wrongNotes = NoteCell.boundItems.filter { source.kinds[$0] != "note" }
    let wrongBadges = BadgeCell.boundItems.filter { source.kinds[$0] != "badge" }
    XCTAssertEqual(wrongNotes, [], "\(when): a note cell only ever binds notes", file: file, line: line)
    XCTAssertEqual(wrongBadges, [], "\(when): a badge cell only ever binds badges", file: file, line: line)
  }

  private static func kind(of item: String) -> CellKindID { item.hasPrefix("badge") ? "badge" : "note" }

  /// Every label on screen sits in a cell of its item's kind, and there are some of each.
  @MainActor
  private static func assertEveryShownRowHasItsKindsCell(
    _ table: TableAdapter<StringsDataSource>, _ source: StringsDataSource, _ when: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let labels = WidgetTree.descendants(
      of: table.listView.gtkWidget, type: gtk_label_get_type(), skipping: WidgetTree.isUnmapped)
    var seen: [CellKindID: Int] = [:]
    for label in labels {
      let text = String(cString: gtk_label_get_text(gcast(label)))
      guard let kind = source.kinds[text] else { continue }
      let cellKind: CellKindID? =
        gtk_widget_has_css_class(label, "kind-badge") != 0
        ? "badge" : gtk_widget_has_css_class(label, "kind-note") != 0 ? "note" : nil
      XCTAssertEqual(cellKind, kind, "\(when): \(text) is shown by a \(kind) cell", file: file, line: line)
      seen[kind, default: 0] += 1
    }
    XCTAssertGreaterThan(seen["note"] ?? 0, 0, "\(when): notes on screen", file: file, line: line)
    XCTAssertGreaterThan(seen["badge"] ?? 0, 0, "\(when): badges on screen", file: file, line: line)
  }
}
