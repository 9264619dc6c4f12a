import CGtk
import XCTest

@testable import PlaceholderGtk

/// GObject references held from Swift: floating references sunk, every owned
/// reference released exactly once.
final class ObjectOwnershipTests: GtkTestCase {
  func testTakingAFloatingWidgetSinksItAndOwnsOneReference() throws {
    try onMain {
      let before = ObjectReference.liveCount
      let label = try XCTUnwrap(gtk_label_new("x"))
      XCTAssertNotEqual(g_object_is_floating(label), 0, "a fresh widget starts floating")
      var widget: Widget? = Widget(taking: label)
      XCTAssertEqual(g_object_is_floating(label), 0)
      XCTAssertEqual(widget?.reference.referenceCount, 1)
      XCTAssertEqual(ObjectReference.liveCount, before + 1)

      // Watch the object's finalization through a GLib weak reference.
      var finalized = false
      withUnsafeMutablePointer(to: &finalized) { flag in
        g_object_weak_ref(
          UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self),
          { data, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
        widget = nil
      }
      XCTAssertTrue(finalized, "the only reference was released")
      XCTAssertEqual(ObjectReference.liveCount, before)
    }
  }

  func testRetainingABorrowedWidgetAddsAReference() throws {
    try onMain {
      let box = try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      let owner = Widget(taking: box)
      let child = try XCTUnwrap(gtk_label_new("child"))
      gtk_box_append(gcast(box), child)
      XCTAssertEqual(
        UnsafeMutableRawPointer(child).assumingMemoryBound(to: GObject.self).pointee.ref_count, 1)

      var borrowed: Widget? = Widget(retaining: child)
      XCTAssertEqual(borrowed?.reference.referenceCount, 2)
      borrowed = nil
      XCTAssertEqual(
        UnsafeMutableRawPointer(child).assumingMemoryBound(to: GObject.self).pointee.ref_count, 1)
      XCTAssertEqual(owner.typeName, "GtkBox")
    }
  }

  func testAWidgetOutlivesItsParentWhileSwiftHoldsIt() throws {
    try onMain {
      let box = try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      var parent: Widget? = Widget(taking: box)
      let child = Widget(taking: try XCTUnwrap(gtk_button_new_with_label("Retry")))
      gtk_box_append(gcast(box), child.gtkWidget)
      XCTAssertEqual(child.reference.referenceCount, 2)
      parent = nil
      XCTAssertNil(parent)
      XCTAssertEqual(
        child.reference.referenceCount, 1, "the box released its child; Swift's reference remains")
      XCTAssertNil(gtk_widget_get_parent(child.gtkWidget))
    }
  }
}
