package import CGtk

// The errors GtkKit throws, in one place: what a `catch` may see, and what
// each case says.

// MARK: The application and the display

/// Why an application could not be created.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  /// Not a valid GApplication ID (reverse-DNS, at least two elements).
  case invalidID(String)
  /// The session refused to register the application.
  case registrationFailed(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidID(let id): "'\(id)' is not a valid application ID (use reverse-DNS, like org.example.App)"
    case .registrationFailed(let message): "cannot register the application: \(message)"
    }
  }
}

/// Why GTK could not start.
public enum DisplayError: Error, Equatable, CustomStringConvertible {
  /// No display server could be opened (no `DISPLAY` or `WAYLAND_DISPLAY`,
  /// or the one named is not reachable).
  case cannotOpenDisplay

  /// The one-line message a program prints for this error.
  public var description: String {
    switch self {
    case .cannotOpenDisplay: "cannot open display; set DISPLAY or WAYLAND_DISPLAY"
    }
  }
}

// MARK: Files

/// An error GLib or GIO reported (a `GError`), as a Swift value: its domain, code and
/// message, copied out before the `GError` is freed.
public struct GLibError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The error domain's name, for example `g-io-error-quark`.
  public var domain: String
  /// The code within the domain.
  public var code: Int
  /// GIO's message, already translated for the user's language. A file
  /// name in it has its direction and control characters made visible
  /// (`SafeText`): the message is shown as it is.
  public var message: String

  /// Creates an error from its parts.
  public init(domain: String, code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// Copies a `GError` and frees it.
  package init(taking error: UnsafeMutablePointer<GError>) {
    domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown"
    code = Int(error.pointee.code)
    message = SafeText.forDisplay(error.pointee.message.map { String(cString: $0) } ?? "")
    g_error_free(error)
  }

  /// The message, as GIO wrote it.
  public var description: String { message }

  /// The file-system condition, when the error is one of GIO's own
  /// (`G_IO_ERROR`); nil for other domains.
  public var ioErrorKind: IOErrorKind? {
    guard domain == String(cString: g_quark_to_string(g_io_error_quark())) else { return nil }
    return IOErrorKind(code: code)
  }
}

// MARK: Snapshots

/// Why a widget could not be rendered or saved.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// The widget is not in a realized window, so there is no renderer.
  case notOnScreen
  /// The widget has no area to draw.
  case emptySize(width: Int, height: Int)
  /// The widget drew nothing (it is hidden, or not drawn yet).
  case nothingDrawn
  /// The renderer returned no image.
  case renderFailed
  /// The PNG file could not be written.
  case cannotWrite(path: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .notOnScreen: "the widget is not in a realized window"
    case .emptySize(let width, let height): "the widget has no area to draw (\(width)×\(height))"
    case .nothingDrawn: "the widget drew nothing (hidden, or not drawn yet)"
    case .renderFailed: "the renderer returned no image"
    case .cannotWrite(let path): "could not write \(path)"
    }
  }
}
