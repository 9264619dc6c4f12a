import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list on screen loads the icons of the placeholders it may show while
/// it is idle (`PlaceholderSlot.prepareIcons`), so that the first one shows
/// without reading and rendering its icon in its frame.
final class IconPreparationTests: GtkTestCase {
  func testAShownListLoadsItsPlaceholdersIconsAheadAndGtkKeepsThem() {
    onMain {
      let source = SectionedDataSource<NumberedRow>(items: (0..<50).map { NumberedRow(id: $0) })
      let table = TableAdapter(dataSource: source)
      table.register(NumberedRowCell.init)
      table.placeholders.content.empty = PlaceholderContent(image: .icon("view-list-symbolic"), title: "No rows")
      table.reloadData()
      let slot = table.placeholderSlot
      XCTAssertTrue(slot.preparedIcons.isEmpty, "nothing before the list is on screen")

      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { !slot.preparedIcons.isEmpty }, timeoutSeconds: 10))
      // The empty and no-results icons, at the size shown. Looked up again
      // as the placeholder's image looks them up, GTK's cache hands back
      // the very icons loaded ahead (another name would be another icon).
      let names = ["view-list-symbolic", "edit-find-symbolic"]
      XCTAssertEqual(slot.preparedIcons.count, names.count)
      guard let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(slot.widget.gtkWidget)) else {
        return XCTFail("no icon theme")
      }
      for (name, prepared) in zip(names, slot.preparedIcons) {
        XCTAssertEqual(gdk_paintable_get_intrinsic_width(OpaquePointer(prepared.pointer)), 128, name)
        guard let themed = g_themed_icon_new(name) else { return XCTFail("no themed icon") }
        defer { g_object_unref(UnsafeMutableRawPointer(themed)) }
        let again = gtk_icon_theme_lookup_by_gicon(
          theme, themed, 128, gtk_widget_get_scale_factor(slot.widget.gtkWidget),
          gtk_widget_get_direction(slot.widget.gtkWidget), GTK_ICON_LOOKUP_PRELOAD)
        defer { again.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
        XCTAssertEqual(again.map { UnsafeMutableRawPointer($0) }, UnsafeMutableRawPointer(prepared.pointer), name)
      }
    }
  }

  func testAListLoadsItsIconsAheadOnlyOnceItsLoadIsDone() {
    onMain {
      let source = SectionedDataSource<String>(items: [])
      let table = TableAdapter(dataSource: source)
      let gate = LoadGate()
      table.setLoadOperation { request in try await gate.wait(for: request) }
      table.beginLoading()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { gate.waiting != nil }))
      window.settle()
      // The icons' loading threads would share the processor with the load.
      XCTAssertTrue(table.placeholderSlot.preparedIcons.isEmpty, "nothing while the first page loads")

      gate.open(with: ["a", "b"], hasMore: false, into: source)
      XCTAssertTrue(MainLoop.run(until: { !table.placeholderSlot.preparedIcons.isEmpty }, timeoutSeconds: 10))
      // A list that loads may fail: its failures' icons come too.
      XCTAssertEqual(table.placeholderSlot.preparedIcons.count, 4)
    }
  }
}
