internal import CGtk
import XCTest

/// Records the warnings GLib logs in some domains while a test runs, and
/// keeps them off the console. Criticals are not caught: they stay fatal
/// under `G_DEBUG=fatal-criticals`.
@MainActor
package final class LogRecorder {
  /// Messages by domain.
  package private(set) var messages: [String: [String]] = [:]
  private var handlers: [(domain: String, id: UInt32)] = []
  private var box: Unmanaged<Box>?

  private final class Box {
    var record: (String, String) -> Void = { _, _ in }
  }

  /// Starts recording warnings (and messages) in `domains`.
  package init(domains: [String] = ["Placeholders", "Gtk", "Gdk", "GLib-GObject", "GLib", "Gsk"]) {
    let box = Box()
    let retained = Unmanaged.passRetained(box)
    self.box = retained
    box.record = { [weak self] domain, message in
      MainActor.assumeIsolated { self?.messages[domain, default: []].append(message) }
    }
    let handler: GLogFunc = { domain, _, message, data in
      guard let data else { return }
      let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
      box.record(domain.map { String(cString: $0) } ?? "", message.map { String(cString: $0) } ?? "")
    }
    for domain in domains {
      let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_MESSAGE.rawValue)
      let id = g_log_set_handler(domain, levels, handler, retained.toOpaque())
      handlers.append((domain, id))
    }
  }

  /// The warnings logged in `domain` so far.
  package func count(_ domain: String) -> Int { messages[domain]?.count ?? 0 }

  /// Warnings from GTK and GLib themselves (not the library's own).
  package var toolkitWarnings: [String] {
    messages.filter { $0.key != "Placeholders" }.flatMap { domain, list in list.map { "\(domain): \($0)" } }
  }

  /// Stops recording.
  package func stop() {
    for handler in handlers { g_log_remove_handler(handler.domain, handler.id) }
    handlers = []
    box?.release()
    box = nil
  }

  isolated deinit { stop() }
}
