internal import CGtk

/// One reference to a GObject that GIO handed over (transfer full), released
/// when the handle goes. GIO objects such as `GFile` may be released from any
/// thread, so a handle can travel with the task that uses it.
final class GObjectHandle: @unchecked Sendable {
  let address: UnsafeMutableRawPointer

  /// Takes over a full reference.
  init(taking address: UnsafeMutableRawPointer) { self.address = address }

  /// Takes a reference of its own to an object borrowed from GIO (transfer
  /// none, such as a signal's argument).
  convenience init(retaining object: OpaquePointer) {
    let address = UnsafeMutableRawPointer(object)
    g_object_ref(address)
    self.init(taking: address)
  }

  /// Takes over a full reference; nil for a null pointer (a failed call).
  static func taking(_ address: UnsafeMutableRawPointer?) -> GObjectHandle? {
    address.map(GObjectHandle.init(taking:))
  }

  /// The object as a C type GIO declares as an opaque struct (`GFile`).
  var opaque: OpaquePointer { OpaquePointer(address) }

  /// The object as a C type GIO declares in full (`GFileEnumerator`).
  func typed<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> { address.assumingMemoryBound(to: T.self) }

  deinit { g_object_unref(address) }
}
