import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// GObject references held from Swift: floating references sunk, every owned
/// reference released exactly once.
final class ObjectOwnershipTests: GtkTestCase {
  func testAnOrphanedFloatingWidgetIsDestroyedAtTheNextIdle() throws {
    try onMain {
      let before = ObjectReference.liveCount
      let label = try XCTUnwrap(gtk_label_new("x"))
      var widget: Widget? = Widget(taking: label)
      XCTAssertNotEqual(g_object_is_floating(label), 0, "it stays floating so a container can adopt it")
      XCTAssertEqual(widget?.reference.referenceCount, 2, "the floating reference and Swift's")
      XCTAssertEqual(ObjectReference.liveCount, before + 1)

      // Watch the object's finalization through a GLib weak reference.
      let finalized = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
      defer { finalized.deallocate() }
      finalized.initialize(to: false)
      g_object_weak_ref(
        UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self),
        { data, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true }, finalized)
      widget = nil
      XCTAssertEqual(ObjectReference.liveCount, before)
      XCTAssertFalse(finalized.pointee, "not before the next idle: a container call may still come")
      MainLoop.drain()
      XCTAssertTrue(finalized.pointee, "nobody adopted it, so it is destroyed")
    }
  }

  func testATemporaryWrapperPassedToAContainerSurvives() throws {
    try onMain {
      let box = Box(orientation: .vertical)
      // The wrapper may be released right after `.gtkWidget` is read, before
      // the append runs: the widget must survive that.
      gtk_box_append(gcast(box.gtkWidget), Label("kept").gtkWidget)
      MainLoop.drain()
      let child = try XCTUnwrap(gtk_widget_get_first_child(box.gtkWidget))
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(child))), "kept")
      XCTAssertEqual(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GObject.self).pointee.ref_count, 1)
      XCTAssertEqual(g_object_is_floating(child), 0)
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
      XCTAssertEqual(owner.reference.referenceCount, 2, "a floating widget: its floating reference and Swift's")
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
      XCTAssertEqual(child.reference.referenceCount, 2, "the box adopted the floating reference")
      XCTAssertEqual(parent?.typeName, "GtkBox")
      parent = nil
      MainLoop.drain()  // the box was never adopted: it goes at the next idle
      XCTAssertEqual(
        child.reference.referenceCount, 1, "the box released its child; Swift's reference remains")
      XCTAssertNil(gtk_widget_get_parent(child.gtkWidget))
    }
  }
}
