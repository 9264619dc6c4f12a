package import CGtk
import Synchronization

/// One strong reference to a GObject, owned by Swift and released exactly
/// once: when the value goes away. Not copyable, so there is never a second
/// owner of the same reference.
///
/// GTK hands out references in three ways, and each has one initializer:
/// - `init(taking:)` for "transfer full" and "transfer floating" results
///   (every `gtk_*_new` constructor).
/// - `init(retaining:)` for "transfer none" (borrowed) pointers: Swift adds a
///   reference of its own.
///
/// **Floating widgets stay floating.** A fresh widget's floating reference
/// is what lets a container adopt it, and Swift may release a wrapper as soon
/// as its last use, which in `gtk_box_append(box, Label("x").gtkWidget)` is
/// *before* the container call runs. So for a floating object Swift adds a
/// reference of its own and leaves the floating one for the container.
/// If the wrapper dies while the object is still floating (no container took
/// it yet), its reference passes to an idle callback that destroys the
/// object at the next idle moment unless something adopted it meanwhile.
/// Either way every reference is released exactly once.
///
/// A `Widget` stores one inline, so a wrapped widget is one Swift object,
/// not two (toggles, BENCHMARKS.md); other owners use the `ObjectReference`
/// class around it. `ObjectReference.liveCount` counts both, so tests can
/// prove that nothing leaks.
package struct OwnedObject: ~Copyable {
  /// The GObject this reference keeps alive.
  let pointer: UnsafeMutablePointer<GObject>

  /// Adopts a reference the caller was given: a full reference is taken
  /// over; a floating object gets a reference of Swift's own and keeps its
  /// floating one for a container (see above).
  init(taking object: some GObjectPointer) {
    pointer = object.rawAddress.assumingMemoryBound(to: GObject.self)
    if g_object_is_floating(pointer) != 0 {
      g_object_ref(pointer)
    }
    liveReferences.add(1, ordering: .relaxed)
  }

  /// Adds a reference of Swift's own to a borrowed object.
  init(retaining object: some GObjectPointer) {
    pointer = object.rawAddress.assumingMemoryBound(to: GObject.self)
    g_object_ref(pointer)
    liveReferences.add(1, ordering: .relaxed)
  }

  /// The object's pointer as another GTK type, for calling GTK.
  func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// The object's current reference count, for tests and diagnostics.
  var referenceCount: UInt32 { pointer.pointee.ref_count }

  /// On the main thread, where every wrapper goes in practice, the release
  /// runs here; from another thread it is sent to the main actor. (An
  /// `isolated deinit` would ask the concurrency runtime for the executor,
  /// twice per row a list makes and drops.)
  deinit {
    liveReferences.subtract(1, ordering: .relaxed)
    let address = UInt(bitPattern: pointer)
    if MainThread.isCurrent {
      Self.release(address)
    } else {
      Task { @MainActor in Self.release(address) }
    }
  }

  /// Releases Swift's reference to the object at `address`. A floating
  /// object hands it to an idle callback; see the type's comment.
  private static func release(_ address: UInt) {
    guard let pointer = UnsafeMutablePointer<GObject>(bitPattern: address) else { return }
    if g_object_is_floating(pointer) != 0 {
      g_idle_add_full(
        G_PRIORITY_DEFAULT_IDLE,
        { data in
          guard let object = data?.assumingMemoryBound(to: GObject.self) else { return 0 }
          if g_object_is_floating(object) != 0 {
            g_object_ref_sink(object)  // nobody adopted it: take the floating reference too
            g_object_unref(object)
          }
          g_object_unref(object)
          return 0
        }, pointer, nil)
    } else {
      g_object_unref(pointer)
    }
  }
}

/// An `OwnedObject` that can be shared: kept in a dictionary, captured by
/// a closure, passed around. For GObjects other than widgets (a `Widget`
/// owns its reference inline).
@MainActor
package final class ObjectReference {
  nonisolated(unsafe) private let owned: OwnedObject

  /// The GObject this reference keeps alive.
  package nonisolated var pointer: UnsafeMutablePointer<GObject> { owned.pointer }

  /// How many GObject references Swift owns in the process: these and the
  /// widgets'.
  package nonisolated static var liveCount: Int { liveReferences.load(ordering: .relaxed) }

  /// Adopts a reference the caller was given (see `OwnedObject`).
  package init(taking object: some GObjectPointer) { owned = OwnedObject(taking: object) }

  /// Adds a reference of Swift's own to a borrowed object.
  init(retaining object: some GObjectPointer) { owned = OwnedObject(retaining: object) }

  /// The object's pointer as another GTK type, for calling GTK.
  func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> { owned.cast() }

  /// The object's current reference count, for tests and diagnostics.
  var referenceCount: UInt32 { owned.referenceCount }
}

private let liveReferences = Atomic<Int>(0)
