import CGtk
import Synchronization

/// One strong reference to a GObject, owned by Swift and released exactly once.
///
/// GTK hands out references in three ways, and each has one initializer:
/// - `init(taking:)` for "transfer full" and "transfer floating" results
///   (every `gtk_*_new` constructor): a floating reference is sunk, a full one
///   is adopted as it is. Either way Swift now owns exactly one reference.
/// - `init(retaining:)` for "transfer none" (borrowed) pointers: Swift adds a
///   reference of its own.
///
/// The reference is dropped when this object is deinitialized, on the main
/// actor. `liveCount` counts the references alive, so tests can prove that
/// nothing leaks.
@MainActor
public final class ObjectReference {
  /// The GObject this reference keeps alive.
  let pointer: UnsafeMutablePointer<GObject>

  /// How many `ObjectReference`s are alive in the process.
  public nonisolated static var liveCount: Int { liveReferences.load(ordering: .relaxed) }

  /// Adopts a reference the caller was given: sinks a floating reference,
  /// otherwise takes over the full one.
  init(taking object: some GObjectPointer) {
    pointer = object.rawAddress.assumingMemoryBound(to: GObject.self)
    if g_object_is_floating(pointer) != 0 {
      g_object_ref_sink(pointer)
    }
    liveReferences.add(1, ordering: .relaxed)
  }

  /// Adds a reference of Swift's own to a borrowed object.
  init(retaining object: some GObjectPointer) {
    pointer = object.rawAddress.assumingMemoryBound(to: GObject.self)
    g_object_ref_sink(pointer)
    liveReferences.add(1, ordering: .relaxed)
  }

  /// The object's pointer as another GTK type, for calling GTK.
  func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// The object's current reference count, for tests and diagnostics.
  var referenceCount: UInt32 { pointer.pointee.ref_count }

  isolated deinit {
    g_object_unref(pointer)
    liveReferences.subtract(1, ordering: .relaxed)
  }
}

private let liveReferences = Atomic<Int>(0)
