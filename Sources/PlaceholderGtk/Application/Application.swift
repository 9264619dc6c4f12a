import CGtk

/// A GtkApplication run from Swift, with Swift concurrency working inside it.
///
/// ```swift
/// let app = try Application(id: "org.example.App")
/// app.onActivate = { app in … build the window … }
/// exit(app.run())
/// ```
@MainActor
public final class Application {
  let reference: ObjectReference

  /// Called when the application is activated (launched, or launched again
  /// while running).
  public var onActivate: (@MainActor (Application) -> Void)?

  /// Creates the application. `id` is the reverse-DNS application ID
  /// (`org.example.App`); one GLib does not accept is an error, not a crash.
  public init(id: String, nonUnique: Bool = false) throws(ApplicationError) {
    let flags = nonUnique ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
    guard g_application_id_is_valid(id) != 0, let app = gtk_application_new(id, flags) else {
      throw .invalidID(id)
    }
    reference = ObjectReference(taking: app)
    Signals.connect(reference.pointer, "activate") { [unowned self] in
      onActivate?(self)
    }
  }

  /// The GtkApplication, for GTK calls this wrapper does not cover.
  public var gtkApplication: UnsafeMutablePointer<GtkApplication> { reference.cast() }

  /// Runs the main loop until the application quits; returns its exit status.
  /// Arguments are not passed to GTK: the caller parses its own.
  public func run() -> Int32 {
    MainLoop.installDispatchBridge()
    return g_application_run(reference.cast(), 0, nil)
  }

  /// Keeps the application running while it has no window (a GtkApplication
  /// quits when its last window closes). Balance with `release()`.
  public func hold() { g_application_hold(reference.cast()) }

  /// Undoes one `hold()`.
  public func release() { g_application_release(reference.cast()) }

  /// Asks the running application to quit.
  public func quit() {
    g_application_quit(reference.cast())
  }

  /// Adds an application-wide action `app.NAME` that runs `handler`, with
  /// optional keyboard accelerators such as `"<Control>q"`.
  public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
    guard let action = g_simple_action_new(name, nil) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate", handler)
    g_action_map_add_action(OpaquePointer(reference.pointer), action)
    g_object_unref(UnsafeMutableRawPointer(action))
    if !accelerators.isEmpty {
      setAccelerators(accelerators, for: "app.\(name)")
    }
  }

  /// Sets the keyboard accelerators of a detailed action name such as
  /// `"win.refresh"`.
  public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
    withCStringArray(accelerators) { array in
      gtk_application_set_accels_for_action(gtkApplication, detailedAction, array)
    }
  }
}

/// Why an application could not be created.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  /// Not a valid GApplication ID (reverse-DNS, at least two elements).
  case invalidID(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidID(let id): "'\(id)' is not a valid application ID (use reverse-DNS, like org.example.App)"
    }
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
  let duplicates = strings.map { strdup($0) }
  defer {
    for duplicate in duplicates { free(duplicate) }
  }
  var pointers: [UnsafePointer<CChar>?] = duplicates.map { UnsafePointer($0) }
  pointers.append(nil)
  return pointers.withUnsafeMutableBufferPointer { buffer in
    // The array holds at least the NULL terminator, so it has storage.
    guard let base = buffer.baseAddress else { preconditionFailure("empty C string array") }
    return body(base)
  }
}
