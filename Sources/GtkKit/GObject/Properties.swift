internal import CGtk

/// Setting and reading GObject properties that have no C setter.
///
/// `g_object_set` is variadic, which Swift cannot call; these go through a
/// GValue instead.
@MainActor
package enum Properties {
  /// Sets a boolean property.
  package static func set(_ object: UnsafeMutableRawPointer, _ name: String, bool value: Bool) {
    var gvalue = GValue()
    g_value_init(&gvalue, pg_type_boolean())
    g_value_set_boolean(&gvalue, value ? 1 : 0)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
  }

  /// Sets a string property.
  package static func set(_ object: UnsafeMutableRawPointer, _ name: String, string value: String) {
    var gvalue = GValue()
    g_value_init(&gvalue, pg_type_string())
    g_value_set_string(&gvalue, value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
  }

  /// Reads a boolean property.
  package static func bool(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
    var gvalue = GValue()
    g_value_init(&gvalue, pg_type_boolean())
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    defer { g_value_unset(&gvalue) }
    return g_value_get_boolean(&gvalue) != 0
  }

  /// Reads a string property; nil when it is unset.
  package static func string(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
    var gvalue = GValue()
    g_value_init(&gvalue, pg_type_string())
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    defer { g_value_unset(&gvalue) }
    return g_value_get_string(&gvalue).map { String(cString: $0) }
  }
}
