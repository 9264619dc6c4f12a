internal import CGtk

/// Warnings about bad input, logged once each through GLib.
///
/// A misbehaving data source or a missing image must not flood the log while
/// the user scrolls: callers pass a key, and a key warns once until
/// `reset(key:)` (the adapters reset theirs after the next consistent
/// reload). Warnings go through GLib's log (domain `Placeholders`, level
/// WARNING), so `G_DEBUG=fatal-warnings` and log handlers treat them like
/// any GTK warning. They are never CRITICAL.
@MainActor
package enum Diagnostics {
  /// How many warnings were logged since the process started.
  package private(set) static var warningCount = 0
  /// The most recent warning, for tests.
  package private(set) static var lastWarning: String?

  private static var warnedKeys: Set<String> = []

  /// Logs `message` unless a warning with the same key was logged already.
  /// Returns whether it logged.
  @discardableResult
  package static func warnOnce(key: String, _ message: String) -> Bool {
    guard warnedKeys.insert(key).inserted else { return false }
    warn(message)
    return true
  }

  /// Logs `message` as a warning. `g_warning` is a variadic macro, so this
  /// goes through `g_logv` with a `%s` format: the message is never read as
  /// a format string. (`g_logv` rather than structured logging, so that log
  /// handlers set with `g_log_set_handler` see it too.)
  package static func warn(_ message: String) {
    warningCount += 1
    lastWarning = message
    message.withCString { text in
      withVaList([text]) { arguments in
        g_logv("Placeholders", pg_log_level_warning(), "%s", arguments)
      }
    }
  }

  /// Takes the warning with this key as logged already: a test suite that
  /// counts warnings keeps one a process gives once (an unnamed list's) out
  /// of whichever test happens to come first.
  package static func markWarned(key: String) {
    warnedKeys.insert(key)
  }

  /// Lets the warning with this key be logged again.
  package static func reset(key: String) {
    warnedKeys.remove(key)
  }

  /// Lets every key whose name starts with `prefix` warn again.
  package static func reset(keysWithPrefix prefix: String) {
    warnedKeys = warnedKeys.filter { !$0.hasPrefix(prefix) }
  }
}
