import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's Collection page (the form-items seed): its layout buttons
/// switch the grid between vertical, horizontal and free for real, every
/// section's items and the empty section's own placeholder show in each
/// layout, and selecting an item runs its own typed callback.
final class DemoCollectionPageTests: GtkTestCase {
  func testTheLayoutButtonsSwitchTheGridAndItemsReportTheirSelection() throws {
    try onMain {
      let page = CollectionPage()
      let window = TestWindow(showing: page.widget, width: 900, height: 700, title: "demo-collection")
      defer { window.close() }
      let root = page.widget.gtkWidget
      let list = try XCTUnwrap(WidgetTree.descendants(of: root, type: gtk_list_view_get_type()).first)
      XCTAssertEqual(gtk_orientable_get_orientation(gcast(list)), GTK_ORIENTATION_VERTICAL)
      let texts = WidgetTree.mappedLabelTexts(under: root)
      for expected in ["Photos", "Mountains", "Tags", "holiday", "Colours", "Red"] {
        XCTAssertTrue(texts.contains(TextDomain.placeholders.translate(expected)), "\(expected) in \(texts)")
      }
      let mountains = try XCTUnwrap(Self.label("Mountains", under: root))
      let harbour = try XCTUnwrap(Self.label("Harbour", under: root))
      XCTAssertEqual(Self.y(of: mountains, in: root), Self.y(of: harbour, in: root), accuracy: 2, "side by side")

      // Horizontal: the same list runs sideways, photos stack in a column.
      XCTAssertNotEqual(gtk_widget_activate(try XCTUnwrap(Self.toggle("_Horizontal", under: root))), 0)
      XCTAssertTrue(MainLoop.run(until: { gtk_orientable_get_orientation(gcast(list)) == GTK_ORIENTATION_HORIZONTAL }))
      window.settle()
      try window.writeScreenshot("demo-collection-horizontal")
      let mountainsH = try XCTUnwrap(Self.label("Mountains", under: root))
      let harbourH = try XCTUnwrap(Self.label("Harbour", under: root))
      XCTAssertEqual(
        Self.x(of: mountainsH, in: root), Self.x(of: harbourH, in: root), accuracy: 2, "one above the other")
      XCTAssertGreaterThan(Self.y(of: harbourH, in: root), Self.y(of: mountainsH, in: root))

      // Free: items in flow boxes, each section with its items.
      XCTAssertNotEqual(gtk_widget_activate(try XCTUnwrap(Self.toggle("_Free", under: root))), 0)
      XCTAssertTrue(
        MainLoop.run(until: {
          WidgetTree.descendants(of: root, type: gtk_flow_box_get_type(), skipping: WidgetTree.isUnmapped).count >= 3
        }), "a flow box per section with items")
      window.settle()
      let freeTexts = WidgetTree.mappedLabelTexts(under: root)
      for expected in ["Mountains", "a very long tag name", "Purple", "No albums"] {
        XCTAssertTrue(freeTexts.contains(TextDomain.placeholders.translate(expected)), "\(expected) in free layout")
      }

      // Back to vertical; a tag's own callback reports its selection.
      XCTAssertNotEqual(gtk_widget_activate(try XCTUnwrap(Self.toggle("_Vertical", under: root))), 0)
      XCTAssertTrue(MainLoop.run(until: { gtk_orientable_get_orientation(gcast(list)) == GTK_ORIENTATION_VERTICAL }))
      window.settle()
      let work = try XCTUnwrap(Self.label("work", under: root))
      let item = try XCTUnwrap(Self.ancestorButton(of: work), "the tag is a button")
      XCTAssertNotEqual(gtk_widget_activate(item), 0)
      let selected = TextDomain.format(TextDomain.placeholders.translate("Tag “%@” selected"), "work")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.mappedLabelTexts(under: root).contains(selected) }), "the status says so")
    }
  }

  @MainActor
  private static func label(_ text: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    let wanted = TextDomain.placeholders.translate(text)
    return WidgetTree.descendants(of: root, type: gtk_label_get_type(), skipping: WidgetTree.isUnmapped).first {
      String(cString: gtk_label_get_text(gcast($0))) == wanted
    }
  }

  @MainActor
  private static func toggle(_ title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    let wanted = TextDomain.placeholders.translate(title)
    return WidgetTree.descendants(of: root, type: gtk_toggle_button_get_type()).first {
      gtk_button_get_label(gcast($0)).map { String(cString: $0) } == wanted
    }
  }

  @MainActor
  private static func ancestorButton(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    var node = gtk_widget_get_parent(widget)
    while let current = node {
      if pg_is_instance_of(current, gtk_button_get_type()) != 0 { return current }
      node = gtk_widget_get_parent(current)
    }
    return nil
  }

  @MainActor
  private static func point(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>)
    -> graphene_rect_t
  {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(widget, root, &rect)
    return rect
  }

  @MainActor
  private static func x(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) -> Double
  {
    let rect = point(of: widget, in: root)
    return Double(rect.origin.x + rect.size.width / 2)
  }

  @MainActor
  private static func y(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) -> Double
  {
    let rect = point(of: widget, in: root)
    return Double(rect.origin.y + rect.size.height / 2)
  }
}
