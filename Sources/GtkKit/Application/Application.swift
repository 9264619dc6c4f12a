package import CGtk
import Glibc

/// A GtkApplication run from Swift, with Swift concurrency working inside it.
///
/// The shortest complete app:
///
/// ```swift
/// import PlaceholderGtk
///
/// Application.launch(id: "org.example.Hello") { app in
///   let window = ApplicationWindow(application: app, title: "Hello")
///   window.child = Label("Hello, GNOME")
///   window.present()
/// }
/// ```
///
/// `launch` prints one clear line and exits with status 1 when there is no
/// display or the ID is invalid. For more control, open the ``Display``,
/// create the application and call `run()` yourself.
@MainActor
public final class Application {
  let reference: ObjectReference

  /// Called when the application is activated (launched, or launched again
  /// while running).
  public var activationHandler: (@MainActor (Application) -> Void)?

  /// Creates the application. `id` is the reverse-DNS application ID
  /// (`org.example.App`); one GLib does not accept is an error, not a crash.
  public init(id: String, nonUnique: Bool = false) throws(ApplicationError) {
    let flags = pg_application_flags(nonUnique ? 1 : 0)
    guard g_application_id_is_valid(id) != 0, let app = gtk_application_new(id, flags) else {
      throw .invalidID(id)
    }
    reference = ObjectReference(taking: app)
    Signals.connect(reference.pointer, "activate") { [unowned self] in
      activationHandler?(self)
    }
  }

  /// The GtkApplication, for GTK calls inside the package.
  package var gtkApplication: UnsafeMutablePointer<GtkApplication> { reference.cast() }

  /// The application as a `GtkApplication *`, for GTK calls this library
  /// does not wrap. Valid while this wrapper lives.
  public var applicationPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(reference.pointer) }

  /// Creates the application, runs it (it opens the display), and exits
  /// with its status. `activate` builds the first window (and runs again if the
  /// app is launched while it runs).
  ///
  /// Without a display, or with an invalid ID, it prints one line to
  /// standard error, such as `hello: cannot open display; set DISPLAY or
  /// WAYLAND_DISPLAY`, and exits with status 1: no trap, no backtrace. A
  /// display server whose socket is there but that refuses the app (an X
  /// server's authorization) or has gone is GTK's to report, with status 1
  /// as well.
  public static func launch(
    id: String, nonUnique: Bool = false, _ activate: @escaping @MainActor (Application) -> Void
  ) -> Never {
    let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
    let application: Application
    do {
      // The ID first: an invalid one is reported without touching the display.
      guard g_application_id_is_valid(id) != 0 else { throw ApplicationError.invalidID(id) }
      // GtkApplication opens the display as it starts, as a C app's does;
      // opening it here first cost a tenth of the start-up. Only a display
      // the probe cannot judge is opened here, for the same one-line error.
      switch DisplayProbe.verdict() {
      case .reachable: break
      case .unreachable: throw DisplayError.cannotOpenDisplay
      case .undecided: try Display.open()
      }
      application = try Application(id: id, nonUnique: nonUnique)
    } catch {
      let line = "\(program.isEmpty ? "app" : program): \(error)\n"
      _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(1)
    }
    application.activationHandler = activate
    exit(application.run())
  }

  /// Runs the main loop until the application quits; returns its exit status.
  /// Arguments are not passed to GTK: the caller parses its own. With
  /// `PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1` in the environment it quits
  /// after the first window's first frame (``exitAfterFirstFrameVariable``).
  public func run() -> Int32 {
    MainLoop.installDispatchBridge()
    quitAfterFirstFrameIfAsked()
    return g_application_run(reference.cast(), 0, nil)
  }

  /// Registers the application without running it, so that windows can be
  /// made before `run()` (tests, tools). `run()` registers by itself.
  public func register() throws(ApplicationError) {
    var error: UnsafeMutablePointer<GError>?
    defer { g_clear_error(&error) }
    guard g_application_register(reference.cast(), nil, &error) != 0 else {
      throw .registrationFailed(error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
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
    Actions.add(name, to: reference.pointer, handler)
    if !accelerators.isEmpty {
      setAccelerators(accelerators, for: "app.\(name)")
    }
  }

  /// Sets the keyboard accelerators of a detailed action name such as
  /// `"win.refresh"`.
  public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
    Self.setAccelerators(accelerators, for: detailedAction, on: gtkApplication)
  }

  /// Sets accelerators on a GtkApplication, for callers that reach it
  /// through GTK (a window's application) rather than through a wrapper.
  static func setAccelerators(
    _ accelerators: [String], for detailedAction: String, on application: UnsafeMutablePointer<GtkApplication>
  ) {
    withCStringArray(accelerators) { array in
      gtk_application_set_accels_for_action(application, detailedAction, array)
    }
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
package func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
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
