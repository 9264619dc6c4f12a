import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// `BuilderCell(.file(path:))` with a real .ui file on disk: the rows are
/// built from the file's widgets (GtkBuilder reads it once per cell) and
/// show their items, with no warning.
final class BuilderCellFileTests: GtkTestCase {
  func testCellsBuiltFromAUIFileOnDiskShowTheirItems() throws {
    try onMain {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("builder-cell-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("row.ui")
      try """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkBox" id="row">
          <property name="orientation">horizontal</property>
          <property name="spacing">6</property>
          <child><object class="GtkImage" id="icon"><property name="icon-name">folder-symbolic</property></object></child>
          <child><object class="GtkLabel" id="name"><style><class name="from-file"/></style></object></child>
          <child><object class="GtkLabel" id="position"/></child>
        </object>
      </interface>
      """.write(to: file, atomically: true, encoding: .utf8)

      let source = StringsDataSource([["alpha", "beta", "gamma"]])
      let table = TableAdapter(dataSource: source)
      table.register(kind: .default) {
        BuilderCell<String>(.file(path: file.path), rootID: "row") { cell, item, indexPath in
          cell.setText(item.capitalized, of: "name")
          cell.setText("\(indexPath.item + 1)", of: "position")
        }
      }
      let warnings = Diagnostics.warningCount
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      XCTAssertEqual(Diagnostics.warningCount, warnings, Diagnostics.lastWarning ?? "")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["Alpha", "1", "Beta", "2", "Gamma", "3"])
      let fromFile = WidgetTree.descendants(of: table.listView.gtkWidget, type: gtk_label_get_type()).filter {
        gtk_widget_has_css_class($0, "from-file") != 0 && gtk_widget_get_mapped($0) != 0
      }
      XCTAssertEqual(fromFile.count, 3, "each row's name label came from the file")
      let icons = WidgetTree.descendants(
        of: table.listView.gtkWidget, type: gtk_image_get_type(), skipping: WidgetTree.isUnmapped)
      XCTAssertEqual(icons.count, 3, "the file's icon is in every row")
    }
  }
}
