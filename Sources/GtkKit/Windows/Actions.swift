internal import CGtk

/// GAction plumbing shared by windows and the application.
@MainActor
enum Actions {
  /// Adds a stateless action named `name` to an action map.
  static func add(_ name: String, to map: some GObjectPointer, _ handler: @escaping @MainActor () -> Void) {
    guard let action = g_simple_action_new(name, nil) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate", handler)
    g_action_map_add_action(gcast(map), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Adds a boolean-state action named `name` to an action map; activating
  /// it flips the state and reports the new one.
  static func addToggle(
    _ name: String, isOn: Bool, to map: some GObjectPointer, _ handler: @escaping @MainActor (Bool) -> Void
  ) {
    guard let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0)) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate") {
      guard let state = g_action_get_state(gcast(action)) else { return }
      let newValue = g_variant_get_boolean(state) == 0
      g_variant_unref(state)
      g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0))
      handler(newValue)
    }
    g_action_map_add_action(gcast(map), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }
}
