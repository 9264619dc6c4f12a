internal import CGtk

/// A pointer to a GObject instance, typed or opaque.
///
/// GTK 4 exposes some types as structs (GtkWidget, GtkWindow) and hides
/// others (GtkBox, GtkListView, GAction), which Swift imports as
/// `OpaquePointer`. `gcast` converts between all of them.
package protocol GObjectPointer {
  /// The address of the instance.
  var rawAddress: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
  /// The address of the instance.
  package var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
  /// The address of the instance.
  package var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectPointer {
  /// The address of the instance.
  package var rawAddress: UnsafeMutableRawPointer { self }
}

/// Reinterprets a GObject pointer as another GTK type: the Swift spelling of
/// C's `GTK_BOX (widget)`. No check is made; GTK checks its arguments.
package func gcast<T>(_ pointer: some GObjectPointer) -> UnsafeMutablePointer<T> {
  pointer.rawAddress.assumingMemoryBound(to: T.self)
}

/// Reinterprets a GObject pointer as an opaque GTK type (GtkBox, GtkListView…).
package func gcast(_ pointer: some GObjectPointer) -> OpaquePointer {
  OpaquePointer(pointer.rawAddress)
}
