import CGtk

/// Warnings about bad placeholder input, through GLib's log.
///
/// Bad input (a missing image, invalid markup, a custom widget that already
/// has a parent) is the app's mistake, not a crash: it is reported once as a
/// GLib WARNING in the `Placeholders` log domain and the placeholder shows a
/// sensible fallback. A WARNING is not a CRITICAL, so `G_DEBUG=fatal-criticals`
/// does not abort; tests count these with `g_log_set_handler`.
@MainActor
enum PlaceholderLog {
  /// The GLib log domain of the library's warnings.
  static let domain = "Placeholders"

  /// Keys of warnings already given, so that each bad input warns once per process.
  private static var given: Set<String> = []

  /// Logs `message` as a warning, unless a warning with the same `key` was
  /// already logged.
  static func warnOnce(key: String, _ message: String) {
    guard given.insert(key).inserted else { return }
    warning(message)
  }

  /// Logs `message` as a warning. `g_warning` is a variadic macro, so this
  /// goes through `g_logv` with a `%s` format: the message is never
  /// interpreted as a format string.
  static func warning(_ message: String) {
    message.withCString { text in
      withVaList([text]) { arguments in
        g_logv(domain, G_LOG_LEVEL_WARNING, "%s", arguments)
      }
    }
  }
}
