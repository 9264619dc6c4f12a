package import CGtk

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
